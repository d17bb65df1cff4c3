/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 32, work-groups 64, levels 1, splits per level 524288
  pipeline: 256x2048x1 blocks, 64 bands of 32 block rows by ticket, 8192 portions a row, 4 a step, skew 1, rows as vectors, chunks of 32, back-off 16, sync buffer 2097218 words
  arg 0 'src' uint: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 32x4, grid 256x2048x1, window 1x4, rows of 4 as vectors
  arg 1 'dst' uint: private, level 1, 8192x8192x1 words of 4 B (pitch 8192, slice 67108864), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 32x4, grid 256x2048x1, window 1x4, rows of 4 as vectors
  - wave_targets: wavefront plan: work-group target 32, split budget 16 bytes, direct transfers, no prefetch
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 32 work-items: class target 32, widest level-1 row needs 8192 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 'src' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 8192]), 524288 splits; the others follow that count
  - wavefront: dependency ACL_RNO1 of argument 1 'dst': one launch, 64 work-groups taking bands of 32 block rows by ticket (64 a slice over 256x2048x1 blocks); work-item i runs block row band * 32 + i left to right over 8192 portions, 4 a step, 1 step behind work-item i - 1 (2079 steps, a barrier each); a band follows the one above 32 portions at a time (knob wave_pipeline; 0: a launch per diagonal)
  - memory: 80 private bytes per work-item (budget 512), 10784 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 32
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 2
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 524288
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_src 0
#define ACL_SIZE_src 4
#define ACL_WIDTH_src 1
#define ACL_LR_src 4
#define ACL_XSTEP_src 4
#define ACL_YSTEP_src 1
#define ACL_LIDSTEP_src 1
#define ACL_ARG_dst 1
#define ACL_SIZE_dst 4
#define ACL_WIDTH_dst 1
#define ACL_LR_dst 4
#define ACL_XSTEP_dst 4
#define ACL_YSTEP_dst 1
#define ACL_LIDSTEP_dst 1
#define ACL_NBH_dst 12
#define ACL_ITEM_OFFSET(p) (get_acl_origin(p, 0) % ACL_BLOCKW_##p)
#define ACL_BLOCKW_src 32
#define ACL_BLOCKW_dst 32
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
__kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void ACL_kernel(__global const uint* restrict acl_g0, __global uint* restrict acl_g1, __global uint* acl_sync) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  uint acl_p0[4];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  uint acl_h1[16];
  uint* const acl_p1 = acl_h1 + 12;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local uint acl_ticket_l;
  __local int acl_last_l;
  __local uint acl_ring1[2560];
  __local uint acl_up1[136];
  if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[0]);
  barrier(CLK_LOCAL_MEM_FENCE);
  const int acl_band = (int)acl_ticket_l;
  const int acl_Z = acl_band / 64, acl_B = acl_band - acl_Z * 64;
  const int acl_Y = acl_B * 32 + acl_lid;
  uint acl_seen = 0;
  for (int acl_s0 = 0; acl_s0 < 2079; acl_s0 += 8) {
    const int acl_c0 = acl_s0 * 4;
    if (acl_lid == 0 && acl_B > 0) {
      const uint acl_need = (uint)min(acl_c0 + 32, 8192);
      if (acl_seen < acl_need) {
        uint acl_pause = 1; volatile uint acl_spin = 0;
        for (;;) {
          acl_seen = atomic_or(&acl_sync[2 + acl_band - 1], 0u);
          if (acl_seen >= acl_need) break;
          for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;
          acl_pause = min(2u * acl_pause, 16u);
        }
        mem_fence(CLK_GLOBAL_MEM_FENCE);
      }
      for (int acl_t = 0; acl_t < 132; acl_t++) {
        const int acl_c = acl_c0 - 1 + acl_t / 4;
        if (acl_c >= 0 && acl_c < 8192) {
          union { uint acl_word; uint acl_bits[1]; } acl_w;
          acl_w.acl_bits[0] = atomic_or(&acl_sync[66 + ((acl_band - 1) * 8192 + (acl_c)) * 4 + (acl_t % 4) * 1 + 0], 0u);
          acl_up1[acl_t] = acl_w.acl_word;
        }
      }
    }
    for (int acl_s = acl_s0; acl_s < min(acl_s0 + 8, 2079); acl_s++) {
      const int acl_sx = (acl_s - 1 * acl_lid) * 4;
      if (acl_sx >= 0 && acl_sx < 8192 && acl_Y < 2048) {
        const int acl_vin0 = acl_sx + 4 <= 8192 && acl_Y * 4 + 4 <= 8192;
        uint acl_rin0[16];
        if (acl_vin0) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 4; acl_iy++) vstore4(*(const __global uint4*)(acl_g0 + acl_word_in(acl_sx, acl_Y * 4 + acl_iy, acl_Z, 8192, 0, 8192, 67108864)), 0, acl_rin0 + acl_iy * 4);
        }
        const int acl_vin1 = acl_sx + 4 <= 8192 && acl_Y * 4 + 4 <= 8192;
        uint acl_rout1[16];
        #pragma unroll
        for (int acl_u = 0; acl_u < 4; acl_u++) {
          const int acl_x = acl_sx + acl_u;
          const int acl_n1 = acl_x / 32 + 256 * (acl_Y + 2048 * acl_Z);
          const int acl_blid = acl_x - (acl_x / 32) * 32;
          acl_st.acl_iter[1] = acl_n1;
          const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 256) * 32;
          const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 256) % 2048) * 4;
          const ACL_COORD acl_z0 = acl_n1 / 524288;
          const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 256) * 32;
          const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 256) % 2048) * 4;
          const ACL_COORD acl_z1 = acl_n1 / 524288;
          if (acl_vin0) {
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_p0[acl_iy] = acl_rin0[acl_iy * 4 + acl_u];
          } else {
            {
              const ACL_COORD acl_ox = (acl_x0 + acl_blid) - 0, acl_oy = acl_y0 - 0;
              if (acl_x0 - 0 >= 0 && acl_x0 + 32 <= 8192 && acl_y0 - 0 >= 0 && acl_y0 + 4 <= 8192) {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z0, 8192, 0, 8192, 67108864)];
              } else {
                #pragma unroll
                for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                  #pragma unroll
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) {
                  acl_p0[(acl_ix) * 4 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 8191), min(acl_oy + acl_iy, 8191), acl_z0, 8192, 0, 8192, 67108864)];
                }
              }
            }
          }
          acl_st.acl_valid[0] = ((acl_x0 + acl_blid) < 8192 ? acl_clamp(8192 - acl_y0, 0, 4) : 0);
          acl_st.acl_origin[0][0] = (acl_x0 + acl_blid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
          for (int acl_j = 0; acl_j < 4; acl_j++) acl_p1[acl_j] = (uint)(0);
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
            if (acl_x == 0) {
              for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[8 + acl_j] = (uint)(0);
              {
                const __local uint* acl_a = acl_lid > 0 ? acl_ring1 + (((acl_x + -1) & 15) * 32 + acl_lid - 1) * 5 : acl_up1 + (acl_x + -1 - acl_c0 + 1) * 4;
                #pragma unroll
                for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[4 + acl_j] = acl_outside(acl_ox + -1, acl_oy + -4 + acl_j, 8192, 8192) ? (uint)(0) : acl_a[acl_j];
              }
            } else {
              for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[4 + acl_j] = acl_h1[0 + acl_j];
            }
            {
              const __local uint* acl_a = acl_lid > 0 ? acl_ring1 + (((acl_x + 0) & 15) * 32 + acl_lid - 1) * 5 : acl_up1 + (acl_x + 0 - acl_c0 + 1) * 4;
              #pragma unroll
              for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[0 + acl_j] = acl_outside(acl_ox + 0, acl_oy + -4 + acl_j, 8192, 8192) ? (uint)(0) : acl_a[acl_j];
            }
          }
          acl_st.acl_valid[1] = ((acl_x1 + acl_blid) < 8192 ? acl_clamp(8192 - acl_y1, 0, 4) : 0);
          acl_st.acl_origin[1][0] = (acl_x1 + acl_blid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
          User_main(&acl_st, acl_p0 + 0, acl_p1 + 0);
          if (acl_vin1) {
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_rout1[acl_iy * 4 + acl_u] = acl_p1[acl_iy];
          } else {
            {
              const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
              if (acl_x1 - 0 >= 0 && acl_x1 + 32 <= 8192 && acl_y1 - 0 >= 0 && acl_y1 + 4 <= 8192) {
                for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
              } else {
                for (int acl_ix = 0; acl_ix < 1; acl_ix++)
                  for (int acl_iy = 0; acl_iy < 4; acl_iy++)
                    if (acl_ox + acl_ix < 8192 && acl_oy + acl_iy < 8192) acl_g1[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z1, 8192, 0, 8192, 67108864)] = acl_p1[(acl_ix + 0) * 4 + (acl_iy + 0)];
              }
            }
          }
          {
            const ACL_COORD acl_ox = (acl_x1 + acl_blid), acl_oy = acl_y1;
            #pragma unroll
            for (int acl_j = 0; acl_j < 4; acl_j++) acl_ring1[((acl_x & 15) * 32 + acl_lid) * 5 + acl_j] = acl_p1[(0) * 4 + (acl_j + 0)];
            #pragma unroll
            for (int acl_j = 0; acl_j < 4; acl_j++) acl_h1[8 + acl_j] = acl_outside(acl_ox + 0, acl_oy + 0 + acl_j, 8192, 8192) ? (uint)(0) : acl_p1[(0) * 4 + (acl_j + 0)];
          }
          if (acl_lid == 31 && acl_B + 1 < 64) {
            for (int acl_j = 0; acl_j < 4; acl_j++) {
              union { uint acl_word; uint acl_bits[1]; } acl_w;
              acl_w.acl_word = acl_p1[(0) * 4 + (acl_j + 0)];
              atomic_xchg(&acl_sync[66 + ((acl_band) * 8192 + (acl_x)) * 4 + (acl_j) * 1 + 0], acl_w.acl_bits[0]);
            }
          }
        }
        if (acl_vin1) {
          #pragma unroll
          for (int acl_iy = 0; acl_iy < 4; acl_iy++) *(__global uint4*)(acl_g1 + acl_word_in(acl_sx, acl_Y * 4 + acl_iy, acl_Z, 8192, 0, 8192, 67108864)) = vload4(0, acl_rout1 + acl_iy * 4);
        }
        const int acl_p = min(acl_sx + 4, 8192);
        if (acl_lid == 31 && acl_B + 1 < 64 && ((acl_p + 32) / 32 != (acl_p + 28) / 32 || acl_p == 8192)) {
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
    acl_last_l = atomic_inc(&acl_sync[1]) == 63u;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (acl_last_l)
    for (int acl_t = acl_lid; acl_t < 66; acl_t += 32) atomic_xchg(&acl_sync[acl_t], 0u);
}
