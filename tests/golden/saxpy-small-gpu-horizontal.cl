/* ACL AC kernel generated for 'small gpu'. Plan:
ACL plan for 'small gpu' (gpu)
  work-group 256, work-groups 64, levels 1, splits per level 98
  arg 0 'x' float: private, level 1, 100000x1x1 words of 4 B (pitch 100000, slice 100000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 1024x1, grid 98x1x1, window 4x1, prefetched
  arg 1 'y' float: private, level 1, 100000x1x1 words of 4 B (pitch 100000, slice 100000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 1024x1, grid 98x1x1, window 4x1, prefetched
  arg 2 'out' float: private, level 1, 100000x1x1 words of 4 B (pitch 100000, slice 100000), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 1024x1, grid 98x1x1, window 4x1
  arg 3 'alpha' float: value
  - arguments: levels 1, work-group within [1, 256] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 25000 work-items, multiple of 32, bounds [1, 256]
  - splits: level 1: argument 0 'x' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 391]), 98 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 64 work-groups for 98 level-1 blocks, at most 8 compute units x 8
  - memory: 80 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 16384 of 32768)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 4
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 98
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_x 0
#define ACL_SIZE_x 4
#define ACL_WIDTH_x 4
#define ACL_LR_x 4
#define ACL_XSTEP_x 1
#define ACL_YSTEP_x 4
#define ACL_LIDSTEP_x 4
#define ACL_ARG_y 1
#define ACL_SIZE_y 4
#define ACL_WIDTH_y 4
#define ACL_LR_y 4
#define ACL_XSTEP_y 1
#define ACL_YSTEP_y 4
#define ACL_LIDSTEP_y 4
#define ACL_ARG_out 2
#define ACL_SIZE_out 4
#define ACL_WIDTH_out 4
#define ACL_LR_out 4
#define ACL_XSTEP_out 1
#define ACL_YSTEP_out 4
#define ACL_LIDSTEP_out 4
#define ACL_ARG_alpha 3
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* x, float* y, float* out, float alpha)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] = alpha * x[i] + y[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2, float acl_g3) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[4];
  float acl_q0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  float acl_q1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[4];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 98) * 1024;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 98) % 1) * 1;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 98;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid * 4) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 1024 <= 100000 && acl_y0f - 0 >= 0 && acl_y0f + 1 <= 1) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 1, 0, 100000, 100000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 99999), min(acl_oy + acl_iy, 0), acl_z0f, 1, 0, 100000, 100000)];
          }
        }
      }
      const ACL_COORD acl_x1f = (ACL_COORD)((int)get_group_id(0) % 98) * 1024;
      const ACL_COORD acl_y1f = (ACL_COORD)(((int)get_group_id(0) / 98) % 1) * 1;
      const ACL_COORD acl_z1f = (int)get_group_id(0) / 98;
      {
        const ACL_COORD acl_ox = (acl_x1f + acl_lid * 4) - 0, acl_oy = acl_y1f - 0;
        if (acl_x1f - 0 >= 0 && acl_x1f + 1024 <= 100000 && acl_y1f - 0 >= 0 && acl_y1f + 1 <= 1) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p1[(acl_iy) * 4 + (acl_ix)] = acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1f, 1, 0, 100000, 100000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p1[(acl_iy) * 4 + (acl_ix)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 99999), min(acl_oy + acl_iy, 0), acl_z1f, 1, 0, 100000, 100000)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 98) * 1024;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 98) % 1) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 98;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 98) * 1024;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 98) % 1) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 98;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 98) * 1024;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 98) % 1) * 1;
      const ACL_COORD acl_z2 = acl_n1 / 98;
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p2[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 98) * 1024;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 98) % 1) * 1;
        const ACL_COORD acl_z0n = acl_next1 / 98;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid * 4) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 1024 <= 100000 && acl_y0n - 0 >= 0 && acl_y0n + 1 <= 1) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                acl_q0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 1, 0, 100000, 100000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              acl_q0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 99999), min(acl_oy + acl_iy, 0), acl_z0n, 1, 0, 100000, 100000)];
            }
          }
        }
        const ACL_COORD acl_x1n = (ACL_COORD)(acl_next1 % 98) * 1024;
        const ACL_COORD acl_y1n = (ACL_COORD)((acl_next1 / 98) % 1) * 1;
        const ACL_COORD acl_z1n = acl_next1 / 98;
        {
          const ACL_COORD acl_ox = (acl_x1n + acl_lid * 4) - 0, acl_oy = acl_y1n - 0;
          if (acl_x1n - 0 >= 0 && acl_x1n + 1024 <= 100000 && acl_y1n - 0 >= 0 && acl_y1n + 1 <= 1) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                acl_q1[(acl_iy) * 4 + (acl_ix)] = acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1n, 1, 0, 100000, 100000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              acl_q1[(acl_iy) * 4 + (acl_ix)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 99999), min(acl_oy + acl_iy, 0), acl_z1n, 1, 0, 100000, 100000)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = acl_clamp(100000 - (acl_x0 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 4); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = acl_clamp(100000 - (acl_x1 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 4); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = acl_clamp(100000 - (acl_x2 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 4); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_p2 + 0, acl_g3);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x2 + acl_lid * 4), acl_oy = acl_y2;
        if (acl_x2 - 0 >= 0 && acl_x2 + 1024 <= 100000 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 1) {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_g2[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z2, 1, 0, 100000, 100000)] = acl_p2[(acl_iy + 0) * 4 + (acl_ix + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 100000 && acl_oy + acl_iy < 1) acl_g2[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z2, 1, 0, 100000, 100000)] = acl_p2[(acl_iy + 0) * 4 + (acl_ix + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = acl_q1[acl_j];
      }
    }
  }
}
