/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 30, levels 1, splits per level 30
  arg 0 'a' double: private, level 1, 300x30x1 words of 8 B (pitch 300, slice 9000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 2, block 256x2, grid 2x15x1, window 1x2, prefetched
  arg 1 'b' float4: private, level 1, 300x30x1 words of 16 B (pitch 300, slice 9000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 2, block 256x2, grid 2x15x1, window 1x2, prefetched
  arg 2 'out' long: private, level 1, 300x30x1 words of 8 B (pitch 300, slice 9000), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 2, block 256x2, grid 2x15x1, window 1x2
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 300 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'a' (the largest) takes split 2 (budget 16 bytes per work-item, bounds [1, 30]), 30 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 30 work-groups for 30 level-1 blocks, at most 132 compute units x 16
  - memory: 112 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 2
#define ACL_BLOCKNUM_1 30
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 2
#define ACL_WIDTH_a 1
#define ACL_LR_a 2
#define ACL_XSTEP_a 2
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 1
#define ACL_ARG_b 1
#define ACL_SIZE_b 2
#define ACL_WIDTH_b 1
#define ACL_LR_b 2
#define ACL_XSTEP_b 2
#define ACL_YSTEP_b 1
#define ACL_LIDSTEP_b 1
#define ACL_ARG_out 2
#define ACL_SIZE_out 2
#define ACL_WIDTH_out 1
#define ACL_LR_out 2
#define ACL_XSTEP_out 2
#define ACL_YSTEP_out 1
#define ACL_LIDSTEP_out 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM double* a, float4* b, long* out)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] = (long)(a[i] + b[i].x);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const double* restrict acl_g0, __global const float4* restrict acl_g1, __global long* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  double acl_p0[2];
  double acl_q0[2];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float4 acl_p1[2];
  float4 acl_q1[2];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  long acl_p2[2];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 2) * 256;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 2) % 15) * 2;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 30;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 256 <= 300 && acl_y0f - 0 >= 0 && acl_y0f + 2 <= 30) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 2; acl_iy++)
              acl_p0[(acl_ix) * 2 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 30, 0, 300, 9000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 2; acl_iy++) {
            acl_p0[(acl_ix) * 2 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 299), min(acl_oy + acl_iy, 29), acl_z0f, 30, 0, 300, 9000)];
          }
        }
      }
      const ACL_COORD acl_x1f = (ACL_COORD)((int)get_group_id(0) % 2) * 256;
      const ACL_COORD acl_y1f = (ACL_COORD)(((int)get_group_id(0) / 2) % 15) * 2;
      const ACL_COORD acl_z1f = (int)get_group_id(0) / 30;
      {
        const ACL_COORD acl_ox = (acl_x1f + acl_lid) - 0, acl_oy = acl_y1f - 0;
        if (acl_x1f - 0 >= 0 && acl_x1f + 256 <= 300 && acl_y1f - 0 >= 0 && acl_y1f + 2 <= 30) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 2; acl_iy++)
              acl_p1[(acl_ix) * 2 + (acl_iy)] = acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1f, 30, 0, 300, 9000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 2; acl_iy++) {
            acl_p1[(acl_ix) * 2 + (acl_iy)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 299), min(acl_oy + acl_iy, 29), acl_z1f, 30, 0, 300, 9000)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 15) * 2;
      const ACL_COORD acl_z0 = acl_n1 / 30;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 15) * 2;
      const ACL_COORD acl_z1 = acl_n1 / 30;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 2) % 15) * 2;
      const ACL_COORD acl_z2 = acl_n1 / 30;
      for (int acl_j = 0; acl_j < 2; acl_j++) acl_p2[acl_j] = (long)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 2) * 256;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 2) % 15) * 2;
        const ACL_COORD acl_z0n = acl_next1 / 30;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 256 <= 300 && acl_y0n - 0 >= 0 && acl_y0n + 2 <= 30) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 2; acl_iy++)
                acl_q0[(acl_ix) * 2 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 30, 0, 300, 9000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 2; acl_iy++) {
              acl_q0[(acl_ix) * 2 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 299), min(acl_oy + acl_iy, 29), acl_z0n, 30, 0, 300, 9000)];
            }
          }
        }
        const ACL_COORD acl_x1n = (ACL_COORD)(acl_next1 % 2) * 256;
        const ACL_COORD acl_y1n = (ACL_COORD)((acl_next1 / 2) % 15) * 2;
        const ACL_COORD acl_z1n = acl_next1 / 30;
        {
          const ACL_COORD acl_ox = (acl_x1n + acl_lid) - 0, acl_oy = acl_y1n - 0;
          if (acl_x1n - 0 >= 0 && acl_x1n + 256 <= 300 && acl_y1n - 0 >= 0 && acl_y1n + 2 <= 30) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 2; acl_iy++)
                acl_q1[(acl_ix) * 2 + (acl_iy)] = acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1n, 30, 0, 300, 9000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 2; acl_iy++) {
              acl_q1[(acl_ix) * 2 + (acl_iy)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 299), min(acl_oy + acl_iy, 29), acl_z1n, 30, 0, 300, 9000)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 300 ? acl_clamp(30 - acl_y0, 0, 2) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 300 ? acl_clamp(30 - acl_y1, 0, 2) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = ((acl_x2 + acl_lid) < 300 ? acl_clamp(30 - acl_y2, 0, 2) : 0);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_p2 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x2 + acl_lid), acl_oy = acl_y2;
        if (acl_x2 - 0 >= 0 && acl_x2 + 256 <= 300 && acl_y2 - 0 >= 0 && acl_y2 + 2 <= 30) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 2; acl_iy++) acl_g2[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z2, 30, 0, 300, 9000)] = acl_p2[(acl_ix + 0) * 2 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 2; acl_iy++)
              if (acl_ox + acl_ix < 300 && acl_oy + acl_iy < 30) acl_g2[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z2, 30, 0, 300, 9000)] = acl_p2[(acl_ix + 0) * 2 + (acl_iy + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 2; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
        for (int acl_j = 0; acl_j < 2; acl_j++) acl_p1[acl_j] = acl_q1[acl_j];
      }
    }
  }
}
