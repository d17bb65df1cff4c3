/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 192, work-groups 1152, levels 1, splits per level 4602, sweeps of 4 block rows
  arg 0 'src' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 16 ACL_BORDER_MIRROR, split 1, block 192x1, grid 6x767x1, window 33x33
  arg 1 'dst' float: private, level 1, 1021x767x1 words of 4 B (pitch 1021, slice 783107), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 192x1, grid 6x767x1, window 1x1
  - halo_group: data with a margin: work-group target 256 (blocks away from the row ends load without clamping)
  - fit: work-group capped at 192: 4360 private bytes per work-item, 1048576 per group at most
  - arguments: levels 1, work-group within [1, 192] (the minimum, the device's maximum)
  - work_group: 192 work-items: class target 256, widest level-1 row needs 1021 work-items, rows split evenly, bounds [1, 192]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 1 bytes per work-item, bounds [1, 767]), 4602 splits; the others follow that count
  - groups: 4602 work-groups for 4602 level-1 blocks, one each
  - sweeps: a work-group runs 4 block rows in turn, keeping the window rows they share (row sweeps); 1152 work-groups
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 4360 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 192
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 4602
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 33
#define ACL_LR_src 33
#define ACL_XSTEP_src 33
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
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        _Pragma("clang loop unroll(enable)") for (int dy = -16; dy <= 16; dy++)
            _Pragma("clang loop unroll(enable)") for (int dx = -16; dx <= 16; dx++) s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s * (1.0f / 1089.0f);
    }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(192, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[1089];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_gid = (int)get_group_id(0);
  const ACL_COORD acl_bx = acl_gid % 6, acl_by = ((acl_gid / 6) % 192) * 4, acl_bz = acl_gid / 1152;
  if (acl_bx * 192 >= 16 && acl_bx * 192 + 208 <= 1021 && acl_by * 1 >= 16 && (acl_by + 4) * 1 + 16 <= 767 && acl_bx * 192 >= 0 && acl_bx * 192 + 192 <= 1021 && acl_by * 1 >= 0 && (acl_by + 4) * 1 + 0 <= 767) {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      acl_st.acl_iter[1] = acl_bx + 6 * (acl_by + acl_sk + 767 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 192, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 192, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 16, acl_oy = acl_y0 - 16;
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 33; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 32) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 33; acl_ix++) acl_p0[(acl_ix) * 33 + (acl_iy)] = acl_p0[(acl_ix) * 33 + (acl_iy + 1)];
          } else {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 16, acl_oy + acl_iy, acl_z0, 767, 0, 1021, 783107) + get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 33; acl_ix++) acl_p0[(acl_ix) * 33 + (acl_iy)] = acl_rp[acl_ix];
          }
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 544, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 767, 0, 1021, 783107))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  } else {
    #pragma unroll
    for (int acl_sk = 0; acl_sk < 4; acl_sk++) {
      if (acl_by + acl_sk >= 767) break;
      acl_st.acl_iter[1] = acl_bx + 6 * (acl_by + acl_sk + 767 * acl_bz);
      const ACL_COORD acl_x0 = acl_bx * 192, acl_y0 = (acl_by + acl_sk) * 1, acl_z0 = acl_bz;
      const ACL_COORD acl_x1 = acl_bx * 192, acl_y1 = (acl_by + acl_sk) * 1, acl_z1 = acl_bz;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 16, acl_oy = acl_y0 - 16;
        ACL_COORD acl_cx[33];
        acl_cx[0] = acl_mirror(acl_ox + 0, 1021);
        acl_cx[1] = acl_mirror(acl_ox + 1, 1021);
        acl_cx[2] = acl_mirror(acl_ox + 2, 1021);
        acl_cx[3] = acl_mirror(acl_ox + 3, 1021);
        acl_cx[4] = acl_mirror(acl_ox + 4, 1021);
        acl_cx[5] = acl_mirror(acl_ox + 5, 1021);
        acl_cx[6] = acl_mirror(acl_ox + 6, 1021);
        acl_cx[7] = acl_mirror(acl_ox + 7, 1021);
        acl_cx[8] = acl_mirror(acl_ox + 8, 1021);
        acl_cx[9] = acl_mirror(acl_ox + 9, 1021);
        acl_cx[10] = acl_mirror(acl_ox + 10, 1021);
        acl_cx[11] = acl_mirror(acl_ox + 11, 1021);
        acl_cx[12] = acl_mirror(acl_ox + 12, 1021);
        acl_cx[13] = acl_mirror(acl_ox + 13, 1021);
        acl_cx[14] = acl_mirror(acl_ox + 14, 1021);
        acl_cx[15] = acl_mirror(acl_ox + 15, 1021);
        acl_cx[16] = acl_mirror(acl_ox + 16, 1021);
        acl_cx[17] = acl_mirror(acl_ox + 17, 1021);
        acl_cx[18] = acl_mirror(acl_ox + 18, 1021);
        acl_cx[19] = acl_mirror(acl_ox + 19, 1021);
        acl_cx[20] = acl_mirror(acl_ox + 20, 1021);
        acl_cx[21] = acl_mirror(acl_ox + 21, 1021);
        acl_cx[22] = acl_mirror(acl_ox + 22, 1021);
        acl_cx[23] = acl_mirror(acl_ox + 23, 1021);
        acl_cx[24] = acl_mirror(acl_ox + 24, 1021);
        acl_cx[25] = acl_mirror(acl_ox + 25, 1021);
        acl_cx[26] = acl_mirror(acl_ox + 26, 1021);
        acl_cx[27] = acl_mirror(acl_ox + 27, 1021);
        acl_cx[28] = acl_mirror(acl_ox + 28, 1021);
        acl_cx[29] = acl_mirror(acl_ox + 29, 1021);
        acl_cx[30] = acl_mirror(acl_ox + 30, 1021);
        acl_cx[31] = acl_mirror(acl_ox + 31, 1021);
        acl_cx[32] = acl_mirror(acl_ox + 32, 1021);
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 33; acl_iy++) {
          if (acl_sk > 0 && acl_iy < 32) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 33; acl_ix++) acl_p0[(acl_ix) * 33 + (acl_iy)] = acl_p0[(acl_ix) * 33 + (acl_iy + 1)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 33; acl_ix++) acl_p0[(acl_ix) * 33 + (acl_iy)] = acl_g0[acl_word_in(acl_cx[acl_ix], acl_mirror(acl_oy + acl_iy, 767), acl_z0, 767, 0, 1021, 783107)];
          }
        }
      }
      #pragma unroll
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1021 ? acl_clamp(767 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1021 ? acl_clamp(767 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 544, acl_p1 + 0);
      #pragma unroll
      for (int acl_iy = 0; acl_iy < 1; acl_iy++) if (acl_x1 + acl_lid < 1021 && acl_y1 + acl_iy < 767) (acl_g1 + acl_word_in(acl_x1, acl_y1 + acl_iy, acl_z1, 767, 0, 1021, 783107))[get_local_id(0)] = acl_p1[(0) * 1 + (acl_iy + 0)];
    }
  }
}
