/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 16384, levels 1, splits per level 65536, sweeps of 4 block rows
  arg 0 'src' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_CLAMP, split 1, block 64x1, grid 32x2048x1, window 3x3
  arg 1 'dst' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 32x2048x1, window 1x1
  - margin_group: data with a margin: work-group target 64 (halo_wg)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 2048 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 2048]), 65536 splits; the others follow that count
  - groups: 65536 work-groups for 65536 level-1 blocks, one each
  - sweeps: a work-group runs 4 block rows in turn, keeping the window rows they share (row sweeps); 16384 work-groups
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 'src' reads windows
  - memory: 40 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 65536
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 3
#define ACL_LR_src 3
#define ACL_XSTEP_src 3
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
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
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1)
                  + 2.0f * P(-1, 0) + 4.0f * P(0, 0) + 2.0f * P(1, 0)
                  + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * (1.0f / 16.0f);
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[9];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_gid = (int)get_group_id(0);
  const ACL_COORD acl_bx = acl_gid % 32, acl_by = ((acl_gid / 32) % 512) * 4, acl_bz = acl_gid / 16384;
  if (acl_bx * 64 >= 1 && acl_bx * 64 + 65 <= 2048 && acl_by * 1 >= 1 && (acl_by + 4) * 1 + 1 <= 2048 && acl_bx * 64 >= 0 && acl_bx * 64 + 64 <= 2048 && acl_by * 1 >= 0 && (acl_by + 4) * 1 + 0 <= 2048) {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      acl_st.acl_iter[1] = acl_bx + 32 * (acl_by + acl_sk + 2048 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 64, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 64, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 2) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_p0[(acl_ix) * 3 + (acl_iy + 1)];
          } else {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy + acl_iy, acl_z0, 2048, 0, 2048, 4194304) + get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix];
          }
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 2048, 0, 2048, 4194304))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  } else {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      if (acl_by + acl_sk >= 2048) break;
      acl_st.acl_iter[1] = acl_bx + 32 * (acl_by + acl_sk + 2048 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 64, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 64, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
        ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 2047);
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 2) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_p0[(acl_ix) * 3 + (acl_iy + 1)];
          } else {
            {
              const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_ry, acl_z0, 2048, 0, 2048, 4194304) + get_local_id(0);
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = (ACL_UCOORD)(acl_ox + acl_ix) < 2048u ? acl_rp[acl_ix] : (float)(0);
              if (acl_ox + 0 < 0) acl_p0[(0) * 3 + (acl_iy)] = acl_p0[(1) * 3 + (acl_iy)];
              if (acl_ox + 2 > 2047) acl_p0[(2) * 3 + (acl_iy)] = acl_p0[(1) * 3 + (acl_iy)];
            }
          }
          acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 2047u;
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 2048 ? acl_clamp(2048 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) if (acl_x1 + acl_lid < 2048 && acl_y1 + acl_iy < 2048) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 2048, 0, 2048, 4194304))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  }
}
