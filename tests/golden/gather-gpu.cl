/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 64, work-groups 65536, levels 1, splits per level 65536
  arg 0 'src' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_RANDOM, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 64x16, grid 1x65536x1, window 1x16, prefetched
  arg 1 'dst' float: private, level 1, 64x1048576x1 words of 4 B (pitch 64, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 16, block 64x16, grid 1x65536x1, window 1x16
  arg 2 'scale' float: value
  - random_groups: ACL_RANDOM data of 'src': a work-group per block (blocks from anywhere: no gain from persistent groups prefetching their next block)
  - arguments: levels 1, work-group within [64, 64] (wg_min of argument 1 'dst', wg_max of argument 1 'dst')
  - work_group: 64 work-items: class target 256, widest level-1 row needs 64 work-items, multiple of 32, bounds [64, 64]
  - splits: level 1: argument 1 'dst' (the largest) takes split 16 (budget 16 bytes per work-item, bounds [16, 16]), 65536 splits
  - random_blocks: argument 0 'src' (ACL_RANDOM): 64x16 blocks at the origins of its position buffer, as many as argument 1 'dst' has
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one
  - groups: 65536 work-groups for 65536 level-1 blocks, one each
  - memory: 192 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 65536
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
#define ACL_ARG_scale 2
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst, float scale)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] * scale;
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1, float acl_g2, __global const int4* restrict acl_pos0) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[16];
  float acl_q0[16];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[16];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const int4 acl_o0f = acl_pos0[(int)get_group_id(0)];
      const ACL_COORD acl_x0f = acl_clamp(acl_o0f.x, -64, 8192), acl_y0f = acl_clamp(acl_o0f.y, -16, 8192), acl_z0f = acl_o0f.z;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 64 <= 8192 && acl_y0f - 0 >= 0 && acl_y0f + 16 <= 8192 && (ACL_UCOORD)acl_z0f < 1u) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 8192, 0, 8192, 67108864)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
            acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 8191), min(max(acl_oy + acl_iy, 0), 8191), acl_clamp(acl_z0f, 0, 0), 8192, 0, 8192, 67108864)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const int4 acl_o0 = acl_pos0[acl_n1];
      const ACL_COORD acl_x0 = acl_clamp(acl_o0.x, -64, 8192), acl_y0 = acl_clamp(acl_o0.y, -16, 8192), acl_z0 = acl_o0.z;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 64;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 65536) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 65536;
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const int4 acl_o0n = acl_pos0[acl_next1];
        const ACL_COORD acl_x0n = acl_clamp(acl_o0n.x, -64, 8192), acl_y0n = acl_clamp(acl_o0n.y, -16, 8192), acl_z0n = acl_o0n.z;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 64 <= 8192 && acl_y0n - 0 >= 0 && acl_y0n + 16 <= 8192 && (ACL_UCOORD)acl_z0n < 1u) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 16; acl_iy++)
                acl_q0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 8192, 0, 8192, 67108864)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
              acl_q0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), 8191), min(max(acl_oy + acl_iy, 0), 8191), acl_clamp(acl_z0n, 0, 0), 8192, 0, 8192, 67108864)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_o0.x + acl_lid) < 8192 ? acl_clamp(8192 - acl_o0.y, 0, 16) : 0);
      acl_st.acl_origin[0][0] = (acl_o0.x + acl_lid); acl_st.acl_origin[0][1] = acl_o0.y; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 64 ? acl_clamp(1048576 - acl_y1, 0, 16) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_g2);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 64 <= 64 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 1048576) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 1048576, 0, 64, 67108864)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              if (acl_ox + acl_ix < 64 && acl_oy + acl_iy < 1048576) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 1048576, 0, 64, 67108864)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 16; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
