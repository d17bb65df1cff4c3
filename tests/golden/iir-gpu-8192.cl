/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 32, work-groups 256, levels 1, splits per level 16384, 160 loader work-items
  arg 0 'src' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 128, block 32x128, grid 256x64x1, window 1x128, staged by the loaders
  arg 1 'dst' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 128, block 32x128, grid 256x64x1, window 1x128
  - rno_split: dependency ACL_RNO0 of 'dst': split budget raised to 512 bytes, private budget to 2048, no prefetch (only the columns run in parallel; long splits keep the loads in flight)
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - rno_columns: work-group at most 63: one column of blocks per compute unit (ACL_RNO0 of argument 1 'dst')
  - work_group: 32 work-items: class target 256, widest level-1 row needs 8192 work-items, multiple of 32, bounds [1, 63]
  - splits: level 1: argument 0 'src' (the largest) takes split 128 (budget 512 bytes per work-item, bounds [1, 8192]), 16384 splits; the others follow that count
  - rno_walk: ACL_RNO0 of argument 1 'dst': 256 work-groups, each walking one column of blocks top to bottom (the block above's results stay in private memory)
  - rno_loaders: 160 loader work-items per group stage the next block of argument 0 'src' in local memory (32768 bytes, two buffers) while the group's 32 work-items run the current one
  - memory: 1536 private bytes per work-item (budget 2048), 32768 local bytes per work-group (budget 24576 of 49152)
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
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    float y = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = y = 0.5f * (src[i] + y);
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(192, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[128];
  __local float4 acl_lb0[2048];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_h1[256];
  float* const acl_p1 = acl_h1 + 128;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    int acl_stage = 0;
    if ((int)get_group_id(0) < ACL_BLOCKNUM_1) {
      const ACL_COORD acl_x0f = (ACL_COORD)((int)get_group_id(0) % 256) * 32;
      const ACL_COORD acl_y0f = (ACL_COORD)(((int)get_group_id(0) / 256) % 64) * 128;
      const ACL_COORD acl_z0f = (int)get_group_id(0) / 16384;
      {
        __local float4* const acl_ld = acl_lb0 + (0) * 1024;
        if (acl_x0f - 0 >= 0 && acl_x0f + 32 <= 8192 && acl_y0f - 0 >= 0 && acl_y0f + 128 <= 8192) {
          float4 acl_t[6];
          #pragma unroll
          for (int acl_k = 0; acl_k < 6; acl_k++) {
            const int acl_e = acl_lid + acl_k * 192;
            if (acl_e < 1024) acl_t[acl_k] = vload4(0, acl_g0 + acl_word_in(acl_x0f + 4 * (acl_e % 8), acl_y0f + acl_e / 8, acl_z0f, 8192, 0, 8192, 67108864));
          }
          #pragma unroll
          for (int acl_k = 0; acl_k < 6; acl_k++)
            if (acl_lid + acl_k * 192 < 1024) acl_ld[acl_lid + acl_k * 192] = acl_t[acl_k];
        } else {
          for (int acl_e = acl_lid; acl_e < 1024; acl_e += 192) {
            const ACL_COORD acl_lx = acl_x0f + 4 * (acl_e % 8), acl_ly = acl_y0f + acl_e / 8;
            acl_ld[acl_e] = (float4)(acl_g0[acl_word_in(min(acl_lx + 0, 8191), min(acl_ly, 8191), acl_z0f, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 1, 8191), min(acl_ly, 8191), acl_z0f, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 2, 8191), min(acl_ly, 8191), acl_z0f, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 3, 8191), min(acl_ly, 8191), acl_z0f, 8192, 0, 8192, 67108864)]);
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_n1 = (int)get_group_id(0); acl_n1 < ACL_BLOCKNUM_1; acl_n1 += (int)get_num_groups(0)) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 256) * 32;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 256) % 64) * 128;
      const ACL_COORD acl_z0 = acl_n1 / 16384;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 256) * 32;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 256) % 64) * 128;
      const ACL_COORD acl_z1 = acl_n1 / 16384;
      if (acl_lid >= 32) {
        const int acl_nl = acl_n1 + (int)get_num_groups(0);
        if (acl_nl < ACL_BLOCKNUM_1) {
          const ACL_COORD acl_x0n = (ACL_COORD)(acl_nl % 256) * 32;
          const ACL_COORD acl_y0n = (ACL_COORD)((acl_nl / 256) % 64) * 128;
          const ACL_COORD acl_z0n = acl_nl / 16384;
          {
            __local float4* const acl_ld = acl_lb0 + (acl_stage ^ 1) * 1024;
            if (acl_x0n - 0 >= 0 && acl_x0n + 32 <= 8192 && acl_y0n - 0 >= 0 && acl_y0n + 128 <= 8192) {
              float4 acl_t[7];
              #pragma unroll
              for (int acl_k = 0; acl_k < 7; acl_k++) {
                const int acl_e = (acl_lid - 32) + acl_k * 160;
                if (acl_e < 1024) acl_t[acl_k] = vload4(0, acl_g0 + acl_word_in(acl_x0n + 4 * (acl_e % 8), acl_y0n + acl_e / 8, acl_z0n, 8192, 0, 8192, 67108864));
              }
              #pragma unroll
              for (int acl_k = 0; acl_k < 7; acl_k++)
                if ((acl_lid - 32) + acl_k * 160 < 1024) acl_ld[(acl_lid - 32) + acl_k * 160] = acl_t[acl_k];
            } else {
              for (int acl_e = (acl_lid - 32); acl_e < 1024; acl_e += 160) {
                const ACL_COORD acl_lx = acl_x0n + 4 * (acl_e % 8), acl_ly = acl_y0n + acl_e / 8;
                acl_ld[acl_e] = (float4)(acl_g0[acl_word_in(min(acl_lx + 0, 8191), min(acl_ly, 8191), acl_z0n, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 1, 8191), min(acl_ly, 8191), acl_z0n, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 2, 8191), min(acl_ly, 8191), acl_z0n, 8192, 0, 8192, 67108864)], acl_g0[acl_word_in(min(acl_lx + 3, 8191), min(acl_ly, 8191), acl_z0n, 8192, 0, 8192, 67108864)]);
              }
            }
          }
        }
      } else {
        {
          const __local float* const acl_lr = (const __local float*)acl_lb0 + acl_stage * 4096 + acl_lid;
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 128; acl_iy++) acl_p0[(0) * 128 + (acl_iy)] = acl_lr[acl_iy * 32];
        }
        for (int acl_j = 0; acl_j < 128; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y0, 0, 128) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y1, 0, 128) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        if (acl_y1 == 0) for (int acl_j = 0; acl_j < 128; acl_j++) acl_h1[acl_j] = (float)(0);
        User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
          if (acl_x1 - 0 >= 0 && acl_x1 + 32 <= 8192 && acl_y1 - 0 >= 0 && acl_y1 + 128 <= 8192) {
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 128; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 128 + (acl_iy + 0)];
          } else {
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 128; acl_iy++)
                if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 128 + (acl_iy + 0)];
          }
        }
        for (int acl_j = 0; acl_j < 128; acl_j++) acl_h1[acl_j] = acl_p1[(0) * 128 + (acl_j + 0)];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
      acl_stage ^= 1;
    }
  }
}
