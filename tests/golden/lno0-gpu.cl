/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 256, levels 1, splits per level 256
  arg 0 'src' float: private, level 1, 512x512x1 words of 4 B (pitch 512, slice 262144), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 2x128x1, window 1x4, prefetched
  arg 1 'dst' float: private, level 1, 512x512x1 words of 4 B (pitch 512, slice 262144), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 2x128x1, window 1x4
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 512 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 512]), 256 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 256 work-groups for 256 level-1 blocks, at most 132 compute units x 16
  - memory: 80 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 256
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 1
#define ACL_LR_src 4
#define ACL_XSTEP_src 4
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_NBH_src 8
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    float* a = get_acl_nbh(src, 0);
    float* b = get_acl_nbh(src, 1);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = a[i] + src[i] + b[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_h0[12];
  float* const acl_p0 = acl_h0 + 8;
  float acl_q0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 2) * 256;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 2) % 128) * 4;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 256;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 256 <= 512 && acl_y0f - 0 >= 0 && acl_y0f + 4 <= 512) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 512, 0, 512, 262144)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
            acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 511), min(max(acl_oy + acl_iy, 0), 511), acl_z0f, 512, 0, 512, 262144)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 128) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 256;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 128) * 4;
      const ACL_COORD acl_z1 = acl_n1 / 256;
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 2) * 256;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 2) % 128) * 4;
        const ACL_COORD acl_z0n = acl_next1 / 256;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 256 <= 512 && acl_y0n - 0 >= 0 && acl_y0n + 4 <= 512) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 512, 0, 512, 262144)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
              acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 511), min(max(acl_oy + acl_iy, 0), 511), acl_z0n, 512, 0, 512, 262144)];
            }
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid), acl_oy = acl_y0;
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[0 + acl_j] = acl_g0[acl_word_in(min(max(acl_ox + 0, 0), 511), min(max(acl_oy + -4 + acl_j, 0), 511), acl_z0, 512, 0, 512, 262144)];
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[4 + acl_j] = acl_g0[acl_word_in(min(max(acl_ox + 0, 0), 511), min(max(acl_oy + 4 + acl_j, 0), 511), acl_z0, 512, 0, 512, 262144)];
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 512 ? acl_clamp(512 - acl_y0, 0, 4) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 512 ? acl_clamp(512 - acl_y1, 0, 4) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 256 <= 512 && acl_y1 - 0 >= 0 && acl_y1 + 4 <= 512) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 512, 0, 512, 262144)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              if (acl_ox + acl_ix < 512 && acl_oy + acl_iy < 512) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 512, 0, 512, 262144)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
