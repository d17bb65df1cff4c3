/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 2, work-groups 125, levels 1, splits per level 87500
  arg 0 'src' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 8x1, grid 125x700x1, window 4x1, prefetched
  arg 1 'dst' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 8x1, grid 125x700x1, window 4x1
  - rno_rows: dependency ACL_RNO0 of 'dst' cut along rows (ACL_HORIZONTAL): a block is one row, so each work-item walks all 700 rows one block at a time; the split stays at 16 bytes so that a row has many work-items, each prefetching the next row (ACL_VERTICAL walks rows / split blocks of split rows: far fewer steps, where the recurrence allows the cut)
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - rno_columns: work-group at most 2: one column of blocks per compute unit (ACL_RNO0 of argument 1 'dst')
  - work_group: 2 work-items: class target 256, widest level-1 row needs 250 work-items, multiple of 32, bounds [1, 2]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 500]), 87500 splits; the others follow that count
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - rno_walk: ACL_RNO0 of argument 1 'dst': 125 work-groups, each walking one column of blocks top to bottom (the block above's results stay in private memory)
  - memory: 64 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 2
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 87500
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 4
#define ACL_LR_src 4
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 4
#define ACL_LIDSTEP_src 4
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 4
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 4
#define ACL_LIDSTEP_dst 4
#define ACL_NBH_dst 4
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    float* above = get_acl_nbh(dst, 0);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.5f * (src[i] + above[i]);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(2, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[4];
  float acl_q0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_h1[8];
  float* const acl_p1 = acl_h1 + 4;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 125) * 8;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 125) % 700) * 1;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 87500;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid * 4) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 8 <= 1000 && acl_y0f - 0 >= 0 && acl_y0f + 1 <= 700) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 700, 0, 1000, 700000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_z0f, 700, 0, 1000, 700000)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 125) * 8;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 125) % 700) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 87500;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 125) * 8;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 125) % 700) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 87500;
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 125) * 8;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 125) % 700) * 1;
        const ACL_COORD acl_z0n = acl_next1 / 87500;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid * 4) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 8 <= 1000 && acl_y0n - 0 >= 0 && acl_y0n + 1 <= 700) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                acl_q0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 700, 0, 1000, 700000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 4; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              acl_q0[(acl_iy) * 4 + (acl_ix)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_z0n, 700, 0, 1000, 700000)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = acl_clamp(1000 - (acl_x0 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 4); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = acl_clamp(1000 - (acl_x1 + acl_lid * 4), 0, 4);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 4); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      if (acl_y1 == 0) for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = (float)(0);
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 4), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 8 <= 1000 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 700) {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_iy + 0) * 4 + (acl_ix + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 4; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 1000 && acl_oy + acl_iy < 700) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_iy + 0) * 4 + (acl_ix + 0)];
        }
      }
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = acl_p1[(0) * 4 + (acl_j + 0)];
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
