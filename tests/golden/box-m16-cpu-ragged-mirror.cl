/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 128, work-groups 1536, levels 1, splits per level 1536
  arg 0 'src' float: staged, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 16 ACL_BORDER_MIRROR, split 4, block 128x4, grid 8x192x1, window 33x36 in the local tile (rows of 160), tile 160x36
  arg 1 'dst' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 128x4, grid 8x192x1, window 1x4
  - margin_group: data with a margin: work-group target 64 (halo_wg)
  - local_windows: margin 16 (window_margin 14, window_by_rows 4): windows read in local tiles, work-group target 128, 4 rows per work-item (window_rows 16 halved until the unrolled windows fit window_unrolled 4400 words), a work-group per block
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 1021 work-items, whole vectors of 8, each row's last group padded, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 767]), 1536 splits; the others follow that count
  - splits: argument 0 'src' staged through local memory word by word, by rows 160 words apart; User_main reads its window there
  - groups: 1536 work-groups for 1536 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - inline_user: User_main inlined whatever its size: argument 0 'src' reads its windows in a local tile
  - memory: 16 private bytes per work-item (budget 8192), 23040 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 1536
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 33
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 160
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
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
void User_main(ACL_STATE_PARAM __local float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        _Pragma("clang loop unroll(enable)") for (int dy = -16; dy <= 16; dy++)
            _Pragma("clang loop unroll(enable)") for (int dx = -16; dx <= 16; dx++) s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s * (1.0f / 1089.0f);
    }
}
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  __local float acl_t0[5760];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 8) * 128;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 8) % 192) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 1536;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 8) * 128;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 8) % 192) * 4;
      const ACL_COORD acl_z1 = acl_n1 / 1536;
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x0 >= 16 && acl_y0 >= 16 && acl_x0 + 144 <= 1021 && acl_y0 + 20 <= 767) {
          for (int acl_t = acl_lid; acl_t < 5760; acl_t += 128) {
            const int acl_ty = acl_t / 160, acl_tx = acl_t - acl_ty * 160;
            acl_t0[acl_ty * 160 + acl_tx] = acl_g0[acl_word_in(acl_x0 - 16 + acl_tx, acl_y0 - 16 + acl_ty, acl_z0, 767, 0, 1021, 783107)];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 5760; acl_t += 128) {
            const int acl_ty = acl_t / 160, acl_tx = acl_t - acl_ty * 160;
            acl_t0[acl_ty * 160 + acl_tx] = acl_g0[acl_word_in(acl_mirror(acl_x0 - 16 + acl_tx, 1021), acl_mirror(acl_y0 - 16 + acl_ty, 767), acl_z0, 767, 0, 1021, 783107)];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      #pragma unroll
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 4) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 4) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_t0 + 2576 + acl_lid, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 1021 && acl_y1 - 0 >= 0 && acl_y1 + 4 <= 767) {
          __global float* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 767, 0, 1021, 783107) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_wp[acl_ix + acl_iy * 1021] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              if (acl_ox + acl_ix < 1021 && acl_oy + acl_iy < 767) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
        }
      }
    }
  }
}
