/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 1024, work-groups 2, levels 1, splits per level 1024, work-items as a loop
  arg 0 'src' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 1024x4, grid 2x512x1, window 1x4
  arg 1 'dst' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 1024x4, grid 2x512x1, window 1x4
  - rno_split: dependency ACL_RNO0 of 'dst': split budget raised to 16 bytes, private budget to 8192, no prefetch (only the columns run in parallel; long splits keep the loads in flight)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - rno_columns: work-group at most 1024: one column of blocks per compute unit, and rno_strip for pass rno_strip's strips where it takes them (ACL_RNO0 of argument 1 'dst')
  - work_group: 1024 work-items: class target 4096, widest level-1 row needs 2048 work-items, rows split evenly, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 2048]), 1024 splits; the others follow that count
  - rno_walk: ACL_RNO0 of argument 1 'dst': 2 work-groups, each walking one column of blocks top to bottom (the block above's results stay in private memory)
  - rno_barrier: ACL_RNO0: a barrier after each block of the walk (knob rno_barrier)
  - rno_strip: ACL_RNO0 of argument 1 'dst': work-groups of one work-item, each walking a strip of 1024 columns of portions, the block's 1024 work-items a loop (knob rno_strip; no barrier), their neighbours above in one private array kept across the walk (16384 bytes)
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 48 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 1024
#define ACL_ROW_LOOP 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 1024
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
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_NBH_dst 4
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    float y = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = y = 0.5f * (src[i] + y);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  acl_state acl_st;
  float acl_p0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_hs1[4096];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 1024;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 512) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 1024;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 1024;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 512) * 4;
      const ACL_COORD acl_z1 = acl_n1 / 1024;
      #undef vectorize
      #undef interleave
      #undef enable
      #pragma clang loop vectorize(enable) interleave(enable)
      for (int acl_lid = 0; acl_lid < 1024; acl_lid++) {
        acl_st.acl_item = acl_lid;
        float acl_h1[8];
        float* const acl_p1 = acl_h1 + 4;
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = acl_hs1[acl_j * 1024 + acl_lid];
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
          if (acl_x0 - 0 >= 0 && acl_x0 + 1024 <= 2048 && acl_y0 - 0 >= 0 && acl_y0 + 4 <= 2048) {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 2048, 0, 2048, 4194304) + acl_lid;
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 2048];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
              acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 2047), min(acl_oy + acl_iy, 2047), acl_z0, 2048, 0, 2048, 4194304)];
            }
          }
        }
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y0, 0, 4) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y1, 0, 4) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        if (acl_y1 == 0) {
          #pragma unroll
          for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = (float)(0);
        }
        User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
          if (acl_x1 - 0 >= 0 && acl_x1 + 1024 <= 2048 && acl_y1 - 0 >= 0 && acl_y1 + 4 <= 2048) {
            __global float* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 2048, 0, 2048, 4194304) + acl_lid;
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_wp[acl_ix + acl_iy * 2048] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                if (acl_ox + acl_ix < 2048 && acl_oy + acl_iy < 2048) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 2048, 0, 2048, 4194304)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
          }
        }
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = acl_p1[(0) * 4 + (acl_j + 0)];
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_hs1[acl_j * 1024 + acl_lid] = acl_h1[acl_j];
      }
    }
  }
}
