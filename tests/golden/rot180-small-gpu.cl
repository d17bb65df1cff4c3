/* ACL AC kernel generated for 'small gpu'. Plan:
ACL plan for 'small gpu' (gpu)
  work-group 64, work-groups 10, levels 1, splits per level 10
  arg 0 'src' float: private, level 1, 50x40x1 words of 4 B (pitch 50, slice 2000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 64x4, grid 1x10x1, window 1x4, prefetched
  arg 1 'dst' float: staged, level 1, 50x40x1 words of 4 B (pitch 50, slice 2000), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_ROT180 to 50x40, margin 0 ACL_BORDER_CLAMP, split 4, block 64x4, grid 1x10x1, window 1x4, tile 64x4
  - arguments: levels 1, work-group within [1, 256] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 256, widest level-1 row needs 50 work-items, multiple of 32, bounds [1, 256]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 40]), 10 splits; the others follow that count
  - splits: argument 1 'dst' staged through local memory: 4-byte words, written back word by word in the destination's row order
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one (staged blocks: 16-byte chunks held in registers)
  - groups: 10 work-groups for 10 level-1 blocks, at most 8 compute units x 8
  - memory: 48 private bytes per work-item (budget 512), 1024 local bytes per work-group (budget 16384 of 32768)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 10
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 1
#define ACL_LR_src 4
#define ACL_XSTEP_src 4
#define ACL_YSTEP_src 1
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
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[4];
  float acl_q0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  __local uchar acl_d1[1024] __attribute__((aligned(16)));
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 1) * 64;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 1) % 10) * 4;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 10;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 64 <= 50 && acl_y0f - 0 >= 0 && acl_y0f + 4 <= 40) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++)
              acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 40, 0, 50, 2000)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
            acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 49), min(acl_oy + acl_iy, 39), acl_z0f, 40, 0, 50, 2000)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 10) * 4;
      const ACL_COORD acl_z0 = acl_n1 / 10;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1) * 64;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1) % 10) * 4;
      const ACL_COORD acl_z1 = acl_n1 / 10;
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 1) * 64;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 1) % 10) * 4;
        const ACL_COORD acl_z0n = acl_next1 / 10;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 64 <= 50 && acl_y0n - 0 >= 0 && acl_y0n + 4 <= 40) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 40, 0, 50, 2000)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
              acl_q0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 49), min(acl_oy + acl_iy, 39), acl_z0n, 40, 0, 50, 2000)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 50 ? acl_clamp(40 - acl_y0, 0, 4) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 50 ? acl_clamp(40 - acl_y1, 0, 4) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      for (int acl_iy = 0; acl_iy < 4; acl_iy++)
        ((__local float*)(acl_d1 + (acl_iy) * 256 + 0))[acl_lid] = acl_p1[(0) * 4 + (acl_iy + 0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x1 + 64 <= 50 && acl_y1 + 4 <= 40) {
          for (int acl_t = acl_lid; acl_t < 256; acl_t += 64) {
            const int acl_v = acl_t / 64, acl_u = acl_t - acl_v * 64;
            const int acl_tx = 63 - acl_u, acl_ty = 3 - acl_v;
            acl_g1[acl_word_in(49 - (acl_x1 + acl_tx), 39 - (acl_y1 + acl_ty), acl_z1, 40, 0, 50, 2000)] = ((__local float*)(acl_d1 + (acl_ty) * 256 + 0))[acl_tx];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 256; acl_t += 64) {
            const int acl_v = acl_t / 64, acl_u = acl_t - acl_v * 64;
            const int acl_tx = 63 - acl_u, acl_ty = 3 - acl_v;
            if (acl_x1 + acl_tx < 50 && acl_y1 + acl_ty < 40) {
              acl_g1[acl_word_in(49 - (acl_x1 + acl_tx), 39 - (acl_y1 + acl_ty), acl_z1, 40, 0, 50, 2000)] = ((__local float*)(acl_d1 + (acl_ty) * 256 + 0))[acl_tx];
            }
          }
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
