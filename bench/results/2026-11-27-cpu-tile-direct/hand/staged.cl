/* ACL AC kernel generated for 'pthread-skylake-avx512-AMD EPYC'. Plan:
ACL plan for 'pthread-skylake-avx512-AMD EPYC' (cpu)
  work-group 64, work-groups 64, levels 2, splits per level 64 1024
  tiling: result 1024x1024, k 1024; group 8x8, tile 32x8 in runs of 32x8, block 256x64, chunk 256, CPU chunks (tiles in registers over a chunk)
  arg 0 'a' float: staged, level 2, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 256x64, grid 4x16x1, window 1x8, axes ky, vector 16, local k-rows of 272, tile 272x64
  arg 1 'b' float: staged, level 2, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 256x256, grid 4x4x1, window 32x1, axes xk, vector 16, local k-rows of 272, tile 272x256
  arg 2 'c' float: private, level 1, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 256, block 256x64, grid 4x16x1, window 32x8, axes xy, vector 4
  - tuning: kernel class tiled/medium@f16b53d298bf6905
  - tile_axes: result 1024x1024, k 1024; work-group within [1, 4096]
  - tile_cpu_lanes: User_main runs on float16 vectors (knob tile_lanes): a lane per result column, 2 vectors by 8 rows a work-item (tile_lane_x, tile_lane_y); data along x as vectors, the rest broadcast
  - tile_cpu_shape: CPU strategy (knob tile_cpu): 8x8 work-items of 32x8 words, each tile one run (blocks 256x64, 64 of them for 2 compute units); User_main inlined with its loops unrolled, so a tile is a register block of 2x8 vectors
  - tile_cpu_blocks: memory: 348160 local bytes per work-group for one level-2 chunk (budget: all 1048576); rows padded by 16 words (knob tile_pad)
  - tile_groups: level 2: 1024 words of k in chunks of 256 staged through local memory (one buffer, a barrier before and after each chunk's k loop); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 1 'b': x follows x, y follows k; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; 4-word vectors to and from global memory
  - tile_groups: 64 work-groups: one per 256x64 block of the 1024x1024 result
*/
#define ACL_WG 64
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 256
#define ACL_BLOCKNUM_1 64
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 1024
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 8
#define ACL_WIDTH_a 1
#define ACL_LR_a 0
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 0
#define ACL_ARG_b 1
#define ACL_SIZE_b 32
#define ACL_WIDTH_b 32
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 32
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 256
#define ACL_WIDTH_c 32
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 32
#define ACL_LIDSTEP_c 0
#define ACL_WG_X 8
#define ACL_WG_Y 8
#define ACL_TILE_X 2
#define ACL_TILE_Y 8
#define ACL_RUN_X 2
#define ACL_RUN_Y 8
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
#define float float16
#line 1 "User_main"
/* C = A x B as an ACL user writes it: each call brings the work-item's rows of A and columns
 * of B at one k, and the work-item's tile of C to accumulate into. */
void User_main(ACL_STATE_PARAM const float* a, const float* b, float* c)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_acl_tileSize(1); i++)
        _Pragma("clang loop unroll(enable)") for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
#undef float
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(1) * 8 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const ACL_COORD acl_bx = (ACL_COORD)get_group_id(0) * 256, acl_by = (ACL_COORD)get_group_id(1) * 64;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  acl_st.acl_valid[0] = 8; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[17408] __attribute__((aligned(64)));
  acl_st.acl_valid[1] = 2; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[69632] __attribute__((aligned(64)));
  acl_st.acl_valid[2] = 16; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  float16 acl_p2[16];
  for (int acl_j = 0; acl_j < 16; acl_j++) acl_p2[acl_j] = (float16)(0);
  for (int acl_kc = 0; acl_kc < 4; acl_kc++) {
    const int acl_k0 = acl_kc * 256;
    {
      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;
      for (int acl_j = 0; acl_j < 16; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        vstore16(vload16(0, acl_g0 + (ACL_INDEX)min(acl_oy + acl_r, 1023) * 1024 + min(acl_ox + acl_c * 16, 1008)), 0, acl_t0 + acl_r * 272 + acl_c * 16);
      }
      const int acl_edge = acl_ox + 256 > 1024 || acl_oy + 64 > 1024 ? 16 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
        if (acl_y >= 1024 || acl_x + 16 > 1024) {
          for (int acl_e = 0; acl_e < 16; acl_e++) acl_t0[acl_r * 272 + acl_c * 16 + acl_e] = acl_g0[(ACL_INDEX)(min(acl_y, 1023)) * 1024 + min(acl_x + acl_e, 1023)];
        }
      }
    }
    {
      const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0;
      for (int acl_j = 0; acl_j < 64; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        vstore16(vload16(0, acl_g1 + (ACL_INDEX)min(acl_oy + acl_r, 1023) * 1024 + min(acl_ox + acl_c * 16, 1008)), 0, acl_t1 + acl_r * 272 + acl_c * 16);
      }
      const int acl_edge = acl_ox + 256 > 1024 || acl_oy + 256 > 1024 ? 64 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
        if (acl_y >= 1024 || acl_x + 16 > 1024) {
          for (int acl_e = 0; acl_e < 16; acl_e++) acl_t1[acl_r * 272 + acl_c * 16 + acl_e] = acl_g1[(ACL_INDEX)(min(acl_y, 1023)) * 1024 + min(acl_x + acl_e, 1023)];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      acl_state acl_s = acl_st;
      float16 acl_p0[8];
      float16 acl_p1[2];
      float16 acl_w2[16];
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_w2[acl_j] = acl_p2[acl_j];
      const int acl_kend = 256 + (acl_lid >> 30);
      for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++) {
        __local const float* acl_f0 = acl_t0 + acl_ly * 8 * 272 + acl_kk;
        acl_p0[0] = (float16)(acl_f0[0]);
        acl_p0[1] = (float16)(acl_f0[272]);
        acl_p0[2] = (float16)(acl_f0[544]);
        acl_p0[3] = (float16)(acl_f0[816]);
        acl_p0[4] = (float16)(acl_f0[1088]);
        acl_p0[5] = (float16)(acl_f0[1360]);
        acl_p0[6] = (float16)(acl_f0[1632]);
        acl_p0[7] = (float16)(acl_f0[1904]);
        __local const float* acl_f1 = acl_t1 + acl_kk * 272 + acl_lx * 32;
        acl_p1[0] = vload16(0, acl_f1 + 0);
        acl_p1[1] = vload16(0, acl_f1 + 16);
        acl_s.acl_iter[2] = acl_k0 + acl_kk;
        acl_s.acl_origin[0][0] = acl_k0 + acl_kk; acl_s.acl_origin[0][1] = acl_by;
        acl_s.acl_origin[1][0] = acl_bx; acl_s.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_s.acl_origin[2][0] = acl_bx; acl_s.acl_origin[2][1] = acl_by;
        User_main(&acl_s, acl_p0, acl_p1, acl_w2);
      }
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p2[acl_j] = acl_w2[acl_j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
    for (int acl_v = 0; acl_v < 2; acl_v++) {
      const ACL_COORD acl_gy = acl_by + acl_ly * 8 + acl_iy, acl_gx = acl_bx + acl_lx * 32 + acl_v * 16;
      const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 1024 + acl_gx;
      if (acl_gy < 1024 && acl_gx + 16 <= 1024) {
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_g2 + acl_at);
      } else {
        float acl_l[16];
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_l);
        for (int acl_e = 0; acl_e < 16; acl_e++)
          if (acl_gy < 1024 && acl_gx + acl_e < 1024) acl_g2[acl_at + acl_e] = acl_l[acl_e];
      }
    }
  }
}
