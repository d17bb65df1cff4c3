/* ACL C API: transfer attributes on kernel arguments, generated AC kernels, plans.
 * Valid C89 and later, and C++. It sets no CL_TARGET_OPENCL_VERSION: ACL's API needs only
 * OpenCL 1.2's types, and your code keeps the OpenCL level it chooses. */
#ifndef ACL_ACL_H
#define ACL_ACL_H

#include <CL/cl.h>
#include <stddef.h>

#include "acl/version.h"

/* ACL_API marks what libacl-opencl exports; the library is built with hidden visibility. */
#ifndef ACL_API
#if defined(__GNUC__) && __GNUC__ >= 4
#define ACL_API __attribute__((visibility("default")))
#else
#define ACL_API
#endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** An ACL kernel: a User_main source plus the attributes of its arguments. */
typedef struct _acl_kernel* cl_acl_kernel;

/* Origins for `ref` (reference: global -> private/local) and `def` (definition: back). */
#define ACL_NONE 0u
#define ACL_TOP_LEFT 1u
#define ACL_BOTTOM_LEFT 2u
#define ACL_RANDOM 3u                 /* block origins from a position buffer */
/* Definition-only transformed write-backs (docs/attributes.md): User_main fills its block in
 * the source's orientation; the destination's size is the transformed size. */
#define ACL_SPECIAL_ROT90 16u         /* 90 degrees clockwise: (x, y) -> (H-1-y, x) */
#define ACL_SPECIAL_ROT180 17u        /* (x, y) -> (W-1-x, H-1-y) */
#define ACL_SPECIAL_ROT270 18u        /* 90 degrees counter-clockwise: (x, y) -> (y, W-1-x) */
#define ACL_SPECIAL_MIRROR_TRANSPOSE 19u /* transpose: (x, y) -> (y, x) */
#define ACL_SPECIAL_FLIP 20u          /* horizontal flip: (x, y) -> (W-1-x, y) */
#define ACL_SPECIAL_ENLARGE 21u       /* word fills a 2^scale_log2 square */
#define ACL_SPECIAL_SHRINK 22u        /* top-left word of each 2^scale_log2 square */

/* Border modes: what halo and padding words outside the array hold. */
#define ACL_BORDER_CLAMP 0u  /* nearest word inside the array (default) */
#define ACL_BORDER_ZERO 1u   /* all bits zero */
#define ACL_BORDER_MIRROR 2u /* reflected about the edge word: -1 -> 1, W -> W-2 */
#define ACL_BORDER_NONE 3u   /* unspecified; nothing outside the array is read */

/* Broadcast. */
#define ACL_SEPARATE 0u /* each work-item gets its own portion, in private memory */
#define ACL_COMMON 1u   /* one tile shared by the work-group, in local memory */
/* One word per row, column or slice of the level-1 view (docs/attributes.md): read, every
 * word of the portion is its row's (column's, slice's) word; written, the words User_main
 * writes are combined (acl_attr.combine) into it: a reduction. In private memory. */
#define ACL_PER_ROW 2u    /* size {1, H, D}: one word per row of the view */
#define ACL_PER_COLUMN 3u /* size {W, 1, D}: one word per column of the view */
#define ACL_PER_SLICE 4u  /* size {1, 1, D}: one word per slice (the whole 2-D array) */

/* Split direction. */
#define ACL_VERTICAL 0u   /* work-item i owns column i of a block, `split` words tall */
#define ACL_HORIZONTAL 1u /* work-item i owns `split` consecutive words of a row */
#define ACL_TILE 2u       /* 2-D work-groups; work-item owns a tile (see docs/attributes.md) */

/* dim_level entries for ACL_TILE data: 1 = level 1 along the dimension's own axis (x of the
 * data follows x of the result, y follows y), 2 = level 2 (streamed), or level 1 along a
 * named axis of the result (for transposed operands such as B^T in C = A x B^T). */
#define ACL_LEVEL1_X 0x101u
#define ACL_LEVEL1_Y 0x201u

/* Dependencies. */
#define ACL_DEP_NONE 0u
#define ACL_LNO0 1u /* portions above and below, before processing: get_acl_nbh(p, 0/1) */
#define ACL_LNO1 2u /* the portion to the left, before processing */
#define ACL_LNO2 3u /* portions to the left and right, before processing */
#define ACL_RNO0 4u /* the block above, after processing: get_acl_nbh(p, 0) */
#define ACL_RNO1 5u /* above, above-left, left, after processing: get_acl_nbh(p, 0/1/2) */
#define ACL_RNO2 6u /* left, above-left, above, above-right, after processing: 0/1/2/3 */
/* ACL_RNO1 for the one recurrence that is a sum (docs/attributes.md): the data written is the
 * summed-area table (inclusive 2-D prefix sum) of the words User_main writes; one launch, the
 * sums taken in an order of the plan's. 4-byte uint, int or float data, VERTICAL, level 1. */
#define ACL_RNO1_SUM 7u
/* The same one-pass 2-D prefix for the operator in `combine` (docs/attributes.md): the data
 * written is the inclusive 2-D prefix of the words User_main writes under that operator. */
#define ACL_RNO1_SCAN 8u

/* Operators of ACL_RNO1_SCAN and of written ACL_PER_* data (acl_attr.combine): associative
 * and commutative. */
#define ACL_COMBINE_SUM 0u  /* a + b */
#define ACL_COMBINE_MIN 1u  /* min(a, b); fmin for float */
#define ACL_COMBINE_MAX 2u  /* max(a, b); fmax for float */
#define ACL_COMBINE_PROD 3u /* a * b */
#define ACL_COMBINE_USER 4u /* User_combine(a, b), identity User_identity(), both in the source */

/** Transfer attributes of one buffer argument (paper section 3.2). Start from ACL_ATTR_INIT.
 * (A new field needs a line in attr_fields, runtime/launch/memo_key.hpp.) */
typedef struct acl_attr {
  size_t size[3];      /* words along x, y, z; 0 counts as 1 for y and z */
  size_t row_pitch;    /* bytes from one row to the next; 0 = size[0] * word_size */
  size_t slice_pitch;  /* bytes from one slice to the next; 0 = row_pitch * size[1] */
  cl_uint word_size;   /* bytes per word: 1, 2, 4, 8 or 16 */
  cl_uint ref;         /* ACL_NONE, ACL_TOP_LEFT, ACL_BOTTOM_LEFT, ACL_RANDOM */
  cl_uint def;         /* ACL_NONE, ACL_TOP_LEFT, ACL_BOTTOM_LEFT, ACL_RANDOM, ACL_SPECIAL_* */
  cl_uint margin;      /* halo words on every side (x and y) */
  cl_uint border;      /* ACL_BORDER_* for halo and padding words outside the array */
  cl_uint broadcast;   /* ACL_SEPARATE, ACL_COMMON, ACL_PER_ROW, _COLUMN or _SLICE */
  cl_uint split;       /* ACL_VERTICAL, ACL_HORIZONTAL or ACL_TILE */
  cl_uint wg_min;      /* smallest work-group size allowed; 0 = no bound */
  cl_uint wg_max;      /* largest work-group size allowed; 0 = no bound */
  cl_uint split_min;   /* smallest split size allowed; 0 = no bound */
  cl_uint split_max;   /* largest split size allowed; 0 = no bound */
  cl_uint level;       /* loop level, 1 = distributed over work-items */
  cl_uint dependency;  /* ACL_DEP_NONE, ACL_LNO0/1/2, ACL_RNO0/1/2, ACL_RNO1_SUM or _SCAN */
  cl_uint scale_log2;  /* k (1..8) for ACL_SPECIAL_ENLARGE / ACL_SPECIAL_SHRINK: factor 2^k */
  cl_mem position;     /* ACL_RANDOM: cl_int4 (x, y, z, unused) per level-1 block */
  cl_uint tile[2];     /* ACL_TILE: words (x, y) per work-item of the result; 0 = planner */
  cl_uint dim_level[3];/* ACL_TILE: a level per dimension (x, y); 0 = `level` */
  size_t position_offset[3]; /* added to the x, y, z get_acl_origin reports: where this array
                                sits in a larger one (a device's or MPI rank's part) */
  cl_uint combine;     /* the operator (ACL_COMBINE_*) of ACL_RNO1_SCAN data and of written
                          ACL_PER_* data; 0 (SUM) otherwise */
  size_t offset;       /* words from the buffer's first word to word (0, 0, 0) of the array:
                          a window that starts inside the buffer, at any word; 0 = at its start */
  cl_uint margin_z;    /* halo slices above and below (z) of data only read: get_acl_xyz */
  cl_uint steps;       /* written data: time steps a launch runs (0 or 1 = one); from the
                          second on, argument `feeds` reads the words of the step before */
  cl_uint feeds;       /* with steps > 1: the index of the argument read whose words this
                          argument's replace at the next step (same shape, read only) */
} acl_attr;

/** Defaults: 1 byte words, read from TOP_LEFT, not written, no margin (x, y or z), CLAMP,
 * SEPARATE, VERTICAL, level 1, no bounds on work-group or split size, at the buffer's start,
 * one step a launch. */
#define ACL_ATTR_INIT                                                                  \
  {                                                                                    \
    {0, 0, 0}, 0, 0, 1u, ACL_TOP_LEFT, ACL_NONE, 0u, ACL_BORDER_CLAMP, ACL_SEPARATE,   \
        ACL_VERTICAL, 0u, 0u, 0u, 0u, 1u, ACL_DEP_NONE, 0u, NULL, {0u, 0u}, {0u, 0u, 0u}, \
        {0, 0, 0}, ACL_COMBINE_SUM, 0, 0u, 0u, 0u                                      \
  }

/** Sets `*attr` to the defaults of ACL_ATTR_INIT (C has no assignment from a brace
 * initializer: `a = ACL_ATTR_INIT` does not compile). CL_INVALID_VALUE if `attr` is NULL. */
ACL_API cl_int aclAttrInit(acl_attr* attr);

/* ACL's own error codes, in a block below OpenCL's (which end above -1100). */
#define ACL_INVALID_ATTRIBUTE -2000      /* an attribute value is out of its range */
#define ACL_SHAPE_EXCEEDS_BUFFER -2001   /* size/pitches reach past CL_MEM_SIZE */
#define ACL_INVALID_WORD_SIZE -2002      /* not 1, 2, 4, 8, 16, or not User_main's type */
#define ACL_INVALID_MARGIN -2003         /* margin not allowed or too wide for the split */
#define ACL_INVALID_LEVEL -2004          /* level 0, or levels with a gap */
#define ACL_SPLIT_COUNT_MISMATCH -2005   /* same-level arguments cannot share a split count */
#define ACL_PLAN_DOES_NOT_FIT -2006      /* no plan fits the device's limits */
#define ACL_NOT_SUPPORTED_YET -2007      /* a valid attribute this version does not implement */
#define ACL_ARG_NOT_SET -2008            /* clEnqueueAclKernel with an argument never set */
#define ACL_INVALID_USER_MAIN -2009      /* User_main missing or its parameters unreadable */
#define ACL_INVALID_MIN_MAX -2010        /* a min bound above its max */
#define ACL_ADDRESS_SPACE_MISMATCH -2011 /* e.g. COMMON data into a parameter not __local */
#define ACL_INVALID_ACCESS -2012         /* the kernel writes read-only or reads write-only data */

/* Kernel creation and lifetime. */

/** Creates an ACL kernel from a source that defines `void User_main(...)`.
 * `options` are passed to clBuildProgram for every generated AC kernel. */
ACL_API cl_acl_kernel clCreateAclKernel(cl_context context, const char* user_source,
                                        const char* options, cl_int* errcode_ret);
/** Adds a reference. */
ACL_API cl_int clRetainAclKernel(cl_acl_kernel kernel);
/** Drops a reference; the last one frees the kernel and its cached programs. */
ACL_API cl_int clReleaseAclKernel(cl_acl_kernel kernel);

/** Sets argument `arg_index` of User_main (paper). `attr` NULL: scalar by value, or a
 * buffer passed through as a plain `__global` pointer. On error nothing changes. */
ACL_API cl_int clSetAclKernelArg(cl_acl_kernel kernel, cl_uint arg_index, size_t arg_size,
                                 const void* arg_value, const acl_attr* attr);

/** clSetAclKernelArg for a scalar whose host type has an OpenCL C name `type` ("float",
 * "int", "uint4"; NULL: unknown, as clSetAclKernelArg): besides arg_size, the kind of
 * User_main's parameter must agree, so that an int never reaches a float parameter as its
 * bits. Integers of either signedness agree with integers of their size (and 2-byte ones
 * with half, cl_half's host type), floating types only with themselves, vectors by
 * component. Otherwise (a pointer parameter too) CL_INVALID_ARG_VALUE, naming the
 * argument. acl::Kernel::arg(index, value) calls it. */
ACL_API cl_int clSetAclKernelArgScalar(cl_acl_kernel kernel, cl_uint arg_index,
                                       const char* type, size_t arg_size,
                                       const void* arg_value);

/** Plans for the queue's device (cached), builds the AC kernel once, and enqueues it (paper). */
ACL_API cl_int clEnqueueAclKernel(cl_command_queue queue, cl_acl_kernel kernel,
                                  cl_uint num_events_in_wait_list, const cl_event* event_wait_list,
                                  cl_event* event);

/* Several devices (docs/multi-device.md). */

/** One launch over the devices of `num_queues` command queues of the kernel's context: the
 * level-1 data is cut into bands along y (along x where a dependency or a transposing
 * write-back needs it), one a device, in proportion to `weights` (one a queue; NULL =
 * equal); each device reads its band and the margin around it and writes only its band;
 * other data is read whole by every device. A queue may repeat. `event` completes when
 * every device is done (a marker on queues[0]); the wait list holds for every device.
 * ACL_NOT_SUPPORTED_YET names the argument and attribute a split cannot take yet. */
ACL_API cl_int clEnqueueAclKernelMulti(cl_uint num_queues, const cl_command_queue* queues,
                                       cl_acl_kernel kernel, const double* weights,
                                       cl_uint num_events_in_wait_list,
                                       const cl_event* event_wait_list, cl_event* event);

/** The plan of such a launch over `devices` (a device may repeat) as text: how the data is
 * cut and moved, then each device's plan. Same conventions as aclGetKernelPlan. */
ACL_API cl_int aclGetKernelMultiPlan(cl_acl_kernel kernel, cl_uint num_devices,
                                     const cl_device_id* devices, const double* weights,
                                     size_t buffer_size, char* buffer, size_t* size_ret);

/** Weights for clEnqueueAclKernelMulti from a measurement: runs the kernel, with the
 * arguments as set, once on each queue to warm up and once timed (its outputs are written
 * as by clEnqueueAclKernel), and gives each device a weight proportional to its speed;
 * the weights sum to 1. Waits for the queues. */
ACL_API cl_int aclMeasureDeviceWeights(cl_acl_kernel kernel, cl_uint num_queues,
                                       const cl_command_queue* queues, double* weights);

/* Data that stays on the devices (docs/multi-device.md#data-that-stays-on-the-devices). */

/** A 2-D array kept in pieces on the devices of several queues of one context. */
typedef struct _acl_dist_buffer* acl_dist_buffer;

#define ACL_DIST_BANDS 0u  /* each device holds its band of rows and `halo` rows around it */
#define ACL_DIST_COPIES 1u /* each device holds the whole array (data every device reads) */

/** Creates a distributed buffer of `height` rows of `width` words of `word_size` bytes over
 * the devices of `queues` (in-order or not; a queue or device may repeat: each entry has a
 * piece of its own, as a launch over the same queues gives each entry a band).
 * ACL_DIST_BANDS: entry i owns rows bounds[i]..bounds[i+1] (NULL: aclGetBandBounds with
 * equal weights) and keeps them with up to `halo` rows above and below (fewer at the array's
 * ends; any halo, SIZE_MAX included) in a buffer of its own; ACL_DIST_COPIES: every entry
 * keeps all rows (`halo` and `bounds` unused). CL_INVALID_VALUE where the array's bytes do
 * not fit in size_t. The pieces' contents start undefined. */
ACL_API acl_dist_buffer aclCreateDistBuffer(cl_context context, cl_uint num_queues,
                                            const cl_command_queue* queues, cl_uint layout,
                                            size_t width, size_t height, cl_uint word_size,
                                            size_t halo, const size_t* bounds, cl_int* errcode_ret);
ACL_API cl_int aclRetainDistBuffer(acl_dist_buffer buffer);
/** Drops a reference; the last one frees the pieces (once the commands using them are done). */
ACL_API cl_int aclReleaseDistBuffer(acl_dist_buffer buffer);
/** Writes `host` (the whole array, dense rows) into every device's piece: bands with their
 * halo rows, or the whole array. `event`: done when every device's write is. */
ACL_API cl_int aclEnqueueWriteDistBuffer(acl_dist_buffer buffer, cl_bool blocking, const void* host,
                                         cl_uint num_events_in_wait_list,
                                         const cl_event* event_wait_list, cl_event* event);
/** Reads every device's band into `host` (the whole array, dense rows; COPIES: the first
 * device's copy). */
ACL_API cl_int aclEnqueueReadDistBuffer(acl_dist_buffer buffer, cl_bool blocking, void* host,
                                        cl_uint num_events_in_wait_list,
                                        const cl_event* event_wait_list, cl_event* event);
/** Refreshes every device's halo rows from the bands of the devices that own them (device to
 * device copies). Launches do it by themselves before reading a buffer whose bands a launch
 * wrote with a margin. */
ACL_API cl_int aclEnqueueExchangeHalos(acl_dist_buffer buffer, cl_uint num_events_in_wait_list,
                                       const cl_event* event_wait_list, cl_event* event);
/** Device `index`'s piece: its buffer (not retained), the first row it holds and how many. */
ACL_API cl_int aclGetDistBufferPiece(acl_dist_buffer buffer, cl_uint index, cl_mem* piece,
                                     size_t* first_row, size_t* rows);
/** Sets argument `arg_index` to a distributed buffer, with attributes of the whole array
 * (size width x height, dense rows, its word size). The kernel then runs only with
 * clEnqueueAclKernelMulti over the buffer's queues; each device uses its piece in place. */
ACL_API cl_int clSetAclKernelArgDist(cl_acl_kernel kernel, cl_uint arg_index,
                                     acl_dist_buffer buffer, const acl_attr* attr);

/** Band boundaries as launches over several devices cut them: `extent` rows in bands of
 * whole `unit`s (the last may be shorter) in proportion to `weights` (one a part; NULL =
 * equal); `bounds` gets parts + 1 numbers from 0 to extent, band p being rows
 * bounds[p]..bounds[p+1] (empty where a part's share rounds to no unit). MPI programs cut
 * their arrays with it (include/acl/mpi.hpp). */
ACL_API cl_int aclGetBandBounds(size_t extent, size_t unit, cl_uint parts, const double* weights,
                                size_t* bounds);

/* Device choice. */

/** The device that the environment names, as ACL's examples, benchmark and tests choose
 * theirs: the first device of `type` (CL_DEVICE_TYPE_ALL, _GPU, ...) whose platform name
 * contains ACL_PLATFORM (any case) and that ACL_DEVICE names, by its index among the
 * platform's devices of `type` ("1") or by a part of its name ("a100", any case). An unset
 * or empty variable allows every platform or device. `platform` may be NULL. When nothing
 * matches: CL_DEVICE_NOT_FOUND, and aclGetLastErrorMessage lists the platforms and devices
 * found with the values that pick them. */
ACL_API cl_int aclPickDevice(cl_device_type type, cl_platform_id* platform, cl_device_id* device);

/* Tuning (docs/tuning.md). */

/** What aclTuneKernel may spend and do. Start from ACL_TUNE_OPTIONS_INIT. */
typedef struct acl_tune_options {
  double seconds;   /* time budget for the search (builds and timed runs); 0 = 60 */
  cl_uint reps;     /* timed runs per candidate plan (median); 0 = 7 */
  cl_uint save;     /* nonzero: write the winning row into the user's database file */
  cl_uint general;  /* nonzero: the row is for every kernel of this class on the device,
                       not only this User_main source */
  cl_uint progress; /* nonzero: one line on stderr per candidate plan */
} acl_tune_options;

/** Defaults: 60 s, 7 runs, save, rows for this User_main only, progress on stderr. */
#define ACL_TUNE_OPTIONS_INIT {60.0, 7u, 1u, 0u, 1u}

/** What aclTuneKernel found. */
typedef struct acl_tune_result {
  double default_ms;  /* the plan ACL makes without the tuner's row (median, interleaved) */
  double best_ms;     /* the plan kept (equal to default_ms when no candidate won) */
  cl_uint plans;      /* distinct candidate plans (generated sources) measured */
  cl_uint rejected;   /* candidates whose output differed from the default plan's */
  cl_uint saved;      /* the row was written into the user's database */
  char shape[64];     /* the kernel's class: "tiled/large@0123456789abcdef" */
  char knobs[2048];   /* the kept plan's knobs where they differ from the device table */
  char row[2560];     /* the database row for them ("" when the default plan was kept) */
} acl_tune_result;

/** Searches the strategy knobs for the fastest plan of `kernel` with its arguments as set
 * now, on the device of `queue`. Runs on copies of the buffers in a queue of its own:
 * floating-point data that the kernel reads get random small integers, other buffers are
 * copied as they are; every candidate's output is compared with the default plan's. The
 * winner must beat the default by 3% in an interleaved re-timing (in 4 of 5 rounds), else
 * the default is kept. Waits for `queue` to finish first. `options` NULL: ACL_TUNE_OPTIONS_INIT. */
ACL_API cl_int aclTuneKernel(cl_command_queue queue, cl_acl_kernel kernel,
                             const acl_tune_options* options, acl_tune_result* result);

/* Inspection. */

/** The plan for `device` with the arguments as set now, as text. Copies at most
 * `buffer_size` bytes (NUL included) into `buffer`; `size_ret` gets the full size. */
ACL_API cl_int aclGetKernelPlan(cl_acl_kernel kernel, cl_device_id device, size_t buffer_size,
                                char* buffer, size_t* size_ret);
/** The generated OpenCL C source of the AC kernel for `device`, same conventions. */
ACL_API cl_int aclGetKernelSource(cl_acl_kernel kernel, cl_device_id device, size_t buffer_size,
                                  char* buffer, size_t* size_ret);

/** The name of an OpenCL or ACL error code ("CL_INVALID_VALUE", "ACL_INVALID_ACCESS"), or
 * "unknown error code". */
ACL_API const char* aclGetErrorString(cl_int code);
/** What an OpenCL or ACL error code means, in a few words ("no plan fits the device's
 * limits"); aclGetLastErrorMessage says what went wrong in the failing call. */
ACL_API const char* aclGetErrorText(cl_int code);
/** The message of the last failing ACL call on this thread ("" after a success). */
ACL_API const char* aclGetLastErrorMessage(void);

/* Versions and files. */

/** The library's version (the headers' are ACL_VERSION_MAJOR/MINOR/PATCH); any pointer may
 * be NULL. A program built against one 0.x version must run with the same 0.x. */
ACL_API void aclGetVersion(cl_uint* major, cl_uint* minor, cl_uint* patch);
/** The user's tuning database file that the library reads and aclTuneKernel writes, from
 * ACL_TUNING_FILE, ACL_CACHE_DIR, XDG_CACHE_HOME and HOME as they are now
 * (docs/tuning.md); "" when there is none (ACL_CACHE_DIR=off without ACL_TUNING_FILE).
 * Same conventions as aclGetKernelPlan. */
ACL_API cl_int aclGetTuningFile(size_t buffer_size, char* buffer, size_t* size_ret);

#ifdef __cplusplus
}
#endif

#endif /* ACL_ACL_H */
