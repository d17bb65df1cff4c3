/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 26, work-groups 15, levels 1, splits per level 15
  arg 0 'src' float: private, level 1, 129x65x1 words of 4 B (pitch 129, slice 8385), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 26x32, grid 5x3x1, window 1x32
  arg 1 'dst' float: private, level 1, 129x65x1 words of 4 B (pitch 65, slice 8385), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_ROT270 to 65x129, margin 0 ACL_BORDER_CLAMP, split 32, block 26x32, grid 5x3x1, window 1x32
  - transposed_write: def ACL_SPECIAL_ROT270 of 'dst': split budget raised to 128 bytes, the length of each stored destination row, and a work-group per block of 32 work-items
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 26 work-items: class target 32, widest level-1 row needs 129 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 32 (budget 128 bytes per work-item, bounds [1, 65]), 15 splits; the others follow that count
  - groups: 15 work-groups for 15 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 256 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
  - user_lanes: words, not vectors: argument 0 'src''s rows are not whole vectors of 16 words
*/
#define ACL_WG 26
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 32
#define ACL_BLOCKNUM_1 15
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 32
#define ACL_WIDTH_src 1
#define ACL_LR_src 32
#define ACL_XSTEP_src 32
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 32
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 32
#define ACL_XSTEP_dst 32
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(26, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[32];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[32];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 5) * 26;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 5) % 3) * 32;
      const ACL_COORD acl_z0 = acl_n1 / 15;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 5) * 26;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 5) % 3) * 32;
      const ACL_COORD acl_z1 = acl_n1 / 15;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 26 <= 129 && acl_y0 - 0 >= 0 && acl_y0 + 32 <= 65) {
          const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 65, 0, 129, 8385) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 32; acl_iy++)
              acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 129];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 32; acl_iy++) {
            acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 128), min(acl_oy + acl_iy, 64), acl_z0, 65, 0, 129, 8385)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 32; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 129 ? acl_clamp(65 - acl_y0, 0, 32) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 129 ? acl_clamp(65 - acl_y1, 0, 32) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          for (int acl_iy = 0; acl_iy < 32; acl_iy++) {
          if (acl_ox + acl_ix < 129 && acl_oy + acl_iy < 65) {
            acl_g1[acl_word_in(acl_oy + acl_iy, 128 - (acl_ox + acl_ix), acl_z1, 129, 0, 65, 8385)] = acl_p1[(acl_ix + 0) * 32 + (acl_iy + 0)];
          }
        }
      }
    }
  }
}
