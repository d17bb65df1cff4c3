/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 16384, levels 1, splits per level 16384, one inside test per work-group
  arg 0 'src' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_CLAMP, split 1, block 128x1, grid 16x1024x1, window 3x3, a work-item every 2 columns, blocks every 2 block rows
  arg 1 'dst' float: private, level 1, 2048x2048x1 words of 4 B (pitch 1024, slice 1048576), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_SHRINK to 1024x1024, margin 0 ACL_BORDER_CLAMP, split 1, block 128x1, grid 16x1024x1, window 1x1, a work-item every 2 columns, blocks every 2 block rows
  - margin_group: data with a margin: work-group target 64 (halo_wg)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 2048 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 2048]), 65536 splits; the others follow that count
  - groups: 65536 work-groups for 65536 level-1 blocks, one each
  - skip_dropped: def ACL_SPECIAL_SHRINK: blocks holding no kept word are skipped
  - kept_columns: def ACL_SPECIAL_SHRINK: work-items take every 2th column of a block, the ones it keeps, and blocks lie on the kept rows only; 16384 blocks
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
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
#define ACL_BLOCKNUM_1 16384
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
#define ACL_LIDSTEP_src 2
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 2
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
        dst[i] = 0.25f * (P(0, 0) + P(1, 0) + P(0, 1) + P(1, 1));
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
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 16) * 128;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 16) % 1024) * 2;
      const ACL_COORD acl_z0 = acl_n1 / 16384;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 16) * 128;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 16) % 1024) * 2;
      const ACL_COORD acl_z1 = acl_n1 / 16384;
      if ((((acl_y1 + 0) >> 1) == ((acl_y1 - 1) >> 1) || ((acl_x1 + 127) >> 1) == ((acl_x1 - 1) >> 1))) continue;
      if ((acl_x0 - 1 >= 0 && acl_x0 + 128 <= 2048 && acl_y0 - 1 >= 0 && acl_y0 + 2 <= 2048) && (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 2048 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 2048)) {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 2) - 1, acl_oy = acl_y0 - 1;
          {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy, acl_z0, 2048, 0, 2048, 4194304) + 2 * get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 3; acl_iy++)
                acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 2048];
          }
        }
        #pragma unroll
        for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[0] = ((acl_x0 + acl_lid * 2) < 2048 ? acl_clamp(2048 - acl_y0, 0, 1) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 2); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = ((acl_x1 + acl_lid * 2) < 2048 ? acl_clamp(2048 - acl_y1, 0, 1) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 2); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 2), acl_oy = acl_y1;
          {
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (((acl_oy + acl_iy) & 1) == 0) (acl_g1 + acl_word_in(acl_x1 >> 1, (acl_oy + acl_iy) >> 1, acl_z1, 1024, 0, 1024, 1048576))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
          }
        }
      } else {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 2) - 1, acl_oy = acl_y0 - 1;
          {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 3; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 3; acl_iy++) {
              acl_p0[(acl_ix) * 3 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 2047), min(max(acl_oy + acl_iy, 0), 2047), acl_z0, 2048, 0, 2048, 4194304)];
            }
          }
        }
        #pragma unroll
        for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[0] = ((acl_x0 + acl_lid * 2) < 2048 ? acl_clamp(2048 - acl_y0, 0, 1) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 2); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = ((acl_x1 + acl_lid * 2) < 2048 ? acl_clamp(2048 - acl_y1, 0, 1) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 2); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 4, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 2), acl_oy = acl_y1;
          {
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (((acl_oy + acl_iy) & 1) == 0 && acl_ox < 2048 && acl_oy + acl_iy < 2048) (acl_g1 + acl_word_in(acl_x1 >> 1, (acl_oy + acl_iy) >> 1, acl_z1, 1024, 0, 1024, 1048576))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
          }
        }
      }
    }
  }
}
