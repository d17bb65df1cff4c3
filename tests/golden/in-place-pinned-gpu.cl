/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 64, work-groups 256, levels 1, splits per level 256
  arg 0 'v' float: private, level 1, 512x512x1 words of 4 B (pitch 512, slice 262144), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 2x128x1, window 4x4, lanes 4
  arg 1 's' float: value
  - arguments: levels 1, work-group within [64, 64] (wg_min of argument 0 'v', wg_max of argument 0 'v')
  - lanes: a work-item owns 4 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 32 bytes, no prefetch, a work-group per block
  - work_group: 64 work-items: class target 256, widest level-1 row needs 128 work-items, multiple of 32, bounds [64, 64]
  - splits: level 1: argument 0 'v' (the largest) takes split 4 (budget 32 bytes per work-item, bounds [4, 4]), 256 splits
  - groups: 256 work-groups for 256 level-1 blocks, one each
  - memory: 64 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 64
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
#define ACL_ARG_v 0
#define ACL_SIZE_v 4
#define ACL_WIDTH_v 4
#define ACL_LR_v 4
#define ACL_XSTEP_v 4
#define ACL_YSTEP_v 1
#define ACL_LIDSTEP_v 4
#define ACL_ARG_s 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* v, float s)
{
    for (int i = 0; i < get_ac_size(1); i++)
        v[i] = v[i] * s + 1.0f;
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global float* restrict acl_g0, float acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[16];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 128) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 256;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4) - 0, acl_oy = acl_y0 - 0;
        if (acl_ox >= 0 && acl_ox + 4 <= 512 && acl_oy >= 0 && acl_oy + 4 <= 512) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
            const float4 acl_lv = *(const __global float4*)&acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 512, 0, 512, 262144)];
            acl_p0[(0) * 4 + (acl_iy)] = acl_lv.s0;
            acl_p0[(1) * 4 + (acl_iy)] = acl_lv.s1;
            acl_p0[(2) * 4 + (acl_iy)] = acl_lv.s2;
            acl_p0[(3) * 4 + (acl_iy)] = acl_lv.s3;
          }
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
            acl_p0[(acl_ix) * 4 + (acl_iy)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 512, 512) ? (float)(0) : acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 512, 0, 512, 262144)]);
          }
        }
      }
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 4; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 4) + acl_lane) < 512 ? acl_clamp(512 - acl_y0, 0, 4) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 4) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        User_main(&acl_st, acl_p0 + 0 + acl_lane * 4, acl_g1);
      }
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4), acl_oy = acl_y0;
        if (acl_ox >= 0 && acl_ox + 4 <= 512 && acl_oy >= 0 && acl_oy + 4 <= 512) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 4; acl_iy++) *(__global float4*)&acl_g0[acl_word_in(acl_ox, acl_oy + acl_iy, acl_z0, 512, 0, 512, 262144)] = (float4)(acl_p0[(0) * 4 + (acl_iy)], acl_p0[(1) * 4 + (acl_iy)], acl_p0[(2) * 4 + (acl_iy)], acl_p0[(3) * 4 + (acl_iy)]);
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              if (acl_ox + acl_ix < 512 && acl_oy + acl_iy < 512) acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 512, 0, 512, 262144)] = acl_p0[(acl_ix + 0) * 4 + (acl_iy + 0)];
        }
      }
    }
  }
}
