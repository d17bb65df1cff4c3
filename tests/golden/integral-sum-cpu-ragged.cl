/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 8, work-groups 11, levels 1, splits per level 1375
  scan: 125x11x1 blocks, 11 bands of one block row by ticket, 1000 columns a band, rows summed in 1 runs of 8 words, running totals every 1 bands, back-off 16, looking back 1 band at once, sync buffer 22004 words
  arg 0 'src' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 64, block 8x64, grid 125x11x1, window 1x64
  arg 1 'dst' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 64, block 8x64, grid 125x11x1, window 1x64
  - scan_targets: one-pass sum: work-group target 8, split budget 256 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 8 work-items: class target 8, widest level-1 row needs 1000 work-items, multiple of 8, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 64 (budget 256 bytes per work-item, bounds [1, 700]), 1375 splits; the others follow that count
  - scan: dependency ACL_RNO1_SUM of argument 1 'dst': one launch, 11 work-groups taking a block row each by ticket (125x11x1 blocks); each sums its blocks' columns down, looks back up the block column for the totals above, and sums the rows in 1 runs of 8 words
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 512 private bytes per work-item (budget 8192), 2816 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 8
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 64
#define ACL_BLOCKNUM_1 1375
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 64
#define ACL_WIDTH_src 1
#define ACL_LR_src 64
#define ACL_XSTEP_src 64
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 64
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 64
#define ACL_XSTEP_dst 64
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#if defined(cl_khr_int64_base_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#else
#error "dependency ACL_RNO1_SUM needs 64-bit atomics (cl_khr_int64_base_atomics), which this device does not have"
#endif
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* src, uint* dst)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(8, 1, 1)))
void ACL_kernel(__global const uint* restrict acl_g0, __global uint* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_p0[64];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uint acl_p1[64];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local uint acl_rows[576];
  __local uint acl_runs[64];
  __local uint acl_carry[64];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]) - acl_base;
  for (int acl_r = acl_lid; acl_r < 64; acl_r += 8) acl_carry[acl_r] = (uint)(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_band = (int)acl_ticket_l;
  const uint acl_tag = acl_scans << 2;
  const int acl_B = acl_band - (acl_band / 11) * 11;
  const int acl_sx = (acl_lid / 8) * 9 + acl_lid % 8;
  for (int acl_c = 0; acl_c < 125; acl_c++) {
    const int acl_n1 = acl_c + 125 * acl_band;
    acl_st.acl_iter[1] = acl_n1;
    const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 125) * 8;
    const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 125) % 11) * 64;
    const ACL_COORD acl_z0 = acl_n1 / 1375;
    {
      const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
      if (acl_x0 - 0 >= 0 && acl_x0 + 8 <= 1000 && acl_y0 - 0 >= 0 && acl_y0 + 64 <= 700) {
        const __global uint* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 700, 0, 1000, 700000) + get_local_id(0);
        #pragma unroll
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 64; acl_iy++)
            acl_p0[(acl_ix) * 64 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 1000];
      } else {
        #pragma unroll
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 64; acl_iy++) {
          acl_p0[(acl_ix) * 64 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_z0, 700, 0, 1000, 700000)];
        }
      }
    }
    acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 1000 ? acl_clamp(700 - acl_y0, 0, 64) : 0);
    acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
    const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 125) * 8;
    const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 125) % 11) * 64;
    const ACL_COORD acl_z1 = acl_n1 / 1375;
    for (int acl_j = 0; acl_j < 64; acl_j++) acl_p1[acl_j] = (uint)(0);
    acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 1000 ? acl_clamp(700 - acl_y1, 0, 64) : 0);
    acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
    User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
    uint acl_down = (uint)(0), acl_above = (uint)(0);
    for (int acl_i = 0; acl_i < 64; acl_i++) { acl_down += acl_p1[(0) * 64 + (acl_i)]; acl_p1[(0) * 64 + (acl_i)] = acl_down; }
    const int acl_x = acl_c * 8 + acl_lid;
    if (acl_B > 0 && acl_B + 1 < 11) {
      atom_xchg(&((__global ulong*)(acl_sync + 4))[acl_band * 1000 + acl_x], ((ulong)(acl_tag | 1u) << 32) | (ulong)(acl_down));
    }
    if (acl_B > 0) {
      int acl_k = acl_band - 1;
      const int acl_k0 = acl_band - acl_B;
      uint acl_pause = 1; volatile uint acl_spin = 0;
      for (;;) {
        ulong acl_s[1];
        #pragma unroll
        for (int acl_j = 0; acl_j < 1; acl_j++) acl_s[acl_j] = acl_k - acl_j >= acl_k0 ? atom_add(&((__global ulong*)(acl_sync + 4))[(acl_k - acl_j) * 1000 + acl_x], 0UL) : 0UL;
        int acl_stop = 0, acl_ready = 1;
        #pragma unroll
        for (int acl_j = 0; acl_j < 1; acl_j++) {
          const uint acl_h = (uint)(acl_s[acl_j] >> 32) - acl_tag;
          if (!acl_stop) {
            if (acl_h - 1u > 1u) { acl_stop = 2; acl_ready = acl_j; }
            else { acl_above += (uint)acl_s[acl_j]; if (acl_h == 2u) acl_stop = 1; }
          }
        }
        if (acl_stop == 1) break;
        acl_k -= acl_ready;
        if (acl_stop == 2) {
          for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
          acl_pause = min(2u * acl_pause, 16u);
        }
      }
    }
    if (acl_B + 1 < 11) {
      atom_xchg(&((__global ulong*)(acl_sync + 4))[acl_band * 1000 + acl_x], ((ulong)(acl_tag | 2u) << 32) | (ulong)(acl_above + acl_down));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_i = 0; acl_i < 64; acl_i++) acl_rows[acl_i * 9 + acl_sx] = acl_above + acl_p1[(0) * 64 + (acl_i)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_q = acl_lid; acl_q < 64; acl_q += 8) {
      const int acl_r = acl_q / 1, acl_g = acl_q - acl_r * 1;
      __local uint* acl_o = acl_rows + acl_r * 9 + acl_g * 9;
      uint acl_t = (uint)(0);
      #pragma unroll
      for (int acl_j = 0; acl_j < 8; acl_j++) { acl_t += acl_o[acl_j]; acl_o[acl_j] = acl_t; }
      acl_runs[acl_q] = acl_t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_r = acl_lid; acl_r < 64; acl_r += 8) {
      uint acl_t = acl_carry[acl_r];
      for (int acl_g = 0; acl_g < 1; acl_g++) { const uint acl_u = acl_runs[acl_r * 1 + acl_g]; acl_runs[acl_r * 1 + acl_g] = acl_t; acl_t += acl_u; }
      acl_carry[acl_r] = acl_t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_i = 0; acl_i < 64; acl_i++) acl_p1[(0) * 64 + (acl_i)] = acl_rows[acl_i * 9 + acl_sx] + acl_runs[acl_i * 1 + acl_lid / 8];
    {
      const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
      if (acl_x1 - 0 >= 0 && acl_x1 + 8 <= 1000 && acl_y1 - 0 >= 0 && acl_y1 + 64 <= 700) {
        __global uint* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 700, 0, 1000, 700000) + get_local_id(0);
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          for (int acl_iy = 0; acl_iy < 64; acl_iy++) acl_wp[acl_ix + acl_iy * 1000] = acl_p1[(acl_ix + 0) * 64 + (acl_iy + 0)];
      } else {
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          for (int acl_iy = 0; acl_iy < 64; acl_iy++)
            if (acl_ox + acl_ix < 1000 && acl_oy + acl_iy < 700) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_ix + 0) * 64 + (acl_iy + 0)];
      }
    }
  }
}
