/* ACL AC kernel generated for 'pthread-skylake-avx512-Intel(R) Xeon(R) Processor'. Plan:
ACL plan for 'pthread-skylake-avx512-Intel(R) Xeon(R) Processor' (cpu)
  work-group 1, work-groups 4, runs of rows, 4, levels 1, splits per level 32768, one inside test per work-group
  arg 0 'a' float: private, level 1, 4096x4096x1 words of 4 B (pitch 4096, slice 16777216), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 512, block 512x1, grid 8x4096x1, window 512x1, read in place
  arg 1 'v' float: private, level 1, 4096x4096x1 words of 4 B (pitch 1, slice 4096), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x4096, split 512, block 512x1, grid 8x4096x1, window 512x1, filled once a row
  arg 2 'r' float: private, level 1, 4096x4096x1 words of 4 B (pitch 4096, slice 4096), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 4096x1 combined by ACL_COMBINE_SUM, split 512, block 512x1, grid 8x4096x1, window 512x1, assigned by User_main, combined by User_main into the totals
  - tuning: kernel class plain/large@2d82825989e9b2a9
  - fit: private budget raised to 22528 bytes per work-item (private_bytes 8192): nothing smaller fits, and a group's private arrays may take 1048576 (group_private_bytes)
  - arguments: levels 1, work-group within [1, 1] (the minimum, wg_max of argument 0 'a')
  - work_group: 1 work-items: class target 4096, widest level-1 row needs 8 work-items, rows split evenly, bounds [1, 1]
  - splits: level 1: argument 0 'a' (the largest) takes split 512 (budget 1 bytes per work-item, bounds [512, 512]), 32768 splits; the others follow that count
  - groups: 4 work-groups for 32768 level-1 blocks: each walks a run of about 1024 consecutive block rows, every column's total kept until its last block
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
  - memory: 22528 private bytes per work-item (budget 22528), 0 local bytes per work-group (budget 1048576 of 2097152)
  - assigned_lines: argument 2 'r': User_main assigns every word of its portion before reading any (a loop to get_ac_size(1), 512 words): no identity fill
  - in_place: argument 0 'a': read in place, User_main's pointer at the strip's first word in the array (its rows cut evenly into strips of 512 words; this class's private memory is the same memory, so a copy would only pass each word through the cache once more)
  - in_place: argument 1 'v': every word of a strip is its row's word, filled again only when the walk reaches another row
  - in_place: argument 2 'r': User_main's pointer is the column totals at the strip's first column, and its assignment of each word combines into them (no window, no fold after the call)
  - vectorize_hints: User_main's for loops that only store words indexed by their counter, and the strips' own loops that copy or update words one by one, carry a vectorize hint (this class's compiler vectorises a work-item's loops only where asked; the strips' loops run over thousands of words)
  - line_strips: written ACL_PER_COLUMN data: the arrays cut along their rows into strips of 512 words, 4 work-groups of one work-item, each walking a run of rows strip after strip with every column's total in private memory (knob column_strip_bytes 2048)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 512
#define ACL_BLOCKNUM_1 32768
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 512
#define ACL_WIDTH_a 512
#define ACL_LR_a 512
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 512
#define ACL_LIDSTEP_a 512
#define ACL_ARG_v 1
#define ACL_SIZE_v 512
#define ACL_WIDTH_v 512
#define ACL_LR_v 512
#define ACL_XSTEP_v 1
#define ACL_YSTEP_v 512
#define ACL_LIDSTEP_v 512
#define ACL_ARG_r 2
#define ACL_SIZE_r 512
#define ACL_WIDTH_r 512
#define ACL_LR_r 512
#define ACL_XSTEP_r 1
#define ACL_YSTEP_r 512
#define ACL_LIDSTEP_r 512
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
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
/* y = A x: each word of A times its column's x (ACL_PER_COLUMN), summed per row (y:
 * ACL_PER_ROW); z = A^T x: times its row's x, summed per column. */
void User_main(ACL_STATE_PARAM __global const float* a, const float* v, float* r)
{
    _Pragma("clang loop vectorize(enable)") for (int i = 0; i < get_ac_size(1); i++)
        r[i] = r[i] + (a[i] * v[i]);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  const __global float* acl_p0;
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[512];
  ACL_COORD acl_fy1 = -1;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float* acl_p2;
  float acl_a2[4096];
  #pragma clang loop vectorize(enable)
  for (int acl_j = 0; acl_j < 4096; acl_j++) acl_a2[acl_j] = (float)(0);
  ACL_COORD acl_kx2 = 0, acl_ky2 = 0, acl_kz2 = -1;
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    const int acl_run = (int)get_group_id(0) * 1024;
    for (int acl_n1 = acl_run * 8, acl_end = min(acl_run + 1024, 4096) * 8; acl_n1 < acl_end; acl_n1++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 8) * 512;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 8) % 4096) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 32768;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 8) * 512;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 8) % 4096) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 32768;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 8) * 512;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 8) % 4096) * 1;
      const ACL_COORD acl_z2 = acl_n1 / 32768;
      if ((acl_x0 - 0 >= 0 && acl_x0 + 512 <= 4096 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 4096) && (acl_x1 - 0 >= 0 && acl_x1 + 512 <= 4096 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 4096) && (acl_x2 - 0 >= 0 && acl_x2 + 512 <= 4096 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 4096)) {
        acl_p0 = &acl_g0[acl_word_in((acl_x0 + acl_lid * 512), acl_y0, acl_z0, 4096, 0, 4096, 16777216)];
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 512), acl_oy = acl_y1;
          if (acl_oy != acl_fy1) {
            acl_fy1 = acl_oy;
            #pragma clang loop vectorize(enable)
            for (int acl_j = 0; acl_j < 512; acl_j++) acl_p1[acl_j] = acl_g1[(ACL_INDEX)(acl_oy) * 1 + (ACL_INDEX)(acl_z1) * 4096];
          }
        }
        acl_p2 = acl_a2 + (acl_x2 + acl_lid * 512);
        acl_st.acl_valid[0] = acl_clamp(4096 - (acl_x0 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 512); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(4096 - (acl_x1 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 512); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(4096 - (acl_x2 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 512); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0, acl_p1 + 0, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 512), acl_oy = acl_y2;
          acl_kx2 = 0; acl_ky2 = acl_oy; acl_kz2 = acl_z2;
        }
      } else {
        acl_p0 = &acl_g0[acl_word_in((acl_x0 + acl_lid * 512), acl_y0, acl_z0, 4096, 0, 4096, 16777216)];
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 512), acl_oy = acl_y1;
          if (acl_oy != acl_fy1) {
            acl_fy1 = acl_oy;
            #pragma clang loop vectorize(enable)
            for (int acl_j = 0; acl_j < 512; acl_j++) acl_p1[acl_j] = acl_g1[(ACL_INDEX)min(acl_oy, (ACL_COORD)4095) * 1 + (ACL_INDEX)(acl_z1) * 4096];
          }
        }
        acl_p2 = acl_a2 + (acl_x2 + acl_lid * 512);
        acl_st.acl_valid[0] = acl_clamp(4096 - (acl_x0 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 512); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(4096 - (acl_x1 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 512); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(4096 - (acl_x2 + acl_lid * 512), 0, 512);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 512); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0, acl_p1 + 0, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 512), acl_oy = acl_y2;
          acl_kx2 = 0; acl_ky2 = acl_oy; acl_kz2 = acl_z2;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (acl_kz2 >= 0) {
      for (int acl_j = 0; acl_j < 4096; acl_j++)
        if (acl_kx2 + acl_j < 4096) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g2[(ACL_INDEX)(acl_kz2) * 4096 + (ACL_INDEX)(0) * 4096 + (acl_kx2 + acl_j)]); uint acl_o = as_uint((float)(0)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(as_float(acl_s) + (acl_a2[acl_j]))); } while (acl_o != acl_s); }
    }
  }
}

/* Written ACL_PER_* data starts at its operator's identity. */
__kernel void ACL_init(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 4096; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 4096, acl_y = (acl_q / 4096) % 1, acl_z = acl_q / 4096;
    acl_g2[acl_z * 4096 + acl_y * 4096 + acl_x] = (float)(0);
  }
}
