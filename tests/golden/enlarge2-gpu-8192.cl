/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 131072, levels 1, splits per level 131072
  arg 0 'src' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 512x1, grid 16x8192x1, window 2x1, lanes 2
  arg 1 'dst' float: private, level 1, 8192x8192x1 words of 4 B (pitch 16384, slice 268435456), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_ENLARGE to 16384x16384, margin 0 ACL_BORDER_CLAMP, split 1, block 512x1, grid 16x8192x1, window 2x1, lanes 2
  - scaled_write: def ACL_SPECIAL_ENLARGE of 'dst': split budget raised to 64 bytes and a work-group per block
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - lanes: a work-item owns 2 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 8 bytes, no prefetch, a work-group per block
  - work_group: 256 work-items: class target 256, widest level-1 row needs 4096 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 8 bytes per work-item, bounds [1, 8192]), 131072 splits; the others follow that count
  - groups: 131072 work-groups for 131072 level-1 blocks, one each
  - memory: 16 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 131072
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 2
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 2
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 2
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 2
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
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[2];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[2];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 16) * 512;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 16) % 8192) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 131072;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 16) * 512;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 16) % 8192) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 131072;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 2) - 0, acl_oy = acl_y0 - 0;
        if (acl_ox >= 0 && acl_ox + 2 <= 8192 && acl_oy >= 0 && acl_oy + 1 <= 8192) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            const float2 acl_lv = *(const __global float2*)&acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
            acl_p0[(0) * 1 + (acl_iy)] = acl_lv.s0;
            acl_p0[(1) * 1 + (acl_iy)] = acl_lv.s1;
          }
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 2; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0, 8192, 0, 8192, 67108864)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 2; acl_j++) acl_p1[acl_j] = (float)(0);
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 2; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 2) + acl_lane) < 8192 ? acl_clamp(8192 - acl_y0, 0, 1) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 2) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 2) + acl_lane) < 8192 ? acl_clamp(8192 - acl_y1, 0, 1) : 0);
        acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 2) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 0 + acl_lane * 1, acl_p1 + 0 + acl_lane * 1);
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 2), acl_oy = acl_y1;
        if (acl_ox >= 0 && acl_ox + 2 <= 8192 && acl_oy >= 0 && acl_oy + 1 <= 8192) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            *(__global float4*)&acl_g1[acl_word_in((acl_ox << 1) + 0, ((acl_oy + acl_iy) << 1) + 0, acl_z1, 16384, 0, 16384, 268435456)] = (float4)(acl_p1[(0) * 1 + (acl_iy)], acl_p1[(0) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)]);
            *(__global float4*)&acl_g1[acl_word_in((acl_ox << 1) + 0, ((acl_oy + acl_iy) << 1) + 1, acl_z1, 16384, 0, 16384, 268435456)] = (float4)(acl_p1[(0) * 1 + (acl_iy)], acl_p1[(0) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)]);
          }
        } else {
          for (int acl_ix = 0; acl_ix < 2; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) {
              #pragma unroll
              for (int acl_ey = 0; acl_ey < 2; acl_ey++)
                #pragma unroll
                for (int acl_ex = 0; acl_ex < 2; acl_ex++) acl_g1[acl_word_in(((acl_ox + acl_ix) << 1) + acl_ex, ((acl_oy + acl_iy) << 1) + acl_ey, acl_z1, 16384, 0, 16384, 268435456)] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
            }
          }
        }
      }
    }
  }
}
