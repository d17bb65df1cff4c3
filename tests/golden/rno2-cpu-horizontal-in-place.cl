/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 16, work-groups 3, levels 1, splits per level 33
  pipeline: 1x33x1 blocks, 3 bands of 16 block rows by ticket, 16 portions a row, 16 a step, skew 2, chunks of 16, back-off 16, reads by compare-exchange, sync buffer 485 words
  arg 0 'v' uint: private, level 1, 150x33x1 words of 4 B (pitch 150, slice 4950), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 10, block 160x1, grid 1x33x1, window 10x1
  - wave_targets: wavefront plan: work-group target 16, split budget 64 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 16 work-items: class target 16, widest level-1 row needs 10 work-items, multiple of 8, bounds [1, 4096]
  - splits: level 1: argument 0 'v' (the largest) takes split 10 (budget 64 bytes per work-item, bounds [1, 10]), 33 splits
  - wavefront: dependency ACL_RNO2 of argument 0 'v': one launch, 3 work-groups taking bands of 16 block rows by ticket (3 a slice over 1x33x1 blocks); work-item i runs block row band * 16 + i left to right over 16 portions, 16 a step, 2 steps behind work-item i - 1 (31 steps, a barrier each); a band follows the one above 16 portions at a time (knob wave_pipeline; 0: a launch per diagonal)
  - memory: 200 private bytes per work-item (budget 8192), 45776 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 16
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 1
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 10
#define ACL_BLOCKNUM_1 33
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_v 0
#define ACL_SIZE_v 10
#define ACL_WIDTH_v 10
#define ACL_LR_v 10
#define ACL_XSTEP_v 1
#define ACL_YSTEP_v 10
#define ACL_LIDSTEP_v 10
#define ACL_NBH_v 40
#define ACL_ITEM_OFFSET(p) (get_acl_origin(p, 0) % ACL_BLOCKW_##p)
#define ACL_BLOCKW_v 160
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* v)
{
    uint* left = get_acl_nbh(v, 0);
    uint* up = get_acl_nbh(v, 2);
    uint* up_right = get_acl_nbh(v, 3);
    for (int i = 0; i < get_ac_size(1); i++)
        v[i] += left[i] + up[i] + up_right[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void ACL_kernel(__global uint* restrict acl_g0, __global uint* acl_sync) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_h0[50];
  uint* const acl_p0 = acl_h0 + 40;
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local int acl_last_l;
  __local uint acl_ring0[11264];
  __local uint acl_up0[180];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]);
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_band = (int)acl_ticket_l;
  const int acl_Z = acl_band / 3, acl_B = acl_band - acl_Z * 3;
  const int acl_Y = acl_B * 16 + acl_lid;
  uint acl_seen = 0;
  for (int acl_s0 = 0; acl_s0 < 31; acl_s0 += 1) {
    const int acl_c0 = acl_s0 * 16;
    if (acl_lid == 0 && acl_B > 0) {
      const uint acl_need = (uint)min(acl_c0 + 17, 16);
      if (acl_seen < acl_need) {
        uint acl_pause = 1; volatile uint acl_spin = 0;
        for (;;) {
          acl_seen = atomic_cmpxchg(&acl_sync[2 + acl_band - 1], 0u, 0u);
          if (acl_seen >= acl_need) break;
          for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
          acl_pause = min(2u * acl_pause, 16u);
        }
        mem_fence(CLK_GLOBAL_MEM_FENCE);
      }
      for (int acl_t = 0; acl_t < 180; acl_t++) {
        const int acl_c = acl_c0 - 1 + acl_t / 10;
        if (acl_c >= 0 && acl_c < 16) {
          union { uint acl_word; uint acl_bits[1]; } acl_w;
          acl_w.acl_bits[0] = atomic_cmpxchg(&acl_sync[5 + ((acl_band - 1) * 16 + (acl_c)) * 10 + (acl_t % 10) * 1 + 0], 0u, 0u);
          acl_up0[acl_t] = acl_w.acl_word;
        }
      }
    }
    for (int acl_s = acl_s0; acl_s < min(acl_s0 + 1, 31); acl_s++) {
      const int acl_sx = (acl_s - 2 * acl_lid) * 16;
      if (acl_sx >= 0 && acl_sx < 16 && acl_Y < 33) {
        for (int acl_u = 0; acl_u < 16; acl_u++) {
          const int acl_x = acl_sx + acl_u;
          const int acl_n1 = acl_x / 16 + 1 * (acl_Y + 33 * acl_Z);
          const int acl_blid = acl_x - (acl_x / 16) * 16;
          acl_st.acl_iter[1] = acl_n1;
          const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1) * 160;
          const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1) % 33) * 1;
          const ACL_COORD acl_z0 = acl_n1 / 33;
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_blid * 10) - 0, acl_oy = acl_y0 - 0;
            if (acl_x0 - 0 >= 0 && acl_x0 + 160 <= 150 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 33) {
              const __global uint* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 33, 0, 150, 4950) + 10 * acl_blid;
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 10; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  acl_p0[(acl_iy) * 10 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 150];
            } else {
              #pragma unroll
              for (int acl_ix = 0; acl_ix < 10; acl_ix++)
                #pragma unroll
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
                acl_p0[(acl_iy) * 10 + (acl_ix)] = (acl_outside(acl_ox + acl_ix, acl_oy + acl_iy, 150, 33) ? (uint)(0) : acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 33, 0, 150, 4950)]);
              }
            }
          }
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_blid * 10), acl_oy = acl_y0;
            if (acl_x == 0) {
              for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[0 + acl_j] = (uint)(0);
              {
                const __local uint* acl_a = acl_lid > 0 ? acl_ring0 + (((acl_x + -1) & 63) * 16 + acl_lid - 1) * 11 : acl_up0 + (acl_x + -1 - acl_c0 + 1) * 10;
                #pragma unroll
                for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[10 + acl_j] = acl_outside(acl_ox + -10 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_a[acl_j];
              }
              {
                const __local uint* acl_a = acl_lid > 0 ? acl_ring0 + (((acl_x + 0) & 63) * 16 + acl_lid - 1) * 11 : acl_up0 + (acl_x + 0 - acl_c0 + 1) * 10;
                #pragma unroll
                for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[20 + acl_j] = acl_outside(acl_ox + 0 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_a[acl_j];
              }
            } else {
              for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[10 + acl_j] = acl_h0[20 + acl_j];
              for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[20 + acl_j] = acl_h0[30 + acl_j];
            }
            {
              const __local uint* acl_a = acl_lid > 0 ? acl_ring0 + (((acl_x + 1) & 63) * 16 + acl_lid - 1) * 11 : acl_up0 + (acl_x + 1 - acl_c0 + 1) * 10;
              #pragma unroll
              for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[30 + acl_j] = acl_outside(acl_ox + 10 + acl_j, acl_oy + -1, 150, 33) ? (uint)(0) : acl_a[acl_j];
            }
          }
          acl_st.acl_valid[0] = acl_clamp(150 - (acl_x0 + acl_blid * 10), 0, 10);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_blid * 10); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          User_main(&acl_st, acl_p0 + 0);
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_blid * 10), acl_oy = acl_y0;
            if (acl_x0 - 0 >= 0 && acl_x0 + 160 <= 150 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 33) {
              __global uint* acl_wp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 33, 0, 150, 4950) + 10 * acl_blid;
              for (int acl_ix = 0; acl_ix < 10; acl_ix++)
                for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 150] = acl_p0[(acl_iy + 0) * 10 + (acl_ix + 0)];
            } else {
              for (int acl_ix = 0; acl_ix < 10; acl_ix++)
                for (int acl_iy = 0; acl_iy < 1; acl_iy++)
                  if (acl_ox + acl_ix < 150 && acl_oy + acl_iy < 33) acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 33, 0, 150, 4950)] = acl_p0[(acl_iy + 0) * 10 + (acl_ix + 0)];
            }
          }
          {
            const ACL_COORD acl_ox = (acl_x0 + acl_blid * 10), acl_oy = acl_y0;
            #pragma unroll
            for (int acl_j = 0; acl_j < 10; acl_j++) acl_ring0[((acl_x & 63) * 16 + acl_lid) * 11 + acl_j] = acl_p0[(0) * 10 + (acl_j + 0)];
            #pragma unroll
            for (int acl_j = 0; acl_j < 10; acl_j++) acl_h0[0 + acl_j] = acl_outside(acl_ox + 0 + acl_j, acl_oy + 0, 150, 33) ? (uint)(0) : acl_p0[(0) * 10 + (acl_j + 0)];
          }
          if (acl_lid == 15 && acl_B + 1 < 3) {
            for (int acl_j = 0; acl_j < 10; acl_j++) {
              union { uint acl_word; uint acl_bits[1]; } acl_w;
              acl_w.acl_word = acl_p0[(0) * 10 + (acl_j + 0)];
              atomic_xchg(&acl_sync[5 + ((acl_band) * 16 + (acl_x)) * 10 + (acl_j) * 1 + 0], acl_w.acl_bits[0]);
            }
          }
        }
        const int acl_p = min(acl_sx + 16, 16);
        if (acl_lid == 15 && acl_B + 1 < 3 && ((acl_p + 15) / 16 != (acl_p + -1) / 16 || acl_p == 16)) {
          mem_fence(CLK_GLOBAL_MEM_FENCE);
          atomic_xchg(&acl_sync[2 + acl_band], (uint)acl_p);
        }
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  if (acl_lid == 0) {
    mem_fence(CLK_GLOBAL_MEM_FENCE);
    acl_last_l = atomic_inc(&acl_sync[1]) == 2u;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (acl_last_l)
    for (int acl_t = acl_lid; acl_t < 5; acl_t += 16) atomic_xchg(&acl_sync[acl_t], 0u);
}
