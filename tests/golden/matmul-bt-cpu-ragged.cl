/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 2, levels 2, splits per level 2 100
  tiling: result 90x70, k 100; group 8x8, tile 16x8 in runs of 8x8, block 128x64, chunk 16, branch-free loads
  arg 0 'a' float: staged, level 2, 100x70x1 words of 4 B (pitch 100, slice 7000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 16x64, grid 7x2x1, window 1x8, axes ky, vector 4, local k-rows of 64, tile 64x16, prefetched
  arg 1 'b' float: staged, level 2, 100x90x1 words of 4 B (pitch 100, slice 9000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 16x128, grid 7x1x1, window 1x16, axes kx, vector 4, local k-rows of 128, tile 128x16, prefetched
  arg 2 'c' float: private, level 1, 90x70x1 words of 4 B (pitch 90, slice 6300), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 128, block 128x64, grid 1x2x1, window 16x8, axes xy, vector 2
  - tile_axes: result 90x70, k 100; work-group within [1, 4096]
  - tile_shape: class shape 8x8 work-items of 16x8 words -> 8x8 of 16x8 (blocks 128x64, 2 of them for 2 compute units x 1; runs of 8x8 words)
  - tile_branchless: loads fold coordinates instead of branching between barriers (knob tile_branchless)
  - tile_blocks: memory: 24576 local bytes per work-group for double-buffered level-2 chunks (budget: all 2097152)
  - tile_groups: level 2: 100 words of k in chunks of 16 staged through local memory (double buffered, one barrier a chunk); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 4-word vectors from global memory into a transposed local tile
  - tile_groups: argument 1 'b': x follows k, y follows x; 4-word vectors from global memory into a transposed local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; 2-word vectors to and from global memory
  - tile_groups: 2 work-groups: one per 128x64 block of the 90x70 result
*/
#define ACL_WG 64
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
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
  const int acl_lid = get_local_id(1) * 8 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const ACL_COORD acl_bx = (ACL_COORD)get_group_id(0) * 128, acl_by = get_group_id(1) * 64;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  float acl_p0[8];
  acl_st.acl_valid[0] = 8; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[2048] __attribute__((aligned(16)));
  float4 acl_r0[4];
  float acl_p1[16];
  acl_st.acl_valid[1] = 16; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[4096] __attribute__((aligned(16)));
  float4 acl_r1[8];
  float acl_p2[128];
  acl_st.acl_valid[2] = 128; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  const int acl_inside = acl_bx + 128 <= 90 && acl_by + 64 <= 70;
  for (int acl_j = 0; acl_j < 128; acl_j++) acl_p2[acl_j] = (float)(0);
  {
    const ACL_COORD acl_ox = 0, acl_oy = acl_by;
    for (int acl_j = 0; acl_j < 4; acl_j++) {
      const int acl_t = min(acl_lid + acl_j * 64, 255), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
      acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 0, 99)];
      acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 1, 99)];
      acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 2, 99)];
      acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 3, 99)];
    }
  }
  {
    const ACL_COORD acl_ox = 0, acl_oy = acl_bx;
    for (int acl_j = 0; acl_j < 8; acl_j++) {
      const int acl_t = min(acl_lid + acl_j * 64, 511), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
      acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 0, 99)];
      acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 1, 99)];
      acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 2, 99)];
      acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 3, 99)];
    }
  }
  for (int acl_j = 0; acl_j < 4; acl_j++) {
    const int acl_t = acl_lid + acl_j * 64, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
    acl_t0[(0) * 1024 + (acl_c * 4 + 0) * 64 + acl_r] = acl_r0[acl_j].s0;
    acl_t0[(0) * 1024 + (acl_c * 4 + 1) * 64 + acl_r] = acl_r0[acl_j].s1;
    acl_t0[(0) * 1024 + (acl_c * 4 + 2) * 64 + acl_r] = acl_r0[acl_j].s2;
    acl_t0[(0) * 1024 + (acl_c * 4 + 3) * 64 + acl_r] = acl_r0[acl_j].s3;
  }
  for (int acl_j = 0; acl_j < 8; acl_j++) {
    const int acl_t = acl_lid + acl_j * 64, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
    acl_t1[(0) * 2048 + (acl_c * 4 + 0) * 128 + acl_r] = acl_r1[acl_j].s0;
    acl_t1[(0) * 2048 + (acl_c * 4 + 1) * 128 + acl_r] = acl_r1[acl_j].s1;
    acl_t1[(0) * 2048 + (acl_c * 4 + 2) * 128 + acl_r] = acl_r1[acl_j].s2;
    acl_t1[(0) * 2048 + (acl_c * 4 + 3) * 128 + acl_r] = acl_r1[acl_j].s3;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_kc = 0; acl_kc < 7; acl_kc++) {
    const int acl_k0 = acl_kc * 16, acl_buf = acl_kc & 1;
    {
      const ACL_COORD acl_ox = min(acl_k0 + 16, 96), acl_oy = acl_by;
      for (int acl_j = 0; acl_j < 4; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 64, 255), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
        acl_r0[acl_j].s0 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 0, 99)];
        acl_r0[acl_j].s1 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 1, 99)];
        acl_r0[acl_j].s2 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 2, 99)];
        acl_r0[acl_j].s3 = acl_g0[(ACL_INDEX)(min(acl_oy + acl_r, 69)) * 100 + min(acl_ox + acl_c * 4 + 3, 99)];
      }
    }
    {
      const ACL_COORD acl_ox = min(acl_k0 + 16, 96), acl_oy = acl_bx;
      for (int acl_j = 0; acl_j < 8; acl_j++) {
        const int acl_t = min(acl_lid + acl_j * 64, 511), acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
        acl_r1[acl_j].s0 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 0, 99)];
        acl_r1[acl_j].s1 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 1, 99)];
        acl_r1[acl_j].s2 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 2, 99)];
        acl_r1[acl_j].s3 = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c * 4 + 3, 99)];
      }
    }
    for (int acl_kk = 0; acl_kk < min(16, 100 - acl_k0); acl_kk++) {
      {
        const float8 acl_v = *(__local const float8*)(acl_t0 + (acl_buf) * 1024 + (acl_kk) * 64 + (0 + acl_ly) * 8);
        acl_p0[0] = acl_v.s0;
        acl_p0[1] = acl_v.s1;
        acl_p0[2] = acl_v.s2;
        acl_p0[3] = acl_v.s3;
        acl_p0[4] = acl_v.s4;
        acl_p0[5] = acl_v.s5;
        acl_p0[6] = acl_v.s6;
        acl_p0[7] = acl_v.s7;
      }
      {
        const float8 acl_v = *(__local const float8*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (0 + acl_lx) * 8);
        acl_p1[0] = acl_v.s0;
        acl_p1[1] = acl_v.s1;
        acl_p1[2] = acl_v.s2;
        acl_p1[3] = acl_v.s3;
        acl_p1[4] = acl_v.s4;
        acl_p1[5] = acl_v.s5;
        acl_p1[6] = acl_v.s6;
        acl_p1[7] = acl_v.s7;
      }
      {
        const float8 acl_v = *(__local const float8*)(acl_t1 + (acl_buf) * 2048 + (acl_kk) * 128 + (8 + acl_lx) * 8);
        acl_p1[8] = acl_v.s0;
        acl_p1[9] = acl_v.s1;
        acl_p1[10] = acl_v.s2;
        acl_p1[11] = acl_v.s3;
        acl_p1[12] = acl_v.s4;
        acl_p1[13] = acl_v.s5;
        acl_p1[14] = acl_v.s6;
        acl_p1[15] = acl_v.s7;
      }
      acl_st.acl_iter[2] = acl_k0 + acl_kk;
      acl_st.acl_origin[0][0] = acl_k0 + acl_kk; acl_st.acl_origin[0][1] = acl_by;
      acl_st.acl_origin[1][0] = acl_k0 + acl_kk; acl_st.acl_origin[1][1] = acl_bx;
      acl_st.acl_origin[2][0] = acl_bx; acl_st.acl_origin[2][1] = acl_by;
      User_main(&acl_st, acl_p0, acl_p1, acl_p2);
    }
    for (int acl_j = 0; acl_j < 4; acl_j++) {
      const int acl_t = acl_lid + acl_j * 64, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
      acl_t0[(acl_buf ^ 1) * 1024 + (acl_c * 4 + 0) * 64 + acl_r] = acl_r0[acl_j].s0;
      acl_t0[(acl_buf ^ 1) * 1024 + (acl_c * 4 + 1) * 64 + acl_r] = acl_r0[acl_j].s1;
      acl_t0[(acl_buf ^ 1) * 1024 + (acl_c * 4 + 2) * 64 + acl_r] = acl_r0[acl_j].s2;
      acl_t0[(acl_buf ^ 1) * 1024 + (acl_c * 4 + 3) * 64 + acl_r] = acl_r0[acl_j].s3;
    }
    for (int acl_j = 0; acl_j < 8; acl_j++) {
      const int acl_t = acl_lid + acl_j * 64, acl_r = acl_t / 4, acl_c = acl_t - acl_r * 4;
      acl_t1[(acl_buf ^ 1) * 2048 + (acl_c * 4 + 0) * 128 + acl_r] = acl_r1[acl_j].s0;
      acl_t1[(acl_buf ^ 1) * 2048 + (acl_c * 4 + 1) * 128 + acl_r] = acl_r1[acl_j].s1;
      acl_t1[(acl_buf ^ 1) * 2048 + (acl_c * 4 + 2) * 128 + acl_r] = acl_r1[acl_j].s2;
      acl_t1[(acl_buf ^ 1) * 2048 + (acl_c * 4 + 3) * 128 + acl_r] = acl_r1[acl_j].s3;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (acl_inside) {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 8 * 8 + acl_ly) * 8 + (acl_iy) % 8;
      for (int acl_ix = 0; acl_ix < 16; acl_ix += 2) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 8 * 8 + acl_lx) * 8 + (acl_ix) % 8;
        const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 90 + acl_gx;
        *(__global float2*)(acl_g2 + acl_at) = (float2)(acl_p2[acl_iy * 16 + acl_ix + 0], acl_p2[acl_iy * 16 + acl_ix + 1]);
      }
    }
  } else {
    for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
      const ACL_COORD acl_gy = acl_by + ((acl_iy) / 8 * 8 + acl_ly) * 8 + (acl_iy) % 8;
      for (int acl_ix = 0; acl_ix < 16; acl_ix++) {
        const ACL_COORD acl_gx = acl_bx + ((acl_ix) / 8 * 8 + acl_lx) * 8 + (acl_ix) % 8;
        if (acl_gx < 90 && acl_gy < 70) acl_g2[(ACL_INDEX)acl_gy * 90 + acl_gx] = acl_p2[acl_iy * 16 + acl_ix];
      }
    }
  }
}
