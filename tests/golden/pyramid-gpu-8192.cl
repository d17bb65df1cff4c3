/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 128, work-groups 8192, levels 1, splits per level 262144
  pyramid: margin 1, 8192 bands of 64 rows by ticket, 64 strips of 128 words computed 256 wide, 128 bands a slice, back-off 16, sync buffer 32772 words, loads 8 rows ahead
  arg 0 'e' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 2, block 256x1, grid 32x8192x1, window 2x1
  arg 1 'm' float: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 2, block 256x1, grid 32x8192x1, window 2x1
  - pyramid_targets: rows over the row above: work-group target 128, split budget 8 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 128 work-items: class target 128, widest level-1 row needs 4096 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'e' (the largest) takes split 2 (budget 8 bytes per work-item, bounds [1, 64]), 262144 splits; the others follow that count
  - pyramid: dependency ACL_RNO0 of argument 1 'm' with margin 1 (each row reads the row above, 1 word wider each side): one launch, 8192 work-groups taking a band of 64 rows of a strip by ticket (64 strips of 128 words a row, each computed 256 wide so that its margin is recomputed, not waited for; 128 bands); a band's last row goes to the band below through the sync buffer, 64-bit words tagged with the band, which it polls word by word; the words of the data only read are loaded 8 rows ahead into registers (knob pyramid_ahead)
  - memory: 96 private bytes per work-item (budget 512), 2064 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 128
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 2
#define ACL_BLOCKNUM_1 262144
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_e 0
#define ACL_SIZE_e 2
#define ACL_WIDTH_e 2
#define ACL_LR_e 2
#define ACL_XSTEP_e 1
#define ACL_YSTEP_e 2
#define ACL_LIDSTEP_e 2
#define ACL_ARG_m 1
#define ACL_SIZE_m 2
#define ACL_WIDTH_m 2
#define ACL_LR_m 2
#define ACL_XSTEP_m 1
#define ACL_YSTEP_m 2
#define ACL_LIDSTEP_m 2
#define ACL_NBH_m 3
#if defined(cl_khr_int64_base_atomics)
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#else
#error "ACL_RNO0 with a margin needs 64-bit atomics (cl_khr_int64_base_atomics), which this device does not have"
#endif
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* e, float* m)
{
    const float* above = get_acl_nbh(m, 0);
    for (int k = 0; k < get_acl_size(m); k++)
        m[k] = e[k] + fmin(above[k], fmin(above[k - 1], above[k + 1]));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(128, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1, __global uint* acl_sync, const uint acl_base, const uint acl_scans) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[2];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_h1[6];
  float* const acl_p1 = acl_h1 + 4;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local float acl_rows[516];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]) - acl_base;
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_t = (int)acl_ticket_l;
  const int acl_S = acl_t % 64, acl_B = acl_t / 64 % 128, acl_Z = acl_t / 8192;
  const ACL_COORD acl_X0 = (ACL_COORD)acl_S * 128 - 64, acl_Y0 = (ACL_COORD)acl_B * 64;
  acl_st.acl_iter[1] = acl_t;
  const uint acl_tag = acl_scans * 129u;
  const ACL_COORD acl_x0 = acl_X0 + acl_lid * 2;
  const int acl_in = acl_x0 >= 0 && acl_x0 < 8192;
  float acl_f0[16];
  #pragma unroll
  for (int acl_u = 0; acl_u < 8; acl_u++) {
    #pragma unroll
    for (int acl_j = 0; acl_j < 2; acl_j++) acl_f0[acl_u * 2 + acl_j] = (acl_in && (acl_Y0 + acl_u) < 8192 ? acl_g0[acl_word_in(min((acl_x0 + acl_j), 8191), min((acl_Y0 + acl_u), 8191), acl_Z, 8192, 0, 8192, 67108864)] : (float)(0));
  }
  for (int acl_k = 0; acl_k < 3; acl_k++) {
    const int acl_j = acl_k * 128 + acl_lid;
    if (acl_j < 258) {
      const ACL_COORD acl_x = acl_X0 - 1 + acl_j;
      union { float acl_word; uint acl_bits[1]; } acl_u;
      acl_u.acl_word = (float)(0);
      if (acl_B > 0 && acl_x >= 0 && acl_x < 8192) {
        uint acl_pause = 1; volatile uint acl_spin = 0;
        for (;;) {
          const ulong acl_e = atom_or(&((__global ulong*)(acl_sync + 4))[(((acl_B - 1) & 1) * 1 + acl_Z) * 8192 + (acl_x) * 1 + 0], 0UL);
          if ((uint)(acl_e >> 32) == acl_tag + (uint)acl_B) { acl_u.acl_bits[0] = (uint)acl_e; break; }
          for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
          acl_pause = min(2u * acl_pause, 16u);
        }
      }
      acl_rows[acl_j] = acl_u.acl_word;
      acl_rows[258 + acl_j] = (float)(0);
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_mine = acl_x0 >= acl_X0 + 64 && acl_x0 < acl_X0 + 192;
  for (int acl_r0 = 0; acl_r0 < min((ACL_COORD)64, 8192 - acl_Y0); acl_r0 += 8) {
    #pragma unroll
    for (int acl_u = 0; acl_u < 8; acl_u++) {
      const int acl_r = acl_r0 + acl_u;
      if (acl_r < min((ACL_COORD)64, 8192 - acl_Y0)) {
        const ACL_COORD acl_y = acl_Y0 + acl_r;
        __local float* const acl_cur = acl_rows + (acl_r & 1) * 258;
        __local float* const acl_nxt = acl_rows + (~acl_r & 1) * 258;
        if (acl_in) {
          #pragma unroll
          for (int acl_j = 0; acl_j < 2; acl_j++) {
            acl_p0[acl_j] = acl_f0[acl_u * 2 + acl_j];
            acl_f0[acl_u * 2 + acl_j] = (acl_in && (acl_y + 8) < 8192 ? acl_g0[acl_word_in(min((acl_x0 + acl_j), 8191), min((acl_y + 8), 8191), acl_Z, 8192, 0, 8192, 67108864)] : (float)(0));
          }
          acl_st.acl_valid[0] = acl_clamp(8192 - (acl_X0 + acl_lid * 2), 0, 2);
          acl_st.acl_origin[0][0] = (acl_X0 + acl_lid * 2); acl_st.acl_origin[0][1] = acl_y; acl_st.acl_origin[0][2] = acl_Z;
          for (int acl_j = 0; acl_j < 2; acl_j++) acl_p1[acl_j] = (float)(0);
          acl_st.acl_valid[1] = acl_clamp(8192 - (acl_X0 + acl_lid * 2), 0, 2);
          acl_st.acl_origin[1][0] = (acl_X0 + acl_lid * 2); acl_st.acl_origin[1][1] = acl_y; acl_st.acl_origin[1][2] = acl_Z;
          if (acl_x0 >= 1 && acl_x0 + 3 <= 8192) {
            #pragma unroll
            for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = acl_cur[acl_lid * 2 + acl_j];
          }
          else {
            #pragma unroll
            for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[acl_j] = acl_cur[clamp((int)(min(max((acl_x0 - 1 + acl_j), 0), 8191) - acl_X0 + 1), 0, 257)];
          }
          User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
          #pragma unroll
          for (int acl_j = 0; acl_j < 2; acl_j++) acl_nxt[1 + acl_lid * 2 + acl_j] = acl_p1[acl_j];
          if (acl_mine) {
            {
              const ACL_COORD acl_ox = (acl_X0 + acl_lid * 2), acl_oy = acl_y;
              if (acl_X0 - 0 >= 0 && acl_X0 + 256 <= 8192 && acl_y - 0 >= 0 && acl_y + 1 <= 8192) {
                for (int acl_ix = 0; acl_ix < 2; acl_ix++)
                  for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_Z, 8192, 0, 8192, 67108864)] = acl_p1[(acl_iy + 0) * 2 + (acl_ix + 0)];
              } else {
                for (int acl_ix = 0; acl_ix < 2; acl_ix++)
                  for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                    if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_Z, 8192, 0, 8192, 67108864)] = acl_p1[(acl_iy + 0) * 2 + (acl_ix + 0)];
              }
            }
            if (acl_r == 63 && acl_B + 1 < 128) {
              for (int acl_j = 0; acl_j < 2; acl_j++) {
                if (acl_x0 + acl_j < 8192) {
                  union { float acl_word; uint acl_bits[1]; } acl_u;
                  acl_u.acl_word = acl_p1[acl_j];
                  atom_xchg(&((__global ulong*)(acl_sync + 4))[((acl_B & 1) * 1 + acl_Z) * 8192 + (acl_x0 + acl_j) * 1 + 0], ((ulong)(acl_tag + (uint)acl_B + 1u) << 32) | (ulong)acl_u.acl_bits[0]);
                }
              }
            }
          }
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
