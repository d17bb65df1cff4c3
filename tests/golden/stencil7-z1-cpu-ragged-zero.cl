/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 48, work-groups 459, levels 1, splits per level 1809, sweeps of 4 block rows
  arg 0 't' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1, margin_z 1 ACL_BORDER_ZERO, split 1, block 48x1, grid 3x67x9, window 3x3
  arg 1 'dst' float: private, level 1, 131x67x9 words of 4 B (pitch 131, slice 8777), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 48x1, grid 3x67x9, window 1x1
  - margin_group: data with a margin: work-group target 64 (halo_wg)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 48 work-items: class target 64, widest level-1 row needs 131 work-items, whole vectors of 8, each row's last group padded, bounds [1, 4096]
  - splits: level 1: argument 0 't' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 67]), 1809 splits; the others follow that count
  - groups: 1809 work-groups for 1809 level-1 blocks, one each
  - sweeps: a work-group runs 4 block rows in turn, keeping the window rows they share (row sweeps); 459 work-groups
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 't' reads windows
  - memory: 112 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 48
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 1809
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_t 0
#define ACL_SIZE_t 1
#define ACL_WIDTH_t 3
#define ACL_LR_t 3
#define ACL_XSTEP_t 3
#define ACL_YSTEP_t 1
#define ACL_LIDSTEP_t 1
#define ACL_ZSTEP_t 9
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__) && __clang_major__ >= 12
#define ACL_INLINE_ALL 1
#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)
#endif
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* t, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.4f * t[i] + 0.1f * (*get_acl_xy(t, -1, i) + *get_acl_xy(t, 1, i) + t[i - 1] +
                                       t[i + 1] + *get_acl_xyz(t, 0, i, -1) +
                                       *get_acl_xyz(t, 0, i, 1));
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(48, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[27];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_gid = (int)get_group_id(0);
  const ACL_COORD acl_bx = acl_gid % 3, acl_by = ((acl_gid / 3) % 17) * 4, acl_bz = acl_gid / 51;
  if (acl_bx * 48 >= 1 && acl_bx * 48 + 49 <= 131 && acl_by * 1 >= 1 && (acl_by + 4) * 1 + 1 <= 67 && acl_bx * 48 >= 0 && acl_bx * 48 + 48 <= 131 && acl_by * 1 >= 0 && (acl_by + 4) * 1 + 0 <= 67) {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      acl_st.acl_iter[1] = acl_bx + 3 * (acl_by + acl_sk + 67 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 48, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 48, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_z0_0 = (acl_z0 + -1);
        if ((ACL_UCOORD)acl_z0_0 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy + acl_iy, acl_z0_0, 67, 0, 131, 8777) + get_local_id(0);
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix];
              }
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 0)[acl_j] = (float)(0);
        }
      }
      {
        const ACL_COORD acl_z0_1 = (acl_z0 + 0);
        if ((ACL_UCOORD)acl_z0_1 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy + acl_iy, acl_z0_1, 67, 0, 131, 8777) + get_local_id(0);
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix];
              }
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 9)[acl_j] = (float)(0);
        }
      }
      {
        const ACL_COORD acl_z0_2 = (acl_z0 + 1);
        if ((ACL_UCOORD)acl_z0_2 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy + acl_iy, acl_z0_2, 67, 0, 131, 8777) + get_local_id(0);
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix];
              }
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 18)[acl_j] = (float)(0);
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 131 ? acl_clamp(67 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 131 ? acl_clamp(67 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 13, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 67, 0, 131, 8777))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  } else {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      if (acl_by + acl_sk >= 67) break;
      acl_st.acl_iter[1] = acl_bx + 3 * (acl_by + acl_sk + 67 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 48, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 48, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_z0_0 = (acl_z0 + -1);
        if ((ACL_UCOORD)acl_z0_0 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            ACL_COORD acl_cx[3];
            acl_cx[0] = acl_clamp(acl_ox, 0, 130);
            acl_cx[1] = acl_cx[0] + ((ACL_UCOORD)(acl_ox + 0) < 130u);
            acl_cx[2] = acl_cx[1] + ((ACL_UCOORD)(acl_ox + 1) < 130u);
            ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 66);
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 0)[(acl_ix) * 3 + (acl_iy)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 131, 67) ? (float)(0) : acl_g0[acl_word_in(acl_cx[acl_ix], acl_ry, acl_z0_0, 67, 0, 131, 8777)]);
              }
              acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 66u;
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 0)[acl_j] = (float)(0);
        }
      }
      {
        const ACL_COORD acl_z0_1 = (acl_z0 + 0);
        if ((ACL_UCOORD)acl_z0_1 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            ACL_COORD acl_cx[3];
            acl_cx[0] = acl_clamp(acl_ox, 0, 130);
            acl_cx[1] = acl_cx[0] + ((ACL_UCOORD)(acl_ox + 0) < 130u);
            acl_cx[2] = acl_cx[1] + ((ACL_UCOORD)(acl_ox + 1) < 130u);
            ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 66);
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 9)[(acl_ix) * 3 + (acl_iy)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 131, 67) ? (float)(0) : acl_g0[acl_word_in(acl_cx[acl_ix], acl_ry, acl_z0_1, 67, 0, 131, 8777)]);
              }
              acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 66u;
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 9)[acl_j] = (float)(0);
        }
      }
      {
        const ACL_COORD acl_z0_2 = (acl_z0 + 1);
        if ((ACL_UCOORD)acl_z0_2 < 9u) {
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            ACL_COORD acl_cx[3];
            acl_cx[0] = acl_clamp(acl_ox, 0, 130);
            acl_cx[1] = acl_cx[0] + ((ACL_UCOORD)(acl_ox + 0) < 130u);
            acl_cx[2] = acl_cx[1] + ((ACL_UCOORD)(acl_ox + 1) < 130u);
            ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 66);
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              if (acl_sk > 0 && acl_iy < 2) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy)] = (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy + 1)];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 3; acl_ix++) (acl_p0 + 18)[(acl_ix) * 3 + (acl_iy)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 131, 67) ? (float)(0) : acl_g0[acl_word_in(acl_cx[acl_ix], acl_ry, acl_z0_2, 67, 0, 131, 8777)]);
              }
              acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 66u;
            }
          }
        } else {
          for (int acl_j = 0; acl_j < 9; acl_j++) (acl_p0 + 18)[acl_j] = (float)(0);
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 131 ? acl_clamp(67 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 131 ? acl_clamp(67 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 13, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) if (acl_x1 + acl_lid < 131 && acl_y1 + acl_iy < 67) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 67, 0, 131, 8777))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  }
}
