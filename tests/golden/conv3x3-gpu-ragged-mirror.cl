/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 384, levels 1, splits per level 384
  arg 0 'src' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_MIRROR, split 8, block 256x8, grid 4x96x1, window 4x10, lanes 2
  arg 1 'dst' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 8, block 256x8, grid 4x96x1, window 2x8, lanes 2
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 1 of 'src': split budget raised to 64 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - lanes: a work-item owns 2 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 64 bytes, no prefetch, a work-group per block
  - work_group: 128 work-items: class target 128, widest level-1 row needs 511 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 8 (budget 64 bytes per work-item, bounds [1, 767]), 384 splits; the others follow that count
  - groups: 384 work-groups for 384 level-1 blocks, one each
  - memory: 224 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 8
#define ACL_BLOCKNUM_1 384
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 8
#define ACL_WIDTH_src 4
#define ACL_LR_src 10
#define ACL_XSTEP_src 10
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 2
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 8
#define ACL_WIDTH_dst 2
#define ACL_LR_dst 8
#define ACL_XSTEP_dst 8
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 2
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
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[40];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[16];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 4) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 4) % 96) * 8;
      const ACL_COORD acl_z0 = acl_n1 / 384;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 4) * 256;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 4) % 96) * 8;
      const ACL_COORD acl_z1 = acl_n1 / 384;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 2) - 1, acl_oy = acl_y0 - 1;
        if (acl_ox >= 0 && acl_ox + 4 <= 1021 && acl_oy >= 0 && acl_oy + 10 <= 767) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
            const float2 acl_lv = vload2(0, acl_g0 + acl_word_in(acl_ox + 1, acl_oy + acl_iy, acl_z0, 767, 0, 1021, 783107));
            acl_p0[(1) * 10 + (acl_iy)] = acl_lv.s0;
            acl_p0[(2) * 10 + (acl_iy)] = acl_lv.s1;
            acl_p0[(0) * 10 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 767, 0, 1021, 783107)];
            acl_p0[(3) * 10 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 3, acl_oy + acl_iy, acl_z0, 767, 0, 1021, 783107)];
          }
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
            acl_p0[(acl_ix) * 10 + (acl_iy)] = acl_g0[acl_word_in(acl_mirror(acl_ox + acl_ix, 1021), acl_mirror(acl_oy + acl_iy, 767), acl_z0, 767, 0, 1021, 783107)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (float)(0);
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 2; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 2) + acl_lane) < 1021 ? acl_clamp(767 - acl_y0, 0, 8) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 2) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 2) + acl_lane) < 1021 ? acl_clamp(767 - acl_y1, 0, 8) : 0);
        acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 2) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 11 + acl_lane * 10, acl_p1 + 0 + acl_lane * 8);
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 2), acl_oy = acl_y1;
        if (acl_ox >= 0 && acl_ox + 2 <= 1021 && acl_oy >= 0 && acl_oy + 8 <= 767) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 8; acl_iy++) vstore2((float2)(acl_p1[(0) * 8 + (acl_iy)], acl_p1[(1) * 8 + (acl_iy)]), 0, acl_g1 + acl_word_in(acl_ox, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107));
        } else {
          for (int acl_ix = 0; acl_ix < 2; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++)
              if (acl_ox + acl_ix < 1021 && acl_oy + acl_iy < 767) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107)] = acl_p1[(acl_ix + 0) * 8 + (acl_iy + 0)];
        }
      }
    }
  }
}
