/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 16, work-groups 2, levels 2, splits per level 2 100
  tiling: result 90x70, k 100; group 2x8, tile 32x9 in runs of 32x9, block 64x72, chunk 100, CPU chunks (tiles in registers over a chunk)
  arg 0 'a' float: staged, level 2, 100x70x1 words of 4 B (pitch 100, slice 7000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 9, block 100x72, grid 1x1x1, window 1x9, axes ky, vector 16, local k-rows of 128, tile 128x72
  arg 1 'b' float: staged, level 2, 100x90x1 words of 4 B (pitch 100, slice 9000), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 100x64, grid 1x2x1, window 1x32, axes kx, vector 1, local k-rows of 80, tile 80x100
  arg 2 'c' float: private, level 1, 90x70x1 words of 4 B (pitch 90, slice 6300), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 288, block 64x72, grid 2x1x1, window 32x9, axes xy, vector 2
  - tile_axes: result 90x70, k 100; work-group within [1, 4096]
  - tile_cpu_lanes: User_main runs on float16 vectors (knob tile_lanes): a lane per result column, 2 vectors by 12 rows a work-item (tile_lane_x, tile_lane_y); data along x as vectors, the rest broadcast
  - tile_cpu_shape: CPU strategy (knob tile_cpu): 2x8 work-items of 32x9 words, each tile one run (blocks 64x72, 2 of them for 2 compute units); User_main inlined with its loops unrolled, so a tile is a register block of 2x9 vectors
  - tile_cpu_blocks: memory: 68864 local bytes per work-group for one level-2 chunk (budget: all 2097152); rows padded by 16 words (knob tile_pad)
  - tile_groups: level 2: 100 words of k in chunks of 100 staged through local memory (one buffer, a barrier before and after each chunk's k loop); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 1 'b': x follows k, y follows x; single words from global memory into a transposed (k-major) local tile
  - tile_groups: argument 2 'c': x follows x, y follows y; 2-word vectors to and from global memory
  - tile_groups: 2 work-groups: one per 64x72 block of the 90x70 result
*/
#define ACL_WG 16
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 288
#define ACL_BLOCKNUM_1 2
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 100
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 9
#define ACL_WIDTH_a 1
#define ACL_LR_a 0
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 0
#define ACL_ARG_b 1
#define ACL_SIZE_b 32
#define ACL_WIDTH_b 1
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 1
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 288
#define ACL_WIDTH_c 32
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 32
#define ACL_LIDSTEP_c 0
#define ACL_WG_X 2
#define ACL_WG_Y 8
#define ACL_TILE_X 2
#define ACL_TILE_Y 9
#define ACL_RUN_X 2
#define ACL_RUN_Y 9
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__) && __clang_major__ >= 12
#define ACL_INLINE_ALL 1
#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)
#endif
#define float float16
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, const float* b, float* c)
{
    _Pragma("clang loop unroll(enable)") for (int i = 0; i < get_acl_tileSize(1); i++)
        _Pragma("clang loop unroll(enable)") for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
#undef float
#ifdef ACL_INLINE_ALL
#pragma clang attribute pop
#endif
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(2, 8, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(1) * 2 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const ACL_COORD acl_bx = (ACL_COORD)get_group_id(0) * 64, acl_by = get_group_id(1) * 72;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  acl_st.acl_valid[0] = 9; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[9216] __attribute__((aligned(64)));
  acl_st.acl_valid[1] = 2; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  __local float acl_t1[8000] __attribute__((aligned(64)));
  acl_st.acl_valid[2] = 18; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  float16 acl_p2[18];
  for (int acl_j = 0; acl_j < 18; acl_j++) acl_p2[acl_j] = (float16)(0);
  for (int acl_kc = 0; acl_kc < 1; acl_kc++) {
    const int acl_k0 = acl_kc * 100;
    {
      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;
      for (int acl_j = 0; acl_j < 32; acl_j++) {
        const int acl_t = acl_lid + acl_j * 16;
        if (acl_t < 504) {
          const int acl_r = acl_t / 7, acl_c = acl_t - acl_r * 7;
          vstore16(vload16(0, acl_g0 + (ACL_INDEX)min(acl_oy + acl_r, 69) * 100 + min(acl_ox + acl_c * 16, 84)), 0, acl_t0 + acl_r * 128 + acl_c * 16);
        }
      }
      const int acl_edge = acl_ox + 112 > 100 || acl_oy + 72 > 70 ? 32 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 16;
        if (acl_t < 504) {
          const int acl_r = acl_t / 7, acl_c = acl_t - acl_r * 7;
          const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
          if (acl_x < 100 && (acl_x + 16 > 100 || acl_y >= 70)) {
            for (int acl_e = 0; acl_e < 16; acl_e++) acl_t0[acl_r * 128 + acl_c * 16 + acl_e] = acl_g0[(ACL_INDEX)(min(acl_y, 69)) * 100 + min(acl_x + acl_e, 99)];
          }
        }
      }
    }
    {
      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_bx;
      for (int acl_j = 0; acl_j < 400; acl_j++) {
        const int acl_t = acl_lid + acl_j * 16;
        const int acl_r = acl_t / 100, acl_c = acl_t - acl_r * 100;
        acl_t1[acl_c * 80 + acl_r] = acl_g1[(ACL_INDEX)(min(acl_oy + acl_r, 89)) * 100 + min(acl_ox + acl_c, 99)];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      acl_state acl_s = acl_st;
      float16 acl_p0[9];
      float16 acl_p1[2];
      float16 acl_w2[18];
      for (int acl_j = 0; acl_j < 18; acl_j++) acl_w2[acl_j] = acl_p2[acl_j];
      const int acl_kend = (acl_bx + acl_lx * 32 + 0 < 90 && acl_by + acl_ly * 9 + 0 < 70 ? 100 : 0) + (acl_lid >> 30);
      for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++) {
        __local const float* acl_f0 = acl_t0 + acl_ly * 9 * 128 + acl_kk;
        acl_p0[0] = (float16)(acl_f0[0]);
        acl_p0[1] = (float16)(acl_f0[128]);
        acl_p0[2] = (float16)(acl_f0[256]);
        acl_p0[3] = (float16)(acl_f0[384]);
        acl_p0[4] = (float16)(acl_f0[512]);
        acl_p0[5] = (float16)(acl_f0[640]);
        acl_p0[6] = (float16)(acl_f0[768]);
        acl_p0[7] = (float16)(acl_f0[896]);
        acl_p0[8] = (float16)(acl_f0[1024]);
        __local const float* acl_f1 = acl_t1 + acl_kk * 80 + acl_lx * 32;
        acl_p1[0] = vload16(0, acl_f1 + 0);
        acl_p1[1] = vload16(0, acl_f1 + 16);
        acl_s.acl_iter[2] = acl_k0 + acl_kk;
        acl_s.acl_origin[0][0] = acl_k0 + acl_kk; acl_s.acl_origin[0][1] = acl_by;
        acl_s.acl_origin[1][0] = acl_k0 + acl_kk; acl_s.acl_origin[1][1] = acl_bx;
        acl_s.acl_origin[2][0] = acl_bx; acl_s.acl_origin[2][1] = acl_by;
        User_main(&acl_s, acl_p0, acl_p1, acl_w2);
      }
      for (int acl_j = 0; acl_j < 18; acl_j++) acl_p2[acl_j] = acl_w2[acl_j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int acl_iy = 0; acl_iy < 9; acl_iy++) {
    for (int acl_v = 0; acl_v < 2; acl_v++) {
      const ACL_COORD acl_gy = acl_by + acl_ly * 9 + acl_iy, acl_gx = acl_bx + acl_lx * 32 + acl_v * 16;
      const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 90 + acl_gx;
      if (acl_gy < 70 && acl_gx + 16 <= 90) {
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_g2 + acl_at);
      } else {
        float acl_l[16];
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_l);
        for (int acl_e = 0; acl_e < 16; acl_e++)
          if (acl_gy < 70 && acl_gx + acl_e < 90) acl_g2[acl_at + acl_e] = acl_l[acl_e];
      }
    }
  }
}
