/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 16384, levels 1, splits per level 16384
  scan: 64x256x1 blocks, 16384 blocks by ticket, 8192 columns a band, rows summed in 4 runs of 32 words, running totals every 1 bands, back-off 16, looking back 2 bands at once, sync buffer 5242884 words, combine ACL_COMBINE_MAX
  arg 0 'src' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 128x32, grid 64x256x1, window 1x32
  arg 1 'dst' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 32, block 128x32, grid 64x256x1, window 1x32
  - scan_targets: one-pass prefix: work-group target 128, split budget 128 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 8192 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 32 (budget 128 bytes per work-item, bounds [1, 8192]), 16384 splits; the others follow that count
  - scan: dependency ACL_RNO1_SCAN of argument 1 'dst' under ACL_COMBINE_MAX: one launch, 16384 work-groups taking a block each by ticket (64x256x1 blocks); each sums its block's columns down and its rows across in 4 runs of 32 words, then looks back along the block row for the row totals to the left and up the block column for the column totals above
  - memory: 256 private bytes per work-item (budget 512), 17536 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 32
#define ACL_BLOCKNUM_1 16384
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
#if defined(cl_khr_int64_base_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#else
#error "dependency ACL_RNO1_SCAN needs 64-bit atomics (cl_khr_int64_base_atomics), which this device does not have"
#endif
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
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[32];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[32];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local float acl_rows[4224];
  __local float acl_runs[128];
  __local float acl_carry[32];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]) - acl_base;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_band = (int)acl_ticket_l / 64;
  const int acl_c = (int)acl_ticket_l - acl_band * 64;
  const uint acl_tag = acl_scans << 2;
  const int acl_B = acl_band - (acl_band / 256) * 256;
  const int acl_sx = (acl_lid / 32) * 33 + acl_lid % 32;
  {
    const int acl_n1 = acl_c + 64 * acl_band;
    acl_st.acl_iter[1] = acl_n1;
    const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 64) * 128;
    const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 64) % 256) * 32;
    const ACL_COORD acl_z0 = acl_n1 / 16384;
    {
      const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
      if (acl_x0 - 0 >= 0 && acl_x0 + 128 <= 8192 && acl_y0 - 0 >= 0 && acl_y0 + 32 <= 8192) {
        #pragma unroll
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 32; acl_iy++)
            acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
      } else {
        #pragma unroll
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 32; acl_iy++) {
          acl_p0[(acl_ix) * 32 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0, 8192, 0, 8192, 67108864)];
        }
      }
    }
    acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y0, 0, 32) : 0);
    acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
    const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 64) * 128;
    const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 64) % 256) * 32;
    const ACL_COORD acl_z1 = acl_n1 / 16384;
    for (int acl_j = 0; acl_j < 32; acl_j++) acl_p1[acl_j] = (float)(0);
    acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 8192 ? acl_clamp(8192 - acl_y1, 0, 32) : 0);
    acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
    User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
    float acl_down = (float)(-INFINITY), acl_above = (float)(-INFINITY);
    for (int acl_i = 0; acl_i < 32; acl_i++) { acl_down = fmax(acl_down, acl_p1[(0) * 32 + (acl_i)]); acl_p1[(0) * 32 + (acl_i)] = acl_down; }
    const int acl_x = acl_c * 128 + acl_lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_i = 0; acl_i < 32; acl_i++) acl_rows[acl_i * 132 + acl_sx] = acl_p1[(0) * 32 + (acl_i)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_q = acl_lid; acl_q < 128; acl_q += 128) {
      const int acl_r = acl_q / 4, acl_g = acl_q - acl_r * 4;
      __local float* acl_o = acl_rows + acl_r * 132 + acl_g * 33;
      float acl_t = (float)(-INFINITY);
      #pragma unroll
      for (int acl_j = 0; acl_j < 32; acl_j++) { acl_t = fmax(acl_t, acl_o[acl_j]); acl_o[acl_j] = acl_t; }
      acl_runs[acl_q] = acl_t;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_r = acl_lid; acl_r < 32; acl_r += 128) {
      float acl_t = (float)(-INFINITY), acl_left = (float)(-INFINITY);
      for (int acl_g = 0; acl_g < 4; acl_g++) { const float acl_u = acl_runs[acl_r * 4 + acl_g]; acl_runs[acl_r * 4 + acl_g] = acl_t; acl_t = fmax(acl_t, acl_u); }
      if (acl_c > 0 && acl_c + 1 < 64) {
        atom_xchg(&((__global ulong*)(acl_sync + 4194308))[(acl_band * 64 + acl_c) * 32 + acl_r], ((ulong)(acl_tag | 1u) << 32) | (ulong)(as_uint(acl_t)));
      }
      if (acl_c > 0) {
        int acl_k = acl_c - 1;
        const int acl_k0 = 0;
        uint acl_pause = 1; volatile uint acl_spin = 0;
        for (;;) {
          ulong acl_s[2];
          #pragma unroll
          for (int acl_j = 0; acl_j < 2; acl_j++) acl_s[acl_j] = acl_k - acl_j >= acl_k0 ? atom_add(&((__global ulong*)(acl_sync + 4194308))[(acl_band * 64 + (acl_k - acl_j)) * 32 + acl_r], 0UL) : 0UL;
          int acl_stop = 0, acl_ready = 2;
          #pragma unroll
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            const uint acl_h = (uint)(acl_s[acl_j] >> 32) - acl_tag;
            if (!acl_stop) {
              if (acl_h - 1u > 1u) { acl_stop = 2; acl_ready = acl_j; }
              else { acl_left = fmax(acl_left, as_float((uint)acl_s[acl_j])); if (acl_h == 2u) acl_stop = 1; }
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
      if (acl_c + 1 < 64) {
        atom_xchg(&((__global ulong*)(acl_sync + 4194308))[(acl_band * 64 + acl_c) * 32 + acl_r], ((ulong)(acl_tag | 2u) << 32) | (ulong)(as_uint(fmax(acl_left, acl_t))));
      }
      acl_carry[acl_r] = acl_left;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    const float acl_bottom = fmax(acl_carry[31], fmax(acl_rows[31 * 132 + acl_sx], acl_runs[31 * 4 + acl_lid / 32]));
    if (acl_B > 0 && acl_B + 1 < 256) {
      atom_xchg(&((__global ulong*)(acl_sync + 4))[acl_band * 8192 + acl_x], ((ulong)(acl_tag | 1u) << 32) | (ulong)(as_uint(acl_bottom)));
    }
    if (acl_B > 0) {
      int acl_k = acl_band - 1;
      const int acl_k0 = acl_band - acl_B;
      uint acl_pause = 1; volatile uint acl_spin = 0;
      for (;;) {
        ulong acl_s[2];
        #pragma unroll
        for (int acl_j = 0; acl_j < 2; acl_j++) acl_s[acl_j] = acl_k - acl_j >= acl_k0 ? atom_add(&((__global ulong*)(acl_sync + 4))[(acl_k - acl_j) * 8192 + acl_x], 0UL) : 0UL;
        int acl_stop = 0, acl_ready = 2;
        #pragma unroll
        for (int acl_j = 0; acl_j < 2; acl_j++) {
          const uint acl_h = (uint)(acl_s[acl_j] >> 32) - acl_tag;
          if (!acl_stop) {
            if (acl_h - 1u > 1u) { acl_stop = 2; acl_ready = acl_j; }
            else { acl_above = fmax(acl_above, as_float((uint)acl_s[acl_j])); if (acl_h == 2u) acl_stop = 1; }
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
    if (acl_B + 1 < 256) {
      atom_xchg(&((__global ulong*)(acl_sync + 4))[acl_band * 8192 + acl_x], ((ulong)(acl_tag | 2u) << 32) | (ulong)(as_uint(fmax(acl_above, acl_bottom))));
    }
    for (int acl_i = 0; acl_i < 32; acl_i++) acl_p1[(0) * 32 + (acl_i)] = fmax(fmax(acl_above, acl_carry[acl_i]), fmax(acl_rows[acl_i * 132 + acl_sx], acl_runs[acl_i * 4 + acl_lid / 32]));
    {
      const ACL_COORD acl_ox = (acl_x1 + acl_lid), acl_oy = acl_y1;
      if (acl_x1 - 0 >= 0 && acl_x1 + 128 <= 8192 && acl_y1 - 0 >= 0 && acl_y1 + 32 <= 8192) {
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          for (int acl_iy = 0; acl_iy < 32; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 32 + (acl_iy + 0)];
      } else {
        for (int acl_ix = 0; acl_ix < 1; acl_ix++)
          for (int acl_iy = 0; acl_iy < 32; acl_iy++)
            if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 32 + (acl_iy + 0)];
      }
    }
  }
}
