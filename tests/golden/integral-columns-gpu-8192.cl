/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 32, work-groups 256, levels 1, splits per level 16384
  arg 0 'src' uint: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 128, block 32x128, grid 256x64x1, window 1x128
  arg 1 'dst' uint: staged, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_MIRROR_TRANSPOSE to 8192x8192, margin 0 ACL_BORDER_CLAMP, split 128, block 32x128, grid 256x64x1, window 1x128, tile 32x128
  - transposed_write: def ACL_SPECIAL_MIRROR_TRANSPOSE of 'dst': split budget raised to 128 bytes, the length of each stored destination row, and a work-group per block of 64 work-items
  - rno_split: dependency ACL_RNO0 of 'dst': split budget raised to 512 bytes, private budget to 2048, no prefetch (only the columns run in parallel; long splits keep the loads in flight)
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - rno_columns: work-group at most 63: one column of blocks per compute unit (ACL_RNO0 of argument 1 'dst')
  - work_group: 32 work-items: class target 64, widest level-1 row needs 8192 work-items, multiple of 32, bounds [1, 63]
  - splits: level 1: argument 0 'src' (the largest) takes split 128 (budget 512 bytes per work-item, bounds [1, 8192]), 16384 splits; the others follow that count
  - splits: argument 1 'dst' staged through local memory: 4-byte words, written back in the destination's row order, 16-byte runs of 4 words
  - rno_walk: ACL_RNO0 of argument 1 'dst': 256 work-groups, each walking one column of blocks top to bottom (the block above's results stay in private memory)
  - memory: 1536 private bytes per work-item (budget 2048), 16896 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 32
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 128
#define ACL_BLOCKNUM_1 16384
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 128
#define ACL_WIDTH_src 1
#define ACL_LR_src 128
#define ACL_XSTEP_src 128
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 128
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 128
#define ACL_XSTEP_dst 128
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_NBH_dst 128
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* src, uint* dst)
{
    uint s = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = s += src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void ACL_kernel(__global const uint* restrict acl_g0, __global uint* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_p0[128];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uint acl_h1[256];
  uint* const acl_p1 = acl_h1 + 128;
  __local uchar acl_d1[16896] __attribute__((aligned(16)));
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 256) * 32;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 256) % 64) * 128;
      const ACL_COORD acl_z0 = acl_n1 / 16384;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 256) * 32;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 256) % 64) * 128;
      const ACL_COORD acl_z1 = acl_n1 / 16384;
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 32 <= 8192 && acl_y0 - 0 >= 0 && acl_y0 + 128 <= 8192) {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 128; acl_iy++)
              acl_p0[(acl_ix) * 128 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 128; acl_iy++) {
            acl_p0[(acl_ix) * 128 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0, 8192, 0, 8192, 67108864)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 128; acl_j++) acl_p1[acl_j] = (uint)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y0, 0, 128) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y1, 0, 128) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      if (acl_y1 == 0) for (int acl_j = 0; acl_j < 128; acl_j++) acl_h1[acl_j] = (uint)(0);
      User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
      for (int acl_iy = 0; acl_iy < 128; acl_iy++)
        ((__local uint*)(acl_d1 + (acl_iy) * 132 + 0))[acl_lid] = acl_p1[(0) * 128 + (acl_iy + 0)];
      for (int acl_j = 0; acl_j < 128; acl_j++) acl_h1[acl_j] = acl_p1[(0) * 128 + (acl_j + 0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      {
        if (acl_x1 + 32 <= 8192 && acl_y1 + 128 <= 8192) {
          for (int acl_t = acl_lid; acl_t < 1024; acl_t += 32) {
            const int acl_v = acl_t / 32, acl_u = (acl_t - acl_v * 32) * 4;
            *(__global uint4*)&acl_g1[acl_word_in(acl_y1 + acl_u, acl_x1 + acl_v, acl_z1, 8192, 0, 8192, 67108864)] = (uint4)(((__local uint*)(acl_d1 + (acl_u + 0) * 132 + 0))[acl_v], ((__local uint*)(acl_d1 + (acl_u + 1) * 132 + 0))[acl_v], ((__local uint*)(acl_d1 + (acl_u + 2) * 132 + 0))[acl_v], ((__local uint*)(acl_d1 + (acl_u + 3) * 132 + 0))[acl_v]);
          }
        } else {
          for (int acl_t = acl_lid; acl_t < 4096; acl_t += 32) {
            const int acl_v = acl_t / 128, acl_u = acl_t - acl_v * 128;
            const int acl_tx = acl_v, acl_ty = acl_u;
            if (acl_x1 + acl_tx < 8192 && acl_y1 + acl_ty < 8192) {
              acl_g1[acl_word_in(acl_y1 + acl_ty, acl_x1 + acl_tx, acl_z1, 8192, 0, 8192, 67108864)] = ((__local uint*)(acl_d1 + (acl_ty) * 132 + 0))[acl_tx];
            }
          }
        }
      }
    }
  }
}
