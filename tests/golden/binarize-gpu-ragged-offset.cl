/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 10, levels 1, splits per level 10
  arg 0 'src' uchar: staged, level 1, 333x77x1 words of 1 B (pitch 333, slice 25641, offset odd), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 256x16, grid 2x5x1, window 1x16, tile 256x16, prefetched
  arg 1 'dst' uchar: private, level 1, 333x77x1 words of 1 B (pitch 333, slice 25641, offset odd), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 16, block 256x16, grid 2x5x1, window 1x16
  arg 2 'thres' int: value
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 333 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 16 bytes per work-item, bounds [1, 77]), 10 splits; the others follow that count
  - splits: argument 0 'src' staged through local memory: 1-byte words, rows copied as 16-byte chunks from their aligned start (the array does not start a chunk)
  - prefetch: level 1 reads of the next split are issued before User_main runs on this one (staged blocks: 16-byte chunks held in registers)
  - groups: 10 work-groups for 10 level-1 blocks, at most 132 compute units x 16
  - memory: 48 private bytes per work-item (budget 512), 4352 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 10
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
#define ACL_ARG_thres 2
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uchar* src, uchar* dst, int thres)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] > thres ? 255 : 0;
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const uchar* restrict acl_g0, __global uchar* restrict acl_g1, int acl_g2, const ulong acl_off0, const ulong acl_off1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  acl_g0 += acl_off0;
  const int acl_lead0 = (int)((acl_off0 * 1) & 127);
  acl_g1 += acl_off1;
  uchar acl_p0[16];
  __local uchar acl_t0[4352] __attribute__((aligned(16)));
  uint4 acl_r0[2];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uchar acl_p1[16];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 2) * 256;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 2) % 5) * 16;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 10;
      if (acl_x0f + 256 <= 333 && acl_y0f + 16 <= 77 && max((acl_lead0 + (acl_word_in(acl_x0f, acl_y0f + 0, acl_z0f, 77, 0, 333, 25641)) * 1), (acl_lead0 + (acl_word_in(acl_x0f, acl_y0f + 15, acl_z0f, 77, 0, 333, 25641)) * 1)) + 272 <= acl_lead0 + 25641) {
        for (int acl_j = 0; acl_j < 2; acl_j++) {
          const int acl_t = acl_lid + acl_j * 256;
          if (acl_t < 272) {
            const int acl_r = acl_t / 17, acl_c = acl_t - acl_r * 17;
            const ACL_INDEX acl_A = (acl_lead0 + (acl_word_in(acl_x0f, acl_y0f + acl_r, acl_z0f, 77, 0, 333, 25641)) * 1);
            acl_r0[acl_j] = *(const __global uint4*)(((const __global uchar*)acl_g0 - acl_lead0) + acl_A - (acl_A & 15) + 16 * acl_c);
          }
        }
      }
    }
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 5) * 16;
      const ACL_COORD acl_z0 = acl_n1 / 10;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 256;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 5) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 10;
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x0 + 256 <= 333 && acl_y0 + 16 <= 77 && max((acl_lead0 + (acl_word_in(acl_x0, acl_y0 + 0, acl_z0, 77, 0, 333, 25641)) * 1), (acl_lead0 + (acl_word_in(acl_x0, acl_y0 + 15, acl_z0, 77, 0, 333, 25641)) * 1)) + 272 <= acl_lead0 + 25641) {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256;
            if (acl_t < 272) ((__local uint4*)acl_t0)[acl_t] = acl_r0[acl_j];
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 4096; acl_t += 256) {
            const int acl_ty = acl_t / 256, acl_tx = acl_t - acl_ty * 256;
            ((__local uchar*)(acl_t0 + (acl_ty) * 272 + (int)((acl_lead0 + (acl_word_in(acl_x0, acl_y0 + acl_ty, acl_z0, 77, 0, 333, 25641)) * 1) & 15)))[acl_tx] = acl_g0[acl_word_in(min(acl_x0 - 0 + acl_tx, 332), min(acl_y0 - 0 + acl_ty, 76), acl_z0, 77, 0, 333, 25641)];
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      #pragma unroll
      for (int acl_ix = 0; acl_ix < 1; acl_ix++)
        #pragma unroll
        for (int acl_iy = 0; acl_iy < 16; acl_iy++)
          acl_p0[(acl_ix) * 16 + (acl_iy)] = ((__local uchar*)(acl_t0 + (acl_iy) * 272 + (int)((acl_lead0 + (acl_word_in(acl_x0, acl_y0 + acl_iy, acl_z0, 77, 0, 333, 25641)) * 1) & 15)))[acl_lid + acl_ix];
      for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (uchar)(0);
      const int acl_next1 = acl_n1 + (int)get_num_groups(0);
      if (acl_next1 < ACL_BLOCKNUM_1) {
        const ACL_COORD acl_x0n = (ACL_COORD)(acl_next1 % 2) * 256;
        const ACL_COORD acl_y0n = (ACL_COORD)((acl_next1 / 2) % 5) * 16;
        const ACL_COORD acl_z0n = acl_next1 / 10;
        if (acl_x0n + 256 <= 333 && acl_y0n + 16 <= 77 && max((acl_lead0 + (acl_word_in(acl_x0n, acl_y0n + 0, acl_z0n, 77, 0, 333, 25641)) * 1), (acl_lead0 + (acl_word_in(acl_x0n, acl_y0n + 15, acl_z0n, 77, 0, 333, 25641)) * 1)) + 272 <= acl_lead0 + 25641) {
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const int acl_t = acl_lid + acl_j * 256;
            if (acl_t < 272) {
              const int acl_r = acl_t / 17, acl_c = acl_t - acl_r * 17;
              const ACL_INDEX acl_A = (acl_lead0 + (acl_word_in(acl_x0n, acl_y0n + acl_r, acl_z0n, 77, 0, 333, 25641)) * 1);
              acl_r0[acl_j] = *(const __global uint4*)(((const __global uchar*)acl_g0 - acl_lead0) + acl_A - (acl_A & 15) + 16 * acl_c);
            }
          }
        }
      }
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 333 ? acl_clamp(77 - acl_y0, 0, 16) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 333 ? acl_clamp(77 - acl_y1, 0, 16) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_g2);
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
        if (acl_x1 - 0 >= 0 && acl_x1 + 256 <= 333 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 77) {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 77, 0, 333, 25641)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++)
              if (acl_ox + acl_ix < 333 && acl_oy + acl_iy < 77) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 77, 0, 333, 25641)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
        }
      }
      if (acl_next1 < ACL_BLOCKNUM_1) {
      }
    }
  }
}
