/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 1, work-groups 3, levels 1, splits per level 44000
  band walk: 1000x44x1 blocks, 3 bands of 16 block rows by ticket, a work-item each, 1000 portions a row, chunks of 255, skewed 0, rings of 256, back-off 16, sync buffer 48005 words
  arg 0 'src' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 16, block 1x16, grid 1000x44x1, window 1x16
  arg 1 'dst' uint: private, level 1, 1000x700x1 words of 4 B (pitch 1000, slice 700000), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 16, block 1x16, grid 1000x44x1, window 1x16
  - wave_targets: wavefront plan: work-group target 16, split budget 64 bytes, direct transfers, no prefetch
  - band_targets: band walk: work-group target 1 (knob wave_band_rows 16: a work-item walks a band of block rows)
  - arguments: levels 1, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 1 work-items: class target 1, widest level-1 row needs 1000 work-items, multiple of 1, bounds [1, 4096]
  - splits: level 1: argument 0 'src' (the largest) takes split 16 (budget 64 bytes per work-item, bounds [1, 700]), 44000 splits; the others follow that count
  - band_walk: dependency ACL_RNO1 of argument 1 'dst' over 1000x44x1 blocks of one portion column: 3 work-groups of one work-item take bands of 16 block rows by ticket (3 a slice) and walk them 255 portion columns at a time, row after row inside a chunk, no barrier; rows pass their results on through a ring of 256 portions a row in local memory, the band's last row to the band below through the sync buffer (knob wave_band_rows; 0: bands of wave_wg work-items)
  - memory: 320 private bytes per work-item (budget 8192), 278528 local bytes per work-group (budget 1048576 of 2097152)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 16
#define ACL_BLOCKNUM_1 44000
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 16
#define ACL_WIDTH_src 1
#define ACL_LR_src 16
#define ACL_XSTEP_src 16
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 16
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 16
#define ACL_XSTEP_dst 16
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_NBH_dst 48
#define ACL_ITEM_OFFSET(p) (get_acl_origin(p, 0) % ACL_BLOCKW_##p)
#define ACL_BLOCKW_src 1
#define ACL_BLOCKW_dst 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM uint* src, uint* dst)
{
    uint* left = get_acl_nbh(dst, 2);
    uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++) {
        dst[i] = above = src[i] + left[i] + above - corner;
        corner = left[i];
    }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const uint* restrict acl_g0, __global uint* restrict acl_g1, __global uint* acl_sync) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_p0[16];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uint acl_h1[64];
  uint* const acl_p1 = acl_h1 + 48;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_band1[69632];
  const int acl_band = (int)atomic_inc(&acl_sync[0]);
  const int acl_Z = acl_band / 3, acl_B = acl_band - acl_Z * 3;
  const int acl_rows = min(16, 44 - acl_B * 16);
  uint acl_seen = 0;
  for (int acl_c0 = 0; acl_c0 < 1000 + 0 * (acl_rows - 1); acl_c0 += 255) {
    if (acl_B > 0) {
      const uint acl_need = (uint)min(acl_c0 + 255, 1000);
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
      for (int acl_c = max(acl_c0 - 1, 0); acl_c < min(acl_c0 + 255, 1000); acl_c++) {
        __local uint* acl_a = acl_band1 + ((0) * 256 + ((acl_c) & 255)) * 16;
        for (int acl_j = 0; acl_j < 16; acl_j++) {
          union { uint acl_word; uint acl_bits[1]; } acl_w;
          acl_w.acl_bits[0] = atomic_cmpxchg(&acl_sync[5 + ((acl_band - 1) * 1000 + (acl_c)) * 16 + (acl_j) * 1 + 0], 0u, 0u);
          acl_a[acl_j] = acl_w.acl_word;
        }
      }
    }
    for (int acl_r = 0; acl_r < acl_rows; acl_r++) {
      const int acl_Y = acl_B * 16 + acl_r, acl_xs = acl_c0 - 0 * acl_r;
      for (int acl_x = max(acl_xs, 0); acl_x < min(acl_xs + 255, 1000); acl_x++) {
        const int acl_n1 = acl_x + 1000 * (acl_Y + 44 * acl_Z);
        const int acl_blid = 0;
        acl_st.acl_iter[1] = acl_n1;
        const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 1000) * 1;
        const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 1000) % 44) * 16;
        const ACL_COORD acl_z0 = acl_n1 / 44000;
        const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 1000) * 1;
        const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 1000) % 44) * 16;
        const ACL_COORD acl_z1 = acl_n1 / 44000;
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_blid) - 0, acl_oy = acl_y0 - 0;
          if (acl_x0 - 0 >= 0 && acl_x0 + 1 <= 1000 && acl_y0 - 0 >= 0 && acl_y0 + 16 <= 700) {
            const __global uint* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 700, 0, 1000, 700000) + acl_blid;
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 16; acl_iy++)
                acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 1000];
          } else {
            #pragma unroll
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              #pragma unroll
              for (int acl_iy = 0; acl_iy < 16; acl_iy++) {
              acl_p0[(acl_ix) * 16 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 999), min(acl_oy + acl_iy, 699), acl_z0, 700, 0, 1000, 700000)];
            }
          }
        }
        acl_st.acl_valid[0] = ((acl_x0 + acl_blid) < 1000 ? acl_clamp(700 - acl_y0, 0, 16) : 0);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_blid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        for (int acl_j = 0; acl_j < 16; acl_j++) acl_p1[acl_j] = (uint)(0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
          if (acl_x == max(acl_xs, 0)) {
            {
              const __local uint* acl_a = acl_band1 + ((acl_r) * 256 + ((acl_x + -1) & 255)) * 16;
              if (!(acl_outside(acl_ox + -1, acl_oy + -16 + 0, 1000, 700)) && !(acl_outside(acl_ox + -1, acl_oy + -16 + 15, 1000, 700))) {
                #pragma unroll
                for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[16 + acl_j] = acl_a[acl_j];
              } else {
                #pragma unroll
                for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[16 + acl_j] = acl_outside(acl_ox + -1, acl_oy + -16 + acl_j, 1000, 700) ? (uint)(0) : acl_a[acl_j];
              }
            }
            {
              const __local uint* acl_a = acl_band1 + ((acl_r + 1) * 256 + ((acl_x + -1) & 255)) * 16;
              if (!(acl_outside(acl_ox + -1, acl_oy + 0 + 0, 1000, 700)) && !(acl_outside(acl_ox + -1, acl_oy + 0 + 15, 1000, 700))) {
                #pragma unroll
                for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[32 + acl_j] = acl_a[acl_j];
              } else {
                #pragma unroll
                for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[32 + acl_j] = acl_outside(acl_ox + -1, acl_oy + 0 + acl_j, 1000, 700) ? (uint)(0) : acl_a[acl_j];
              }
            }
          } else {
            for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[16 + acl_j] = acl_h1[0 + acl_j];
          }
          {
            const __local uint* acl_a = acl_band1 + ((acl_r) * 256 + ((acl_x + 0) & 255)) * 16;
            if (!(acl_outside(acl_ox + 0, acl_oy + -16 + 0, 1000, 700)) && !(acl_outside(acl_ox + 0, acl_oy + -16 + 15, 1000, 700))) {
              #pragma unroll
              for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[0 + acl_j] = acl_a[acl_j];
            } else {
              #pragma unroll
              for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[0 + acl_j] = acl_outside(acl_ox + 0, acl_oy + -16 + acl_j, 1000, 700) ? (uint)(0) : acl_a[acl_j];
            }
          }
        }
        acl_st.acl_valid[1] = ((acl_x1 + acl_blid) < 1000 ? acl_clamp(700 - acl_y1, 0, 16) : 0);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_blid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
          if (acl_x1 - 0 >= 0 && acl_x1 + 1 <= 1000 && acl_y1 - 0 >= 0 && acl_y1 + 16 <= 700) {
            __global uint* acl_wp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 700, 0, 1000, 700000) + acl_blid;
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 16; acl_iy++) acl_wp[acl_ix + acl_iy * 1000] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
          } else {
            for (int acl_ix = 0; acl_ix < 1; acl_ix++)
              for (int acl_iy = 0; acl_iy < 16; acl_iy++)
                if (acl_ox + acl_ix < 1000 && acl_oy + acl_iy < 700) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 700, 0, 1000, 700000)] = acl_p1[(acl_ix + 0) * 16 + (acl_iy + 0)];
          }
        }
        {
          const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
          {
            __local uint* acl_a = acl_band1 + ((acl_r + 1) * 256 + ((acl_x) & 255)) * 16;
            #pragma unroll
            for (int acl_j = 0; acl_j < 16; acl_j++) acl_a[acl_j] = acl_p1[(0) * 16 + (acl_j + 0)];
            if (!(acl_outside(acl_ox + 0, acl_oy + 0 + 0, 1000, 700)) && !(acl_outside(acl_ox + 0, acl_oy + 0 + 15, 1000, 700))) {
              #pragma unroll
              for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[32 + acl_j] = acl_p1[(0) * 16 + (acl_j + 0)];
            } else {
              #pragma unroll
              for (int acl_j = 0; acl_j < 16; acl_j++) acl_h1[32 + acl_j] = acl_outside(acl_ox + 0, acl_oy + 0 + acl_j, 1000, 700) ? (uint)(0) : acl_p1[(0) * 16 + (acl_j + 0)];
            }
          }
        }
        if (acl_r == 15 && acl_B + 1 < 3) {
          for (int acl_j = 0; acl_j < 16; acl_j++) {
            union { uint acl_word; uint acl_bits[1]; } acl_w;
            acl_w.acl_word = acl_p1[(0) * 16 + (acl_j + 0)];
            atomic_xchg(&acl_sync[5 + ((acl_band) * 1000 + (acl_x)) * 16 + (acl_j) * 1 + 0], acl_w.acl_bits[0]);
          }
        }
      }
    }
    const int acl_p = min(acl_c0 + 255, 1000);
    if (acl_B + 1 < 3 && acl_p > 0) {
      mem_fence(CLK_GLOBAL_MEM_FENCE);
      atomic_xchg(&acl_sync[2 + acl_band], (uint)acl_p);
    }
  }
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  if (atomic_inc(&acl_sync[1]) == 2u) {
    for (int acl_t = 0; acl_t < 5; acl_t++) atomic_xchg(&acl_sync[acl_t], 0u);
  }
}
