/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 256, levels 2, splits per level 256 777
  tiling: result 4095x1023, k 777; group 16x16, tile 8x8 in runs of 4x4, block 128x128, chunk 8, blocks in bands of 2 rows
  arg 0 'a' float: staged, level 2, 777x1023x1 words of 4 B (pitch 777, slice 794871), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 8x128, grid 98x8x1, window 1x8, axes ky, vector 4, local k-rows of 130, tile 130x8, prefetched
  arg 1 'b' float: staged, level 2, 4095x777x1 words of 4 B (pitch 4095, slice 3181815), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 128x8, grid 32x98x1, window 8x1, axes xk, vector 4, local k-rows of 128, tile 128x8, prefetched
  arg 2 'c' float: private, level 1, 4095x1023x1 words of 4 B (pitch 4095, slice 4189185), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 64, block 128x128, grid 32x8x1, window 8x8, axes xy, vector 1
  arg 3 'rows' float: private, level 1, 1x1023x1 words of 4 B (pitch 1, slice 1023), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x1023 combined by ACL_COMBINE_SUM, split 8, block 1x128, grid 1x8x1, window 1x8, axes 1y, vector 1
  arg 4 'cols' float: private, level 1, 4095x1x1 words of 4 B (pitch 4095, slice 4095), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 4095x1 combined by ACL_COMBINE_MAX, split 8, block 128x1, grid 32x1x1, window 8x1, axes x1, vector 1
  arg 5 'n' int: value
  arg 6 'm' int: value
  arg 7 'k' int: value
  - tile_axes: result 4095x1023, k 777; work-group within [1, 1024]
  - tile_shape: class shape 16x16 work-items of 8x8 words -> 16x16 of 8x8 (blocks 128x128, 256 of them for 132 compute units x 1; runs of 4x4 words)
  - tile_bands: blocks run in bands of 2 block-rows, column by column (the streamed data stays in the cache)
  - tile_blocks: level-2 chunk lowered to 8 words: local memory did not fit
  - tile_blocks: memory: 16512 local bytes per work-group for double-buffered level-2 chunks (budget: all 49152)
  - tile_split: k stays whole: User_main does more with argument 2 'c' than add to its words (`name[i] += v` or `-= v` only)
  - tile_groups: level 2: 777 words of k in chunks of 8 staged through local memory (double buffered, one barrier a chunk); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 4-word vectors (vload4: rows off a vector) from global memory into a transposed local tile
  - tile_groups: argument 1 'b': x follows x, y follows k; 4-word vectors (vload4: rows off a vector) from global memory into a local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; single words to and from global memory
  - tile_groups: argument 3 'rows': written ACL_PER_ROW data: 8 words a work-item from the identity, combined across the group in local memory (8192 bytes) after the block, then into the array by atomics (ACL_init first)
  - tile_groups: argument 4 'cols': written ACL_PER_COLUMN data: 8 words a work-item from the identity, combined across the group in local memory (8192 bytes) after the block, then into the array by atomics (ACL_init first)
  - tile_groups: 256 work-groups: one per 128x128 block of the 4095x1023 result
*/
#define ACL_WG 256
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 8
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 64
#define ACL_BLOCKNUM_1 256
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 777
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
#define ACL_SIZE_b 8
#define ACL_WIDTH_b 8
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 8
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 64
#define ACL_WIDTH_c 8
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 8
#define ACL_LIDSTEP_c 0
#define ACL_ARG_rows 3
#define ACL_SIZE_rows 8
#define ACL_WIDTH_rows 1
#define ACL_LR_rows 0
#define ACL_XSTEP_rows 1
#define ACL_YSTEP_rows 1
#define ACL_LIDSTEP_rows 0
#define ACL_ARG_cols 4
#define ACL_SIZE_cols 8
#define ACL_WIDTH_cols 8
#define ACL_LR_cols 0
#define ACL_XSTEP_cols 1
#define ACL_YSTEP_cols 8
#define ACL_LIDSTEP_cols 0
#define ACL_ARG_n 5
#define ACL_ARG_m 6
#define ACL_ARG_k 7
#define ACL_WG_X 16
#define ACL_WG_Y 16
#define ACL_TILE_X 8
#define ACL_TILE_Y 8
#define ACL_RUN_X 4
#define ACL_RUN_Y 4
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, const float* b, float* c,
                float* rows, float* cols, int n, int m, int k)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++) {
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
            const int x = get_acl_origin(c, 0) + get_acl_tileX(j);
            const int y = get_acl_origin(c, 1) + get_acl_tileY(i);
            if (get_acl_iter(2) == k - 1 && x < n && y < m) {
                rows[i] += c[i * get_acl_tileSize(0) + j];
                cols[j] = fmax(cols[j], c[i * get_acl_tileSize(0) + j]);
            }
        }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2, __global float* restrict acl_g3, __global float* restrict acl_g4, int acl_g5, int acl_g6, int acl_g7) {
  const int acl_lid = get_local_id(1) * 16 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const int acl_gid = get_group_id(1) * 32 + get_group_id(0);
  const int acl_band = acl_gid / 64, acl_inband = acl_gid - acl_band * 64;
  const int acl_rows = min(2, 8 - acl_band * 2);
  const ACL_COORD acl_bx = (ACL_COORD)(acl_inband / acl_rows) * 128, acl_by = (ACL_COORD)(acl_band * 2 + acl_inband % acl_rows) * 128;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  float acl_p0[8];
  acl_st.acl_valid[0] = 8; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[2080] __attribute__((aligned(16)));
  float4 acl_r0[1];
  float acl_p1[8];
  acl_st.acl_valid[1] = 8; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[2048] __attribute__((aligned(16)));
  float4 acl_r1[1];
  float acl_p2[64];
  acl_st.acl_valid[2] = 64; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  __local float acl_red3[2048];
  float acl_p3[8];
  acl_st.acl_valid[3] = 8; acl_st.acl_origin[3][0] = 0; acl_st.acl_origin[3][1] = 0; acl_st.acl_origin[3][2] = 0;
  __local float acl_red4[2048];
  float acl_p4[8];
  acl_st.acl_valid[4] = 8; acl_st.acl_origin[4][0] = 0; acl_st.acl_origin[4][1] = 0; acl_st.acl_origin[4][2] = 0;
  const int acl_inside = acl_bx + 128 <= 4095 && acl_by + 128 <= 1023;
  for (int acl_j = 0; acl_j < 64; acl_j++) acl_p2[acl_j] = (float)(0);
  for (int acl_j = 0; acl_j < 8; acl_j++) acl_p3[acl_j] = (float)(0);
  for (int acl_j = 0; acl_j < 8; acl_j++) acl_p4[acl_j] = (float)(-INFINITY);
  {
    const ACL_COORD acl_ox = 0, acl_oy = acl_by;
    if (acl_by + 128 <= 1023) {
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
        acl_r0[acl_j] = vload4(0, acl_g0 + (ACL_INDEX)(acl_oy + acl_r) * 777 + acl_ox + acl_c * 4);
      }
    } else {
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 256, 255), acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
        acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 0, 776)];
        acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 1, 776)];
        acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 2, 776)];
        acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 3, 776)];
      }
    }
  }
  {
    const ACL_COORD acl_ox = acl_bx, acl_oy = 0;
    if (acl_bx + 128 <= 4095) {
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        acl_r1[acl_j] = vload4(0, acl_g1 + (ACL_INDEX)(acl_oy + acl_r) * 4095 + acl_ox + acl_c * 4);
      }
    } else {
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 256, 255), acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 0, 4094)];
        acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 1, 4094)];
        acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 2, 4094)];
        acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 3, 4094)];
      }
    }
  }
  for (int acl_j = 0; acl_j < 1; acl_j++) {
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
    acl_t0[(0) * 1040 + (acl_c * 4 + 0) * 130 + acl_r] = acl_r0[acl_j].s0;
    acl_t0[(0) * 1040 + (acl_c * 4 + 1) * 130 + acl_r] = acl_r0[acl_j].s1;
    acl_t0[(0) * 1040 + (acl_c * 4 + 2) * 130 + acl_r] = acl_r0[acl_j].s2;
    acl_t0[(0) * 1040 + (acl_c * 4 + 3) * 130 + acl_r] = acl_r0[acl_j].s3;
  }
  for (int acl_j = 0; acl_j < 1; acl_j++) {
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
    *(__local float4*)(acl_t1 + (0) * 1024 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_kc = 0; acl_kc < 98; acl_kc++) {
    const int acl_k0 = acl_kc * 8, acl_buf = acl_kc & 1;
    if (acl_kc + 1 < 98) {
      {
        const ACL_COORD acl_ox = acl_k0 + 8, acl_oy = acl_by;
        if (acl_k0 + 8 + 8 <= 777 && acl_by + 128 <= 1023) {
          for (int acl_j = 0; acl_j < 1; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
            acl_r0[acl_j] = vload4(0, acl_g0 + (ACL_INDEX)(acl_oy + acl_r) * 777 + acl_ox + acl_c * 4);
          }
        } else {
          for (int acl_j = 0; acl_j < 1; acl_j++) {
            const int acl_t = min(acl_lid + acl_j * 256, 255), acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
            acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 0, 776)];
            acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 1, 776)];
            acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 2, 776)];
            acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 1022)) * 777 + min(acl_ox + acl_c * 4 + 3, 776)];
          }
        }
      }
      {
        const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0 + 8;
        if (acl_bx + 128 <= 4095 && acl_k0 + 8 + 8 <= 777) {
          for (int acl_j = 0; acl_j < 1; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
            acl_r1[acl_j] = vload4(0, acl_g1 + (ACL_INDEX)(acl_oy + acl_r) * 4095 + acl_ox + acl_c * 4);
          }
        } else {
          for (int acl_j = 0; acl_j < 1; acl_j++) {
            const int acl_t = min(acl_lid + acl_j * 256, 255), acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
            acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 0, 4094)];
            acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 1, 4094)];
            acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 2, 4094)];
            acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 776)) * 4095 + min(acl_ox + acl_c * 4 + 3, 4094)];
          }
        }
      }
    }
    if (acl_k0 + 8 <= 777) {
      #pragma unroll
      for (int acl_kk = 0; acl_kk < 8; acl_kk++) {
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 1024 + (acl_kk) * 128 + (0 + acl_lx) * 4);
          acl_p1[0] = acl_v.s0;
          acl_p1[1] = acl_v.s1;
          acl_p1[2] = acl_v.s2;
          acl_p1[3] = acl_v.s3;
        }
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 1024 + (acl_kk) * 128 + (16 + acl_lx) * 4);
          acl_p1[4] = acl_v.s0;
          acl_p1[5] = acl_v.s1;
          acl_p1[6] = acl_v.s2;
          acl_p1[7] = acl_v.s3;
        }
        acl_p0[0] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 0];
        acl_p0[1] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 1];
        acl_p0[2] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 2];
        acl_p0[3] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 3];
        acl_p0[4] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 0];
        acl_p0[5] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 1];
        acl_p0[6] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 2];
        acl_p0[7] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 3];
        acl_st.acl_iter[2] = acl_k0 + acl_kk;
        acl_st.acl_origin[0][0] = acl_k0 + acl_kk; acl_st.acl_origin[0][1] = acl_by;
        acl_st.acl_origin[1][0] = acl_bx; acl_st.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_st.acl_origin[2][0] = acl_bx; acl_st.acl_origin[2][1] = acl_by;
        acl_st.acl_origin[3][0] = 0; acl_st.acl_origin[3][1] = acl_by;
        acl_st.acl_origin[4][0] = acl_bx; acl_st.acl_origin[4][1] = 0;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2, acl_p3, acl_p4, acl_g5, acl_g6, acl_g7);
      }
    } else {
      for (int acl_kk = 0; acl_kk < 777 - acl_k0; acl_kk++) {
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 1024 + (acl_kk) * 128 + (0 + acl_lx) * 4);
          acl_p1[0] = acl_v.s0;
          acl_p1[1] = acl_v.s1;
          acl_p1[2] = acl_v.s2;
          acl_p1[3] = acl_v.s3;
        }
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 1024 + (acl_kk) * 128 + (16 + acl_lx) * 4);
          acl_p1[4] = acl_v.s0;
          acl_p1[5] = acl_v.s1;
          acl_p1[6] = acl_v.s2;
          acl_p1[7] = acl_v.s3;
        }
        acl_p0[0] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 0];
        acl_p0[1] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 1];
        acl_p0[2] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 2];
        acl_p0[3] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 3];
        acl_p0[4] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 0];
        acl_p0[5] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 1];
        acl_p0[6] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 2];
        acl_p0[7] = acl_t0[(acl_buf) * 1040 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 3];
        acl_st.acl_iter[2] = acl_k0 + acl_kk;
        acl_st.acl_origin[0][0] = acl_k0 + acl_kk; acl_st.acl_origin[0][1] = acl_by;
        acl_st.acl_origin[1][0] = acl_bx; acl_st.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_st.acl_origin[2][0] = acl_bx; acl_st.acl_origin[2][1] = acl_by;
        acl_st.acl_origin[3][0] = 0; acl_st.acl_origin[3][1] = acl_by;
        acl_st.acl_origin[4][0] = acl_bx; acl_st.acl_origin[4][1] = 0;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2, acl_p3, acl_p4, acl_g5, acl_g6, acl_g7);
      }
    }
    if (acl_kc + 1 < 98) {
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 2, acl_c = acl_t - acl_r * 2;
        acl_t0[(acl_buf ^ 1) * 1040 + (acl_c * 4 + 0) * 130 + acl_r] = acl_r0[acl_j].s0;
        acl_t0[(acl_buf ^ 1) * 1040 + (acl_c * 4 + 1) * 130 + acl_r] = acl_r0[acl_j].s1;
        acl_t0[(acl_buf ^ 1) * 1040 + (acl_c * 4 + 2) * 130 + acl_r] = acl_r0[acl_j].s2;
        acl_t0[(acl_buf ^ 1) * 1040 + (acl_c * 4 + 3) * 130 + acl_r] = acl_r0[acl_j].s3;
      }
      for (int acl_j = 0; acl_j < 1; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        *(__local float4*)(acl_t1 + (acl_buf ^ 1) * 1024 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (acl_inside) {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix += 1) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 4095 + acl_gx;
        acl_g2[acl_at] = acl_p2[acl_iy * 8 + acl_ix];
      }
    }
  } else {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix++) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        if (acl_gx < 4095 && acl_gy < 1023) acl_g2[(ACL_INDEX)acl_gy * 4095 + acl_gx] = acl_p2[acl_iy * 8 + acl_ix];
      }
    }
  }
  /* ACL_PER_ROW argument 3: the group's words combined, then added to the array. */
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_j = 0; acl_j < 8; acl_j++) acl_red3[acl_j * 256 + acl_ly * 16 + acl_lx] = acl_p3[acl_j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_q = 0; acl_q < 128; acl_q++) {
    if (acl_q % 256 == acl_lid) {
      const int acl_j = acl_q / 16, acl_l = acl_q % 16;
      float acl_v = (float)(0);
      for (int acl_c = 0; acl_c < 16; acl_c++) acl_v += acl_red3[acl_j * 256 + acl_l * 16 + acl_c];
      const ACL_COORD acl_at = acl_by + ((acl_j) / 4 * 16 + acl_l) * 4 + (acl_j) % 4;
      if (acl_at < 1023) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g3[(ACL_INDEX)acl_at * 1]); uint acl_o = as_uint((float)(0)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(as_float(acl_s) + (acl_v))); } while (acl_o != acl_s); }
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  /* ACL_PER_COLUMN argument 4: the group's words combined, then added to the array. */
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_j = 0; acl_j < 8; acl_j++) acl_red4[acl_j * 256 + acl_ly * 16 + acl_lx] = acl_p4[acl_j];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_q = 0; acl_q < 128; acl_q++) {
    if (acl_q % 256 == acl_lid) {
      const int acl_j = acl_q / 16, acl_l = acl_q % 16;
      float acl_v = (float)(-INFINITY);
      for (int acl_c = 0; acl_c < 16; acl_c++) acl_v = fmax(acl_v, acl_red4[acl_j * 256 + acl_c * 16 + acl_l]);
      const ACL_COORD acl_at = acl_bx + ((acl_j) / 4 * 16 + acl_l) * 4 + (acl_j) % 4;
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
