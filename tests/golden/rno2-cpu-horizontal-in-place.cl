/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 16, work-groups 2, levels 1, splits per level 99
  wavefront: 3x33x1 blocks, tiles of 1 block rows, 67 launches of at most 2 work-groups, diagonal slope 2
  arg 0 'v' uint: private, level 1, 150x33x1 words of 4 B (pitch 150, slice 4950), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 64x1, grid 3x33x1, window 4x1
  - wave_targets: wavefront plan: work-group target 16, split budget 16 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 16 work-items: class target 16, widest level-1 row needs 38 work-items, multiple of 8, bounds [1, 4096]
  - splits: level 1: argument 0 'v' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 10]), 99 splits
  - wavefront: dependency ACL_RNO2 of argument 0 'v': wavefront over 3x33x1 blocks in tiles of 1 block row, 67 launches (tile (G, R) in launch G + 2 R); inside a tile, work-item i runs block row t - i at step t (16 steps)
  - memory: 80 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 16
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 1
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 99
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_v 0
#define ACL_SIZE_v 4
#define ACL_WIDTH_v 4
#define ACL_LR_v 4
#define ACL_XSTEP_v 1
#define ACL_YSTEP_v 4
#define ACL_LIDSTEP_v 4
#define ACL_NBH_v 16
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* v)
{
    uint* left = get_acl_nbh(v, 0);
    uint* up = get_acl_nbh(v, 2);
    uint* up_right = get_acl_nbh(v, 3);
    for (int i = 0; i < get_ac_size(1); i++)
        v[i] += left[i] + up[i] + up_right[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void ACL_kernel(__global uint* restrict acl_g0, const int acl_wave_d, const int acl_wave_r0, const int acl_wave_n) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_h0[20];
  uint* const acl_p0 = acl_h0 + 16;
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_tile = (int)get_group_id(0);
  const int acl_Z = acl_tile / acl_wave_n;
  const int acl_R = acl_wave_r0 + (acl_tile - acl_Z * acl_wave_n);
  const int acl_G = acl_wave_d - 2 * acl_R;
  for (int acl_step = 0; acl_step < 16; acl_step++) {
    const int acl_row = acl_R * 1 + acl_step - acl_lid;
    if (acl_step - acl_lid >= 0 && acl_step - acl_lid < 1 && acl_row < 33) {
      const int acl_n1 = acl_G + 3 * (acl_row + 33 * acl_Z);
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 3) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 3) % 33) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 99;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 64 <= 150 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 33) {
          const __global uint* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 33, 0, 150, 4950) + 4 * get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p0[(acl_iy) * 4 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 150];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_iy) * 4 + (acl_ix)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 33, 0, 150, 4950)]);
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4), acl_oy = acl_y0;
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[0 + acl_j] = (acl_outside(acl_ox + -4 + acl_j, acl_oy + 0, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + -4 + acl_j, acl_oy + 0, acl_z0, 33, 0, 150, 4950)]);
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[4 + acl_j] = (acl_outside(acl_ox + -4 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + -4 + acl_j, acl_oy + -1, acl_z0, 33, 0, 150, 4950)]);
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[8 + acl_j] = (acl_outside(acl_ox + 0 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + 0 + acl_j, acl_oy + -1, acl_z0, 33, 0, 150, 4950)]);
        #pragma unroll
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_h0[12 + acl_j] = (acl_outside(acl_ox + 4 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + 4 + acl_j, acl_oy + -1, acl_z0, 33, 0, 150, 4950)]);
      }
      acl_st.acl_valid[0] = acl_clamp(150 - (acl_x0 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 4); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      User_main(&acl_st, acl_p0 + 0);
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 4), acl_oy = acl_y0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 64 <= 150 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 33) {
          __global uint* acl_wp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 33, 0, 150, 4950) + 4 * get_local_id(0);
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 150] = acl_p0[(acl_iy + 0) * 4 + (acl_ix + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 150 && acl_oy + acl_iy < 33) acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 33, 0, 150, 4950)] = acl_p0[(acl_iy + 0) * 4 + (acl_ix + 0)];
        }
      }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
