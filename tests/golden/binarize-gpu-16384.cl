/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 16384, levels 1, splits per level 16384, lanes moved as 32-bit words
  arg 0 'src' uchar: private, level 1, 16384x16384x1 words of 1 B (pitch 16384, slice 268435456), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 4096x4, grid 4x4096x1, window 16x4, lanes 16
  arg 1 'dst' uchar: private, level 1, 16384x16384x1 words of 1 B (pitch 16384, slice 268435456), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 4096x4, grid 4x4096x1, window 16x4, lanes 16
  arg 2 'thres' int: value
  - lanes: a work-item owns 16 adjacent columns and moves each row of them as one vector (vertical data without dependencies; halo columns word by word); split budget at least 64 bytes, no prefetch, a work-group per block
  - work-group 256: class target 256, widest level-1 row needs 1024 work-items, multiple of 32, bounds [1, 1024]
  - level 1 splits: argument 0 'src' (the largest) takes split 4 (budget 64 bytes per work-item, bounds [1, 16384]), 16384 splits; the others follow that count
  - synchronous transfers: lanes
  - work-groups 16384: 16384 level-1 blocks, one each
  - lanes moved as words: a work-item whose rows all lie inside the arrays runs an unguarded copy of the body, moving byte and short lanes as 32-bit words
  - memory: 128 private bytes per work-item (budget 512), 0 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 16384
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 16
#define ACL_LR_src 4
#define ACL_XSTEP_src 4
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 16
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 16
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 16
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
void ACL_kernel(__global const uchar* restrict acl_g0, __global uchar* restrict acl_g1, int acl_g2) {
  const int lid = get_local_id(0);
  acl_state st;
  uchar acl_p0[64];
  st.valid[0] = 0; st.origin[0][0] = 0; st.origin[0][1] = 0; st.origin[0][2] = 0;
  uchar acl_p1[64];
  st.valid[1] = 0; st.origin[1][0] = 0; st.origin[1][1] = 0; st.origin[1][2] = 0;
  st.iter[0] = 0; st.iter[1] = 0; st.iter[2] = 0; st.iter[3] = 0;
  st.lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      st.iter[1] = acl_n1;
      const int acl_x0 = (acl_n1 % 4) * 4096;
      const int acl_y0 = ((acl_n1 / 4) % 4096) * 4;
      const int acl_z0 = acl_n1 / 16384;
      const int acl_x1 = (acl_n1 % 4) * 4096;
      const int acl_y1 = ((acl_n1 / 4) % 4096) * 4;
      const int acl_z1 = acl_n1 / 16384;
      if ((((acl_x0 + lid * 16) - 0) >= 0 && ((acl_x0 + lid * 16) - 0) + 16 <= 16384 && (acl_y0 - 0) >= 0 && (acl_y0 - 0) + 4 <= 16384) && ((acl_x1 + lid * 16) >= 0 && (acl_x1 + lid * 16) + 16 <= 16384 && (acl_y1) >= 0 && (acl_y1) + 4 <= 16384)) {
        {
          const int ox = (acl_x0 + lid * 16) - 0, oy = acl_y0 - 0;
          {
            #pragma unroll
            for (int iy = 0; iy < 4; iy++) {
              #ifdef __ENDIAN_LITTLE__
              const uint4 acl_w = *(const __global uint4*)&acl_g0[acl_word_in(ox + 0, oy + iy, acl_z0, 16384, 0, 16384, 268435456)];
              acl_p0[(0) * 4 + (iy)] = (uchar)(acl_w.s0 >> 0);
              acl_p0[(1) * 4 + (iy)] = (uchar)(acl_w.s0 >> 8);
              acl_p0[(2) * 4 + (iy)] = (uchar)(acl_w.s0 >> 16);
              acl_p0[(3) * 4 + (iy)] = (uchar)(acl_w.s0 >> 24);
              acl_p0[(4) * 4 + (iy)] = (uchar)(acl_w.s1 >> 0);
              acl_p0[(5) * 4 + (iy)] = (uchar)(acl_w.s1 >> 8);
              acl_p0[(6) * 4 + (iy)] = (uchar)(acl_w.s1 >> 16);
              acl_p0[(7) * 4 + (iy)] = (uchar)(acl_w.s1 >> 24);
              acl_p0[(8) * 4 + (iy)] = (uchar)(acl_w.s2 >> 0);
              acl_p0[(9) * 4 + (iy)] = (uchar)(acl_w.s2 >> 8);
              acl_p0[(10) * 4 + (iy)] = (uchar)(acl_w.s2 >> 16);
              acl_p0[(11) * 4 + (iy)] = (uchar)(acl_w.s2 >> 24);
              acl_p0[(12) * 4 + (iy)] = (uchar)(acl_w.s3 >> 0);
              acl_p0[(13) * 4 + (iy)] = (uchar)(acl_w.s3 >> 8);
              acl_p0[(14) * 4 + (iy)] = (uchar)(acl_w.s3 >> 16);
              acl_p0[(15) * 4 + (iy)] = (uchar)(acl_w.s3 >> 24);
              #else
              const uchar16 acl_v = *(const __global uchar16*)&acl_g0[acl_word_in(ox + 0, oy + iy, acl_z0, 16384, 0, 16384, 268435456)];
              acl_p0[(0) * 4 + (iy)] = acl_v.s0;
              acl_p0[(1) * 4 + (iy)] = acl_v.s1;
              acl_p0[(2) * 4 + (iy)] = acl_v.s2;
              acl_p0[(3) * 4 + (iy)] = acl_v.s3;
              acl_p0[(4) * 4 + (iy)] = acl_v.s4;
              acl_p0[(5) * 4 + (iy)] = acl_v.s5;
              acl_p0[(6) * 4 + (iy)] = acl_v.s6;
              acl_p0[(7) * 4 + (iy)] = acl_v.s7;
              acl_p0[(8) * 4 + (iy)] = acl_v.s8;
              acl_p0[(9) * 4 + (iy)] = acl_v.s9;
              acl_p0[(10) * 4 + (iy)] = acl_v.sa;
              acl_p0[(11) * 4 + (iy)] = acl_v.sb;
              acl_p0[(12) * 4 + (iy)] = acl_v.sc;
              acl_p0[(13) * 4 + (iy)] = acl_v.sd;
              acl_p0[(14) * 4 + (iy)] = acl_v.se;
              acl_p0[(15) * 4 + (iy)] = acl_v.sf;
              #endif
            }
          }
        }
        for (int j = 0; j < 64; j++) acl_p1[j] = (uchar)(0);
        #pragma unroll
        for (int acl_lane = 0; acl_lane < 16; acl_lane++) {
          st.lane = acl_lane;
          st.valid[0] = (((acl_x0 + lid * 16) + acl_lane) < 16384 ? acl_clamp(16384 - acl_y0, 0, 4) : 0);
          st.origin[0][0] = ((acl_x0 + lid * 16) + acl_lane); st.origin[0][1] = acl_y0; st.origin[0][2] = acl_z0;
          st.valid[1] = (((acl_x1 + lid * 16) + acl_lane) < 16384 ? acl_clamp(16384 - acl_y1, 0, 4) : 0);
          st.origin[1][0] = ((acl_x1 + lid * 16) + acl_lane); st.origin[1][1] = acl_y1; st.origin[1][2] = acl_z1;
          User_main(&st, acl_p0 + 0 + acl_lane * 4, acl_p1 + 0 + acl_lane * 4, acl_g2);
        }
        {
          const int ox = (acl_x1 + lid * 16), oy = acl_y1;
          {
            #ifdef __ENDIAN_LITTLE__
            #pragma unroll
            for (int iy = 0; iy < 4; iy++) *(__global uint4*)&acl_g1[acl_word_in(ox, oy + iy, acl_z1, 16384, 0, 16384, 268435456)] = (uint4)(((uint)(uchar)acl_p1[(0) * 4 + (iy)] << 0 | (uint)(uchar)acl_p1[(1) * 4 + (iy)] << 8 | (uint)(uchar)acl_p1[(2) * 4 + (iy)] << 16 | (uint)(uchar)acl_p1[(3) * 4 + (iy)] << 24), ((uint)(uchar)acl_p1[(4) * 4 + (iy)] << 0 | (uint)(uchar)acl_p1[(5) * 4 + (iy)] << 8 | (uint)(uchar)acl_p1[(6) * 4 + (iy)] << 16 | (uint)(uchar)acl_p1[(7) * 4 + (iy)] << 24), ((uint)(uchar)acl_p1[(8) * 4 + (iy)] << 0 | (uint)(uchar)acl_p1[(9) * 4 + (iy)] << 8 | (uint)(uchar)acl_p1[(10) * 4 + (iy)] << 16 | (uint)(uchar)acl_p1[(11) * 4 + (iy)] << 24), ((uint)(uchar)acl_p1[(12) * 4 + (iy)] << 0 | (uint)(uchar)acl_p1[(13) * 4 + (iy)] << 8 | (uint)(uchar)acl_p1[(14) * 4 + (iy)] << 16 | (uint)(uchar)acl_p1[(15) * 4 + (iy)] << 24));
            #else
            #pragma unroll
            for (int iy = 0; iy < 4; iy++) *(__global uchar16*)&acl_g1[acl_word_in(ox, oy + iy, acl_z1, 16384, 0, 16384, 268435456)] = (uchar16)(acl_p1[(0) * 4 + (iy)], acl_p1[(1) * 4 + (iy)], acl_p1[(2) * 4 + (iy)], acl_p1[(3) * 4 + (iy)], acl_p1[(4) * 4 + (iy)], acl_p1[(5) * 4 + (iy)], acl_p1[(6) * 4 + (iy)], acl_p1[(7) * 4 + (iy)], acl_p1[(8) * 4 + (iy)], acl_p1[(9) * 4 + (iy)], acl_p1[(10) * 4 + (iy)], acl_p1[(11) * 4 + (iy)], acl_p1[(12) * 4 + (iy)], acl_p1[(13) * 4 + (iy)], acl_p1[(14) * 4 + (iy)], acl_p1[(15) * 4 + (iy)]);
            #endif
          }
        }
      } else {
        {
          const int ox = (acl_x0 + lid * 16) - 0, oy = acl_y0 - 0;
          {
            #pragma unroll
            for (int ix = 0; ix < 16; ix++)
              #pragma unroll
              for (int iy = 0; iy < 4; iy++) {
              acl_p0[(ix) * 4 + (iy)] = acl_g0[acl_word_in(min(ox + ix, 16383), min(oy + iy, 16383), acl_z0, 16384, 0, 16384, 268435456)];
            }
          }
        }
        for (int j = 0; j < 64; j++) acl_p1[j] = (uchar)(0);
        #pragma unroll
        for (int acl_lane = 0; acl_lane < 16; acl_lane++) {
          st.lane = acl_lane;
          st.valid[0] = (((acl_x0 + lid * 16) + acl_lane) < 16384 ? acl_clamp(16384 - acl_y0, 0, 4) : 0);
          st.origin[0][0] = ((acl_x0 + lid * 16) + acl_lane); st.origin[0][1] = acl_y0; st.origin[0][2] = acl_z0;
          st.valid[1] = (((acl_x1 + lid * 16) + acl_lane) < 16384 ? acl_clamp(16384 - acl_y1, 0, 4) : 0);
          st.origin[1][0] = ((acl_x1 + lid * 16) + acl_lane); st.origin[1][1] = acl_y1; st.origin[1][2] = acl_z1;
          User_main(&st, acl_p0 + 0 + acl_lane * 4, acl_p1 + 0 + acl_lane * 4, acl_g2);
        }
        {
          const int ox = (acl_x1 + lid * 16), oy = acl_y1;
          {
            for (int ix = 0; ix < 16; ix++)
              for (int iy = 0; iy < 4; iy++)
                if (ox + ix < 16384 && oy + iy < 16384) acl_g1[acl_word_in(ox + ix, oy + iy, acl_z1, 16384, 0, 16384, 268435456)] = acl_p1[(ix + 0) * 4 + (iy + 0)];
          }
        }
      }
    }
  }
}
