/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 64, work-groups 768, levels 1, splits per level 768
  arg 0 'src' float: staged, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 16 ACL_BORDER_CLAMP, split 16, block 64x16, grid 16x48x1, window 33x48 in the local tile (columns of 49), tile 96x48
  arg 1 'dst' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 16, block 64x16, grid 16x48x1, window 1x16
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 16 of 'src': split budget raised to 1024 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - local_windows: margin 16 (window_margin 5): windows read in local tiles, work-group target 128, 16 rows per work-item, a work-group per block
  - fit: work-group capped at 64: local windows did not fit local memory
  - arguments: levels 1, work-group within [1, 64] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 128, widest level-1 row needs 1021 work-items, multiple of 32, bounds [1, 64]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 64 bytes per work-item, bounds [1, 767]), 768 splits; the others follow that count
  - splits: argument 0 'src' staged through local memory word by word, by columns 49 words apart; User_main reads its window there
  - groups: 768 work-groups for 768 level-1 blocks, one each
  - memory: 64 private bytes per work-item (budget 512), 18816 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 768
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 16
#define ACL_WIDTH_src 33
#define ACL_LR_src 49
#define ACL_XSTEP_src 49
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 16
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 16
#define ACL_XSTEP_dst 16
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM __local float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        for (int dy = -16; dy <= 16; dy++)
            for (int dx = -16; dx <= 16; dx++) s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s * (1.0f / 1089.0f);
    }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  __local float acl_t0[4704];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[16];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 16) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 16) % 48) * 16;
      const ACL_COORD acl_z0 = acl_n1 / 768;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 16) * 64;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 16) % 48) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 768;
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x0 >= 16 && acl_y0 >= 16 && acl_x0 + 80 <= 1021 && acl_y0 + 32 <= 767) {
          for (int acl_t = acl_lid; acl_t < 4608; acl_t += 64) {
            const int acl_ty = acl_t / 96, acl_tx = acl_t - acl_ty * 96;
            acl_t0[acl_tx * 49 + acl_ty] = acl_g0[acl_word_in(acl_x0 - 16 + acl_tx, acl_y0 - 16 + acl_ty, acl_z0, 767, 0, 1021, 783107)];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 4608; acl_t += 64) {
            const int acl_ty = acl_t / 96, acl_tx = acl_t - acl_ty * 96;
            acl_t0[acl_tx * 49 + acl_ty] = acl_g0[acl_word_in(min(max(acl_x0 - 16 + acl_tx, 0), 1020), min(max(acl_y0 - 16 + acl_ty, 0), 766), acl_z0, 767, 0, 1021, 783107)];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 16) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 16) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_t0 + (acl_lid + 16) * 49 + 16, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 64 <= 1021 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 767) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              if (acl_ox + acl_ix < 1021 && acl_oy + acl_iy < 767) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 767, 0, 1021, 783107)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        }
      }
    }
  }
}
