/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 8224, levels 1, splits per level 8224
  arg 0 'src' float: private, level 1, 8191x4097x1 words of 4 B (pitch 8191, slice 33558527), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_CLAMP, split 16, block 256x16, grid 32x257x1, window 3x18, a work-item every 2 columns
  arg 1 'dst' float: private, level 1, 8191x4097x1 words of 4 B (pitch 4096, slice 8392704), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_SHRINK to 4096x2049, margin 0 ACL_BORDER_CLAMP, split 16, block 256x16, grid 32x257x1, window 1x16, a work-item every 2 columns
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 1 of 'src': split budget raised to 64 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - scaled_write: def ACL_SPECIAL_SHRINK of 'dst': split budget raised to 64 bytes and a work-group per block, no prefetch
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 8191 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 64 bytes per work-item, bounds [1, 4097]), 16448 splits; the others follow that count
  - groups: 16448 work-groups for 16448 level-1 blocks, one each
  - shrink_columns: def ACL_SPECIAL_SHRINK without lanes: stored from private memory, not staged (knob shrink_columns)
  - kept_columns: def ACL_SPECIAL_SHRINK: work-items take every 2th column of a block, the ones it keeps; 8224 blocks
  - memory: 280 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 8224
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 16
#define ACL_WIDTH_src 3
#define ACL_LR_src 18
#define ACL_XSTEP_src 18
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 2
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 16
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 16
#define ACL_XSTEP_dst 16
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 2
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.25f * (P(0, 0) + P(1, 0) + P(0, 1) + P(1, 1));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[54];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[16];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 32) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 32) % 257) * 16;
      const ACL_COORD acl_z0 = acl_n1 / 8224;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 32) * 256;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 32) % 257) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 8224;
      if ((((acl_y1 + 15) >> 1) == ((acl_y1 - 1) >> 1) || ((acl_x1 + 255) >> 1) == ((acl_x1 - 1) >> 1))) continue;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 2) - 1, acl_oy = acl_y0 - 1;
        if (acl_x0 - 1 >= 0 && acl_x0 + 257 <= 8191 && acl_y0 - 1 >= 0 && acl_y0 + 17 <= 4097) {
          const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 1, acl_oy, acl_z0, 4097, 0, 8191, 33558527) + 2 * get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 3; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 18; acl_iy++)
              acl_p0[(acl_ix) * 18 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 8191];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 3; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 18; acl_iy++) {
            acl_p0[(acl_ix) * 18 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 8190), min(max(acl_oy + acl_iy, 0), 4096), acl_z0, 4097, 0, 8191, 33558527)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (float)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid * 2) < 8191 ? acl_clamp(4097 - acl_y0, 0, 16) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 2); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid * 2) < 8191 ? acl_clamp(4097 - acl_y1, 0, 16) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 2); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 19, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 2), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 256 <= 8191 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 4097) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 16; acl_iy++)
            if (((acl_oy + acl_iy) & 1) == 0) (acl_g1 + acl_word_in(acl_x1 >> 1, (acl_oy + acl_iy) >> 1, acl_z1, 2049, 0, 4096, 8392704))[get_local_id(0)] = acl_p1[(0) * 16 + (acl_iy + 0)];
        } else {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 16; acl_iy++)
            if (((acl_oy + acl_iy) & 1) == 0 && acl_ox < 8191 && acl_oy + acl_iy < 4097) (acl_g1 + acl_word_in(acl_x1 >> 1, (acl_oy + acl_iy) >> 1, acl_z1, 2049, 0, 4096, 8392704))[get_local_id(0)] = acl_p1[(0) * 16 + (acl_iy + 0)];
        }
      }
    }
  }
}
