/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 2, levels 2, splits per level 2 100
  tiling: result 90x70, k 100; group 8x8, tile 16x8 in runs of 8x8, block 128x64, chunk 16, branch-free loads
  arg 0 'a' float: staged, level 2, 100x70x1 words of 4 B (pitch 100, slice 7000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 16x64, grid 7x2x1, window 1x8, axes ky, vector 4, local k-rows of 64, tile 64x16, prefetched
  arg 1 'b' float: staged, level 2, 100x90x1 words of 4 B (pitch 100, slice 9000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 16x128, grid 7x1x1, window 1x16, axes kx, vector 4, local k-rows of 128, tile 128x16, prefetched
  arg 2 'c' float: private, level 1, 90x70x1 words of 4 B (pitch 90, slice 6300), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 128, block 128x64, grid 1x2x1, window 16x8, axes xy, vector 2
  - tile: class shape 8x8 work-items of 16x8 words -> 8x8 of 16x8 (blocks 128x64, 2 of them for 2 compute units x 1; runs of 8x8 words)
  - memory: 24576 local bytes per work-group for double-buffered level-2 chunks (budget: all 2097152)
  - level 2: 100 words of k in chunks of 16 staged through local memory (double buffered, one barrier a chunk); one word of k per User_main call
  - argument 0 'a': x follows k, y follows y; 4-word vectors from global memory into a transposed local tile
  - argument 1 'b': x follows k, y follows x; 4-word vectors from global memory into a transposed local tile
  - argument 2 'c': x follows x, y follows y; 2-word vectors to and from global memory
  - work-groups 2: one per 128x64 block of the 90x70 result
*/
#define ACL_WG 64
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_BLOCKSIZE_1 128
#define ACL_BLOCKNUM_1 2
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 100
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
#define ACL_SIZE_b 16
#define ACL_WIDTH_b 1
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 1
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 128
#define ACL_WIDTH_c 16
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 16
#define ACL_LIDSTEP_c 0
#define ACL_WG_X 8
#define ACL_WG_Y 8
#define ACL_TILE_X 16
#define ACL_TILE_Y 8
#define ACL_RUN_X 8
#define ACL_RUN_Y 8
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
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int lid = get_local_id(1) * 8 + get_local_id(0);
  const int lx = ACL_LX, ly = ACL_LY;
  const int bx = get_group_id(0) * 128, by = get_group_id(1) * 64;
  acl_state st;
  st.iter[0] = 0; st.iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); st.iter[2] = 0; st.iter[3] = 0;
  st.lane = 0;
  float acl_p0[8];
  st.valid[0] = 8; st.origin[0][0] = 0; st.origin[0][1] = 0; st.origin[0][2] = 0;
  __local float acl_t0[2048] __attribute__((aligned(16)));
  float4 acl_r0[4];
  float acl_p1[16];
  st.valid[1] = 16; st.origin[1][0] = 0; st.origin[1][1] = 0; st.origin[1][2] = 0;
  __local float acl_t1[4096] __attribute__((aligned(16)));
  float4 acl_r1[8];
  float acl_p2[128];
  st.valid[2] = 128; st.origin[2][0] = 0; st.origin[2][1] = 0; st.origin[2][2] = 0;
  const int inside = bx + 128 <= 90 && by + 64 <= 70;
  for (int j = 0; j < 128; j++) acl_p2[j] = (float)(0);
  {
    const int ox = 0, oy = by;
    for (int j = 0; j < 4; j++) {
      const int t = min(lid + j * 64, 255), r = t / 4, c = t - r * 4;
      acl_r0[j].s0 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 0, 99)];
      acl_r0[j].s1 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 1, 99)];
      acl_r0[j].s2 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 2, 99)];
      acl_r0[j].s3 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 3, 99)];
    }
  }
  {
    const int ox = 0, oy = bx;
    for (int j = 0; j < 8; j++) {
      const int t = min(lid + j * 64, 511), r = t / 4, c = t - r * 4;
      acl_r1[j].s0 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 0, 99)];
      acl_r1[j].s1 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 1, 99)];
      acl_r1[j].s2 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 2, 99)];
      acl_r1[j].s3 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 3, 99)];
    }
  }
  for (int j = 0; j < 4; j++) {
    const int t = lid + j * 64, r = t / 4, c = t - r * 4;
    acl_t0[(0) * 1024 + (c * 4 + 0) * 64 + r] = acl_r0[j].s0;
    acl_t0[(0) * 1024 + (c * 4 + 1) * 64 + r] = acl_r0[j].s1;
    acl_t0[(0) * 1024 + (c * 4 + 2) * 64 + r] = acl_r0[j].s2;
    acl_t0[(0) * 1024 + (c * 4 + 3) * 64 + r] = acl_r0[j].s3;
  }
  for (int j = 0; j < 8; j++) {
    const int t = lid + j * 64, r = t / 4, c = t - r * 4;
    acl_t1[(0) * 2048 + (c * 4 + 0) * 128 + r] = acl_r1[j].s0;
    acl_t1[(0) * 2048 + (c * 4 + 1) * 128 + r] = acl_r1[j].s1;
    acl_t1[(0) * 2048 + (c * 4 + 2) * 128 + r] = acl_r1[j].s2;
    acl_t1[(0) * 2048 + (c * 4 + 3) * 128 + r] = acl_r1[j].s3;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int kc = 0; kc < 7; kc++) {
    const int k0 = kc * 16, buf = kc & 1;
    {
      const int ox = min(k0 + 16, 96), oy = by;
      for (int j = 0; j < 4; j++) {
        const int t = min(lid + j * 64, 255), r = t / 4, c = t - r * 4;
        acl_r0[j].s0 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 0, 99)];
        acl_r0[j].s1 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 1, 99)];
        acl_r0[j].s2 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 2, 99)];
        acl_r0[j].s3 = acl_g0[(ACL_INDEX)(min(oy + r, 69)) * 100 + min(ox + c * 4 + 3, 99)];
      }
    }
    {
      const int ox = min(k0 + 16, 96), oy = bx;
      for (int j = 0; j < 8; j++) {
        const int t = min(lid + j * 64, 511), r = t / 4, c = t - r * 4;
        acl_r1[j].s0 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 0, 99)];
        acl_r1[j].s1 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 1, 99)];
        acl_r1[j].s2 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 2, 99)];
        acl_r1[j].s3 = acl_g1[(ACL_INDEX)(min(oy + r, 89)) * 100 + min(ox + c * 4 + 3, 99)];
      }
    }
    for (int kk = 0; kk < min(16, 100 - k0); kk++) {
      {
        const float8 v = *(__local const float8*)(acl_t0 + (buf) * 1024 + (kk) * 64 + (0 + ly) * 8);
        acl_p0[0] = v.s0;
        acl_p0[1] = v.s1;
        acl_p0[2] = v.s2;
        acl_p0[3] = v.s3;
        acl_p0[4] = v.s4;
        acl_p0[5] = v.s5;
        acl_p0[6] = v.s6;
        acl_p0[7] = v.s7;
      }
      {
        const float8 v = *(__local const float8*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (0 + lx) * 8);
        acl_p1[0] = v.s0;
        acl_p1[1] = v.s1;
        acl_p1[2] = v.s2;
        acl_p1[3] = v.s3;
        acl_p1[4] = v.s4;
        acl_p1[5] = v.s5;
        acl_p1[6] = v.s6;
        acl_p1[7] = v.s7;
      }
      {
        const float8 v = *(__local const float8*)(acl_t1 + (buf) * 2048 + (kk) * 128 + (8 + lx) * 8);
        acl_p1[8] = v.s0;
        acl_p1[9] = v.s1;
        acl_p1[10] = v.s2;
        acl_p1[11] = v.s3;
        acl_p1[12] = v.s4;
        acl_p1[13] = v.s5;
        acl_p1[14] = v.s6;
        acl_p1[15] = v.s7;
      }
      st.iter[2] = k0 + kk;
      st.origin[0][0] = k0 + kk; st.origin[0][1] = by;
      st.origin[1][0] = k0 + kk; st.origin[1][1] = bx;
      st.origin[2][0] = bx; st.origin[2][1] = by;
      User_main(&st, acl_p0, acl_p1, acl_p2);
    }
    for (int j = 0; j < 4; j++) {
      const int t = lid + j * 64, r = t / 4, c = t - r * 4;
      acl_t0[(buf ^ 1) * 1024 + (c * 4 + 0) * 64 + r] = acl_r0[j].s0;
      acl_t0[(buf ^ 1) * 1024 + (c * 4 + 1) * 64 + r] = acl_r0[j].s1;
      acl_t0[(buf ^ 1) * 1024 + (c * 4 + 2) * 64 + r] = acl_r0[j].s2;
      acl_t0[(buf ^ 1) * 1024 + (c * 4 + 3) * 64 + r] = acl_r0[j].s3;
    }
    for (int j = 0; j < 8; j++) {
      const int t = lid + j * 64, r = t / 4, c = t - r * 4;
      acl_t1[(buf ^ 1) * 2048 + (c * 4 + 0) * 128 + r] = acl_r1[j].s0;
      acl_t1[(buf ^ 1) * 2048 + (c * 4 + 1) * 128 + r] = acl_r1[j].s1;
      acl_t1[(buf ^ 1) * 2048 + (c * 4 + 2) * 128 + r] = acl_r1[j].s2;
      acl_t1[(buf ^ 1) * 2048 + (c * 4 + 3) * 128 + r] = acl_r1[j].s3;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (inside) {
    for (int iy = 0; iy < 8; iy++) {
      const int gy = by + ((iy) / 8 * 8 + ly) * 8 + (iy) % 8;
      for (int ix = 0; ix < 16; ix += 2) {
        const int gx = bx + ((ix) / 8 * 8 + lx) * 8 + (ix) % 8;
        const ACL_INDEX at = (ACL_INDEX)gy * 90 + gx;
        *(__global float2*)(acl_g2 + at) = (float2)(acl_p2[iy * 16 + ix + 0], acl_p2[iy * 16 + ix + 1]);
      }
    }
  } else {
    for (int iy = 0; iy < 8; iy++) {
      const int gy = by + ((iy) / 8 * 8 + ly) * 8 + (iy) % 8;
      for (int ix = 0; ix < 16; ix++) {
        const int gx = bx + ((ix) / 8 * 8 + lx) * 8 + (ix) % 8;
        if (gx < 90 && gy < 70) acl_g2[(ACL_INDEX)gy * 90 + gx] = acl_p2[iy * 16 + ix];
      }
    }
  }
}
