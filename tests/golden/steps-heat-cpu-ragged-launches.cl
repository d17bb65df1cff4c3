/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 3072, levels 1, splits per level 12272, sweeps of 4 block rows
  steps: 3 launches, argument 2 feeds argument 0 through two scratch buffers
  arg 0 't' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_ZERO, split 1, block 64x1, grid 16x767x1, window 3x3
  arg 1 'p' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 16x767x1, window 1x1
  arg 2 'out' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 16x767x1, window 1x1
  - margin_group: data with a margin: work-group target 64 (halo_wg)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 1021 work-items, whole vectors of 8, each row's last group padded, bounds [1, 4096]
  - splits: level 1: argument 0 't' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 767]), 12272 splits; the others follow that count
  - groups: 12272 work-groups for 12272 level-1 blocks, one each
  - steps: steps 3 of argument 2 'out', which feeds argument 0 't': a launch a step (knob steps_tiles 0), the results between them in two scratch buffers of argument 2 'out''s buffer's size
  - sweeps: a work-group runs 4 block rows in turn, keeping the window rows they share (row sweeps); 3072 work-groups
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 't' reads windows
  - memory: 44 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 12272
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
#define ACL_ARG_p 1
#define ACL_SIZE_p 1
#define ACL_WIDTH_p 1
#define ACL_LR_p 1
#define ACL_XSTEP_p 1
#define ACL_YSTEP_p 1
#define ACL_LIDSTEP_p 1
#define ACL_ARG_out 2
#define ACL_SIZE_out 1
#define ACL_WIDTH_out 1
#define ACL_LR_out 1
#define ACL_XSTEP_out 1
#define ACL_YSTEP_out 1
#define ACL_LIDSTEP_out 1
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
void User_main(ACL_STATE_PARAM float* t, float* p, float* out)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++) {
        const float c = t[i], w = *get_acl_xy(t, -1, i), e = *get_acl_xy(t, 1, i);
        out[i] = c + 0.5f * (p[i] + (t[i + 1] + t[i - 1] - 2.0f * c) * 0.1f +
                             (e + w - 2.0f * c) * 0.1f + (80.0f - c) * 0.001f);
    }
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[9];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[1];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_gid = (int)get_group_id(0);
  const ACL_COORD acl_bx = acl_gid % 16, acl_by = ((acl_gid / 16) % 192) * 4, acl_bz = acl_gid / 3072;
  if (acl_bx * 64 >= 1 && acl_bx * 64 + 65 <= 1021 && acl_by * 1 >= 1 && (acl_by + 4) * 1 + 1 <= 767 && acl_bx * 64 >= 0 && acl_bx * 64 + 64 <= 1021 && acl_by * 1 >= 0 && (acl_by + 4) * 1 + 0 <= 767 && acl_bx * 64 >= 0 && acl_bx * 64 + 64 <= 1021 && acl_by * 1 >= 0 && (acl_by + 4) * 1 + 0 <= 767) {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      acl_st.acl_iter[1] = acl_bx + 16 * (acl_by + acl_sk + 767 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 64, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 64, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      const ACL_COORD acl_x2 = acl_bx * 64, acl_y2 = (acl_by + acl_sk) * 1, acl_z2 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 2) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_p0[(acl_ix) * 3 + (acl_iy + 1)];
          } else {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy + acl_iy, acl_z0, 767, 0, 1021, 783107) + get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix];
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid) - 0, acl_oy = acl_y1 - 0;
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
          {
            const __global float* acl_rp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107) + get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++) acl_p1[(acl_ix) * 1 + (acl_iy)] = acl_rp[acl_ix];
          }
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p2[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = ((acl_x2 + acl_lid) < 1021 ? acl_clamp(767 - acl_y2, 0, 1) : 0);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      User_main(&acl_st, acl_p0 + 4, acl_p1 + 0, acl_p2 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) (acl_g2 + acl_word_in(acl_x2, acl_y2 + acl_iy, acl_z2, 767, 0, 1021, 783107))[get_local_id(0)] = acl_p2[(0) * 1 + (acl_iy + 0)];
    }
  } else {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      if (acl_by + acl_sk >= 767) break;
      acl_st.acl_iter[1] = acl_bx + 16 * (acl_by + acl_sk + 767 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 64, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 64, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      const ACL_COORD acl_x2 = acl_bx * 64, acl_y2 = (acl_by + acl_sk) * 1, acl_z2 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
        ACL_COORD acl_cx[3];
        acl_cx[0] = acl_clamp(acl_ox, 0, 1020);
        acl_cx[1] = acl_cx[0] + ((ACL_UCOORD)(acl_ox + 0) < 1020u);
        acl_cx[2] = acl_cx[1] + ((ACL_UCOORD)(acl_ox + 1) < 1020u);
        ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 766);
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 2) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_p0[(acl_ix) * 3 + (acl_iy + 1)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++) acl_p0[(acl_ix) * 3 + (acl_iy)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 1021, 767) ? (float)(0) : acl_g0[acl_word_in(acl_cx[acl_ix], acl_ry, acl_z0, 767, 0, 1021, 783107)]);
          }
          acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 766u;
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid) - 0, acl_oy = acl_y1 - 0;
        ACL_COORD acl_ry = acl_clamp(acl_oy, 0, 766);
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
          {
            {
              const __global float* acl_rp = acl_g1 + acl_word_in(acl_x1 - 0, acl_ry, acl_z1, 767, 0, 1021, 783107) + get_local_id(0);
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++) acl_p1[(acl_ix) * 1 + (acl_iy)] = (ACL_UCOORD)(acl_ox + acl_ix) < 1021u ? acl_rp[acl_ix] : (float)(0);
            }
          }
          acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < 766u;
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p2[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = ((acl_x2 + acl_lid) < 1021 ? acl_clamp(767 - acl_y2, 0, 1) : 0);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      User_main(&acl_st, acl_p0 + 4, acl_p1 + 0, acl_p2 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) if (acl_x2 + acl_lid < 1021 && acl_y2 + acl_iy < 767) (acl_g2 + acl_word_in(acl_x2, acl_y2 + acl_iy, acl_z2, 767, 0, 1021, 783107))[get_local_id(0)] = acl_p2[(0) * 1 + (acl_iy + 0)];
    }
  }
}
