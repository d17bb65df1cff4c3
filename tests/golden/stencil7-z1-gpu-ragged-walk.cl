/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 68, levels 1, splits per level 612
  arg 0 't' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1, margin_z 1 ACL_BORDER_CLAMP, split 2, block 128x2, grid 2x34x9, window 3x4
  arg 1 'dst' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 2, block 128x2, grid 2x34x9, window 1x2
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 1 of 't': split budget raised to 64 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - z_walk_targets: data with a margin along z: 2 rows per work-item (knob z_walk), no double buffers, for a walk down the slices
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 131 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 't' (the largest) takes split 2 (budget 8 bytes per work-item, bounds [1, 67]), 612 splits; the others follow that count
  - groups: 612 work-groups for 612 level-1 blocks, one each
  - z_walk: a work-group walks its block column down the 9 slices, each work-item keeping the window planes the next slice shares (z walk); 68 work-groups for 68 block columns
  - memory: 152 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 2
#define ACL_BLOCKNUM_1 612
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_t 0
#define ACL_SIZE_t 2
#define ACL_WIDTH_t 3
#define ACL_LR_t 4
#define ACL_XSTEP_t 4
#define ACL_YSTEP_t 1
#define ACL_LIDSTEP_t 1
#define ACL_ZSTEP_t 12
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 2
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 2
#define ACL_XSTEP_dst 2
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
  float acl_p0[36];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[2];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_col = (int)get_group_id(0); acl_col < 68; acl_col += (int)get_num_groups(0)) {
      for (int acl_zk = 0; acl_zk < 9; acl_zk++) {
        const int acl_n1 = acl_col + acl_zk * 68;
        acl_st.acl_iter[1] = acl_n1;
        const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 128;
        const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 34) * 2;
        const ACL_COORD acl_z0 = acl_n1 / 68;
        const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 128;
        const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 34) * 2;
        const ACL_COORD acl_z1 = acl_n1 / 68;
        if (acl_zk == 0) {
          {
            const ACL_COORD acl_z0_0 = min(max((acl_z0 + -1), 0), 8);
            {
              const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
              if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 3 <= 67) {
                const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_0, 67, 0, 131, 8777)];
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    (acl_p0 + 0)[(acl_ix) * 4 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
                  (acl_p0 + 0)[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_0, 67, 0, 131, 8777)];
                }
              }
            }
          }
          {
            const ACL_COORD acl_z0_1 = min(max((acl_z0 + 0), 0), 8);
            {
              const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
              if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 3 <= 67) {
                const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_1, 67, 0, 131, 8777)];
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    (acl_p0 + 12)[(acl_ix) * 4 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
                  (acl_p0 + 12)[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_1, 67, 0, 131, 8777)];
                }
              }
            }
          }
          {
            const ACL_COORD acl_z0_2 = min(max((acl_z0 + 1), 0), 8);
            {
              const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
              if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 3 <= 67) {
                const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_2, 67, 0, 131, 8777)];
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    (acl_p0 + 24)[(acl_ix) * 4 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
                  (acl_p0 + 24)[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_2, 67, 0, 131, 8777)];
                }
              }
            }
          }
        } else {
          #pragma unroll
          for (int acl_j = 0; acl_j < 24; acl_j++) acl_p0[acl_j] = acl_p0[acl_j + 12];
          {
            const ACL_COORD acl_z0_2 = min(max((acl_z0 + 1), 0), 8);
            {
              const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
              if (acl_x0 - 1 >= 0 && acl_x0 + 129 <= 131 && acl_y0 - 1 >= 0 && acl_y0 + 3 <= 67) {
                const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0_2, 67, 0, 131, 8777)];
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    (acl_p0 + 24)[(acl_ix) * 4 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 131];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
                  (acl_p0 + 24)[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 130), min(max(acl_oy + acl_iy, 0), 66), acl_z0_2, 67, 0, 131, 8777)];
                }
              }
            }
          }
        }
        for (int acl_j = 0; acl_j < 2; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 131 ? acl_clamp(67 - acl_y0, 0, 2) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 131 ? acl_clamp(67 - acl_y1, 0, 2) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 17, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
          if (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 131 && acl_y1 - 0 >= 0 && acl_y1 + 2 <= 67) {
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 2; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 67, 0, 131, 8777)] = acl_p1[(acl_ix + 0) * 2 + (acl_iy + 0)];
          } else {
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 2; acl_iy++)
                if (acl_ox + acl_ix < 131 && acl_oy + acl_iy < 67) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 67, 0, 131, 8777)] = acl_p1[(acl_ix + 0) * 2 + (acl_iy + 0)];
          }
        }
      }
    }
  }
}
