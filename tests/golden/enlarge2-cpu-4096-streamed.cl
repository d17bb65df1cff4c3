/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 512, work-groups 4096, levels 1, splits per level 4096
  arg 0 'src' float: private, level 1, 4096x4096x1 words of 4 B (pitch 4096, slice 16777216), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 4096x1, grid 1x4096x1, window 8x1, lanes 8
  arg 1 'dst' float: private, level 1, 4096x4096x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_ENLARGE to 8192x8192, margin 0 ACL_BORDER_CLAMP, split 1, block 4096x1, grid 1x4096x1, window 8x1, lanes 8
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - lanes: a work-item owns 8 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 32 bytes, no prefetch, a work-group per block
  - stream_stores: argument 1 'dst': ENLARGE stores bypass the cache (destination of at least 50331648 bytes)
  - work_group: 512 work-items: class target 4096, widest level-1 row needs 512 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 32 bytes per work-item, bounds [1, 4096]), 4096 splits; the others follow that count
  - groups: 4096 work-groups for 4096 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 64 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
  - user_lanes: words, not vectors: argument 1 'dst' is not plain level-1 vertical data without a margin
*/
#define ACL_WG 512
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 4096
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 8
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 8
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 8
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 8
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(512, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[8];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[8];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 4096;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 4096) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 4096;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 4096;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 4096) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 4096;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 8) - 0, acl_oy = acl_y0 - 0;
        if (acl_ox >= 0 && acl_ox + 8 <= 4096 && acl_oy >= 0 && acl_oy + 1 <= 4096) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            const float8 acl_lv = *(const __global float8*)&acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 4096, 0, 4096, 16777216)];
            acl_p0[(0) * 1 + (acl_iy)] = acl_lv.s0;
            acl_p0[(1) * 1 + (acl_iy)] = acl_lv.s1;
            acl_p0[(2) * 1 + (acl_iy)] = acl_lv.s2;
            acl_p0[(3) * 1 + (acl_iy)] = acl_lv.s3;
            acl_p0[(4) * 1 + (acl_iy)] = acl_lv.s4;
            acl_p0[(5) * 1 + (acl_iy)] = acl_lv.s5;
            acl_p0[(6) * 1 + (acl_iy)] = acl_lv.s6;
            acl_p0[(7) * 1 + (acl_iy)] = acl_lv.s7;
          }
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 8; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 4095), min(acl_oy + acl_iy, 4095), acl_z0, 4096, 0, 4096, 16777216)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 8; acl_j++) acl_p1[acl_j] = (float)(0);
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 8; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 8) + acl_lane) < 4096 ? acl_clamp(4096 - acl_y0, 0, 1) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 8) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 8) + acl_lane) < 4096 ? acl_clamp(4096 - acl_y1, 0, 1) : 0);
        acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 8) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 0 + acl_lane * 1, acl_p1 + 0 + acl_lane * 1);
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 8), acl_oy = acl_y1;
        if (acl_ox >= 0 && acl_ox + 8 <= 4096 && acl_oy >= 0 && acl_oy + 1 <= 4096) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_stream((float16)(acl_p1[(0) * 1 + (acl_iy)], acl_p1[(0) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(2) * 1 + (acl_iy)], acl_p1[(2) * 1 + (acl_iy)], acl_p1[(3) * 1 + (acl_iy)], acl_p1[(3) * 1 + (acl_iy)], acl_p1[(4) * 1 + (acl_iy)], acl_p1[(4) * 1 + (acl_iy)], acl_p1[(5) * 1 + (acl_iy)], acl_p1[(5) * 1 + (acl_iy)], acl_p1[(6) * 1 + (acl_iy)], acl_p1[(6) * 1 + (acl_iy)], acl_p1[(7) * 1 + (acl_iy)], acl_p1[(7) * 1 + (acl_iy)]), (__global float16*)&acl_g1[acl_word_in((acl_ox << 1) + 0, ((acl_oy + acl_iy) << 1) + 0, acl_z1, 8192, 0, 8192, 67108864)]);
            acl_stream((float16)(acl_p1[(0) * 1 + (acl_iy)], acl_p1[(0) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(2) * 1 + (acl_iy)], acl_p1[(2) * 1 + (acl_iy)], acl_p1[(3) * 1 + (acl_iy)], acl_p1[(3) * 1 + (acl_iy)], acl_p1[(4) * 1 + (acl_iy)], acl_p1[(4) * 1 + (acl_iy)], acl_p1[(5) * 1 + (acl_iy)], acl_p1[(5) * 1 + (acl_iy)], acl_p1[(6) * 1 + (acl_iy)], acl_p1[(6) * 1 + (acl_iy)], acl_p1[(7) * 1 + (acl_iy)], acl_p1[(7) * 1 + (acl_iy)]), (__global float16*)&acl_g1[acl_word_in((acl_ox << 1) + 0, ((acl_oy + acl_iy) << 1) + 1, acl_z1, 8192, 0, 8192, 67108864)]);
          }
        } else {
          for (int acl_ix = 0; acl_ix < 8; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            if (acl_ox + acl_ix < 4096 && acl_oy + acl_iy < 4096) {
              #pragma unroll
              for (int acl_ey = 0; acl_ey < 2; acl_ey++)
                #pragma unroll
                for (int acl_ex = 0; acl_ex < 2; acl_ex++) acl_g1[acl_word_in(((acl_ox + acl_ix) << 1) + acl_ex, ((acl_oy + acl_iy) << 1) + acl_ey, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      }
    }
  }
}
