/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 13, levels 1, splits per level 13, lanes moved as 32-bit words
  arg 0 'src' uchar: private, level 1, 25641x1x1 words of 1 B (pitch 25641, slice 25641), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 2048x1, grid 13x1x1, window 8x1, lanes 8
  arg 1 'dst' ushort: private, level 1, 25641x1x1 words of 2 B (pitch 25641, slice 25641), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 2048x1, grid 13x1x1, window 8x1, lanes 8
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - lanes: a work-item owns 8 adjacent columns and moves each row of them as one vector (vertical data without dependencies; margin columns word by word); split budget at least 64 bytes, no prefetch, a work-group per block
  - work_group: 256 work-items: class target 256, widest level-1 row needs 3206 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 1 (budget 64 bytes per work-item, bounds [1, 1]), 13 splits; the others follow that count
  - groups: 13 work-groups for 13 level-1 blocks, one each
  - lane_words: lanes moved as words: a work-item whose rows all lie inside the arrays runs an unguarded copy of the body, moving byte and short lanes as 32-bit words
  - memory: 24 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
  - flatten: the 333x77x1 arrays are flattened into rows of 25641 words: User_main sees its words only, the data is dense and of one shape, and rows of 333 words are not whole vectors
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 13
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 1
#define ACL_WIDTH_src 8
#define ACL_LR_src 1
#define ACL_XSTEP_src 1
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 8
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 1
#define ACL_WIDTH_dst 8
#define ACL_LR_dst 1
#define ACL_XSTEP_dst 1
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 8
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uchar* src, ushort* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (ushort)src[i] * 3;
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const uchar* restrict acl_g0, __global ushort* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uchar acl_p0[8];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  ushort acl_p1[8];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 13) * 2048;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 13) % 1) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 13;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 13) * 2048;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 13) % 1) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 13;
      if ((((acl_x0 + acl_lid * 8) - 0) >= 0 && ((acl_x0 + acl_lid * 8) - 0) + 8 <= 25641 && (acl_y0 - 0) >= 0 && (acl_y0 - 0) + 1 <= 1) && ((acl_x1 + acl_lid * 8) >= 0 && (acl_x1 + acl_lid * 8) + 8 <= 25641 && (acl_y1) >= 0 && (acl_y1) + 1 <= 1)) {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 8) - 0, acl_oy = acl_y0 - 0;
          {
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              #ifdef __ENDIAN_LITTLE__
              const uint2 acl_w = *(const __global uint2*)&acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 1, 0, 25641, 25641)];
              acl_p0[(0) * 1 + (acl_iy)] = (uchar)(acl_w.s0 >> 0);
              acl_p0[(1) * 1 + (acl_iy)] = (uchar)(acl_w.s0 >> 8);
              acl_p0[(2) * 1 + (acl_iy)] = (uchar)(acl_w.s0 >> 16);
              acl_p0[(3) * 1 + (acl_iy)] = (uchar)(acl_w.s0 >> 24);
              acl_p0[(4) * 1 + (acl_iy)] = (uchar)(acl_w.s1 >> 0);
              acl_p0[(5) * 1 + (acl_iy)] = (uchar)(acl_w.s1 >> 8);
              acl_p0[(6) * 1 + (acl_iy)] = (uchar)(acl_w.s1 >> 16);
              acl_p0[(7) * 1 + (acl_iy)] = (uchar)(acl_w.s1 >> 24);
              #else
              const uchar8 acl_lv = *(const __global uchar8*)&acl_g0[acl_word_in(acl_ox + 0, acl_oy + acl_iy, acl_z0, 1, 0, 25641, 25641)];
              acl_p0[(0) * 1 + (acl_iy)] = acl_lv.s0;
              acl_p0[(1) * 1 + (acl_iy)] = acl_lv.s1;
              acl_p0[(2) * 1 + (acl_iy)] = acl_lv.s2;
              acl_p0[(3) * 1 + (acl_iy)] = acl_lv.s3;
              acl_p0[(4) * 1 + (acl_iy)] = acl_lv.s4;
              acl_p0[(5) * 1 + (acl_iy)] = acl_lv.s5;
              acl_p0[(6) * 1 + (acl_iy)] = acl_lv.s6;
              acl_p0[(7) * 1 + (acl_iy)] = acl_lv.s7;
              #endif
            }
          }
        }
        for (int acl_j = 0; acl_j < 8; acl_j++) acl_p1[acl_j] = (ushort)(0);
        #pragma unroll
        for (int acl_lane = 0; acl_lane < 8; acl_lane++) {
          acl_st.acl_lane = acl_lane;
          acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 8) + acl_lane) < 25641 ? acl_clamp(1 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 8) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 8) + acl_lane) < 25641 ? acl_clamp(1 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 8) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 0 + acl_lane * 1, acl_p1 + 0 + acl_lane * 1);
        }
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 8), acl_oy = acl_y1;
          {
            #ifdef __ENDIAN_LITTLE__
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) *(__global uint4*)&acl_g1[acl_word_in(acl_ox, acl_oy + acl_iy, acl_z1, 1, 0, 25641, 25641)] = (uint4)(((uint)(ushort)acl_p1[(0) * 1 + (acl_iy)] << 0 | (uint)(ushort)acl_p1[(1) * 1 + (acl_iy)] << 16), ((uint)(ushort)acl_p1[(2) * 1 + (acl_iy)] << 0 | (uint)(ushort)acl_p1[(3) * 1 + (acl_iy)] << 16), ((uint)(ushort)acl_p1[(4) * 1 + (acl_iy)] << 0 | (uint)(ushort)acl_p1[(5) * 1 + (acl_iy)] << 16), ((uint)(ushort)acl_p1[(6) * 1 + (acl_iy)] << 0 | (uint)(ushort)acl_p1[(7) * 1 + (acl_iy)] << 16));
            #else
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) *(__global ushort8*)&acl_g1[acl_word_in(acl_ox, acl_oy + acl_iy, acl_z1, 1, 0, 25641, 25641)] = (ushort8)(acl_p1[(0) * 1 + (acl_iy)], acl_p1[(1) * 1 + (acl_iy)], acl_p1[(2) * 1 + (acl_iy)], acl_p1[(3) * 1 + (acl_iy)], acl_p1[(4) * 1 + (acl_iy)], acl_p1[(5) * 1 + (acl_iy)], acl_p1[(6) * 1 + (acl_iy)], acl_p1[(7) * 1 + (acl_iy)]);
            #endif
          }
        }
      } else {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 8) - 0, acl_oy = acl_y0 - 0;
          {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 8; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 25640), min(acl_oy + acl_iy, 0), acl_z0, 1, 0, 25641, 25641)];
            }
          }
        }
        for (int acl_j = 0; acl_j < 8; acl_j++) acl_p1[acl_j] = (ushort)(0);
        #pragma unroll
        for (int acl_lane = 0; acl_lane < 8; acl_lane++) {
          acl_st.acl_lane = acl_lane;
          acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 8) + acl_lane) < 25641 ? acl_clamp(1 - acl_y0, 0, 1) : 0);
          acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 8) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 8) + acl_lane) < 25641 ? acl_clamp(1 - acl_y1, 0, 1) : 0);
          acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 8) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 0 + acl_lane * 1, acl_p1 + 0 + acl_lane * 1);
        }
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_lid * 8), acl_oy = acl_y1;
          {
            for (int acl_ix = 0; acl_ix < 8; acl_ix++)
              for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                if (acl_ox + acl_ix < 25641 && acl_oy + acl_iy < 1) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 1, 0, 25641, 25641)] = acl_p1[(acl_ix + 0) * 1 + (acl_iy + 0)];
          }
        }
      }
    }
  }
}
