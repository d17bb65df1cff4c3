/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 512, work-groups 300, levels 1, splits per level 300
  arg 0 'src' float: private, level 1, 512x300x1 words of 4 B (pitch 512, slice 153600), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 512x1, grid 1x300x1, window 1x1
  arg 1 'dst' float: private, level 1, 512x300x1 words of 4 B (pitch 512, slice 153600), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 512x1, grid 1x300x1, window 1x1
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 512 work-items: class target 4096, widest level-1 row needs 512 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 1]), 300 splits; the others follow that count
  - groups: 300 work-groups for 300 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 12 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 512
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 300
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 1
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_NBH_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    float* left = get_acl_nbh(src, 0);
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] - left[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(512, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_h0[2];
  float* const acl_p0 = acl_h0 + 1;
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 512;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 300) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 300;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 512;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 300) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 300;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 1) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 512 <= 512 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 300) {
          const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 300, 0, 512, 153600) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p0[(acl_iy) * 1 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 512];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_iy) * 1 + (acl_ix)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 511), min(max(acl_oy + acl_iy, 0), 299), acl_z0, 300, 0, 512, 153600)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 1), acl_oy = acl_y0;
        #pragma unroll
        for (int acl_j = 0; acl_j < 1; acl_j++) acl_h0[0 + acl_j] = acl_g0[acl_word_in(min(max(acl_ox + -1 + acl_j, 0), 511), min(max(acl_oy + 0, 0), 299), acl_z0, 300, 0, 512, 153600)];
      }
      acl_st.acl_valid[0] = acl_clamp(512 - (acl_x0 + acl_lid * 1), 0, 1);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 1); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = acl_clamp(512 - (acl_x1 + acl_lid * 1), 0, 1);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 1); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 1), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 512 <= 512 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 300) {
          __global float* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 300, 0, 512, 153600) + get_local_id(0);
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 512] = acl_p1[(acl_iy + 0) * 1 + (acl_ix + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 512 && acl_oy + acl_iy < 300) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 300, 0, 512, 153600)] = acl_p1[(acl_iy + 0) * 1 + (acl_ix + 0)];
        }
      }
    }
  }
}
