/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 256, levels 2, splits per level 256 776
  tiling: result 4096x1000, k 776; group 16x16, tile 8x8 in runs of 4x4, block 128x128, chunk 16, blocks in bands of 2 rows
  arg 0 'a' float: staged, level 2, 776x1000x1 words of 4 B (pitch 776, slice 776000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 16x128, grid 49x8x1, window 1x8, axes ky, vector 4, local k-rows of 130, tile 130x16, prefetched
  arg 1 'b' float: staged, level 2, 4096x776x1 words of 4 B (pitch 4096, slice 3178496), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 128x16, grid 32x49x1, window 8x1, axes xk, vector 4, local k-rows of 128, tile 128x16, prefetched
  arg 2 'c' float: private, level 1, 4096x1000x1 words of 4 B (pitch 4096, slice 4096000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 64, block 128x128, grid 32x8x1, window 8x8, axes xy, vector 4
  - tile_axes: result 4096x1000, k 776; work-group within [1, 1024]
  - tile_shape: class shape 16x16 work-items of 8x8 words -> 16x16 of 8x8 (blocks 128x128, 256 of them for 132 compute units x 1; runs of 4x4 words)
  - tile_bands: blocks run in bands of 2 block-rows, column by column (the streamed data stays in the cache)
  - tile_blocks: memory: 33024 local bytes per work-group for double-buffered level-2 chunks (budget: all 49152)
  - tile_split: k stays whole: splitting the last 124 blocks into at most 16 parts would not shorten their round
  - tile_groups: level 2: 776 words of k in chunks of 16 staged through local memory (double buffered, one barrier a chunk); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 4-word vectors from global memory into a transposed local tile
  - tile_groups: argument 1 'b': x follows x, y follows k; 4-word vectors from global memory into a local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; 4-word vectors to and from global memory
  - tile_groups: 256 work-groups: one per 128x128 block of the 4096x1000 result
*/
#define ACL_WG 256
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 64
#define ACL_BLOCKNUM_1 256
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 776
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
#define ACL_WG_X 16
#define ACL_WG_Y 16
#define ACL_TILE_X 8
#define ACL_TILE_Y 8
#define ACL_RUN_X 4
#define ACL_RUN_Y 4
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
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
  __local float acl_t0[4160] __attribute__((aligned(16)));
  float4 acl_r0[2];
  float acl_p1[8];
  acl_st.acl_valid[1] = 8; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[4096] __attribute__((aligned(16)));
  float4 acl_r1[2];
  float acl_p2[64];
  acl_st.acl_valid[2] = 64; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  const int acl_inside = acl_bx + 128 <= 4096 && acl_by + 128 <= 1000;
  if (acl_inside) {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix += 4) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 4096 + acl_gx;
        const float4 acl_v = *(const __global float4*)(acl_g2 + acl_at);
        acl_p2[acl_iy * 8 + acl_ix + 0] = acl_v.s0;
        acl_p2[acl_iy * 8 + acl_ix + 1] = acl_v.s1;
        acl_p2[acl_iy * 8 + acl_ix + 2] = acl_v.s2;
        acl_p2[acl_iy * 8 + acl_ix + 3] = acl_v.s3;
      }
    }
  } else {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix++) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        acl_p2[acl_iy * 8 + acl_ix] = (acl_outside(acl_gx, acl_gy, 4096, 1000) ? (float)(0) : acl_g2[(ACL_INDEX)(min(acl_gy, 999)) * 4096 + min(acl_gx, 4095)]);
      }
    }
  }
  {
    const ACL_COORD acl_ox = 0, acl_oy = acl_by;
    if (acl_by + 128 <= 1000) {
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
        acl_r0[acl_j] = *(const __global float4*)(acl_g0 + (ACL_INDEX)(acl_oy + acl_r) * 776 + acl_ox + acl_c * 4);
      }
    } else {
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 256, 511), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
        acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 0, 775)];
        acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 1, 775)];
        acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 2, 775)];
        acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 3, 775)];
      }
    }
  }
  {
    const ACL_COORD acl_ox = acl_bx, acl_oy = 0;
    if (acl_bx + 128 <= 4096) {
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        acl_r1[acl_j] = *(const __global float4*)(acl_g1 + (ACL_INDEX)(acl_oy + acl_r) * 4096 + acl_ox + acl_c * 4);
      }
    } else {
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 256, 511), acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 0, 4095)];
        acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 1, 4095)];
        acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 2, 4095)];
        acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 3, 4095)];
      }
    }
  }
  for (int acl_j = 0; acl_j < 2; acl_j++) {
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
    acl_t0[(0) * 2080 + (acl_c * 4 + 0) * 130 + acl_r] = acl_r0[acl_j].s0;
    acl_t0[(0) * 2080 + (acl_c * 4 + 1) * 130 + acl_r] = acl_r0[acl_j].s1;
    acl_t0[(0) * 2080 + (acl_c * 4 + 2) * 130 + acl_r] = acl_r0[acl_j].s2;
    acl_t0[(0) * 2080 + (acl_c * 4 + 3) * 130 + acl_r] = acl_r0[acl_j].s3;
  }
  for (int acl_j = 0; acl_j < 2; acl_j++) {
    const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
    *(__local float4*)(acl_t1 + (0) * 2048 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_kc = 0; acl_kc < 49; acl_kc++) {
    const int acl_k0 = acl_kc * 16, acl_buf = acl_kc & 1;
    if (acl_kc + 1 < 49) {
      {
        const ACL_COORD acl_ox = acl_k0 + 16, acl_oy = acl_by;
        if (acl_k0 + 16 + 16 <= 776 && acl_by + 128 <= 1000) {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
            acl_r0[acl_j] = *(const __global float4*)(acl_g0 + (ACL_INDEX)(acl_oy + acl_r) * 776 + acl_ox + acl_c * 4);
          }
        } else {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = min(acl_lid + acl_j * 256, 511), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
            acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 0, 775)];
            acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 1, 775)];
            acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 2, 775)];
            acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 999)) * 776 + min(acl_ox + acl_c * 4 + 3, 775)];
          }
        }
      }
      {
        const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0 + 16;
        if (acl_bx + 128 <= 4096 && acl_k0 + 16 + 16 <= 776) {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
            acl_r1[acl_j] = *(const __global float4*)(acl_g1 + (ACL_INDEX)(acl_oy + acl_r) * 4096 + acl_ox + acl_c * 4);
          }
        } else {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = min(acl_lid + acl_j * 256, 511), acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
            acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 0, 4095)];
            acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 1, 4095)];
            acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 2, 4095)];
            acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 775)) * 4096 + min(acl_ox + acl_c * 4 + 3, 4095)];
          }
        }
      }
    }
    if (acl_k0 + 16 <= 776) {
      #pragma unroll
      for (int acl_kk = 0; acl_kk < 16; acl_kk++) {
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (0 + acl_lx) * 4);
          acl_p1[0] = acl_v.s0;
          acl_p1[1] = acl_v.s1;
          acl_p1[2] = acl_v.s2;
          acl_p1[3] = acl_v.s3;
        }
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (16 + acl_lx) * 4);
          acl_p1[4] = acl_v.s0;
          acl_p1[5] = acl_v.s1;
          acl_p1[6] = acl_v.s2;
          acl_p1[7] = acl_v.s3;
        }
        acl_p0[0] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 0];
        acl_p0[1] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 1];
        acl_p0[2] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 2];
        acl_p0[3] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 3];
        acl_p0[4] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 0];
        acl_p0[5] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 1];
        acl_p0[6] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 2];
        acl_p0[7] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 3];
        acl_st.acl_iter[2] = acl_k0 + acl_kk;
        acl_st.acl_origin[0][0] = acl_k0 + acl_kk; acl_st.acl_origin[0][1] = acl_by;
        acl_st.acl_origin[1][0] = acl_bx; acl_st.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_st.acl_origin[2][0] = acl_bx; acl_st.acl_origin[2][1] = acl_by;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2);
      }
    } else {
      for (int acl_kk = 0; acl_kk < 776 - acl_k0; acl_kk++) {
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (0 + acl_lx) * 4);
          acl_p1[0] = acl_v.s0;
          acl_p1[1] = acl_v.s1;
          acl_p1[2] = acl_v.s2;
          acl_p1[3] = acl_v.s3;
        }
        {
          const float4 acl_v = *(__local const float4*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (16 + acl_lx) * 4);
          acl_p1[4] = acl_v.s0;
          acl_p1[5] = acl_v.s1;
          acl_p1[6] = acl_v.s2;
          acl_p1[7] = acl_v.s3;
        }
        acl_p0[0] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 0];
        acl_p0[1] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 1];
        acl_p0[2] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 2];
        acl_p0[3] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (0 + acl_ly) * 4 + 3];
        acl_p0[4] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 0];
        acl_p0[5] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 1];
        acl_p0[6] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 2];
        acl_p0[7] = acl_t0[(acl_buf) * 2080 + (acl_kk) * 130 + (16 + acl_ly) * 4 + 3];
        acl_st.acl_iter[2] = acl_k0 + acl_kk;
        acl_st.acl_origin[0][0] = acl_k0 + acl_kk; acl_st.acl_origin[0][1] = acl_by;
        acl_st.acl_origin[1][0] = acl_bx; acl_st.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_st.acl_origin[2][0] = acl_bx; acl_st.acl_origin[2][1] = acl_by;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2);
      }
    }
    if (acl_kc + 1 < 49) {
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
        acl_t0[(acl_buf ^ 1) * 2080 + (acl_c * 4 + 0) * 130 + acl_r] = acl_r0[acl_j].s0;
        acl_t0[(acl_buf ^ 1) * 2080 + (acl_c * 4 + 1) * 130 + acl_r] = acl_r0[acl_j].s1;
        acl_t0[(acl_buf ^ 1) * 2080 + (acl_c * 4 + 2) * 130 + acl_r] = acl_r0[acl_j].s2;
        acl_t0[(acl_buf ^ 1) * 2080 + (acl_c * 4 + 3) * 130 + acl_r] = acl_r0[acl_j].s3;
      }
      for (int acl_j = 0; acl_j < 2; acl_j++) {
        const int acl_t = acl_lid + acl_j * 256, acl_r = acl_t / 32, acl_c = acl_t - acl_r * 32;
        *(__local float4*)(acl_t1 + (acl_buf ^ 1) * 2048 + acl_r * 128 + acl_c * 4) = acl_r1[acl_j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (acl_inside) {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix += 4) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 4096 + acl_gx;
        *(__global float4*)(acl_g2 + acl_at) = (float4)(acl_p2[acl_iy * 8 + acl_ix + 0], acl_p2[acl_iy * 8 + acl_ix + 1], acl_p2[acl_iy * 8 + acl_ix + 2], acl_p2[acl_iy * 8 + acl_ix + 3]);
      }
    }
  } else {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 4 * 16 + acl_ly) * 4 + (acl_iy) % 4;
      for (int acl_ix = 0; acl_ix < 8; acl_ix++) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 4 * 16 + acl_lx) * 4 + (acl_ix) % 4;
        if (acl_gx < 4096 && acl_gy < 1000) acl_g2[(ACL_INDEX)acl_gy * 4096 + acl_gx] = acl_p2[acl_iy * 8 + acl_ix];
      }
    }
  }
}
