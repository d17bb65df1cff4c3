/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 64, work-groups 16512, levels 1, splits per level 16512
  arg 0 'src' float: private, level 1, 8191x4097x1 words of 4 B (pitch 8191, slice 33558527), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 64x32, grid 128x129x1, window 1x32, prefetched
  arg 1 'dst' float: staged, level 1, 8191x4097x1 words of 4 B (pitch 4097, slice 33558527), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_ROT90 to 4097x8191, margin 0 ACL_BORDER_CLAMP, split 32, block 64x32, grid 128x129x1, window 1x32, tile 64x32
  - transposed_write: def ACL_SPECIAL_ROT90 of 'dst': split budget raised to 128 bytes, the length of each stored destination row, and a work-group per block of 64 work-items
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 8191 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 32 (budget 128 bytes per work-item, bounds [1, 4097]), 16512 splits; the others follow that count
  - splits: argument 1 'dst' staged through local memory: 4-byte words, written back word by word in the destination's row order
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one (staged blocks: 16-byte chunks held in registers)
  - groups: 16512 work-groups for 16512 level-1 blocks, one each
  - memory: 384 private bytes per work-item (budget 512), 8320 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 64
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 32
#define ACL_BLOCKNUM_1 16512
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
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[32];
  float acl_q0[32];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[32];
  __local uchar acl_d1[8320] __attribute__((aligned(16)));
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 128) * 64;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 128) % 129) * 32;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 16512;
      {
        const ACL_COORD acl_ox = (acl_x0f + acl_lid) - 0, acl_oy = acl_y0f - 0;
        if (acl_x0f - 0 >= 0 && acl_x0f + 64 <= 8191 && acl_y0f - 0 >= 0 && acl_y0f + 32 <= 4097) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 32; acl_iy++)
              acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0f, 4097, 0, 8191, 33558527)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 32; acl_iy++) {
            acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8190), min(acl_oy + acl_iy, 4096), acl_z0f, 4097, 0, 8191, 33558527)];
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 128) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 128) % 129) * 32;
      const ACL_COORD acl_z0 = acl_n1 / 16512;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 128) * 64;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 128) % 129) * 32;
      const ACL_COORD acl_z1 = acl_n1 / 16512;
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int acl_j = 0; acl_j < 32; acl_j++) acl_p1[acl_j] = (float)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 128) * 64;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 128) % 129) * 32;
        const ACL_COORD acl_z0n = acl_next1 / 16512;
        {
          const ACL_COORD acl_ox = (acl_x0n + acl_lid) - 0, acl_oy = acl_y0n - 0;
          if (acl_x0n - 0 >= 0 && acl_x0n + 64 <= 8191 && acl_y0n - 0 >= 0 && acl_y0n + 32 <= 4097) {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 32; acl_iy++)
                acl_q0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0n, 4097, 0, 8191, 33558527)];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 32; acl_iy++) {
              acl_q0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8190), min(acl_oy + acl_iy, 4096), acl_z0n, 4097, 0, 8191, 33558527)];
            }
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 8191 ? acl_clamp(4097 - acl_y0, 0, 32) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 8191 ? acl_clamp(4097 - acl_y1, 0, 32) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      for (int acl_iy = 0; acl_iy < 32; acl_iy++)
        ((__local float*)(acl_d1 + (acl_iy) * 260 + 0))[acl_lid] = acl_p1[(0) * 32 + (acl_iy + 0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x1 + 64 <= 8191 && acl_y1 + 32 <= 4097) {
          for (int acl_t = acl_lid; acl_t < 2048; acl_t += 64) {
            const int acl_v = acl_t / 32, acl_u = acl_t - acl_v * 32;
            const int acl_tx = acl_v, acl_ty = 31 - acl_u;
            acl_g1[acl_word_in(4096 - (acl_y1 + acl_ty), acl_x1 + acl_tx, acl_z1, 8191, 0, 4097, 33558527)] = ((__local float*)(acl_d1 + (acl_ty) * 260 + 0))[acl_tx];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 2048; acl_t += 64) {
            const int acl_v = acl_t / 32, acl_u = acl_t - acl_v * 32;
            const int acl_tx = acl_v, acl_ty = 31 - acl_u;
            if (acl_x1 + acl_tx < 8191 && acl_y1 + acl_ty < 4097) {
              acl_g1[acl_word_in(4096 - (acl_y1 + acl_ty), acl_x1 + acl_tx, acl_z1, 8191, 0, 4097, 33558527)] = ((__local float*)(acl_d1 + (acl_ty) * 260 + 0))[acl_tx];
            }
          }
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
        for (int acl_j = 0; acl_j < 32; acl_j++) acl_p0[acl_j] = acl_q0[acl_j];
      }
    }
  }
}
