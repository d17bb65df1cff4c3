/* ACL AC kernel generated for 'cpu-skylake-avx512-Intel(R) Xeon(R) Processor'. Plan:
ACL plan for 'cpu-skylake-avx512-Intel(R) Xeon(R) Processor' (cpu)
  work-group 4096, work-groups 4096, levels 1, splits per level 4096, one inside test per work-group, work-items as a loop
  arg 0 'src' uchar: private, level 1, 4096x4096x1 words of 1 B (pitch 4096, slice 16777216), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 4096x1, grid 1x4096x1, window 1x1
  arg 1 'dst' uchar: private, level 1, 4096x4096x1 words of 1 B (pitch 4096, slice 16777216), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 4096x1, grid 1x4096x1, window 1x1
  arg 2 'thres' int: value
  - tuning: kernel class plain/large@b7f0849b335269ed
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 4096 work-items: class target 4096, widest level-1 row needs 4096 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 4096]), 4096 splits; the others follow that count
  - groups: 4096 work-groups for 4096 level-1 blocks, one each
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
  - row_loop: work-groups of one work-item, which runs the block's 4096 work-items as a loop (launched as 4096 work-items)
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 2 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 4096
#define ACL_ROW_LOOP 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 4096
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 1
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_ARG_thres 2
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
/* Binarize as an ACL user writes it: the paper's Fig. 7(b), with the comparison written as
 * the other two versions write it (the paper spells it as an if/else). */
void User_main(ACL_STATE_PARAM uchar* src, uchar* dst, int thres)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] > thres ? 255 : 0;
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const uchar* restrict acl_g0, __global uchar* restrict acl_g1, int acl_g2) {
  acl_state acl_st;
  uchar acl_p0[1];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uchar acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 4096;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 4096) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 4096;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 4096;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 4096) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 4096;
      if ((acl_x0 - 0 >= 0 && acl_x0 + 4096 <= 4096 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 4096) && (acl_x1 - 0 >= 0 && acl_x1 + 4096 <= 4096 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 4096)) {
        #undef vectorize
        #undef interleave
        #undef enable
        #pragma clang loop vectorize(enable) vectorize_width(64) interleave(enable)
        for (int acl_lid = 0; acl_lid < 4096; acl_lid++) {
          acl_st.acl_item = acl_lid;
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
            {
              const __global uchar* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 4096, 0, 4096, 16777216) + acl_lid;
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 4096];
            }
          }
          #pragma unroll
          for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (uchar)(0);
          acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 4096 ? acl_clamp(4096 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 4096 ? acl_clamp(4096 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_g2);
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
            {
              __global uchar* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 4096, 0, 4096, 16777216) + acl_lid;
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 4096] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      } else {
        #undef vectorize
        #undef interleave
        #undef enable
        #pragma clang loop vectorize(enable) interleave(enable)
        for (int acl_lid = 0; acl_lid < 4096; acl_lid++) {
          acl_st.acl_item = acl_lid;
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
            {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
                acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 4095), min(acl_oy + acl_iy, 4095), acl_z0, 4096, 0, 4096, 16777216)];
              }
            }
          }
          #pragma unroll
          for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (uchar)(0);
          acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 4096 ? acl_clamp(4096 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 4096 ? acl_clamp(4096 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_g2);
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
            {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  if (acl_ox + acl_ix < 4096 && acl_oy + acl_iy < 4096) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 4096, 0, 4096, 16777216)] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      }
    }
  }
}
