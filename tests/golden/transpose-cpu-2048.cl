/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 32, work-groups 512, levels 1, splits per level 512, square lanes turned in registers
  arg 0 'src' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 512x16, grid 4x128x1, window 16x16, lanes 16
  arg 1 'dst' float: private, level 1, 2048x2048x1 words of 4 B (pitch 2048, slice 4194304), ACL_VERTICAL, ref ACL_NONE, def ACL_SPECIAL_MIRROR_TRANSPOSE to 2048x2048, margin 0 ACL_BORDER_CLAMP, split 16, block 512x16, grid 4x128x1, window 16x16, lanes 16
  - transposed_write: def ACL_SPECIAL_MIRROR_TRANSPOSE of 'dst': split budget raised to 128 bytes, the length of each stored destination row, and a work-group per block of 32 work-items
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - transposed_lanes: a work-item owns 16 columns of 16 rows: rows load as vectors and turn into columns in registers, each column is stored as one destination-row vector (knob transpose_lanes 64 bytes)
  - work_group: 32 work-items: class target 32, widest level-1 row needs 128 work-items, rows split evenly, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 1024 bytes per work-item, bounds [1, 2048]), 512 splits; the others follow that count
  - groups: 512 work-groups for 512 level-1 blocks, one each
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 2048 private bytes per work-item (budget 8192), 0 local bytes per work-group (budget 1048576 of 2097152)
  - user_lanes: words, not vectors: argument 1 'dst' is not plain level-1 vertical data without a margin
*/
#define ACL_WG 32
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 512
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 16
#define ACL_WIDTH_src 16
#define ACL_LR_src 16
#define ACL_XSTEP_src 16
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 16
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 16
#define ACL_WIDTH_dst 16
#define ACL_LR_dst 16
#define ACL_XSTEP_dst 16
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 16
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* src, float* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[256];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[256];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 4) * 512;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 4) % 128) * 16;
      const ACL_COORD acl_z0 = acl_n1 / 512;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 4) * 512;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 4) % 128) * 16;
      const ACL_COORD acl_z1 = acl_n1 / 512;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid * 16) - 0, acl_oy = acl_y0 - 0;
        if (acl_ox >= 0 && acl_ox + 16 <= 2048 && acl_oy >= 0 && acl_oy + 16 <= 2048) {
          float16 acl_r0 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 0, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r1 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 1, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r2 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 2, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r3 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 3, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r4 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 4, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r5 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 5, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r6 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 6, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r7 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 7, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r8 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 8, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r9 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 9, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r10 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 10, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r11 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 11, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r12 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 12, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r13 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 13, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r14 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 14, acl_z0, 2048, 0, 2048, 4194304));
          float16 acl_r15 = vload16(0, acl_g0 + acl_word_in(acl_ox, acl_oy + 15, acl_z0, 2048, 0, 2048, 4194304));
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r0, acl_r1, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r0.s0, acl_r1.s0, acl_r0.s2, acl_r1.s2, acl_r0.s4, acl_r1.s4, acl_r0.s6, acl_r1.s6, acl_r0.s8, acl_r1.s8, acl_r0.sa, acl_r1.sa, acl_r0.sc, acl_r1.sc, acl_r0.se, acl_r1.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r0, acl_r1, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r0.s1, acl_r1.s1, acl_r0.s3, acl_r1.s3, acl_r0.s5, acl_r1.s5, acl_r0.s7, acl_r1.s7, acl_r0.s9, acl_r1.s9, acl_r0.sb, acl_r1.sb, acl_r0.sd, acl_r1.sd, acl_r0.sf, acl_r1.sf);
            #endif
            acl_r0 = acl_lo; acl_r1 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r2, acl_r3, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r2.s0, acl_r3.s0, acl_r2.s2, acl_r3.s2, acl_r2.s4, acl_r3.s4, acl_r2.s6, acl_r3.s6, acl_r2.s8, acl_r3.s8, acl_r2.sa, acl_r3.sa, acl_r2.sc, acl_r3.sc, acl_r2.se, acl_r3.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r2, acl_r3, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r2.s1, acl_r3.s1, acl_r2.s3, acl_r3.s3, acl_r2.s5, acl_r3.s5, acl_r2.s7, acl_r3.s7, acl_r2.s9, acl_r3.s9, acl_r2.sb, acl_r3.sb, acl_r2.sd, acl_r3.sd, acl_r2.sf, acl_r3.sf);
            #endif
            acl_r2 = acl_lo; acl_r3 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r4, acl_r5, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r4.s0, acl_r5.s0, acl_r4.s2, acl_r5.s2, acl_r4.s4, acl_r5.s4, acl_r4.s6, acl_r5.s6, acl_r4.s8, acl_r5.s8, acl_r4.sa, acl_r5.sa, acl_r4.sc, acl_r5.sc, acl_r4.se, acl_r5.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r4, acl_r5, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r4.s1, acl_r5.s1, acl_r4.s3, acl_r5.s3, acl_r4.s5, acl_r5.s5, acl_r4.s7, acl_r5.s7, acl_r4.s9, acl_r5.s9, acl_r4.sb, acl_r5.sb, acl_r4.sd, acl_r5.sd, acl_r4.sf, acl_r5.sf);
            #endif
            acl_r4 = acl_lo; acl_r5 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r6, acl_r7, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r6.s0, acl_r7.s0, acl_r6.s2, acl_r7.s2, acl_r6.s4, acl_r7.s4, acl_r6.s6, acl_r7.s6, acl_r6.s8, acl_r7.s8, acl_r6.sa, acl_r7.sa, acl_r6.sc, acl_r7.sc, acl_r6.se, acl_r7.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r6, acl_r7, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r6.s1, acl_r7.s1, acl_r6.s3, acl_r7.s3, acl_r6.s5, acl_r7.s5, acl_r6.s7, acl_r7.s7, acl_r6.s9, acl_r7.s9, acl_r6.sb, acl_r7.sb, acl_r6.sd, acl_r7.sd, acl_r6.sf, acl_r7.sf);
            #endif
            acl_r6 = acl_lo; acl_r7 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r8, acl_r9, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r8.s0, acl_r9.s0, acl_r8.s2, acl_r9.s2, acl_r8.s4, acl_r9.s4, acl_r8.s6, acl_r9.s6, acl_r8.s8, acl_r9.s8, acl_r8.sa, acl_r9.sa, acl_r8.sc, acl_r9.sc, acl_r8.se, acl_r9.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r8, acl_r9, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r8.s1, acl_r9.s1, acl_r8.s3, acl_r9.s3, acl_r8.s5, acl_r9.s5, acl_r8.s7, acl_r9.s7, acl_r8.s9, acl_r9.s9, acl_r8.sb, acl_r9.sb, acl_r8.sd, acl_r9.sd, acl_r8.sf, acl_r9.sf);
            #endif
            acl_r8 = acl_lo; acl_r9 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r10, acl_r11, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r10.s0, acl_r11.s0, acl_r10.s2, acl_r11.s2, acl_r10.s4, acl_r11.s4, acl_r10.s6, acl_r11.s6, acl_r10.s8, acl_r11.s8, acl_r10.sa, acl_r11.sa, acl_r10.sc, acl_r11.sc, acl_r10.se, acl_r11.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r10, acl_r11, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r10.s1, acl_r11.s1, acl_r10.s3, acl_r11.s3, acl_r10.s5, acl_r11.s5, acl_r10.s7, acl_r11.s7, acl_r10.s9, acl_r11.s9, acl_r10.sb, acl_r11.sb, acl_r10.sd, acl_r11.sd, acl_r10.sf, acl_r11.sf);
            #endif
            acl_r10 = acl_lo; acl_r11 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r12, acl_r13, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r12.s0, acl_r13.s0, acl_r12.s2, acl_r13.s2, acl_r12.s4, acl_r13.s4, acl_r12.s6, acl_r13.s6, acl_r12.s8, acl_r13.s8, acl_r12.sa, acl_r13.sa, acl_r12.sc, acl_r13.sc, acl_r12.se, acl_r13.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r12, acl_r13, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r12.s1, acl_r13.s1, acl_r12.s3, acl_r13.s3, acl_r12.s5, acl_r13.s5, acl_r12.s7, acl_r13.s7, acl_r12.s9, acl_r13.s9, acl_r12.sb, acl_r13.sb, acl_r12.sd, acl_r13.sd, acl_r12.sf, acl_r13.sf);
            #endif
            acl_r12 = acl_lo; acl_r13 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r14, acl_r15, 0, 16, 2, 18, 4, 20, 6, 22, 8, 24, 10, 26, 12, 28, 14, 30);
            #else
            const float16 acl_lo = (float16)(acl_r14.s0, acl_r15.s0, acl_r14.s2, acl_r15.s2, acl_r14.s4, acl_r15.s4, acl_r14.s6, acl_r15.s6, acl_r14.s8, acl_r15.s8, acl_r14.sa, acl_r15.sa, acl_r14.sc, acl_r15.sc, acl_r14.se, acl_r15.se);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r14, acl_r15, 1, 17, 3, 19, 5, 21, 7, 23, 9, 25, 11, 27, 13, 29, 15, 31);
            #else
            const float16 acl_hi = (float16)(acl_r14.s1, acl_r15.s1, acl_r14.s3, acl_r15.s3, acl_r14.s5, acl_r15.s5, acl_r14.s7, acl_r15.s7, acl_r14.s9, acl_r15.s9, acl_r14.sb, acl_r15.sb, acl_r14.sd, acl_r15.sd, acl_r14.sf, acl_r15.sf);
            #endif
            acl_r14 = acl_lo; acl_r15 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r0, acl_r2, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r0.s0, acl_r0.s1, acl_r2.s0, acl_r2.s1, acl_r0.s4, acl_r0.s5, acl_r2.s4, acl_r2.s5, acl_r0.s8, acl_r0.s9, acl_r2.s8, acl_r2.s9, acl_r0.sc, acl_r0.sd, acl_r2.sc, acl_r2.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r0, acl_r2, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r0.s2, acl_r0.s3, acl_r2.s2, acl_r2.s3, acl_r0.s6, acl_r0.s7, acl_r2.s6, acl_r2.s7, acl_r0.sa, acl_r0.sb, acl_r2.sa, acl_r2.sb, acl_r0.se, acl_r0.sf, acl_r2.se, acl_r2.sf);
            #endif
            acl_r0 = acl_lo; acl_r2 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r1, acl_r3, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r1.s0, acl_r1.s1, acl_r3.s0, acl_r3.s1, acl_r1.s4, acl_r1.s5, acl_r3.s4, acl_r3.s5, acl_r1.s8, acl_r1.s9, acl_r3.s8, acl_r3.s9, acl_r1.sc, acl_r1.sd, acl_r3.sc, acl_r3.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r1, acl_r3, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r1.s2, acl_r1.s3, acl_r3.s2, acl_r3.s3, acl_r1.s6, acl_r1.s7, acl_r3.s6, acl_r3.s7, acl_r1.sa, acl_r1.sb, acl_r3.sa, acl_r3.sb, acl_r1.se, acl_r1.sf, acl_r3.se, acl_r3.sf);
            #endif
            acl_r1 = acl_lo; acl_r3 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r4, acl_r6, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r4.s0, acl_r4.s1, acl_r6.s0, acl_r6.s1, acl_r4.s4, acl_r4.s5, acl_r6.s4, acl_r6.s5, acl_r4.s8, acl_r4.s9, acl_r6.s8, acl_r6.s9, acl_r4.sc, acl_r4.sd, acl_r6.sc, acl_r6.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r4, acl_r6, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r4.s2, acl_r4.s3, acl_r6.s2, acl_r6.s3, acl_r4.s6, acl_r4.s7, acl_r6.s6, acl_r6.s7, acl_r4.sa, acl_r4.sb, acl_r6.sa, acl_r6.sb, acl_r4.se, acl_r4.sf, acl_r6.se, acl_r6.sf);
            #endif
            acl_r4 = acl_lo; acl_r6 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r5, acl_r7, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r5.s0, acl_r5.s1, acl_r7.s0, acl_r7.s1, acl_r5.s4, acl_r5.s5, acl_r7.s4, acl_r7.s5, acl_r5.s8, acl_r5.s9, acl_r7.s8, acl_r7.s9, acl_r5.sc, acl_r5.sd, acl_r7.sc, acl_r7.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r5, acl_r7, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r5.s2, acl_r5.s3, acl_r7.s2, acl_r7.s3, acl_r5.s6, acl_r5.s7, acl_r7.s6, acl_r7.s7, acl_r5.sa, acl_r5.sb, acl_r7.sa, acl_r7.sb, acl_r5.se, acl_r5.sf, acl_r7.se, acl_r7.sf);
            #endif
            acl_r5 = acl_lo; acl_r7 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r8, acl_r10, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r8.s0, acl_r8.s1, acl_r10.s0, acl_r10.s1, acl_r8.s4, acl_r8.s5, acl_r10.s4, acl_r10.s5, acl_r8.s8, acl_r8.s9, acl_r10.s8, acl_r10.s9, acl_r8.sc, acl_r8.sd, acl_r10.sc, acl_r10.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r8, acl_r10, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r8.s2, acl_r8.s3, acl_r10.s2, acl_r10.s3, acl_r8.s6, acl_r8.s7, acl_r10.s6, acl_r10.s7, acl_r8.sa, acl_r8.sb, acl_r10.sa, acl_r10.sb, acl_r8.se, acl_r8.sf, acl_r10.se, acl_r10.sf);
            #endif
            acl_r8 = acl_lo; acl_r10 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r9, acl_r11, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r9.s0, acl_r9.s1, acl_r11.s0, acl_r11.s1, acl_r9.s4, acl_r9.s5, acl_r11.s4, acl_r11.s5, acl_r9.s8, acl_r9.s9, acl_r11.s8, acl_r11.s9, acl_r9.sc, acl_r9.sd, acl_r11.sc, acl_r11.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r9, acl_r11, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r9.s2, acl_r9.s3, acl_r11.s2, acl_r11.s3, acl_r9.s6, acl_r9.s7, acl_r11.s6, acl_r11.s7, acl_r9.sa, acl_r9.sb, acl_r11.sa, acl_r11.sb, acl_r9.se, acl_r9.sf, acl_r11.se, acl_r11.sf);
            #endif
            acl_r9 = acl_lo; acl_r11 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r12, acl_r14, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r12.s0, acl_r12.s1, acl_r14.s0, acl_r14.s1, acl_r12.s4, acl_r12.s5, acl_r14.s4, acl_r14.s5, acl_r12.s8, acl_r12.s9, acl_r14.s8, acl_r14.s9, acl_r12.sc, acl_r12.sd, acl_r14.sc, acl_r14.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r12, acl_r14, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r12.s2, acl_r12.s3, acl_r14.s2, acl_r14.s3, acl_r12.s6, acl_r12.s7, acl_r14.s6, acl_r14.s7, acl_r12.sa, acl_r12.sb, acl_r14.sa, acl_r14.sb, acl_r12.se, acl_r12.sf, acl_r14.se, acl_r14.sf);
            #endif
            acl_r12 = acl_lo; acl_r14 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r13, acl_r15, 0, 1, 16, 17, 4, 5, 20, 21, 8, 9, 24, 25, 12, 13, 28, 29);
            #else
            const float16 acl_lo = (float16)(acl_r13.s0, acl_r13.s1, acl_r15.s0, acl_r15.s1, acl_r13.s4, acl_r13.s5, acl_r15.s4, acl_r15.s5, acl_r13.s8, acl_r13.s9, acl_r15.s8, acl_r15.s9, acl_r13.sc, acl_r13.sd, acl_r15.sc, acl_r15.sd);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r13, acl_r15, 2, 3, 18, 19, 6, 7, 22, 23, 10, 11, 26, 27, 14, 15, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r13.s2, acl_r13.s3, acl_r15.s2, acl_r15.s3, acl_r13.s6, acl_r13.s7, acl_r15.s6, acl_r15.s7, acl_r13.sa, acl_r13.sb, acl_r15.sa, acl_r15.sb, acl_r13.se, acl_r13.sf, acl_r15.se, acl_r15.sf);
            #endif
            acl_r13 = acl_lo; acl_r15 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r0, acl_r4, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r0.s0, acl_r0.s1, acl_r0.s2, acl_r0.s3, acl_r4.s0, acl_r4.s1, acl_r4.s2, acl_r4.s3, acl_r0.s8, acl_r0.s9, acl_r0.sa, acl_r0.sb, acl_r4.s8, acl_r4.s9, acl_r4.sa, acl_r4.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r0, acl_r4, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r0.s4, acl_r0.s5, acl_r0.s6, acl_r0.s7, acl_r4.s4, acl_r4.s5, acl_r4.s6, acl_r4.s7, acl_r0.sc, acl_r0.sd, acl_r0.se, acl_r0.sf, acl_r4.sc, acl_r4.sd, acl_r4.se, acl_r4.sf);
            #endif
            acl_r0 = acl_lo; acl_r4 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r1, acl_r5, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r1.s0, acl_r1.s1, acl_r1.s2, acl_r1.s3, acl_r5.s0, acl_r5.s1, acl_r5.s2, acl_r5.s3, acl_r1.s8, acl_r1.s9, acl_r1.sa, acl_r1.sb, acl_r5.s8, acl_r5.s9, acl_r5.sa, acl_r5.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r1, acl_r5, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r1.s4, acl_r1.s5, acl_r1.s6, acl_r1.s7, acl_r5.s4, acl_r5.s5, acl_r5.s6, acl_r5.s7, acl_r1.sc, acl_r1.sd, acl_r1.se, acl_r1.sf, acl_r5.sc, acl_r5.sd, acl_r5.se, acl_r5.sf);
            #endif
            acl_r1 = acl_lo; acl_r5 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r2, acl_r6, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r2.s0, acl_r2.s1, acl_r2.s2, acl_r2.s3, acl_r6.s0, acl_r6.s1, acl_r6.s2, acl_r6.s3, acl_r2.s8, acl_r2.s9, acl_r2.sa, acl_r2.sb, acl_r6.s8, acl_r6.s9, acl_r6.sa, acl_r6.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r2, acl_r6, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r2.s4, acl_r2.s5, acl_r2.s6, acl_r2.s7, acl_r6.s4, acl_r6.s5, acl_r6.s6, acl_r6.s7, acl_r2.sc, acl_r2.sd, acl_r2.se, acl_r2.sf, acl_r6.sc, acl_r6.sd, acl_r6.se, acl_r6.sf);
            #endif
            acl_r2 = acl_lo; acl_r6 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r3, acl_r7, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r3.s0, acl_r3.s1, acl_r3.s2, acl_r3.s3, acl_r7.s0, acl_r7.s1, acl_r7.s2, acl_r7.s3, acl_r3.s8, acl_r3.s9, acl_r3.sa, acl_r3.sb, acl_r7.s8, acl_r7.s9, acl_r7.sa, acl_r7.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r3, acl_r7, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r3.s4, acl_r3.s5, acl_r3.s6, acl_r3.s7, acl_r7.s4, acl_r7.s5, acl_r7.s6, acl_r7.s7, acl_r3.sc, acl_r3.sd, acl_r3.se, acl_r3.sf, acl_r7.sc, acl_r7.sd, acl_r7.se, acl_r7.sf);
            #endif
            acl_r3 = acl_lo; acl_r7 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r8, acl_r12, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r8.s0, acl_r8.s1, acl_r8.s2, acl_r8.s3, acl_r12.s0, acl_r12.s1, acl_r12.s2, acl_r12.s3, acl_r8.s8, acl_r8.s9, acl_r8.sa, acl_r8.sb, acl_r12.s8, acl_r12.s9, acl_r12.sa, acl_r12.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r8, acl_r12, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r8.s4, acl_r8.s5, acl_r8.s6, acl_r8.s7, acl_r12.s4, acl_r12.s5, acl_r12.s6, acl_r12.s7, acl_r8.sc, acl_r8.sd, acl_r8.se, acl_r8.sf, acl_r12.sc, acl_r12.sd, acl_r12.se, acl_r12.sf);
            #endif
            acl_r8 = acl_lo; acl_r12 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r9, acl_r13, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r9.s0, acl_r9.s1, acl_r9.s2, acl_r9.s3, acl_r13.s0, acl_r13.s1, acl_r13.s2, acl_r13.s3, acl_r9.s8, acl_r9.s9, acl_r9.sa, acl_r9.sb, acl_r13.s8, acl_r13.s9, acl_r13.sa, acl_r13.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r9, acl_r13, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r9.s4, acl_r9.s5, acl_r9.s6, acl_r9.s7, acl_r13.s4, acl_r13.s5, acl_r13.s6, acl_r13.s7, acl_r9.sc, acl_r9.sd, acl_r9.se, acl_r9.sf, acl_r13.sc, acl_r13.sd, acl_r13.se, acl_r13.sf);
            #endif
            acl_r9 = acl_lo; acl_r13 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r10, acl_r14, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r10.s0, acl_r10.s1, acl_r10.s2, acl_r10.s3, acl_r14.s0, acl_r14.s1, acl_r14.s2, acl_r14.s3, acl_r10.s8, acl_r10.s9, acl_r10.sa, acl_r10.sb, acl_r14.s8, acl_r14.s9, acl_r14.sa, acl_r14.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r10, acl_r14, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r10.s4, acl_r10.s5, acl_r10.s6, acl_r10.s7, acl_r14.s4, acl_r14.s5, acl_r14.s6, acl_r14.s7, acl_r10.sc, acl_r10.sd, acl_r10.se, acl_r10.sf, acl_r14.sc, acl_r14.sd, acl_r14.se, acl_r14.sf);
            #endif
            acl_r10 = acl_lo; acl_r14 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r11, acl_r15, 0, 1, 2, 3, 16, 17, 18, 19, 8, 9, 10, 11, 24, 25, 26, 27);
            #else
            const float16 acl_lo = (float16)(acl_r11.s0, acl_r11.s1, acl_r11.s2, acl_r11.s3, acl_r15.s0, acl_r15.s1, acl_r15.s2, acl_r15.s3, acl_r11.s8, acl_r11.s9, acl_r11.sa, acl_r11.sb, acl_r15.s8, acl_r15.s9, acl_r15.sa, acl_r15.sb);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r11, acl_r15, 4, 5, 6, 7, 20, 21, 22, 23, 12, 13, 14, 15, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r11.s4, acl_r11.s5, acl_r11.s6, acl_r11.s7, acl_r15.s4, acl_r15.s5, acl_r15.s6, acl_r15.s7, acl_r11.sc, acl_r11.sd, acl_r11.se, acl_r11.sf, acl_r15.sc, acl_r15.sd, acl_r15.se, acl_r15.sf);
            #endif
            acl_r11 = acl_lo; acl_r15 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r0, acl_r8, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r0.s0, acl_r0.s1, acl_r0.s2, acl_r0.s3, acl_r0.s4, acl_r0.s5, acl_r0.s6, acl_r0.s7, acl_r8.s0, acl_r8.s1, acl_r8.s2, acl_r8.s3, acl_r8.s4, acl_r8.s5, acl_r8.s6, acl_r8.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r0, acl_r8, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r0.s8, acl_r0.s9, acl_r0.sa, acl_r0.sb, acl_r0.sc, acl_r0.sd, acl_r0.se, acl_r0.sf, acl_r8.s8, acl_r8.s9, acl_r8.sa, acl_r8.sb, acl_r8.sc, acl_r8.sd, acl_r8.se, acl_r8.sf);
            #endif
            acl_r0 = acl_lo; acl_r8 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r1, acl_r9, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r1.s0, acl_r1.s1, acl_r1.s2, acl_r1.s3, acl_r1.s4, acl_r1.s5, acl_r1.s6, acl_r1.s7, acl_r9.s0, acl_r9.s1, acl_r9.s2, acl_r9.s3, acl_r9.s4, acl_r9.s5, acl_r9.s6, acl_r9.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r1, acl_r9, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r1.s8, acl_r1.s9, acl_r1.sa, acl_r1.sb, acl_r1.sc, acl_r1.sd, acl_r1.se, acl_r1.sf, acl_r9.s8, acl_r9.s9, acl_r9.sa, acl_r9.sb, acl_r9.sc, acl_r9.sd, acl_r9.se, acl_r9.sf);
            #endif
            acl_r1 = acl_lo; acl_r9 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r2, acl_r10, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r2.s0, acl_r2.s1, acl_r2.s2, acl_r2.s3, acl_r2.s4, acl_r2.s5, acl_r2.s6, acl_r2.s7, acl_r10.s0, acl_r10.s1, acl_r10.s2, acl_r10.s3, acl_r10.s4, acl_r10.s5, acl_r10.s6, acl_r10.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r2, acl_r10, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r2.s8, acl_r2.s9, acl_r2.sa, acl_r2.sb, acl_r2.sc, acl_r2.sd, acl_r2.se, acl_r2.sf, acl_r10.s8, acl_r10.s9, acl_r10.sa, acl_r10.sb, acl_r10.sc, acl_r10.sd, acl_r10.se, acl_r10.sf);
            #endif
            acl_r2 = acl_lo; acl_r10 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r3, acl_r11, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r3.s0, acl_r3.s1, acl_r3.s2, acl_r3.s3, acl_r3.s4, acl_r3.s5, acl_r3.s6, acl_r3.s7, acl_r11.s0, acl_r11.s1, acl_r11.s2, acl_r11.s3, acl_r11.s4, acl_r11.s5, acl_r11.s6, acl_r11.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r3, acl_r11, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r3.s8, acl_r3.s9, acl_r3.sa, acl_r3.sb, acl_r3.sc, acl_r3.sd, acl_r3.se, acl_r3.sf, acl_r11.s8, acl_r11.s9, acl_r11.sa, acl_r11.sb, acl_r11.sc, acl_r11.sd, acl_r11.se, acl_r11.sf);
            #endif
            acl_r3 = acl_lo; acl_r11 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r4, acl_r12, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r4.s0, acl_r4.s1, acl_r4.s2, acl_r4.s3, acl_r4.s4, acl_r4.s5, acl_r4.s6, acl_r4.s7, acl_r12.s0, acl_r12.s1, acl_r12.s2, acl_r12.s3, acl_r12.s4, acl_r12.s5, acl_r12.s6, acl_r12.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r4, acl_r12, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r4.s8, acl_r4.s9, acl_r4.sa, acl_r4.sb, acl_r4.sc, acl_r4.sd, acl_r4.se, acl_r4.sf, acl_r12.s8, acl_r12.s9, acl_r12.sa, acl_r12.sb, acl_r12.sc, acl_r12.sd, acl_r12.se, acl_r12.sf);
            #endif
            acl_r4 = acl_lo; acl_r12 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r5, acl_r13, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r5.s0, acl_r5.s1, acl_r5.s2, acl_r5.s3, acl_r5.s4, acl_r5.s5, acl_r5.s6, acl_r5.s7, acl_r13.s0, acl_r13.s1, acl_r13.s2, acl_r13.s3, acl_r13.s4, acl_r13.s5, acl_r13.s6, acl_r13.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r5, acl_r13, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r5.s8, acl_r5.s9, acl_r5.sa, acl_r5.sb, acl_r5.sc, acl_r5.sd, acl_r5.se, acl_r5.sf, acl_r13.s8, acl_r13.s9, acl_r13.sa, acl_r13.sb, acl_r13.sc, acl_r13.sd, acl_r13.se, acl_r13.sf);
            #endif
            acl_r5 = acl_lo; acl_r13 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r6, acl_r14, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r6.s0, acl_r6.s1, acl_r6.s2, acl_r6.s3, acl_r6.s4, acl_r6.s5, acl_r6.s6, acl_r6.s7, acl_r14.s0, acl_r14.s1, acl_r14.s2, acl_r14.s3, acl_r14.s4, acl_r14.s5, acl_r14.s6, acl_r14.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r6, acl_r14, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r6.s8, acl_r6.s9, acl_r6.sa, acl_r6.sb, acl_r6.sc, acl_r6.sd, acl_r6.se, acl_r6.sf, acl_r14.s8, acl_r14.s9, acl_r14.sa, acl_r14.sb, acl_r14.sc, acl_r14.sd, acl_r14.se, acl_r14.sf);
            #endif
            acl_r6 = acl_lo; acl_r14 = acl_hi;
          }
          {
            #ifdef __clang__
            const float16 acl_lo = __builtin_shufflevector(acl_r7, acl_r15, 0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
            #else
            const float16 acl_lo = (float16)(acl_r7.s0, acl_r7.s1, acl_r7.s2, acl_r7.s3, acl_r7.s4, acl_r7.s5, acl_r7.s6, acl_r7.s7, acl_r15.s0, acl_r15.s1, acl_r15.s2, acl_r15.s3, acl_r15.s4, acl_r15.s5, acl_r15.s6, acl_r15.s7);
            #endif
            #ifdef __clang__
            const float16 acl_hi = __builtin_shufflevector(acl_r7, acl_r15, 8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
            #else
            const float16 acl_hi = (float16)(acl_r7.s8, acl_r7.s9, acl_r7.sa, acl_r7.sb, acl_r7.sc, acl_r7.sd, acl_r7.se, acl_r7.sf, acl_r15.s8, acl_r15.s9, acl_r15.sa, acl_r15.sb, acl_r15.sc, acl_r15.sd, acl_r15.se, acl_r15.sf);
            #endif
            acl_r7 = acl_lo; acl_r15 = acl_hi;
          }
          vstore16(acl_r0, 0, acl_p0 + (0) * 16 + (0));
          vstore16(acl_r1, 0, acl_p0 + (1) * 16 + (0));
          vstore16(acl_r2, 0, acl_p0 + (2) * 16 + (0));
          vstore16(acl_r3, 0, acl_p0 + (3) * 16 + (0));
          vstore16(acl_r4, 0, acl_p0 + (4) * 16 + (0));
          vstore16(acl_r5, 0, acl_p0 + (5) * 16 + (0));
          vstore16(acl_r6, 0, acl_p0 + (6) * 16 + (0));
          vstore16(acl_r7, 0, acl_p0 + (7) * 16 + (0));
          vstore16(acl_r8, 0, acl_p0 + (8) * 16 + (0));
          vstore16(acl_r9, 0, acl_p0 + (9) * 16 + (0));
          vstore16(acl_r10, 0, acl_p0 + (10) * 16 + (0));
          vstore16(acl_r11, 0, acl_p0 + (11) * 16 + (0));
          vstore16(acl_r12, 0, acl_p0 + (12) * 16 + (0));
          vstore16(acl_r13, 0, acl_p0 + (13) * 16 + (0));
          vstore16(acl_r14, 0, acl_p0 + (14) * 16 + (0));
          vstore16(acl_r15, 0, acl_p0 + (15) * 16 + (0));
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 16; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
            acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 2047), min(acl_oy + acl_iy, 2047), acl_z0, 2048, 0, 2048, 4194304)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 256; acl_j++) acl_p1[acl_j] = (float)(0);
      #pragma unroll
      for (int acl_lane = 0; acl_lane < 16; acl_lane++) {
        acl_st.acl_lane = acl_lane;
        acl_st.acl_valid[0] = (((acl_x0 + acl_lid * 16) + acl_lane) < 2048 ? acl_clamp(2048 - acl_y0, 0, 16) : 0);
        acl_st.acl_origin[0][0] = ((acl_x0 + acl_lid * 16) + acl_lane); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = (((acl_x1 + acl_lid * 16) + acl_lane) < 2048 ? acl_clamp(2048 - acl_y1, 0, 16) : 0);
        acl_st.acl_origin[1][0] = ((acl_x1 + acl_lid * 16) + acl_lane); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 0 + acl_lane * 16, acl_p1 + 0 + acl_lane * 16);
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid * 16), acl_oy = acl_y1;
        if (acl_ox >= 0 && acl_ox + 16 <= 2048 && acl_oy >= 0 && acl_oy + 16 <= 2048) {
          vstore16(vload16(0, acl_p1 + (0) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 0, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (1) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 1, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (2) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 2, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (3) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 3, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (4) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 4, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (5) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 5, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (6) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 6, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (7) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 7, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (8) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 8, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (9) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 9, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (10) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 10, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (11) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 11, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (12) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 12, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (13) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 13, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (14) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 14, acl_z1, 2048, 0, 2048, 4194304)]);
          vstore16(vload16(0, acl_p1 + (15) * 16 + (0)), 0, &acl_g1[acl_word_in(acl_oy, acl_ox + 15, acl_z1, 2048, 0, 2048, 4194304)]);
        } else {
          for (int acl_ix = 0; acl_ix < 16; acl_ix++)
            for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
            if (acl_ox + acl_ix < 2048 && acl_oy + acl_iy < 2048) {
              acl_g1[acl_word_in(acl_oy + acl_iy, acl_ox + acl_ix, acl_z1, 2048, 0, 2048, 4194304)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
            }
          }
        }
      }
    }
  }
}
