/* ACL AC kernel generated for 'small gpu'. Plan:
ACL plan for 'small gpu' (gpu)
  work-group 96, work-groups 64, levels 1, splits per level 77
  arg 0 'src' float: private, level 1, 333x77x1 words of 4 B (pitch 333, slice 25641), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 2 ACL_BORDER_NONE, split 4, block 384x1, grid 1x77x1, window 8x5, prefetched
  arg 1 'dst' float: private, level 1, 333x77x1 words of 4 B (pitch 333, slice 25641), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 384x1, grid 1x77x1, window 4x1
  - arguments: levels 1, work-group within [1, 256] (the minimum, the device's maximum)
  - work_group: 96 work-items: class target 256, widest level-1 row needs 84 work-items, multiple of 32, bounds [1, 256]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 4]), 77 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 64 work-groups for 77 level-1 blocks, at most 8 compute units x 8
  - memory: 336 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 16384 of 32768)
*/
#define ACL_WG 96
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 77
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 8
#define ACL_LR_src 4
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 8
#define ACL_LIDSTEP_src 4
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 4
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 4
#define ACL_LIDSTEP_dst 4
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1)
                  + 2.0f * P(-1, 0) + 4.0f * P(0, 0) + 2.0f * P(1, 0)
                  + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * (1.0f / 16.0f);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(96, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[40];
  float acl_q0[40];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 1) * 384;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 1) % 77) * 1;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 77;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid * 4) - 2, acl_oy = acl_y0f - 2;
        if (acl_x0f - 2 >= 0 && acl_x0f + 386 <= 333 && acl_y0f - 2 >= 0 && acl_y0f + 3 <= 77) {
          const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0f, 77, 0, 333, 25641)];
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 8; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 5; acl_iy++)
              acl_p0[(acl_iy) * 8 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 333];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 8; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 5; acl_iy++) {
            acl_p0[(acl_iy) * 8 + (acl_ix)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 332), min(max(acl_oy + acl_iy, 0), 76), acl_z0f, 77, 0, 333, 25641)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 384;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 77) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 77;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 384;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 77) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 77;
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 1) * 384;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 1) % 77) * 1;
        const ACL_COORD acl_z0n = acl_next1 / 77;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid * 4) - 2, acl_oy = acl_y0n - 2;
          if (acl_x0n - 2 >= 0 && acl_x0n + 386 <= 333 && acl_y0n - 2 >= 0 && acl_y0n + 3 <= 77) {
            const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0n, 77, 0, 333, 25641)];
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 8; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 5; acl_iy++)
                acl_q0[(acl_iy) * 8 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 333];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 8; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 5; acl_iy++) {
              acl_q0[(acl_iy) * 8 + (acl_ix)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 332), min(max(acl_oy + acl_iy, 0), 76), acl_z0n, 77, 0, 333, 25641)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = acl_clamp(333 - (acl_x0 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 4); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = acl_clamp(333 - (acl_x1 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 4); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 18, acl_p1 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 4), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 384 <= 333 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 77) {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 77, 0, 333, 25641)] = acl_p1[(acl_iy + 0) * 4 + (acl_ix + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 333 && acl_oy + acl_iy < 77) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 77, 0, 333, 25641)] = acl_p1[(acl_iy + 0) * 4 + (acl_ix + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 40; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
