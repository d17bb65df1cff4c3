/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 2048 (blocks down the columns first), levels 1, splits per level 65536
  arg 0 'a' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 32x2048x1, window 1x4, prefetched
  arg 1 'v' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 8192), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 8192x1, split 4, block 256x4, grid 32x2048x1, window 1x4, prefetched
  arg 2 'r' float: private, level 1, 8192x8192x1 words of 4 B (pitch 1, slice 8192), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x8192 combined by ACL_COMBINE_SUM, split 4, block 256x4, grid 32x2048x1, window 1x4, assigned by User_main
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 8192 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'a' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 8192]), 65536 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 2048 work-groups for 65536 level-1 blocks numbered down the block columns, persistent, a multiple of the 2048 block rows: argument 2 'r' combines a block row's words across the group once, after the group's last block
  - memory: 96 private bytes per work-item (budget 512), 4096 local bytes per work-group (budget 24576 of 49152)
  - assigned_lines: argument 2 'r': User_main assigns every word of its portion before reading any (a loop to get_ac_size(1), 4 words): no identity fill
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 65536
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 4
#define ACL_WIDTH_a 1
#define ACL_LR_a 4
#define ACL_XSTEP_a 4
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 1
#define ACL_ARG_v 1
#define ACL_SIZE_v 4
#define ACL_WIDTH_v 1
#define ACL_LR_v 4
#define ACL_XSTEP_v 4
#define ACL_YSTEP_v 1
#define ACL_LIDSTEP_v 1
#define ACL_ARG_r 2
#define ACL_SIZE_r 4
#define ACL_WIDTH_r 1
#define ACL_LR_r 4
#define ACL_XSTEP_r 4
#define ACL_YSTEP_r 1
#define ACL_LIDSTEP_r 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, const float* v, float* r)
{
    for (int i = 0; i < get_ac_size(1); i++)
        r[i] = a[i] * v[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[4];
  float acl_q0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  float acl_q1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[4];
  float acl_a2[4];
  for (int acl_j = 0; acl_j < 4; acl_j++) acl_a2[acl_j] = (float)(0);
  ACL_COORD acl_kx2 = 0, acl_ky2 = 0, acl_kz2 = -1;
  __local float acl_red2[1024];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_y0f = (ACL_COORD)((int)get_group_id(0) % 2048) * 4;
      const ACL_COORD acl_x0f = (ACL_COORD)(((int)get_group_id(0) / 2048) % 32) * 256;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 65536;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 256 <= 8192 && acl_y0f - 0 >= 0 && acl_y0f + 4 <= 8192) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 8192, 0, 8192, 67108864)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
            acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0f, 8192, 0, 8192, 67108864)];
          }
        }
      }
      const ACL_COORD acl_y1f = (ACL_COORD)((int)get_group_id(0) % 2048) * 4;
      const ACL_COORD acl_x1f = (ACL_COORD)(((int)get_group_id(0) / 2048) % 32) * 256;
      const ACL_COORD acl_z1f = (int)get_group_id(0) / 65536;
      {
        const ACL_COORD acl_ox = (acl_x1f + acl_lid), acl_oy = acl_y1f;
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = acl_g1[(ACL_INDEX)min(acl_ox, (ACL_COORD)8191) + (ACL_INDEX)(acl_z1f) * 8192];
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_y0 = (ACL_COORD)(acl_n1 % 2048) * 4;
      const ACL_COORD acl_x0 = (ACL_COORD)((acl_n1 / 2048) % 32) * 256;
      const ACL_COORD acl_z0 = acl_n1 / 65536;
      const ACL_COORD acl_y1 = (ACL_COORD)(acl_n1 % 2048) * 4;
      const ACL_COORD acl_x1 = (ACL_COORD)((acl_n1 / 2048) % 32) * 256;
      const ACL_COORD acl_z1 = acl_n1 / 65536;
      const ACL_COORD acl_y2 = (ACL_COORD)(acl_n1 % 2048) * 4;
      const ACL_COORD acl_x2 = (ACL_COORD)((acl_n1 / 2048) % 32) * 256;
      const ACL_COORD acl_z2 = acl_n1 / 65536;
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_y0n = (ACL_COORD)(acl_next1 % 2048) * 4;
        const ACL_COORD acl_x0n = (ACL_COORD)((acl_next1 / 2048) % 32) * 256;
        const ACL_COORD acl_z0n = acl_next1 / 65536;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 256 <= 8192 && acl_y0n - 0 >= 0 && acl_y0n + 4 <= 8192) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 8192, 0, 8192, 67108864)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
              acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0n, 8192, 0, 8192, 67108864)];
            }
          }
        }
        const ACL_COORD acl_y1n = (ACL_COORD)(acl_next1 % 2048) * 4;
        const ACL_COORD acl_x1n = (ACL_COORD)((acl_next1 / 2048) % 32) * 256;
        const ACL_COORD acl_z1n = acl_next1 / 65536;
        {
          const ACL_COORD acl_ox = (acl_x1n + acl_lid), acl_oy = acl_y1n;
          for (int acl_j = 0; acl_j < 4; acl_j++) acl_q1[acl_j] = acl_g1[(ACL_INDEX)min(acl_ox, (ACL_COORD)8191) + (ACL_INDEX)(acl_z1n) * 8192];
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y0, 0, 4) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y1, 0, 4) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = ((acl_x2 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y2, 0, 4) : 0);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_p2 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x2 + acl_lid), acl_oy = acl_y2;
        acl_ky2 = acl_oy; acl_kz2 = acl_z2;
        for (int acl_j = 0; acl_j < 4; acl_j++)
          if (acl_ox < 8192 && (acl_oy + acl_j) < 8192) acl_a2[acl_j] += acl_p2[(0) * 4 + (acl_j)];
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = acl_q1[acl_j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_j = 0; acl_j < 4; acl_j++) acl_red2[acl_j * 256 + acl_lid] = acl_a2[acl_j];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_t = acl_lid; acl_t < 64; acl_t += 256) {
      __local float* acl_r = acl_red2 + (acl_t / 16) * 256 + (acl_t % 16) * 16;
      const int acl_n = min(16, 256 - (acl_t % 16) * 16);
      for (int acl_i = 1; acl_i < acl_n; acl_i++) acl_r[0] += acl_r[acl_i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_t = acl_lid; acl_t < 4; acl_t += 256) {
      for (int acl_i = 1; acl_i < 16; acl_i++) acl_red2[acl_t * 256] += acl_red2[acl_t * 256 + acl_i * 16];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_j = 0; acl_j < 4; acl_j++)
      if (acl_kz2 >= 0 && acl_j % 256 == acl_lid && acl_ky2 + acl_j < 8192) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g2[(ACL_INDEX)(acl_kz2) * 8192 + (ACL_INDEX)(acl_ky2 + acl_j) * 1 + (0)]); uint acl_o = as_uint((float)(0)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(as_float(acl_s) + (acl_red2[acl_j * 256]))); } while (acl_o != acl_s); }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

/* Written ACL_PER_* data starts at its operator's identity. */
__kernel void ACL_init(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 8192; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 1, acl_y = (acl_q / 1) % 8192, acl_z = acl_q / 8192;
    acl_g2[acl_z * 8192 + acl_y * 1 + acl_x] = (float)(0);
  }
}
