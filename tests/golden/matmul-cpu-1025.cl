/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 65, levels 2, splits per level 65 1025
  tiling: result 1025x1025, k 1025; group 8x8, tile 32x10 in runs of 32x10, block 256x80, chunk 256, blocks in bands of 8 rows, CPU chunks (tiles in registers over a chunk)
  arg 0 'a' float: staged, level 2, 1025x1025x1 words of 4 B (pitch 1025, slice 1050625), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 10, block 256x80, grid 5x13x1, window 1x10, axes ky, vector 16, local k-rows of 272, tile 272x80
  arg 1 'b' float: staged, level 2, 1025x1025x1 words of 4 B (pitch 1025, slice 1050625), ACL_TILE, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 32, block 256x256, grid 5x5x1, window 32x1, axes xk, vector 16, read from global memory
  arg 2 'c' float: private, level 1, 1025x1025x1 words of 4 B (pitch 1025, slice 1050625), ACL_TILE, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 320, block 256x80, grid 5x13x1, window 32x10, axes xy, vector 1
  - tile_axes: result 1025x1025, k 1025; work-group within [1, 4096]
  - tile_cpu_lanes: User_main runs on float16 vectors (knob tile_lanes): a lane per result column, 2 vectors by 12 rows a work-item (tile_lane_x, tile_lane_y); data along x as vectors, the rest broadcast
  - tile_cpu_shape: CPU strategy (knob tile_cpu): 8x8 work-items of 32x10 words, each tile one run (blocks 256x80, 65 of them for 2 compute units); User_main inlined with its loops unrolled, so a tile is a register block of 2x10 vectors
  - tile_cpu_bands: blocks run in bands of 8 block-rows, column by column (knob tile_band): consecutive groups share a block column's level-2 data in the cache
  - tile_cpu_blocks: argument 1 'b': read straight from global memory by each work-item, no local tile (knob tile_direct): its rows are not a multiple of 8192 bytes apart; work-items whose tiles reach past its width read it word by word
  - tile_cpu_blocks: memory: 87040 local bytes per work-group for one level-2 chunk (budget: all 2097152); rows padded by 16 words (knob tile_pad)
  - tile_groups: level 2: 1025 words of k in chunks of 256 staged through local memory (one buffer, a barrier before and after each chunk's k loop); one word of k per User_main call
  - tile_groups: argument 0 'a': x follows k, y follows y; 16-word vectors from global memory into a padded local tile
  - tile_groups: argument 1 'b': x follows x, y follows k; 16-word vectors read in place from global memory, a k-row at a time
  - tile_groups: argument 2 'c': x follows x, y follows y; single words to and from global memory
  - tile_groups: 65 work-groups: one per 256x80 block of the 1025x1025 result
*/
#define ACL_WG 64
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 320
#define ACL_BLOCKNUM_1 65
#define ACL_BLOCKSIZE_2 1
#define ACL_BLOCKNUM_2 1025
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 10
#define ACL_WIDTH_a 1
#define ACL_LR_a 0
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 1
#define ACL_LIDSTEP_a 0
#define ACL_ARG_b 1
#define ACL_SIZE_b 32
#define ACL_WIDTH_b 32
#define ACL_LR_b 0
#define ACL_XSTEP_b 1
#define ACL_YSTEP_b 32
#define ACL_LIDSTEP_b 0
#define ACL_ARG_c 2
#define ACL_SIZE_c 320
#define ACL_WIDTH_c 32
#define ACL_LR_c 0
#define ACL_XSTEP_c 1
#define ACL_YSTEP_c 32
#define ACL_LIDSTEP_c 0
#define ACL_WG_X 8
#define ACL_WG_Y 8
#define ACL_TILE_X 2
#define ACL_TILE_Y 10
#define ACL_RUN_X 2
#define ACL_RUN_Y 10
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
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(1) * 8 + get_local_id(0);
  const int acl_lx = ACL_LX, acl_ly = ACL_LY;
  const int acl_gid = get_group_id(1) * 5 + get_group_id(0);
  const int acl_band = acl_gid / 40, acl_inband = acl_gid - acl_band * 40;
  const int acl_rows = min(8, 13 - acl_band * 8);
  const ACL_COORD acl_bx = (ACL_COORD)(acl_inband / acl_rows) * 256, acl_by = (ACL_COORD)(acl_band * 8 + acl_inband % acl_rows) * 80;
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  acl_st.acl_valid[0] = 10; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  __local float acl_t0[21760] __attribute__((aligned(64)));
  acl_st.acl_valid[1] = 2; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  acl_st.acl_valid[2] = 20; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  float16 acl_p2[20];
  for (int acl_j = 0; acl_j < 20; acl_j++) acl_p2[acl_j] = (float16)(0);
  for (int acl_kc = 0; acl_kc < 5; acl_kc++) {
    const int acl_k0 = acl_kc * 256;
    {
      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;
      for (int acl_j = 0; acl_j < 20; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        vstore16(vload16(0, acl_g0 + (ACL_INDEX)min(acl_oy + acl_r, 1024) * 1025 + min(acl_ox + acl_c * 16, 1009)), 0, acl_t0 + acl_r * 272 + acl_c * 16);
      }
      const int acl_edge = acl_ox + 256 > 1025 || acl_oy + 80 > 1025 ? 20 : 0;
      for (int acl_j = 0; acl_j < acl_edge; acl_j++) {
        const int acl_t = acl_lid + acl_j * 64;
        const int acl_r = acl_t / 16, acl_c = acl_t - acl_r * 16;
        const ACL_COORD acl_x = acl_ox + acl_c * 16, acl_y = acl_oy + acl_r;
        if (acl_x < 1025 && (acl_x + 16 > 1025 || acl_y >= 1025)) {
          for (int acl_e = 0; acl_e < 16; acl_e++) acl_t0[acl_r * 272 + acl_c * 16 + acl_e] = acl_g0[(ACL_INDEX)(min(acl_y, 1024)) * 1025 + min(acl_x + acl_e, 1024)];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      acl_state acl_s = acl_st;
      float16 acl_p0[10];
      float16 acl_p1[2];
      float16 acl_w2[20];
      for (int acl_j = 0; acl_j < 20; acl_j++) acl_w2[acl_j] = acl_p2[acl_j];
      const int acl_kend = (acl_bx + acl_lx * 32 + 0 < 1025 && acl_by + acl_ly * 10 + 0 < 1025 ? min(256, 1025 - acl_k0) : 0) + (acl_lid >> 30);
      const int acl_inside = acl_bx + acl_lx * 32 + 0 + 32 <= 1025;
      for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++) {
        if (acl_inside) {
          __local const float* acl_f0 = acl_t0 + acl_ly * 10 * 272 + acl_kk;
          acl_p0[0] = (float16)(acl_f0[0]);
          acl_p0[1] = (float16)(acl_f0[272]);
          acl_p0[2] = (float16)(acl_f0[544]);
          acl_p0[3] = (float16)(acl_f0[816]);
          acl_p0[4] = (float16)(acl_f0[1088]);
          acl_p0[5] = (float16)(acl_f0[1360]);
          acl_p0[6] = (float16)(acl_f0[1632]);
          acl_p0[7] = (float16)(acl_f0[1904]);
          acl_p0[8] = (float16)(acl_f0[2176]);
          acl_p0[9] = (float16)(acl_f0[2448]);
          __global const float* acl_f1 = acl_g1 + (ACL_INDEX)(acl_k0 + acl_kk) * 1025 + acl_bx + acl_lx * 32;
          acl_p1[0] = vload16(0, acl_f1 + 0);
          acl_p1[1] = vload16(0, acl_f1 + 16);
        } else {
          __local const float* acl_f0 = acl_t0 + acl_ly * 10 * 272 + acl_kk;
          acl_p0[0] = (float16)(acl_f0[0]);
          acl_p0[1] = (float16)(acl_f0[272]);
          acl_p0[2] = (float16)(acl_f0[544]);
          acl_p0[3] = (float16)(acl_f0[816]);
          acl_p0[4] = (float16)(acl_f0[1088]);
          acl_p0[5] = (float16)(acl_f0[1360]);
          acl_p0[6] = (float16)(acl_f0[1632]);
          acl_p0[7] = (float16)(acl_f0[1904]);
          acl_p0[8] = (float16)(acl_f0[2176]);
          acl_p0[9] = (float16)(acl_f0[2448]);
          {
            float acl_l[32];
            for (int acl_e = 0; acl_e < 32; acl_e++) acl_l[acl_e] = acl_g1[(ACL_INDEX)(min(acl_k0 + acl_kk, 1024)) * 1025 + min(acl_bx + acl_lx * 32 + acl_e, 1024)];
            acl_p1[0] = vload16(0, acl_l + 0);
            acl_p1[1] = vload16(0, acl_l + 16);
          }
        }
        acl_s.acl_iter[2] = acl_k0 + acl_kk;
        acl_s.acl_origin[0][0] = acl_k0 + acl_kk; acl_s.acl_origin[0][1] = acl_by;
        acl_s.acl_origin[1][0] = acl_bx; acl_s.acl_origin[1][1] = acl_k0 + acl_kk;
        acl_s.acl_origin[2][0] = acl_bx; acl_s.acl_origin[2][1] = acl_by;
        User_main(&acl_s, acl_p0, acl_p1, acl_w2);
      }
      for (int acl_j = 0; acl_j < 20; acl_j++) acl_p2[acl_j] = acl_w2[acl_j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int acl_iy = 0; acl_iy < 10; acl_iy++) {
    for (int acl_v = 0; acl_v < 2; acl_v++) {
      const ACL_COORD acl_gy = acl_by + acl_ly * 10 + acl_iy, acl_gx = acl_bx + acl_lx * 32 + acl_v * 16;
      const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * 1025 + acl_gx;
      if (acl_gy < 1025 && acl_gx + 16 <= 1025) {
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_g2 + acl_at);
      } else {
        float acl_l[16];
        vstore16(acl_p2[acl_iy * 2 + acl_v], 0, acl_l);
        for (int acl_e = 0; acl_e < 16; acl_e++)
          if (acl_gy < 1025 && acl_gx + acl_e < 1025) acl_g2[acl_at + acl_e] = acl_l[acl_e];
      }
    }
  }
}
