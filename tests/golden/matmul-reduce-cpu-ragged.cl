/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 256, work-groups 96, levels 2, splits per level 96 777
  tiling: result 4095x1023, k 777; group 8x32, tile 16x11 in runs of 16x11, block 128x352, chunk 256, blocks in bands of 3 rows, CPU chunks (tiles in registers over a chunk)
  arg 0 'a' float: staged, level 2, 777x1023x1 words of 4 B (pitch 777, slice 794871), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 11, block 256x352, grid 4x3x1, window 1x11, axes ky, vector 16, local k-rows of 272, tile 272x352
  arg 1 'b' float: staged, level 2, 4095x777x1 words of 4 B (pitch 4095, slice 3181815), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 128x256, grid 32x4x1, window 16x1, axes xk, vector 16, local k-rows of 144, tile 144x256
  arg 2 'c' float: private, level 1, 4095x1023x1 words of 4 B (pitch 4095, slice 4189185), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 176, block 128x352, grid 32x3x1, window 16x11, axes xy, vector 1
  arg 3 'rows' float: private, level 1, 1x1023x1 words of 4 B (pitch 1, slice 1023), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x1023 combined by ACL_COMBINE_SUM, split 11, block 1x352, grid 1x3x1, window 1x11, axes 1y, vector 1
  arg 4 'cols' float: private, level 1, 4095x1x1 words of 4 B (pitch 4095, slice 4095), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 4095x1 combined by ACL_COMBINE_MAX, split 16, block 128x1, grid 32x1x1, window 16x1, axes x1, vector 1
  arg 5 'n' int: value
  arg 6 'm' int: value
  arg 7 'k' int: value
  - tile_axes: result 4095x1023, k 777; work-group within [1, 4096]
  - tile_cpu_lanes: words, not vectors: User_main names something that cannot run on vectors (a position other than tile sizes and iteration counts, a work-item function, sizeof, a vector load, conversion, reinterpretation or atomic, char, short, long, half or double, a vector type, an address space, a struct, union or typedef, a preprocessor line, a branch on a float, or a float stored into an int)
  - tile_cpu_shape: groups of 32 rows instead of 8 (knobs tile_copy_wg_y, tile_copy_rows 32): each copy of B's chunk serves more rows of A
  - tile_cpu_shape: CPU strategy (knob tile_cpu): 8x32 work-items of 16x11 words, each tile one run (blocks 128x352, 96 of them for 2 compute units); User_main inlined with its loops unrolled, so a tile is a register block
  - tile_cpu_bands: blocks run in bands of 3 block-rows, column by column (knob tile_band): consecutive groups share a block column's level-2 data in the cache
  - tile_cpu_blocks: memory: 530432 local bytes per work-group for one level-2 chunk (budget: all 2097152); rows padded by 16 words (knob tile_pad)
  - tile_groups: level 2: 777 words of k in chunks of 256 staged through local memory (one buffer, a barrier before and after each chunk's k loop); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 1 'b': x follows x, y follows k; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; single words to and from global memory
  - tile_groups: argument 3 'rows': written ACL_PER_ROW data: 11 words a work-item from the identity, combined across the group in local memory (11264 bytes) after the block, then into the array by atomics (ACL_init first)
  - tile_groups: argument 4 'cols': written ACL_PER_COLUMN data: 16 words a work-item from the identity, combined across the group in local memory (16384 bytes) after the block, then into the array by atomics (ACL_init first)
  - tile_groups: 96 work-groups: one per 128x352 block of the 4095x1023 result
*/
#define ACL_WG 256
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 8
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 176
#define ACL_BLOCKNUM_1 96
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 777
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 11
#define ACL_WIDTH_a 1
#define ACL_LR_a 0
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 0
#define ACL_ARG_b 1
#define ACL_SIZE_b 16
#define ACL_WIDTH_b 16
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 16
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 176
#define ACL_WIDTH_c 16
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 16
#define ACL_LIDSTEP_c 0
#define ACL_ARG_rows 3
#define ACL_SIZE_rows 11
#define ACL_WIDTH_rows 1
#define ACL_LR_rows 0
#define ACL_XSTEP_rows 1
#define ACL_YSTEP_rows 1
#define ACL_LIDSTEP_rows 0
#define ACL_ARG_cols 4
#define ACL_SIZE_cols 16
#define ACL_WIDTH_cols 16
#define ACL_LR_cols 0
#define ACL_XSTEP_cols 1
#define ACL_YSTEP_cols 16
#define ACL_LIDSTEP_cols 0
#define ACL_ARG_n 5
#define ACL_ARG_m 6
#define ACL_ARG_k 7
#define ACL_WG_X 8
#define ACL_WG_Y 32
#define ACL_TILE_X 16
#define ACL_TILE_Y 11
#define ACL_RUN_X 16
#define ACL_RUN_Y 11
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__) && __clang_major__ >= 12
#define ACL_INLINE_ALL 1
#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)
#endif
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, const float* b, float* c,
                float* rows, float* cols, int n, int m, int k)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_acl_tileSize(1); i++)
        _Pragma("clang loop unroll(enable)") for (int j = 0; j < get_acl_tileSize(0); j++) {
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
            const int x = get_acl_origin(c, 0) + get_acl_tileX(j);
            const int y = get_acl_origin(c, 1) + get_acl_tileY(i);
            if (get_acl_iter(2) == k - 1 && x < n && y < m) {
                rows[i] += c[i * get_acl_tileSize(0) + j];
                cols[j] = fmax(cols[j], c[i * get_acl_tileSize(0) + j]);
            }
        }
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(8, 32, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2, __global float* restrict acl_g3, __global float* restrict acl_g4, int acl_g5, int acl_g6, int acl_g7) {
  const int acl_lid = get_local_id(1) * 8 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const int acl_gid = get_group_id(1) * 32 + get_group_id(0);
  const int acl_band = acl_gid / 96, acl_inband = acl_gid - acl_band * 96;
  const int acl_rows = min(3, 3 - acl_band * 3);
  const ACL_COORD acl_bx = (ACL_COORD)(acl_inband / acl_rows) * 128, acl_by = (ACL_COORD)(acl_band * 3 + acl_inband % acl_rows) * 352;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  acl_st.acl_valid[0] = 11; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[95744] __attribute__((aligned(64)));
  acl_st.acl_valid[1] = 16; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[36864] __attribute__((aligned(64)));
  acl_st.acl_valid[2] = 176; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  float acl_p2[176];
  __local float acl_red3[2816];
  acl_st.acl_valid[3] = 11; acl_st.acl_origin[3][0] = 0; acl_st.acl_origin[3][1] = 0; acl_st.acl_origin[3][2] = 0;
  float acl_p3[11];
  __local float acl_red4[4096];
  acl_st.acl_valid[4] = 16; acl_st.acl_origin[4][0] = 0; acl_st.acl_origin[4][1] = 0; acl_st.acl_origin[4][2] = 0;
  float acl_p4[16];
  for (int acl_j = 0; acl_j < 176; acl_j++) acl_p2[acl_j] = (float)(0);
  for (int acl_j = 0; acl_j < 11; acl_j++) acl_p3[acl_j] = (float)(0);
  for (int acl_j = 0; acl_j < 16; acl_j++) acl_p4[acl_j] = (float)(-INFINITY);
  for (int acl_kc = 0; acl_kc < 4; acl_kc++) {
    const int acl_k0 = acl_kc * 256;
    {
      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;
      for (int acl_j = 0; acl_j < 22; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        vstore16(vload16(0, acl_g0 + (ACL_INDEX)min(acl_oy + acl_r, 1022) * 777 + min(acl_ox + acl_c * 16, 761)), 0, acl_t0 + acl_r * 272 + acl_c * 16);
      }
      const int acl_edge = acl_ox + 256 > 777 || acl_oy + 352 > 1023 ? 22 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
        if (acl_x < 777 && (acl_x + 16 > 777 || acl_y >= 1023)) {
          for (int acl_e = 0; acl_e < 16; acl_e++) acl_t0[acl_r * 272 + acl_c * 16 + acl_e] = acl_g0[(ACL_INDEX)(min(acl_y, 1022)) * 777 + min(acl_x + acl_e, 776)];
        }
      }
    }
    {
      const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0;
      for (int acl_j = 0; acl_j < 8; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256;
        const int acl_r = acl_t / 8, acl_c = acl_t - acl_r * 8;
        vstore16(vload16(0, acl_g1 + (ACL_INDEX)min(acl_oy + acl_r, 776) * 4095 + min(acl_ox + acl_c * 16, 4079)), 0, acl_t1 + acl_r * 144 + acl_c * 16);
      }
      const int acl_edge = acl_ox + 128 > 4095 ? 8 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256;
        const int acl_r = acl_t / 8, acl_c = acl_t - acl_r * 8;
        const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
        if (acl_y < 777 && (acl_x + 16 > 4095)) {
          for (int acl_e = 0; acl_e < 16; acl_e++) acl_t1[acl_r * 144 + acl_c * 16 + acl_e] = acl_g1[(ACL_INDEX)(min(acl_y, 776)) * 4095 + min(acl_x + acl_e, 4094)];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      acl_state acl_s = acl_st;
      float acl_p0[11];
      float acl_p1[16];
      float acl_w2[176];
      for (int acl_j = 0; acl_j < 176; acl_j++) acl_w2[acl_j] = acl_p2[acl_j];
      float acl_w3[11];
      for (int acl_j = 0; acl_j < 11; acl_j++) acl_w3[acl_j] = acl_p3[acl_j];
      float acl_w4[16];
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_w4[acl_j] = acl_p4[acl_j];
      const int acl_kend = min(256, 777 - acl_k0) + (acl_lid >> 30);
      for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++) {
        __local const float* acl_f0 = acl_t0 + acl_ly * 11 * 272 + acl_kk;
        acl_p0[0] = acl_f0[0];
        acl_p0[1] = acl_f0[272];
        acl_p0[2] = acl_f0[544];
        acl_p0[3] = acl_f0[816];
        acl_p0[4] = acl_f0[1088];
        acl_p0[5] = acl_f0[1360];
        acl_p0[6] = acl_f0[1632];
        acl_p0[7] = acl_f0[1904];
        acl_p0[8] = acl_f0[2176];
        acl_p0[9] = acl_f0[2448];
        acl_p0[10] = acl_f0[2720];
        __local const float* acl_f1 = acl_t1 + acl_kk * 144 + acl_lx * 16;
        acl_p1[0] = acl_f1[0];
        acl_p1[1] = acl_f1[1];
        acl_p1[2] = acl_f1[2];
        acl_p1[3] = acl_f1[3];
        acl_p1[4] = acl_f1[4];
        acl_p1[5] = acl_f1[5];
        acl_p1[6] = acl_f1[6];
        acl_p1[7] = acl_f1[7];
        acl_p1[8] = acl_f1[8];
        acl_p1[9] = acl_f1[9];
        acl_p1[10] = acl_f1[10];
        acl_p1[11] = acl_f1[11];
        acl_p1[12] = acl_f1[12];
        acl_p1[13] = acl_f1[13];
        acl_p1[14] = acl_f1[14];
        acl_p1[15] = acl_f1[15];
        acl_s.acl_iter[2] = acl_k0 + acl_kk;
        acl_s.acl_origin[0][0] = acl_k0 + acl_kk; acl_s.acl_origin[0][1] = acl_by;
        acl_s.acl_origin[1][0] = acl_bx; acl_s.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_s.acl_origin[2][0] = acl_bx; acl_s.acl_origin[2][1] = acl_by;
        acl_s.acl_origin[3][0] = 0; acl_s.acl_origin[3][1] = acl_by;
        acl_s.acl_origin[4][0] = acl_bx; acl_s.acl_origin[4][1] = 0;
        User_main(&acl_s, acl_p0, acl_p1, acl_w2, acl_w3, acl_w4, acl_g5, acl_g6, acl_g7);
      }
      for (int acl_j = 0; acl_j < 176; acl_j++) acl_p2[acl_j] = acl_w2[acl_j];
      for (int acl_j = 0; acl_j < 11; acl_j++) acl_p3[acl_j] = acl_w3[acl_j];
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p4[acl_j] = acl_w4[acl_j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int acl_iy = 0; acl_iy < 11; acl_iy++) {
    const ACL_COORD acl_gy = acl_by + acl_ly * 11 + acl_iy, acl_gx = acl_bx + acl_lx * 16 + 0;
    const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 4095 + acl_gx;
    for (int acl_ix = 0; acl_ix < 16; acl_ix++) {
      if (acl_gy < 1023 && acl_gx + acl_ix < 4095) acl_g2[acl_at + acl_ix] = acl_p2[acl_iy * 16 + acl_ix];
    }
  }
  /* ACL_PER_ROW argument 3: the group's words combined, then added to the array. */
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_j = 0; acl_j < 11; acl_j++) acl_red3[acl_j * 256 + acl_ly * 8 + acl_lx] = acl_p3[acl_j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_q = 0; acl_q < 352; acl_q++) {
    if (acl_q % 256 == acl_lid) {
      const int acl_j = acl_q / 32, acl_l = acl_q % 32;
      float acl_v = (float)(0);
      for (int acl_c = 0; acl_c < 8; acl_c++) acl_v += acl_red3[acl_j * 256 + acl_l * 8 + acl_c];
      const ACL_COORD acl_at = acl_by + acl_l * 11 + acl_j;
      if (acl_at < 1023) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g3[(ACL_INDEX)acl_at * 1]); uint acl_o = as_uint((float)(0)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(as_float(acl_s) + (acl_v))); } while (acl_o != acl_s); }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  /* ACL_PER_COLUMN argument 4: the group's words combined, then added to the array. */
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_j = 0; acl_j < 16; acl_j++) acl_red4[acl_j * 256 + acl_ly * 8 + acl_lx] = acl_p4[acl_j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_q = 0; acl_q < 128; acl_q++) {
    if (acl_q % 256 == acl_lid) {
      const int acl_j = acl_q / 8, acl_l = acl_q % 8;
      float acl_v = (float)(-INFINITY);
      for (int acl_c = 0; acl_c < 32; acl_c++) acl_v = fmax(acl_v, acl_red4[acl_j * 256 + acl_c * 8 + acl_l]);
      const ACL_COORD acl_at = acl_bx + acl_l * 16 + acl_j;
      if (acl_at < 4095) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g4[(ACL_INDEX)acl_at]); uint acl_o = as_uint((float)(-INFINITY)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(fmax(as_float(acl_s), (acl_v)))); } while (acl_o != acl_s); }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
}

/* Written ACL_PER_* data starts at its operator's identity. */
__kernel void ACL_init(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2, __global float* restrict acl_g3, __global float* restrict acl_g4, int acl_g5, int acl_g6, int acl_g7) {
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 1023; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 1, acl_y = (acl_q / 1) % 1023, acl_z = acl_q / 1023;
    acl_g3[acl_z * 1023 + acl_y * 1 + acl_x] = (float)(0);
  }
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 4095; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 4095, acl_y = (acl_q / 4095) % 1, acl_z = acl_q / 4095;
    acl_g4[acl_z * 4095 + acl_y * 4095 + acl_x] = (float)(-INFINITY);
  }
}
