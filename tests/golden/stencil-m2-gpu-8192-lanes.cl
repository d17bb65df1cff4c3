/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 16384, levels 1, splits per level 16384
  arg 0 'src' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 2 ACL_BORDER_CLAMP, split 8, block 512x8, grid 16x1024x1, window 8x12, lanes 4
  arg 1 'dst' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 8, block 512x8, grid 16x1024x1, window 4x8, lanes 4
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 2 of 'src': split budget raised to 128 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - lanes: a work-item owns 4 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 128 bytes, no prefetch, a work-group per block
  - work_group: 128 work-items: class target 128, widest level-1 row needs 2048 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 8 (budget 128 bytes per work-item, bounds [1, 8192]), 16384 splits; the others follow that count
  - groups: 16384 work-groups for 16384 level-1 blocks, one each
  - memory: 512 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 8
#define ACL_BLOCKNUM_1 16384
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 8
#define ACL_WIDTH_src 8
#define ACL_LR_src 12
#define ACL_XSTEP_src 12
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 4
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 8
#define ACL_WIDTH_dst 4
#define ACL_LR_dst 8
#define ACL_XSTEP_dst 8
#define ACL_YSTEP_dst 1
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
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[96];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[32];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 16) * 512;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 16) % 1024) * 8;
      const ACL_COORD acl_z0 = acl_n1 / 16384;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 16) * 512;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 16) % 1024) * 8;
      const ACL_COORD acl_z1 = acl_n1 / 16384;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4) - 2, acl_oy = acl_y0 - 2;
        if (acl_ox >= 0 && acl_ox + 8 <= 8192 && acl_oy >= 0 && acl_oy + 12 <= 8192) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 12; acl_iy++) {
            const float4 acl_lv = *(const __global float4*)&acl_g0[acl_word_in(acl_ox + 2, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
            acl_p0[(2) * 12 + (acl_iy)] = acl_lv.s0;
            acl_p0[(3) * 12 + (acl_iy)] = acl_lv.s1;
            acl_p0[(4) * 12 + (acl_iy)] = acl_lv.s2;
            acl_p0[(5) * 12 + (acl_iy)] = acl_lv.s3;
            acl_p0[(0) * 12 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
            acl_p0[(6) * 12 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 6, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
            acl_p0[(1) * 12 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 1, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
            acl_p0[(7) * 12 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + 7, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
          }
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 8; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 12; acl_iy++) {
            acl_p0[(acl_ix) * 12 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 8191), min(max(acl_oy + acl_iy, 0), 8191), acl_z0, 8192, 0, 8192, 67108864)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 32; acl_j++) acl_p1[acl_j] = (float)(0);
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 4; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 4) + acl_lane) < 8192 ? acl_clamp(8192 - acl_y0, 0, 8) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 4) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 4) + acl_lane) < 8192 ? acl_clamp(8192 - acl_y1, 0, 8) : 0);
        acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 4) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 26 + acl_lane * 12, acl_p1 + 0 + acl_lane * 8);
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 4), acl_oy = acl_y1;
        if (acl_ox >= 0 && acl_ox + 4 <= 8192 && acl_oy >= 0 && acl_oy + 8 <= 8192) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 8; acl_iy++) *(__global float4*)&acl_g1[acl_word_in(acl_ox, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = (float4)(acl_p1[(0) * 8 + (acl_iy)], acl_p1[(1) * 8 + (acl_iy)], acl_p1[(2) * 8 + (acl_iy)], acl_p1[(3) * 8 + (acl_iy)]);
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++)
              if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 8 + (acl_iy + 0)];
        }
      }
    }
  }
}
