/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 162, levels 1, splits per level 162
  arg 0 't' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1, margin_z 1 ACL_BORDER_CLAMP, split 8, block 128x8, grid 2x9x9, window 3x10
  arg 1 'dst' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 8, block 128x8, grid 2x9x9, window 1x8
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 1 of 't': split budget raised to 64 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - fit: double buffers dropped: the plan did not fit with them
  - fit: split budget lowered to 32 bytes: private arrays did not fit
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 131 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 't' (the largest) takes split 8 (budget 32 bytes per work-item, bounds [1, 67]), 162 splits; the others follow that count
  - groups: 162 work-groups for 162 level-1 blocks, one each
  - memory: 392 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 8
#define ACL_BLOCKNUM_1 162
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_t 0
#define ACL_SIZE_t 8
#define ACL_WIDTH_t 3
#define ACL_LR_t 10
#define ACL_XSTEP_t 10
#define ACL_YSTEP_t 1
#define ACL_LIDSTEP_t 1
#define ACL_ZSTEP_t 30
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 8
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 8
#define ACL_XSTEP_dst 8
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* t, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.4f * t[i] + 0.1f * (*get_acl_xy(t, -1, i) + *get_acl_xy(t, 1, i) + t[i - 1] +
                                       t[i + 1] + *get_acl_xyz(t, 0, i, -1) +
                                       *get_acl_xyz(t, 0, i, 1));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[90];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[8];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 128;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 9) * 8;
      const ACL_COORD acl_z0 = acl_n1 / 18;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 128;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 9) * 8;
      const ACL_COORD acl_z1 = acl_n1 / 18;
      {
        const ACL_COORD acl_z0_0 = min(max((acl_z0 + -1), 0), 8);
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
          if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 9 <= 67) {
            const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_0, 67, 0, 131, 8777)];
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++)
                (acl_p0 + 0)[(acl_ix) * 10 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
              (acl_p0 + 0)[(acl_ix) * 10 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_0, 67, 0, 131, 8777)];
            }
          }
        }
      }
      {
        const ACL_COORD acl_z0_1 = min(max((acl_z0 + 0), 0), 8);
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
          if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 9 <= 67) {
            const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_1, 67, 0, 131, 8777)];
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++)
                (acl_p0 + 30)[(acl_ix) * 10 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
              (acl_p0 + 30)[(acl_ix) * 10 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_1, 67, 0, 131, 8777)];
            }
          }
        }
      }
      {
        const ACL_COORD acl_z0_2 = min(max((acl_z0 + 1), 0), 8);
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
          if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 9 <= 67) {
            const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_2, 67, 0, 131, 8777)];
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++)
                (acl_p0 + 60)[(acl_ix) * 10 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
              (acl_p0 + 60)[(acl_ix) * 10 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_2, 67, 0, 131, 8777)];
            }
          }
        }
      }
      for (int acl_j = 0; acl_j < 8; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 131 ? acl_clamp(67 - acl_y0, 0, 8) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 131 ? acl_clamp(67 - acl_y1, 0, 8) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 41, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 131 && acl_y1 - 0 >= 0 && acl_y1 + 8 <= 67) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 67, 0, 131, 8777)] = acl_p1[(acl_ix + 0) * 8 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 8; acl_iy++)
              if (acl_ox + acl_ix < 131 && acl_oy + acl_iy < 67) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 67, 0, 131, 8777)] = acl_p1[(acl_ix + 0) * 8 + (acl_iy + 0)];
        }
      }
    }
  }
}
