/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 32, work-groups 24544, levels 1, splits per level 24544, one inside test per work-group, work-items as a loop
  arg 0 'src' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_CLAMP, split 1, block 32x1, grid 32x767x1, window 3x3
  arg 1 'dst' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 32x1, grid 32x767x1, window 1x1
  - margin_group: data with a margin: work-group target 32 (halo_wg)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 32 work-items: class target 32, widest level-1 row needs 1021 work-items, whole vectors of 8, each row's last group padded, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 767]), 24544 splits; the others follow that count
  - groups: 24544 work-groups for 24544 level-1 blocks, one each
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
  - row_loop: work-groups of one work-item, which runs the block's 32 work-items as a loop (launched as 24544 work-items)
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 'src' reads windows
  - memory: 40 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 32
#define ACL_ROW_LOOP 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 24544
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
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  acl_state acl_st;
  float acl_p0[9];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 32) * 32;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 32) % 767) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 24544;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 32) * 32;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 32) % 767) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 24544;
      if ((acl_x0 - 1 >= 0 && acl_x0 + 33 <= 1021 && acl_y0 - 1 >= 0 && acl_y0 + 2 <= 767) && (acl_x1 - 0 >= 0 && acl_x1 + 32 <= 1021 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 767)) {
        #undef vectorize
        #undef interleave
        #undef enable
        #pragma clang loop vectorize(enable) interleave(enable)
        for (int acl_lid = 0; acl_lid < 32; acl_lid++) {
          acl_st.acl_item = acl_lid;
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            {
              const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0, 767, 0, 1021, 783107)];
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 3; acl_iy++)
                  acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 1021];
            }
          }
          #pragma unroll
          for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
          acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
            {
              __global float* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 767, 0, 1021, 783107) + acl_lid;
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 1021] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      } else {
        #undef vectorize
        #undef interleave
        #undef enable
        #pragma clang loop vectorize(enable) interleave(enable)
        for (int acl_lid = 0; acl_lid < 32; acl_lid++) {
          acl_st.acl_item = acl_lid;
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 1, acl_oy = acl_y0 - 1;
            {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 3; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
                acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 1020), min(max(acl_oy + acl_iy, 0), 766), acl_z0, 767, 0, 1021, 783107)];
              }
            }
          }
          #pragma unroll
          for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
          acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
            {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  if (acl_ox + acl_ix < 1021 && acl_oy + acl_iy < 767) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107)] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      }
    }
  }
}
