/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 16, work-groups 11, levels 1, splits per level 700
  pyramid: margin 2, 11 bands of 64 rows by ticket, 1 strips of 1008 words computed 1008 wide, 11 bands a slice, back-off 16, sync buffer 4004 words
  arg 0 'e' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 63, block 1008x1, grid 1x700x1, window 63x1
  arg 1 'm' float: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_ZERO, split 63, block 1008x1, grid 1x700x1, window 63x1
  - pyramid_targets: rows over the row above: work-group target 16, split budget 256 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 16 work-items: class target 16, widest level-1 row needs 16 work-items, multiple of 8, bounds [1, 4096]
  - splits: level 1: argument 0 'e' (the largest) takes split 63 (budget 256 bytes per work-item, bounds [1, 63]), 700 splits; the others follow that count
  - pyramid: dependency ACL_RNO0 of argument 1 'm' with margin 2 (each row reads the row above, 2 words wider each side): one launch, 11 work-groups taking a band of 64 rows of a strip by ticket (1 strips of 1008 words a row, each computed 1008 wide so that its halo is recomputed, not waited for; 11 bands); a band's last row goes to the band below through the sync buffer, 64-bit words tagged with the band, which it polls word by word
  - unroll_hints: User_main's for loops carry an unroll hint (this class builds with unrolling off)
  - memory: 772 private bytes per work-item (budget 8192), 8096 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 16
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 63
#define ACL_BLOCKNUM_1 700
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_e 0
#define ACL_SIZE_e 63
#define ACL_WIDTH_e 63
#define ACL_LR_e 63
#define ACL_XSTEP_e 1
#define ACL_YSTEP_e 63
#define ACL_LIDSTEP_e 63
#define ACL_ARG_m 1
#define ACL_SIZE_m 63
#define ACL_WIDTH_m 63
#define ACL_LR_m 63
#define ACL_XSTEP_m 1
#define ACL_YSTEP_m 63
#define ACL_LIDSTEP_m 63
#define ACL_NBH_m 65
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
    _Pragma("clang loop unroll(enable)") for (int k = 0; k < get_acl_size(m); k++)
        m[k] = e[k] + fmin(above[k], fmin(above[k - 1], above[k + 1]));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[63];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_h1[130];
  float* const acl_p1 = acl_h1 + 67;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local float acl_rows[2024];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]) - acl_base;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_t = (int)acl_ticket_l;
  const int acl_S = acl_t % 1, acl_B = acl_t / 1 % 11, acl_Z = acl_t / 11;
  const ACL_COORD acl_X0 = (ACL_COORD)acl_S * 1008 - 0, acl_Y0 = (ACL_COORD)acl_B * 64;
  acl_st.acl_iter[1] = acl_t;
  const uint acl_tag = acl_scans * 12u;
  const ACL_COORD acl_x0 = acl_X0 + acl_lid * 63;
  const int acl_in = acl_x0 >= 0 && acl_x0 < 1000;
  for (int acl_k = 0; acl_k < 64; acl_k++) {
    const int acl_j = acl_k * 16 + acl_lid;
    if (acl_j < 1012) {
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
      acl_rows[acl_j] = acl_u.acl_word;
      acl_rows[1012 + acl_j] = (float)(0);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_mine = acl_x0 >= acl_X0 + 0 && acl_x0 < acl_X0 + 1008;
  for (int acl_r = 0; acl_r < min((ACL_COORD)64, 700 - acl_Y0); acl_r++) {
    {
      const ACL_COORD acl_y = acl_Y0 + acl_r;
      __local float* const acl_cur = acl_rows + (acl_r & 1) * 1012;
      __local float* const acl_nxt = acl_rows + (~acl_r & 1) * 1012;
      if (acl_in) {
        {
          const ACL_COORD acl_ox = (acl_X0 + acl_lid * 63) - 0, acl_oy = acl_y - 0;
          if (acl_X0 - 0 >= 0 && acl_X0 + 1008 <= 1000 && acl_y - 0 >= 0 && acl_y + 1 <= 700) {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_X0 - 0, acl_oy, acl_Z, 700, 0, 1000, 700000) + 63 * get_local_id(0);
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 63; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                acl_p0[(acl_iy) * 63 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 1000];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 63; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
              acl_p0[(acl_iy) * 63 + (acl_ix)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_Z, 700, 0, 1000, 700000)];
            }
          }
        }
        acl_st.acl_valid[0] = acl_clamp(1000 - (acl_X0 + acl_lid * 63), 0, 63);
        acl_st.acl_origin[0][0] = (acl_X0 + acl_lid * 63); acl_st.acl_origin[0][1] = acl_y; acl_st.acl_origin[0][2] = acl_Z;
        for (int acl_j = 0; acl_j < 63; acl_j++) acl_p1[acl_j] = (float)(0);
        acl_st.acl_valid[1] = acl_clamp(1000 - (acl_X0 + acl_lid * 63), 0, 63);
        acl_st.acl_origin[1][0] = (acl_X0 + acl_lid * 63); acl_st.acl_origin[1][1] = acl_y; acl_st.acl_origin[1][2] = acl_Z;
        if (acl_x0 >= 2 && acl_x0 + 65 <= 1000) {
          #pragma unroll
          for (int acl_j = 0; acl_j < 67; acl_j++) acl_h1[acl_j] = acl_cur[acl_lid * 63 + acl_j];
        }
        else {
          #pragma unroll
          for (int acl_j = 0; acl_j < 67; acl_j++) acl_h1[acl_j] = (acl_outside((acl_x0 - 2 + acl_j), 0, 1000, 1) ? (float)(0) : acl_cur[clamp((int)(min(max((acl_x0 - 2 + acl_j), 0), 999) - acl_X0 + 2), 0, 1011)]);
        }
        User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
        #pragma unroll
        for (int acl_j = 0; acl_j < 63; acl_j++) acl_nxt[2 + acl_lid * 63 + acl_j] = acl_p1[acl_j];
        if (acl_mine) {
          {
            const ACL_COORD acl_ox = (acl_X0 + acl_lid * 63), acl_oy = acl_y;
            if (acl_X0 - 0 >= 0 && acl_X0 + 1008 <= 1000 && acl_y - 0 >= 0 && acl_y + 1 <= 700) {
              __global float* acl_wp = acl_g1 + acl_word_in(acl_X0 - 0, acl_oy, acl_Z, 700, 0, 1000, 700000) + 63 * get_local_id(0);
              for (int acl_ix = 0; acl_ix < 63; acl_ix++)
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 1000] = acl_p1[(acl_iy + 0) * 63 + (acl_ix + 0)];
            } else {
              for (int acl_ix = 0; acl_ix < 63; acl_ix++)
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  if (acl_ox + acl_ix < 1000 && acl_oy + acl_iy < 700) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_Z, 700, 0, 1000, 700000)] = acl_p1[(acl_iy + 0) * 63 + (acl_ix + 0)];
            }
          }
          if (acl_r == 63 && acl_B + 1 < 11) {
            for (int acl_j = 0; acl_j < 63; acl_j++) {
              if (acl_x0 + acl_j < 1000) {
                union { float acl_word; uint acl_bits[1]; } acl_u;
                acl_u.acl_word = acl_p1[acl_j];
                atom_xchg(&((__global ulong*)(acl_sync + 4))[((acl_B & 1) * 1 + acl_Z) * 1000 + (acl_x0 + acl_j) * 1 + 0], ((ulong)(acl_tag + (uint)acl_B + 1u) << 32) | (ulong)acl_u.acl_bits[0]);
              }
            }
          }
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
