/* The C API from C: acl.h compiles as C99, aclAttrInit resets an acl_attr to the defaults
 * of ACL_ATTR_INIT (what C users otherwise need a compound literal for), error names, band
 * boundaries and handles checked without a device. */
#include <acl/acl.h>
#include <stdio.h>
#include <string.h>

static int failed = 0;

#define EXPECT(cond)                                                     \
  do {                                                                   \
    if (!(cond)) {                                                       \
      fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
      failed = 1;                                                        \
    }                                                                    \
  } while (0)

#define SAME(field) EXPECT(memcmp(&a.field, &b.field, sizeof a.field) == 0)

int main(void) {
  const acl_attr a = ACL_ATTR_INIT;
  acl_attr b;
  memset(&b, 0x5a, sizeof b); /* a used attribute: every field changed */
  EXPECT(aclAttrInit(&b) == CL_SUCCESS);
  SAME(size);
  SAME(row_pitch);
  SAME(slice_pitch);
  SAME(word_size);
  SAME(ref);
  SAME(def);
  SAME(margin);
  SAME(border);
  SAME(broadcast);
  SAME(split);
  SAME(wg_min);
  SAME(wg_max);
  SAME(split_min);
  SAME(split_max);
  SAME(level);
  SAME(dependency);
  SAME(scale_log2);
  SAME(position);
  SAME(tile);
  SAME(dim_level);
  SAME(position_offset);
  SAME(combine);
  SAME(offset);
  SAME(margin_z);
  SAME(steps);
  SAME(feeds);
  EXPECT(b.ref == ACL_TOP_LEFT && b.level == 1u && b.word_size == 1u && b.position == NULL);

  EXPECT(aclAttrInit(NULL) == CL_INVALID_VALUE);
  EXPECT(strstr(aclGetLastErrorMessage(), "attr") != NULL);
  EXPECT(aclAttrInit(&b) == CL_SUCCESS);
  EXPECT(strcmp(aclGetLastErrorMessage(), "") == 0);

  EXPECT(strcmp(aclGetErrorString(ACL_INVALID_ACCESS), "ACL_INVALID_ACCESS") == 0);
  EXPECT(strcmp(aclGetErrorString(CL_INVALID_EVENT_WAIT_LIST), "CL_INVALID_EVENT_WAIT_LIST") == 0);
  EXPECT(strlen(aclGetErrorText(ACL_PLAN_DOES_NOT_FIT)) > 0);

  /* Bands as launches over several devices cut them: whole units, by weight. */
  {
    size_t bounds[4] = {9, 9, 9, 9};
    const double weights[3] = {2.0, 0.0, 1.0};
    EXPECT(aclGetBandBounds(100, 10, 3, weights, bounds) == CL_SUCCESS);
    EXPECT(bounds[0] == 0 && bounds[1] == 70 && bounds[2] == 70 && bounds[3] == 100);
    EXPECT(aclGetBandBounds(100, 10, 2, NULL, bounds) == CL_SUCCESS);
    EXPECT(bounds[1] == 50 && bounds[2] == 100);
    EXPECT(aclGetBandBounds(100, 0, 2, NULL, bounds) == CL_INVALID_VALUE);
    EXPECT(aclGetBandBounds(100, 1, 0, NULL, bounds) == CL_INVALID_VALUE);
    EXPECT(clEnqueueAclKernelMulti(0, NULL, NULL, NULL, 0, NULL, NULL) == CL_INVALID_KERNEL);
    EXPECT(aclReleaseDistBuffer(NULL) == CL_INVALID_MEM_OBJECT);
  }
  /* The library's version is the headers'; NULL pointers are skipped. */
  {
    cl_uint major = 99, minor = 99, patch = 99;
    aclGetVersion(&major, &minor, &patch);
    EXPECT(major == ACL_VERSION_MAJOR && minor == ACL_VERSION_MINOR && patch == ACL_VERSION_PATCH);
    aclGetVersion(NULL, NULL, NULL);
  }
  /* The tuning database file, sized first, as the other text calls. */
  {
    char file[4096];
    size_t n = 0;
    EXPECT(aclGetTuningFile(0, NULL, &n) == CL_SUCCESS && n >= 1 && n <= sizeof file);
    EXPECT(aclGetTuningFile(sizeof file, file, NULL) == CL_SUCCESS && strlen(file) + 1 == n);
    EXPECT(n < 2 || aclGetTuningFile(1, file, NULL) == CL_INVALID_VALUE);
  }
  EXPECT(clSetAclKernelArgScalar(NULL, 0, "float", 4, &a) == CL_INVALID_KERNEL);
  if (!failed) printf("the C API from C: all checks passed\n");
  return failed;
}
