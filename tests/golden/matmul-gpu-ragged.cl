/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 256, levels 2, splits per level 256 777
  tiling: result 4095x1023, k 777; group 16x16, tile 8x8 in runs of 4x4, block 128x128, chunk 16, blocks in bands of 2 rows
  arg 0 'a' float: staged, level 2, 777x1023x1 words of 4 B (pitch 777, slice 794871), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 16x128, grid 49x8x1, window 1x8, axes ky, vector 1, local k-rows of 130, tile 130x16, prefetched
  arg 1 'b' float: staged, level 2, 4095x777x1 words of 4 B (pitch 4095, slice 3181815), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 128x16, grid 32x49x1, window 8x1, axes xk, vector 1, local k-rows of 128, tile 128x16, prefetched
  arg 2 'c' float: private, level 1, 4095x1023x1 words of 4 B (pitch 4095, slice 4189185), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 64, block 128x128, grid 32x8x1, window 8x8, axes xy, vector 1
  - tile: class shape 16x16 work-items of 8x8 words -> 16x16 of 8x8 (blocks 128x128, 256 of them for 132 compute units x 1; runs of 4x4 words)
  - memory: 33024 local bytes per work-group for double-buffered level-2 chunks (budget: all 49152)
  - level 2: 777 words of k in chunks of 16 staged through local memory (double buffered, one barrier a chunk); one word of k per User_main call
  - argument 0 'a': x follows k, y follows y; single words from global memory into a transposed local tile
  - argument 1 'b': x follows x, y follows k; single words from global memory into a local tile
  - argument 2 'c': x follows x, y follows y; single words to and from global memory
  - work-groups 256: one per 128x128 block of the 4095x1023 result
*/
#define ACL_WG 256
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
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
  const int lid = get_local_id(1) * 16 + get_local_id(0);
  const int lx = ACL_LX, ly = ACL_LY;
  const int gid = get_group_id(1) * 32 + get_group_id(0);
  const int band = gid / 64, inband = gid - band * 64;
  const int rows = min(2, 8 - band * 2);
  const int bx = (inband / rows) * 128, by = (band * 2 + inband % rows) * 128;
  acl_state st;
  st.iter[0] = 0; st.iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); st.iter[2] = 0; st.iter[3] = 0;
  st.lane = 0;
  float acl_p0[8];
  st.valid[0] = 8; st.origin[0][0] = 0; st.origin[0][1] = 0; st.origin[0][2] = 0;
  __local float acl_t0[4160] __attribute__((aligned(16)));
  float acl_r0[8];
  float acl_p1[8];
  st.valid[1] = 8; st.origin[1][0] = 0; st.origin[1][1] = 0; st.origin[1][2] = 0;
  __local float acl_t1[4096] __attribute__((aligned(16)));
  float acl_r1[8];
  float acl_p2[64];
  st.valid[2] = 64; st.origin[2][0] = 0; st.origin[2][1] = 0; st.origin[2][2] = 0;
  const int inside = bx + 128 <= 4095 && by + 128 <= 1023;
  for (int j = 0; j < 64; j++) acl_p2[j] = (float)(0);
  {
    const int ox = 0, oy = by;
    if (by + 128 <= 1023) {
      for (int j = 0; j < 8; j++) {
        const int t = lid + j * 256, r = t / 16, c = t - r * 16;
        acl_r0[j] = *(const __global float*)(acl_g0 + (ACL_INDEX)(oy + r) * 777 + ox + c * 1);
      }
    } else {
      for (int j = 0; j < 8; j++) {
        const int t = min(lid + j * 256, 2047), r = t / 16, c = t - r * 16;
        acl_r0[j] = acl_g0[(ACL_INDEX)(min(oy + r, 1022)) * 777 + min(ox + c, 776)];
      }
    }
  }
  {
    const int ox = bx, oy = 0;
    if (bx + 128 <= 4095) {
      for (int j = 0; j < 8; j++) {
        const int t = lid + j * 256, r = t / 128, c = t - r * 128;
        acl_r1[j] = *(const __global float*)(acl_g1 + (ACL_INDEX)(oy + r) * 4095 + ox + c * 1);
      }
    } else {
      for (int j = 0; j < 8; j++) {
        const int t = min(lid + j * 256, 2047), r = t / 128, c = t - r * 128;
        acl_r1[j] = acl_g1[(ACL_INDEX)(min(oy + r, 776)) * 4095 + min(ox + c, 4094)];
      }
    }
  }
  for (int j = 0; j < 8; j++) {
    const int t = lid + j * 256, r = t / 16, c = t - r * 16;
    acl_t0[(0) * 2080 + (c * 1 + 0) * 130 + r] = acl_r0[j];
  }
  for (int j = 0; j < 8; j++) {
    const int t = lid + j * 256, r = t / 128, c = t - r * 128;
    acl_t1[(0) * 2048 + r * 128 + c] = acl_r1[j];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int kc = 0; kc < 49; kc++) {
    const int k0 = kc * 16, buf = kc & 1;
    if (kc + 1 < 49) {
      {
        const int ox = k0 + 16, oy = by;
        if (k0 + 16 + 16 <= 777 && by + 128 <= 1023) {
          for (int j = 0; j < 8; j++) {
            const int t = lid + j * 256, r = t / 16, c = t - r * 16;
            acl_r0[j] = *(const __global float*)(acl_g0 + (ACL_INDEX)(oy + r) * 777 + ox + c * 1);
          }
        } else {
          for (int j = 0; j < 8; j++) {
            const int t = min(lid + j * 256, 2047), r = t / 16, c = t - r * 16;
            acl_r0[j] = acl_g0[(ACL_INDEX)(min(oy + r, 1022)) * 777 + min(ox + c, 776)];
          }
        }
      }
      {
        const int ox = bx, oy = k0 + 16;
        if (bx + 128 <= 4095 && k0 + 16 + 16 <= 777) {
          for (int j = 0; j < 8; j++) {
            const int t = lid + j * 256, r = t / 128, c = t - r * 128;
            acl_r1[j] = *(const __global float*)(acl_g1 + (ACL_INDEX)(oy + r) * 4095 + ox + c * 1);
          }
        } else {
          for (int j = 0; j < 8; j++) {
            const int t = min(lid + j * 256, 2047), r = t / 128, c = t - r * 128;
            acl_r1[j] = acl_g1[(ACL_INDEX)(min(oy + r, 776)) * 4095 + min(ox + c, 4094)];
          }
        }
      }
    }
    if (k0 + 16 <= 777) {
      #pragma unroll
      for (int kk = 0; kk < 16; kk++) {
        {
          const float4 v = *(__local const float4*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (0 + lx) * 4);
          acl_p1[0] = v.s0;
          acl_p1[1] = v.s1;
          acl_p1[2] = v.s2;
          acl_p1[3] = v.s3;
        }
        {
          const float4 v = *(__local const float4*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (16 + lx) * 4);
          acl_p1[4] = v.s0;
          acl_p1[5] = v.s1;
          acl_p1[6] = v.s2;
          acl_p1[7] = v.s3;
        }
        acl_p0[0] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 0];
        acl_p0[1] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 1];
        acl_p0[2] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 2];
        acl_p0[3] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 3];
        acl_p0[4] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 0];
        acl_p0[5] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 1];
        acl_p0[6] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 2];
        acl_p0[7] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 3];
        st.iter[2] = k0 + kk;
        st.origin[0][0] = k0 + kk; st.origin[0][1] = by;
        st.origin[1][0] = bx; st.origin[1][1] = k0 + kk;
        st.origin[2][0] = bx; st.origin[2][1] = by;
        User_main(&st, acl_p0, acl_p1, acl_p2);
      }
    } else {
      for (int kk = 0; kk < 777 - k0; kk++) {
        {
          const float4 v = *(__local const float4*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (0 + lx) * 4);
          acl_p1[0] = v.s0;
          acl_p1[1] = v.s1;
          acl_p1[2] = v.s2;
          acl_p1[3] = v.s3;
        }
        {
          const float4 v = *(__local const float4*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (16 + lx) * 4);
          acl_p1[4] = v.s0;
          acl_p1[5] = v.s1;
          acl_p1[6] = v.s2;
          acl_p1[7] = v.s3;
        }
        acl_p0[0] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 0];
        acl_p0[1] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 1];
        acl_p0[2] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 2];
        acl_p0[3] = acl_t0[(buf) * 2080 + (kk) * 130 + (0 + ly) * 4 + 3];
        acl_p0[4] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 0];
        acl_p0[5] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 1];
        acl_p0[6] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 2];
        acl_p0[7] = acl_t0[(buf) * 2080 + (kk) * 130 + (16 + ly) * 4 + 3];
        st.iter[2] = k0 + kk;
        st.origin[0][0] = k0 + kk; st.origin[0][1] = by;
        st.origin[1][0] = bx; st.origin[1][1] = k0 + kk;
        st.origin[2][0] = bx; st.origin[2][1] = by;
        User_main(&st, acl_p0, acl_p1, acl_p2);
      }
    }
    if (kc + 1 < 49) {
      for (int j = 0; j < 8; j++) {
        const int t = lid + j * 256, r = t / 16, c = t - r * 16;
        acl_t0[(buf ^ 1) * 2080 + (c * 1 + 0) * 130 + r] = acl_r0[j];
      }
      for (int j = 0; j < 8; j++) {
        const int t = lid + j * 256, r = t / 128, c = t - r * 128;
        acl_t1[(buf ^ 1) * 2048 + r * 128 + c] = acl_r1[j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (inside) {
    for (int iy = 0; iy < 8; iy++) {
      const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
      for (int ix = 0; ix < 8; ix += 1) {
        const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
        const ACL_INDEX at = (ACL_INDEX)gy * 4095 + gx;
        acl_g2[at] = acl_p2[iy * 8 + ix];
      }
    }
  } else {
    for (int iy = 0; iy < 8; iy++) {
      const int gy = by + ((iy) / 4 * 16 + ly) * 4 + (iy) % 4;
      for (int ix = 0; ix < 8; ix++) {
        const int gx = bx + ((ix) / 4 * 16 + lx) * 4 + (ix) % 4;
        if (gx < 4095 && gy < 1023) acl_g2[(ACL_INDEX)gy * 4095 + gx] = acl_p2[iy * 8 + ix];
      }
    }
  }
}
