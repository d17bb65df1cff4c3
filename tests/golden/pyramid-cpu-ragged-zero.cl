/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 1, work-groups 22, levels 1, splits per level 1400
  pyramid: margin 2, 22 bands of 64 rows by ticket, 2 strips of 500 words computed 752 wide, 11 bands a slice, back-off 16, sync buffer 4004 words, one work-item a strip
  arg 0 'e' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 752, block 752x1, grid 2x700x1, window 752x1
  arg 1 'm' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_ZERO, split 752, block 752x1, grid 2x700x1, window 752x1
  - pyramid_targets: rows over the row above: work-group target 1, split budget 16384 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 1 work-items: class target 1, widest level-1 row needs 2 work-items, multiple of 1, bounds [1, 4096]
  - splits: level 1: argument 0 'e' (the largest) takes split 752 (budget 3008 bytes per work-item, bounds [1, 1000]), 1400 splits; the others follow that count
  - pyramid: dependency ACL_RNO0 of argument 1 'm' with margin 2 (each row reads the row above, 2 words wider each side): one launch, 22 work-groups taking a band of 64 rows of a strip by ticket (2 strips of 500 words a row, each computed 752 wide so that its margin is recomputed, not waited for; 11 bands); one work-item a strip, its rows in private memory, no barrier; a band's last row goes to the band below through the sync buffer, 64-bit words tagged with the band, which it polls word by word
  - memory: 9040 private bytes per work-item (budget 65536), 0 local bytes per work-group (budget 1048576 of 2097152)
  - vectorize_hints: User_main's for loops that only store words indexed by their counter, and the strips' own loops that copy or update words one by one, carry a vectorize hint (this class's compiler vectorises a work-item's loops only where asked; the strips' loops run over thousands of words)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 752
#define ACL_BLOCKNUM_1 1400
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_e 0
#define ACL_SIZE_e 752
#define ACL_WIDTH_e 752
#define ACL_LR_e 752
#define ACL_XSTEP_e 1
#define ACL_YSTEP_e 752
#define ACL_LIDSTEP_e 752
#define ACL_ARG_m 1
#define ACL_SIZE_m 752
#define ACL_WIDTH_m 752
#define ACL_LR_m 752
#define ACL_XSTEP_m 1
#define ACL_YSTEP_m 752
#define ACL_LIDSTEP_m 752
#define ACL_NBH_m 754
#if defined(cl_khr_int64_base_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#else
#error "ACL_RNO0 with a margin needs 64-bit atomics (cl_khr_int64_base_atomics), which this device does not have"
#endif
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* e, float* m)
{
    const float* above = get_acl_nbh(m, 0);
    _Pragma("clang loop vectorize(enable)") for (int k = 0; k < get_acl_size(m); k++)
        m[k] = e[k] + fmin(above[k], fmin(above[k - 1], above[k + 1]));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[752];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_h1[1508];
  float* const acl_p1 = acl_h1 + 756;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  const int acl_t = (int)(atomic_inc(&acl_sync[0]) - acl_base);
  const int acl_S = acl_t % 2, acl_B = acl_t / 2 % 11, acl_Z = acl_t / 22;
  const ACL_COORD acl_X0 = max((ACL_COORD)acl_S * 500 - 126, (ACL_COORD)0), acl_Y0 = (ACL_COORD)acl_B * 64;
  const int acl_lo = (int)((ACL_COORD)acl_S * 500 - acl_X0);
  acl_st.acl_iter[1] = acl_t;
  const uint acl_tag = acl_scans * 12u;
  for (int acl_j = 0; acl_j < 756; acl_j++) {
    const ACL_COORD acl_x = acl_X0 - 2 + acl_j;
    union { float acl_word; uint acl_bits[1]; } acl_u;
    acl_u.acl_word = (float)(0);
    if (acl_B > 0 && acl_x >= 0 && acl_x < 1000) {
      uint acl_pause = 1; volatile uint acl_spin = 0;
      for (;;) {
        const ulong acl_e = atom_or(&((__global ulong*)(acl_sync + 4))[(((acl_B - 1) & 1) * 1 + acl_Z) * 1000 + (acl_x) * 1 + 0], 0UL);
        if ((uint)(acl_e >> 32) == acl_tag + (uint)acl_B) { acl_u.acl_bits[0] = (uint)acl_e; break; }
        for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
        acl_pause = min(2u * acl_pause, 16u);
      }
    }
    acl_h1[acl_j] = acl_u.acl_word;
  }
  if (acl_B > 0) {
    if (acl_X0 < 2 || acl_X0 + 754 > 1000) {
      for (int acl_j = 0; acl_j < 756; acl_j++) {
        const ACL_COORD acl_x = acl_X0 - 2 + acl_j;
        if (acl_x < 0 || acl_x >= 1000) acl_h1[acl_j] = (acl_outside(acl_x, 0, 1000, 1) ? (float)(0) : acl_h1[clamp((int)(min(max(acl_x, 0), 999) - acl_X0 + 2), 0, 755)]);
      }
    }
  }
  for (int acl_r = 0; acl_r < min((ACL_COORD)64, 700 - acl_Y0); acl_r++) {
    const ACL_COORD acl_y = acl_Y0 + acl_r;
    if (acl_X0 + 752 <= 1000) {
      #pragma clang loop vectorize(enable)
      for (int acl_j = 0; acl_j < 752; acl_j++) acl_p0[acl_j] = acl_g0[acl_word_in((acl_X0 + acl_j), acl_y, acl_Z, 700, 0, 1000, 700000)];
    }
    else {
      #pragma clang loop vectorize(enable)
      for (int acl_j = 0; acl_j < 752; acl_j++) acl_p0[acl_j] = acl_g0[acl_word_in(min((acl_X0 + acl_j), 999), min(acl_y, 699), acl_Z, 700, 0, 1000, 700000)];
    }
    acl_st.acl_valid[0] = acl_clamp(1000 - (acl_X0 + acl_lid * 752), 0, 752);
    acl_st.acl_origin[0][0] = (acl_X0 + acl_lid * 752); acl_st.acl_origin[0][1] = acl_y; acl_st.acl_origin[0][2] = acl_Z;
    #pragma clang loop vectorize(enable)
    for (int acl_j = 0; acl_j < 752; acl_j++) acl_p1[acl_j] = (float)(0);
    acl_st.acl_valid[1] = acl_clamp(1000 - (acl_X0 + acl_lid * 752), 0, 752);
    acl_st.acl_origin[1][0] = (acl_X0 + acl_lid * 752); acl_st.acl_origin[1][1] = acl_y; acl_st.acl_origin[1][2] = acl_Z;
    User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
    #pragma clang loop vectorize(enable)
    for (int acl_j = 0; acl_j < 752; acl_j++) acl_h1[2 + acl_j] = acl_p1[acl_j];
    if (acl_X0 < 2 || acl_X0 + 754 > 1000) {
      for (int acl_j = 0; acl_j < 756; acl_j++) {
        const ACL_COORD acl_x = acl_X0 - 2 + acl_j;
        if (acl_x < 0 || acl_x >= 1000) acl_h1[acl_j] = (acl_outside(acl_x, 0, 1000, 1) ? (float)(0) : acl_h1[clamp((int)(min(max(acl_x, 0), 999) - acl_X0 + 2), 0, 755)]);
      }
    }
    if (acl_X0 + acl_lo + 500 <= 1000) {
      #pragma clang loop vectorize(enable)
      for (int acl_j = acl_lo; acl_j < acl_lo + 500; acl_j++) acl_g1[acl_word_in(acl_X0 + acl_j, acl_y, acl_Z, 700, 0, 1000, 700000)] = acl_p1[acl_j];
    }
    else {
      for (int acl_j = acl_lo; acl_j < acl_lo + 500; acl_j++)
        if (acl_X0 + acl_j < 1000) acl_g1[acl_word_in(acl_X0 + acl_j, acl_y, acl_Z, 700, 0, 1000, 700000)] = acl_p1[acl_j];
    }
    if (acl_r == 63 && acl_B + 1 < 11) {
      for (int acl_j = acl_lo; acl_j < acl_lo + 500; acl_j++) {
        if (acl_X0 + acl_j < 1000) {
          union { float acl_word; uint acl_bits[1]; } acl_u;
          acl_u.acl_word = acl_p1[acl_j];
          atom_xchg(&((__global ulong*)(acl_sync + 4))[((acl_B & 1) * 1 + acl_Z) * 1000 + (acl_X0 + acl_j) * 1 + 0], ((ulong)(acl_tag + (uint)acl_B + 1u) << 32) | (ulong)acl_u.acl_bits[0]);
        }
      }
    }
  }
}
