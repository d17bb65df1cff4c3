/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 1, levels 3, splits per level 1 2 1
  arg 0 'out' float: private, level 1, 64x8x1 words of 4 B (pitch 64, slice 512), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 8, block 64x8, grid 1x1x1, window 1x8
  arg 1 'mid' float: private, level 2, 32x16x1 words of 4 B (pitch 32, slice 512), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 8, block 64x8, grid 1x2x1, window 1x8
  arg 2 'inner' float: private, level 3, 40x1x1 words of 4 B (pitch 40, slice 40), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 1x1x1, window 1x1
  - nested_targets: inner levels: work-group target 64, split budget 32 bytes (wg_target_nested, split_bytes_nested)
  - arguments: levels 3, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 64 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'out' (the largest) takes split 8 (budget 32 bytes per work-item, bounds [1, 8]), 1 splits
  - splits: level 2: argument 1 'mid' (the largest) takes split 8 (budget 32 bytes per work-item, bounds [1, 16]), 2 splits
  - splits: level 3: argument 2 'inner' (the largest) takes split 1 (budget 32 bytes per work-item, bounds [1, 1]), 1 splits
  - groups: 1 work-groups for 1 level-1 blocks, one each
  - memory: 68 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
  - user_lanes: words, not vectors: argument 1 'mid' is not plain level-1 vertical data without a margin
*/
#define ACL_WG 64
#define ACL_LEVELS 3
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 8
#define ACL_BLOCKNUM_1 1
#define ACL_BLOCKSIZE_2 8
#define ACL_BLOCKNUM_2 2
#define ACL_BLOCKSIZE_3 1
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_out 0
#define ACL_SIZE_out 8
#define ACL_WIDTH_out 1
#define ACL_LR_out 8
#define ACL_XSTEP_out 8
#define ACL_YSTEP_out 1
#define ACL_LIDSTEP_out 1
#define ACL_ARG_mid 1
#define ACL_SIZE_mid 8
#define ACL_WIDTH_mid 1
#define ACL_LR_mid 8
#define ACL_XSTEP_mid 8
#define ACL_YSTEP_mid 1
#define ACL_LIDSTEP_mid 1
#define ACL_ARG_inner 2
#define ACL_SIZE_inner 1
#define ACL_WIDTH_inner 1
#define ACL_LR_inner 1
#define ACL_XSTEP_inner 1
#define ACL_YSTEP_inner 1
#define ACL_LIDSTEP_inner 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* out, float* mid, float* inner)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] += mid[i % get_ac_size(2)] * inner[0];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global float* restrict acl_g0, __global const float* restrict acl_g1, __global const float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[8];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[8];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[1];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 1) * 8;
      const ACL_COORD acl_z0 = acl_n1 / 1;
      for (int acl_j = 0; acl_j < 8; acl_j++) acl_p0[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 64 ? acl_clamp(8 - acl_y0, 0, 8) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      {
        for (int acl_n2 = 0; acl_n2 < ACL_BLOCKNUM_2; acl_n2 += 1) {
          acl_st.acl_iter[2] = acl_n2;
          const ACL_COORD acl_x1 = (ACL_COORD)(acl_n2 % 1) * 64;
          const ACL_COORD acl_y1 = (ACL_COORD)((acl_n2 / 1) % 2) * 8;
          const ACL_COORD acl_z1 = acl_n2 / 2;
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_lid) - 0, acl_oy = acl_y1 - 0;
            if (acl_x1 - 0 >= 0 && acl_x1 + 64 <= 32 && acl_y1 - 0 >= 0 && acl_y1 + 8 <= 16) {
              const __global float* acl_rp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 16, 0, 32, 512) + get_local_id(0);
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 8; acl_iy++)
                  acl_p1[(acl_ix) * 8 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 32];
            } else {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 8; acl_iy++) {
                acl_p1[(acl_ix) * 8 + (acl_iy)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 31), min(acl_oy + acl_iy, 15), acl_z1, 16, 0, 32, 512)];
              }
            }
          }
          acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 32 ? acl_clamp(16 - acl_y1, 0, 8) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          {
            for (int acl_n3 = 0; acl_n3 < ACL_BLOCKNUM_3; acl_n3 += 1) {
              acl_st.acl_iter[3] = acl_n3;
              const ACL_COORD acl_x2 = (ACL_COORD)(acl_n3 % 1) * 64;
              const ACL_COORD acl_y2 = (ACL_COORD)((acl_n3 / 1) % 1) * 1;
              const ACL_COORD acl_z2 = acl_n3 / 1;
              {
                const ACL_COORD acl_ox = (acl_x2 + acl_lid * 1) - 0, acl_oy = acl_y2 - 0;
                if (acl_x2 - 0 >= 0 && acl_x2 + 64 <= 40 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 1) {
                  const __global float* acl_rp = acl_g2 + acl_word_in(acl_x2 - 0, acl_oy, acl_z2, 1, 0, 40, 40) + get_local_id(0);
                  #pragma unroll
                  for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                    #pragma unroll
                    for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                      acl_p2[(acl_iy) * 1 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 40];
                } else {
                  #pragma unroll
                  for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                    #pragma unroll
                    for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
                    acl_p2[(acl_iy) * 1 + (acl_ix)] = acl_g2[acl_word_in(min(acl_ox + acl_ix, 39), min(acl_oy + acl_iy, 0), acl_z2, 1, 0, 40, 40)];
                  }
                }
              }
              acl_st.acl_valid[2] = acl_clamp(40 - (acl_x2 + acl_lid * 1), 0, 1);
              acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 1); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
              User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_p2 + 0);
            }
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid), acl_oy = acl_y0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 64 <= 64 && acl_y0 - 0 >= 0 && acl_y0 + 8 <= 8) {
          __global float* acl_wp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 8, 0, 64, 512) + get_local_id(0);
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++) acl_wp[acl_ix + acl_iy * 64] = acl_p0[(acl_ix + 0) * 8 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++)
              if (acl_ox + acl_ix < 64 && acl_oy + acl_iy < 8) acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 8, 0, 64, 512)] = acl_p0[(acl_ix + 0) * 8 + (acl_iy + 0)];
        }
      }
    }
  }
}
