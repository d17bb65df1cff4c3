/* ACL AC kernel generated for 'pthread-skylake-avx512-AMD EPYC'. Plan:
ACL plan for 'pthread-skylake-avx512-AMD EPYC' (cpu)
  work-group 1, work-groups 52, levels 1, splits per level 2500
  pyramid: margin 1, 52 bands of 64 rows by ticket, 26 strips of 3970 words computed 4096 wide, 2 bands a slice, back-off 16, sync buffer 400004 words, one work-item a strip
  arg 0 'wall' int: private, level 1, 100000x100x1 words of 4 B (pitch 100000, slice 10000000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4096, block 4096x1, grid 25x100x1, window 4096x1
  arg 1 'cost' int: private, level 1, 100000x100x1 words of 4 B (pitch 100000, slice 10000000), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4096, block 4096x1, grid 25x100x1, window 4096x1
  - tuning: kernel class rno0/medium@b3d52f215db872b1
  - pyramid_targets: rows over the row above: work-group target 1, split budget 16384 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 1 work-items: class target 1, widest level-1 row needs 25 work-items, multiple of 1, bounds [1, 4096]
  - splits: level 1: argument 0 'wall' (the largest) takes split 4096 (budget 16384 bytes per work-item, bounds [1, 100000]), 2500 splits; the others follow that count
  - pyramid: dependency ACL_RNO0 of argument 1 'cost' with margin 1 (each row reads the row above, 1 word wider each side): one launch, 52 work-groups taking a band of 64 rows of a strip by ticket (26 strips of 3970 words a row, each computed 4096 wide so that its halo is recomputed, not waited for; 2 bands); one work-item a strip, its rows in private memory, no barrier; a band's last row goes to the band below through the sync buffer, 64-bit words tagged with the band, which it polls word by word
  - memory: 49160 private bytes per work-item (budget 65536), 0 local bytes per work-group (budget 524288 of 1048576)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4096
#define ACL_BLOCKNUM_1 2500
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_wall 0
#define ACL_SIZE_wall 4096
#define ACL_WIDTH_wall 4096
#define ACL_LR_wall 4096
#define ACL_XSTEP_wall 1
#define ACL_YSTEP_wall 4096
#define ACL_LIDSTEP_wall 4096
#define ACL_ARG_cost 1
#define ACL_SIZE_cost 4096
#define ACL_WIDTH_cost 4096
#define ACL_LR_cost 4096
#define ACL_XSTEP_cost 1
#define ACL_YSTEP_cost 4096
#define ACL_LIDSTEP_cost 4096
#define ACL_NBH_cost 4097
#if defined(cl_khr_int64_base_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#else
#error "ACL_RNO0 with a margin needs 64-bit atomics (cl_khr_int64_base_atomics), which this device does not have"
#endif
/* ACL kernel-side builtins (paper 3.4). The generator defines the ACL_* constants of a plan
 * before including this header; the defaults below only let the file compile on its own. */
#ifndef ACL_BUILTINS_H
#define ACL_BUILTINS_H

#ifndef ACL_COORD
#define ACL_COORD int
#define ACL_UCOORD uint
#endif
#ifndef ACL_LEVELS
#define ACL_LEVELS 1
#endif
#ifndef ACL_NUM_PARAMS
#define ACL_NUM_PARAMS 1
#endif
#ifndef ACL_BLOCKSIZE_1
#define ACL_BLOCKSIZE_1 1
#endif
#ifndef ACL_BLOCKSIZE_2
#define ACL_BLOCKSIZE_2 0
#endif
#ifndef ACL_BLOCKSIZE_3
#define ACL_BLOCKSIZE_3 0
#endif
#ifndef ACL_BLOCKNUM_1
#define ACL_BLOCKNUM_1 1
#endif
#ifndef ACL_BLOCKNUM_2
#define ACL_BLOCKNUM_2 1
#endif
#ifndef ACL_BLOCKNUM_3
#define ACL_BLOCKNUM_3 1
#endif

/* What changes from one User_main call to the next. Every name here and in the generated
 * kernel is reserved (acl_ / ACL_): the builtins expand inside User_main, after the user's
 * own macros, which may use any other name. */
typedef struct acl_state {
  int acl_iter[4];                   /* split index being processed at levels 1..3 */
  int acl_valid[ACL_NUM_PARAMS];     /* real words of each argument's current portion */
  ACL_COORD acl_origin[ACL_NUM_PARAMS][3]; /* global x, y, z of the portion's first word */
  int acl_lane;                      /* which of the work-item's adjacent columns (lanes) */
#ifdef ACL_ROW_LOOP
  int acl_item;                      /* row loops: the work-item of the block this call runs */
#endif
} acl_state;

/* Inserted as User_main's first parameter by the generator. */
#define ACL_STATE_PARAM const acl_state* acl_st_,

/* Plan constants: they fold at compile time, so loops over them unroll. */
#define get_acl_blockSize(level) \
  ((level) == 1 ? ACL_BLOCKSIZE_1 : (level) == 2 ? ACL_BLOCKSIZE_2 : (level) == 3 ? ACL_BLOCKSIZE_3 : 0)
#define get_ac_size(level) get_acl_blockSize(level)
#define get_acl_blockNum(level) \
  ((level) == 1 ? ACL_BLOCKNUM_1 : (level) == 2 ? ACL_BLOCKNUM_2 : (level) == 3 ? ACL_BLOCKNUM_3 : 0)
#define get_acl_levelPos() ACL_LEVELS
#define get_acl_levelSze() get_acl_blockNum(ACL_LEVELS)

/* Per argument, by parameter name: constants. */
#define get_acl_size(p) ACL_SIZE_##p   /* words of the portion along the split */
#define get_acl_width(p) ACL_WIDTH_##p /* words from one row of a COMMON tile to the next */
#define get_acl_lr(p, d) ((p) + (d) * ACL_LR_##p)
#define get_acl_xy(p, dx, dy) ((p) + (dx) * ACL_XSTEP_##p + (dy) * ACL_YSTEP_##p)
#define get_acl_xyz(p, dx, dy, dz) (get_acl_xy(p, dx, dy) + (dz) * ACL_ZSTEP_##p)
/* Dependency data: neighbour n's portion, word k at get_acl_nbh(p, n)[k] as p[k] in this
 * portion. ACL_RNO0: n 0 is the block above after processing (zeros above the first block
 * row); data cut along rows with margin m: the row above from m words left of the portion
 * to m right of it, k = -m .. size + m - 1 (outside the array per the border mode).
 * ACL_LNO0: 0 up, 1 down; ACL_LNO1: 0 left; ACL_LNO2: 0 left, 1 right; before
 * processing, words outside the array per the border mode. */
#define get_acl_nbh(p, n) ((p) - ACL_NBH_##p + (n) * ACL_SIZE_##p)

/* Per call: read from the AC kernel's state. */
#define get_acl_levelIdx() (acl_st_->acl_iter[ACL_LEVELS])
#define get_acl_iter(level) (acl_st_->acl_iter[(level)])
#define get_acl_valid(p) (acl_st_->acl_valid[ACL_ARG_##p])
#define get_acl_origin(p, dim) (acl_st_->acl_origin[ACL_ARG_##p][(dim)])
/* The block's first word: the portion's origin less this work-item's offset in x
 * (pipelines, whose work-items run every portion of a block row, define their own). */
#ifndef ACL_ITEM_OFFSET
#ifdef ACL_ROW_LOOP
#define ACL_ITEM_OFFSET(p) (ACL_LIDSTEP_##p * acl_st_->acl_item + acl_st_->acl_lane)
#else
#define ACL_ITEM_OFFSET(p) (ACL_LIDSTEP_##p * (int)get_local_id(0) + acl_st_->acl_lane)
#endif
#endif
#define get_acl_blockOrigin(p, dim) \
  (get_acl_origin(p, dim) - ((dim) == 0 ? ACL_ITEM_OFFSET(p) : 0))


/* ACL_TILE plans: the work-item's tile is ACL_TILE_X x ACL_TILE_Y words of the result, in
 * runs of ACL_RUN_X (ACL_RUN_Y) consecutive words spaced a work-group's runs apart.
 * get_acl_tileX(j) / get_acl_tileY(i): block-local x of tile column j, y of tile row i. */
#ifndef ACL_TILE_X
#define ACL_WG_X 1
#define ACL_WG_Y 1
#define ACL_TILE_X 1
#define ACL_TILE_Y 1
#define ACL_RUN_X 1
#define ACL_RUN_Y 1
#endif
#ifndef ACL_LX
#define ACL_LX ((int)get_local_id(0))
#define ACL_LY ((int)get_local_id(1))
#endif
#define get_acl_tileSize(dim) ((dim) == 0 ? ACL_TILE_X : ACL_TILE_Y)
#define get_acl_tileX(j) \
  ((((j) / ACL_RUN_X) * ACL_WG_X + ACL_LX) * ACL_RUN_X + (j) % ACL_RUN_X)
#define get_acl_tileY(i) \
  ((((i) / ACL_RUN_Y) * ACL_WG_Y + ACL_LY) * ACL_RUN_Y + (i) % ACL_RUN_Y)

#endif
/* Address arithmetic shared by every AC kernel strategy: border modes and flips.
 * Branch-free on purpose: the border mode is a compile-time constant, so after inlining
 * these are selects, and PoCL can still vectorise the work-item loop of an edge block. */
#ifndef ACL_INDEX
#define ACL_INDEX int
#endif
/* Coordinates: 32-bit unless some coordinate of the plan could pass INT_MAX (Plan::wide_coords). */
#ifndef ACL_COORD
#define ACL_COORD int
#define ACL_UCOORD uint
#endif

/* g limited to [lo, hi]. Plain selects: PoCL keeps the clamp() builtin out of line, and a
 * call in the work-item loop stops its vectorisation. */
inline ACL_COORD acl_clamp(ACL_COORD g, ACL_COORD lo, ACL_COORD hi) {
  return g < lo ? lo : (g > hi ? hi : g);
}

/* A coordinate reflected into [0, n) without repeating the edge word (-1 -> 1, n -> n-2,
 * periodically): ACL_BORDER_MIRROR (runtime/codegen/border.cpp says what each border mode
 * reads). Arrays of one word clamp. */
inline ACL_COORD acl_mirror(ACL_COORD g, ACL_COORD n) {
  if (n > 1) {
    const ACL_COORD period = 2 * n - 2;
    ACL_COORD r = g % period;
    r = r < 0 ? r + period : r;
    g = r < n ? r : period - r;
  }
  return acl_clamp(g, 0, n - 1);
}

/* acl_stream(v, p): *p = v, bypassing the cache where the compiler offers non-temporal
 * stores (clang's builtin; PoCL lowers it to vmovntps). Plans use it for vector stores of
 * whole cache lines into destinations too large to stay cached (knob stream_bytes). */
#if defined(__has_builtin)
#if __has_builtin(__builtin_nontemporal_store)
#define acl_stream(v, p) __builtin_nontemporal_store((v), (p))
#endif
#endif
#ifndef acl_stream
#define acl_stream(v, p) (*(p) = (v))
#endif

/* g moved by whole periods p into [0, p): MIRROR reflects the same words there (acl_mirror). */
inline ACL_COORD acl_period(ACL_COORD g, ACL_COORD p) {
  const ACL_COORD r = g % p;
  return r < 0 ? r + p : r;
}

/* Whether (x, y) lies outside a w x h array. */
inline int acl_outside(ACL_COORD x, ACL_COORD y, ACL_COORD w, ACL_COORD h) {
  return (ACL_UCOORD)x >= (ACL_UCOORD)w || (ACL_UCOORD)y >= (ACL_UCOORD)h;
}

/* Index of the word at user-view (x, y, z), already folded into the array; `flip` counts
 * rows from the bottom (ACL_BOTTOM_LEFT). */
inline ACL_INDEX acl_word_in(ACL_COORD x, ACL_COORD y, ACL_COORD z, ACL_COORD h, int flip,
                             ACL_INDEX pitch, ACL_INDEX slice) {
  if (flip) y = h - 1 - y;
  return (ACL_INDEX)z * slice + (ACL_INDEX)y * pitch + x;
}
#line 1 "User_main"
/* Pathfinder's cost table: ACL_RNO0 on rows (ACL_HORIZONTAL) with margin 1, so the row above
 * arrives one word wider each side. Above row 0 it reads as zero, so row 0 is the wall
 * itself; past the ends of a row it reads the nearest word (ACL_BORDER_CLAMP), which is
 * the minimum of the two cells above an edge cell. */
void User_main(ACL_STATE_PARAM int* wall, int* cost)
{
    const int* above = get_acl_nbh(cost, 0);
    for (int k = 0; k < get_acl_size(cost); k++)
        cost[k] = wall[k] + min(above[k], min(above[k - 1], above[k + 1]));
}
#line 1 "ACL_kernel"
inline void acl_row_fn(int* restrict cost, const int* restrict above, __global const int* restrict w, __global int* restrict g, int n, int lo, int hi) {
  if (n == 4096) {
    for (int k = 0; k < lo; k++)
      cost[k] = w[k] + min(above[k], min(above[k - 1], above[k + 1]));
    for (int k = lo; k < hi; k++) {
      const int v = w[k] + min(above[k], min(above[k - 1], above[k + 1]));
      cost[k] = v; g[k] = v;
    }
    for (int k = hi; k < 4096; k++)
      cost[k] = w[k] + min(above[k], min(above[k - 1], above[k + 1]));
  } else {
    for (int k = 0; k < 4096; k++)
      cost[k] = w[min(k, n - 1)] + min(above[k], min(above[k - 1], above[k + 1]));
    for (int k = lo; k < hi; k++) g[k] = cost[k];
  }
}

__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const int* restrict acl_g0, __global int* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  int acl_ha[4098], acl_hb[4098];
  int* acl_above = acl_ha; int* acl_row = acl_hb;
  const int acl_t = (int)(atomic_inc(&acl_sync[0]) - acl_base);
  const int acl_S = acl_t % 26, acl_B = acl_t / 26 % 2, acl_Z = acl_t / 52;
  const int acl_X0 = max(acl_S * 3970 - 63, 0), acl_Y0 = acl_B * 64;
  const int acl_lo = acl_S * 3970 - acl_X0;
  const uint acl_tag = acl_scans * 3u;
  for (int acl_j = 0; acl_j < 4098; acl_j++) {
    const int acl_x = acl_X0 - 1 + acl_j;
    union { int acl_word; uint acl_bits[1]; } acl_u;
    acl_u.acl_word = 0;
    if (acl_B > 0 && acl_x >= 0 && acl_x < 100000) {
      uint acl_pause = 1; volatile uint acl_spin = 0;
      for (;;) {
        const ulong acl_e = atom_or(&((__global ulong*)(acl_sync + 4))[(((acl_B - 1) & 1) * 1 + acl_Z) * 100000 + (acl_x) * 1 + 0], 0UL);
        if ((uint)(acl_e >> 32) == acl_tag + (uint)acl_B) { acl_u.acl_bits[0] = (uint)acl_e; break; }
        for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
        acl_pause = min(2u * acl_pause, 16u);
      }
    }
    acl_ha[acl_j] = acl_u.acl_word;
  }
  if (acl_B > 0 && (acl_X0 < 1 || acl_X0 + 4097 > 100000)) {
    for (int acl_j = 0; acl_j < 4098; acl_j++) {
      const int acl_x = acl_X0 - 1 + acl_j;
      if (acl_x < 0 || acl_x >= 100000) acl_ha[acl_j] = acl_ha[clamp((int)(min(max(acl_x, 0), 99999) - acl_X0 + 1), 0, 4097)];
    }
  }
  for (int acl_r = 0; acl_r < min(64, 100 - acl_Y0); acl_r++) {
    const int acl_y = acl_Y0 + acl_r;
    const int acl_n = min(4096, 100000 - acl_X0);
    __global const int* w = acl_g0 + acl_y * 100000 + acl_X0;
    const int* above = acl_above + 1;
    int* cost = acl_row + 1;
    __global int* g = acl_g1 + acl_y * 100000 + acl_X0;
    const int acl_hi = min(acl_lo + 3970, 100000 - acl_X0);
    acl_row_fn(cost, above, w, g, acl_n, acl_lo, acl_hi);
    if (acl_X0 < 1 || acl_X0 + 4097 > 100000) {
      for (int acl_j = 0; acl_j < 4098; acl_j++) {
        const int acl_x = acl_X0 - 1 + acl_j;
        if (acl_x < 0 || acl_x >= 100000) acl_row[acl_j] = acl_row[clamp((int)(min(max(acl_x, 0), 99999) - acl_X0 + 1), 0, 4097)];
      }
    }
    if (acl_r == 63 && acl_B + 1 < 2) {
      for (int acl_j = acl_lo; acl_j < acl_hi; acl_j++) {
          union { int acl_word; uint acl_bits[1]; } acl_u;
          acl_u.acl_word = cost[acl_j];
          atom_xchg(&((__global ulong*)(acl_sync + 4))[((acl_B & 1) * 1 + acl_Z) * 100000 + (acl_X0 + acl_j) * 1 + 0], ((ulong)(acl_tag + (uint)acl_B + 1u) << 32) | (ulong)acl_u.acl_bits[0]);
      }
    }
    int* t = acl_above; acl_above = acl_row; acl_row = t;
  }
}
