/* ACL AC kernel generated for 'pthread-skylake-avx512-AMD EPYC'. Plan:
ACL plan for 'pthread-skylake-avx512-AMD EPYC' (cpu)
  work-group 128, work-groups 4608, levels 1, splits per level 4608
  arg 0 'src' float: staged, level 1, 1536x1536x1 words of 4 B (pitch 1536, slice 2359296), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 16 ACL_BORDER_CLAMP, split 4, block 128x4, grid 12x384x1, window 33x36 in the local tile (columns of 37), tile 160x36
  arg 1 'dst' float: private, level 1, 1536x1536x1 words of 4 B (pitch 1536, slice 2359296), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 128x4, grid 12x384x1, window 1x4
  - tuning: kernel class margin/medium@28979b2d076f76d8
  - halo_group: data with a margin: work-group target 64 (halo_wg)
  - local_windows: margin 16 (window_margin 14): windows read in local tiles, work-group target 128, 4 rows per work-item (window_rows 16 halved until the unrolled windows fit window_unrolled 4400 words), a work-group per block
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 1536 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 1536]), 4608 splits; the others follow that count
  - splits: argument 0 'src' staged through local memory word by word, by columns 37 words apart; User_main reads its window there
  - groups: 4608 work-groups for 4608 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 'src' reads its windows in a local tile
  - memory: 16 private bytes per work-item (budget 8192), 23680 local bytes per work-group (budget 524288 of 1048576)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 4608
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 33
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 160
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
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
/* Dependency data: neighbour n's portion, word k at get_acl_nbh(p, n)[k] as p[k] in this
 * portion. ACL_RNO0: n 0 is the block above after processing (zeros above the first block
 * row). ACL_LNO0: 0 up, 1 down; ACL_LNO1: 0 left; ACL_LNO2: 0 left, 1 right; before
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
#if defined(__clang__) && __clang_major__ >= 12
#define ACL_INLINE_ALL 1
#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)
#endif
#line 1 "User_main"
/* (2R+1)^2 box sum as an ACL user writes it: a column of pixels arrives with a halo of R
 * words (the margin, clamped at the edges); get_acl_xy reaches the neighbours. R arrives
 * as -DR=. */
#ifndef R
#define R 1
#endif

void User_main(ACL_STATE_PARAM __local float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        _Pragma("clang loop unroll(enable)") for (int dy = -R; dy <= R; dy++)
            _Pragma("clang loop unroll(enable)") for (int dx = -R; dx <= R; dx++)
                s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s;
    }
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  __local float acl_t0[5920];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 12) * 128;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 12) % 384) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 4608;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 12) * 128;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 12) % 384) * 4;
      const ACL_COORD acl_z1 = acl_n1 / 4608;
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x0 >= 16 && acl_y0 >= 16 && acl_x0 + 144 <= 1536 && acl_y0 + 20 <= 1536) {
          for (int acl_t = acl_lid; acl_t < 5760; acl_t += 128) {
            const int acl_ty = acl_t / 160, acl_tx = acl_t - acl_ty * 160;
            acl_t0[acl_ty * 160 + acl_tx] = acl_g0[acl_word_in(acl_x0 - 16 + acl_tx, acl_y0 - 16 + acl_ty, acl_z0, 1536, 0, 1536, 2359296)];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 5760; acl_t += 128) {
            const int acl_ty = acl_t / 160, acl_tx = acl_t - acl_ty * 160;
            acl_t0[acl_ty * 160 + acl_tx] = acl_g0[acl_word_in(min(max(acl_x0 - 16 + acl_tx, 0), 1535), min(max(acl_y0 - 16 + acl_ty, 0), 1535), acl_z0, 1536, 0, 1536, 2359296)];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      #pragma unroll
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1536 ? acl_clamp(1536 - acl_y0, 0, 4) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1536 ? acl_clamp(1536 - acl_y1, 0, 4) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_t0 + 16 * 160 + acl_lid + 16, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 1536 && acl_y1 - 0 >= 0 && acl_y1 + 4 <= 1536) {
          __global float* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 1536, 0, 1536, 2359296) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_wp[acl_ix + acl_iy * 1536] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              if (acl_ox + acl_ix < 1536 && acl_oy + acl_iy < 1536) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 1536, 0, 1536, 2359296)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        }
      }
    }
  }
}
