/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 32, work-groups 3, levels 1, splits per level 1408
  wavefront: 32x44x1 blocks, tiles of 16 block rows, 34 launches of at most 3 work-groups, diagonal slope 1
  arg 0 'src' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 32x16, grid 32x44x1, window 1x16
  arg 1 'dst' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 16, block 32x16, grid 32x44x1, window 1x16
  - wave_targets: wavefront plan: work-group target 32, split budget 64 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 32 work-items: class target 32, widest level-1 row needs 1000 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 64 bytes per work-item, bounds [1, 700]), 1408 splits; the others follow that count
  - wavefront: dependency ACL_RNO1 of argument 1 'dst': wavefront over 32x44x1 blocks in tiles of 16 block rows, 34 launches (tile (G, R) in launch G + 1 R); inside a tile, work-item i runs block row t - i at step t (47 steps)
  - memory: 320 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 32
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 1408
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 16
#define ACL_WIDTH_src 1
#define ACL_LR_src 16
#define ACL_XSTEP_src 16
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 16
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 16
#define ACL_XSTEP_dst 16
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_NBH_dst 48
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* src, uint* dst)
{
    uint* left = get_acl_nbh(dst, 2);
    uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++) {
        dst[i] = above = src[i] + left[i] + above - corner;
        corner = left[i];
    }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void ACL_kernel(__global const uint* restrict acl_g0, __global uint* restrict acl_g1, const int acl_wave_d, const int acl_wave_r0, const int acl_wave_n) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_p0[16];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uint acl_h1[64];
  uint* const acl_p1 = acl_h1 + 48;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_tile = (int)get_group_id(0);
  const int acl_Z = acl_tile / acl_wave_n;
  const int acl_R = acl_wave_r0 + (acl_tile - acl_Z * acl_wave_n);
  const int acl_G = acl_wave_d - 1 * acl_R;
  for (int acl_step = 0; acl_step < 47; acl_step++) {
    const int acl_row = acl_R * 16 + acl_step - acl_lid;
    if (acl_step - acl_lid >= 0 && acl_step - acl_lid < 16 && acl_row < 44) {
      const int acl_n1 = acl_G + 32 * (acl_row + 44 * acl_Z);
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 32) * 32;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 32) % 44) * 16;
      const ACL_COORD acl_z0 = acl_n1 / 1408;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 32) * 32;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 32) % 44) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 1408;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 32 <= 1000 && acl_y0 - 0 >= 0 && acl_y0 + 16 <= 700) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 700, 0, 1000, 700000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
            acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_z0, 700, 0, 1000, 700000)];
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1000 ? acl_clamp(700 - acl_y0, 0, 16) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (uint)(0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        #pragma unroll
        for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[0 + acl_j] = (acl_outside(acl_ox + 0, acl_oy + -16 + acl_j, 1000, 700) ? (uint)(0) : acl_g1[acl_word_in(acl_ox + 0, acl_oy + -16 + acl_j, acl_z1, 700, 0, 1000, 700000)]);
        #pragma unroll
        for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[16 + acl_j] = (acl_outside(acl_ox + -1, acl_oy + -16 + acl_j, 1000, 700) ? (uint)(0) : acl_g1[acl_word_in(acl_ox + -1, acl_oy + -16 + acl_j, acl_z1, 700, 0, 1000, 700000)]);
        #pragma unroll
        for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[32 + acl_j] = (acl_outside(acl_ox + -1, acl_oy + 0 + acl_j, 1000, 700) ? (uint)(0) : acl_g1[acl_word_in(acl_ox + -1, acl_oy + 0 + acl_j, acl_z1, 700, 0, 1000, 700000)]);
      }
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1000 ? acl_clamp(700 - acl_y1, 0, 16) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 32 <= 1000 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 700) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              if (acl_ox + acl_ix < 1000 && acl_oy + acl_iy < 700) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        }
      }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
