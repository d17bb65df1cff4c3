/* ACL AC kernel generated for 'NVIDIA H200'. Plan:
ACL plan for 'NVIDIA H200' (gpu)
  work-group 256, work-groups 1024, levels 1, splits per level 1024
  steps: 4 a launch, argument 2 feeds argument 0 (margin 1), blocks of 32x32 (32x32), recomputed margin 4 columns and 4 rows, tiles of 42x42, 400 portions of 4 a step
  arg 0 't' float: private, level 1, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 1 ACL_BORDER_CLAMP, split 4, block 256x4, grid 4x256x1, window 3x6
  arg 1 'p' float: private, level 1, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 4x256x1, window 1x4
  arg 2 'out' float: private, level 1, 1024x1024x1 words of 4 B (pitch 1024, slice 1048576), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 4, block 256x4, grid 4x256x1, window 1x4
  - margin_group: data with a margin: work-group target 128 (halo_wg)
  - margin_split: margin 1 of 't': split budget raised to 64 bytes (16 words per margin word, rows or lanes x rows) and a work-group per block
  - steps_targets: several time steps a launch: work-group target 256, split budget 16 bytes, windows copied from local tiles
  - arguments: levels 1, work-group within [1, 1024] (the minimum, the device's maximum)
  - work_group: 256 work-items: class target 256, widest level-1 row needs 1024 work-items, multiple of 32, bounds [1, 1024]
  - splits: level 1: argument 0 't' (the largest) takes split 4 (budget 16 bytes per work-item, bounds [1, 1024]), 1024 splits; the others follow that count
  - groups: 1024 work-groups for 1024 level-1 blocks, one each
  - steps: steps 4 of argument 2 'out', which feeds argument 0 't' (margin 1): one launch, 1024 work-groups each computing a block of 32x32 words from tiles of 42x42 in local memory (21168 bytes), every step over the block and a margin of 4 columns and 4 rows that the steps recompute
  - memory: 104 private bytes per work-item (budget 512), 21168 local bytes per work-group (budget 24576 of 49152)
*/
#define ACL_WG 256
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 4
#define ACL_BLOCKNUM_1 1024
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_t 0
#define ACL_SIZE_t 4
#define ACL_WIDTH_t 3
#define ACL_LR_t 6
#define ACL_XSTEP_t 6
#define ACL_YSTEP_t 1
#define ACL_LIDSTEP_t 1
#define ACL_ARG_p 1
#define ACL_SIZE_p 4
#define ACL_WIDTH_p 1
#define ACL_LR_p 4
#define ACL_XSTEP_p 4
#define ACL_YSTEP_p 1
#define ACL_LIDSTEP_p 1
#define ACL_ARG_out 2
#define ACL_SIZE_out 4
#define ACL_WIDTH_out 1
#define ACL_LR_out 4
#define ACL_XSTEP_out 4
#define ACL_YSTEP_out 1
#define ACL_LIDSTEP_out 1
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* t, float* p, float* out)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        const float c = t[i], w = *get_acl_xy(t, -1, i), e = *get_acl_xy(t, 1, i);
        out[i] = c + 0.5f * (p[i] + (t[i + 1] + t[i - 1] - 2.0f * c) * 0.1f +
                             (e + w - 2.0f * c) * 0.1f + (80.0f - c) * 0.001f);
    }
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[18];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float acl_p1[4];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[4];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  __local float acl_s0[3528];
  __local float acl_s1[1764];
  const int acl_g = (int)get_group_id(0);
  const ACL_COORD acl_X0 = (ACL_COORD)(acl_g % 32) * 32 - 5, acl_Y0 = (ACL_COORD)(acl_g / 32) * 32 - 5;
  acl_st.acl_iter[1] = acl_g;
  for (int acl_k = acl_lid; acl_k < 1764; acl_k += 256) {
    const ACL_COORD acl_x = acl_X0 + acl_k % 42, acl_y = acl_Y0 + acl_k / 42;
    acl_s0[acl_k] = acl_g0[acl_word_in(min(max(acl_x, 0), 1023), min(max(acl_y, 0), 1023), 0, 1024, 0, 1024, 1048576)];
    acl_s0[1764 + acl_k] = acl_s0[acl_k];
    acl_s1[acl_k] = acl_g1[acl_word_in(min(max(acl_x, 0), 1023), min(max(acl_y, 0), 1023), 0, 1024, 0, 1024, 1048576)];
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int acl_step = 0; acl_step < 4; acl_step++) {
    __local float* const acl_cur = acl_s0 + (acl_step & 1) * 1764;
    __local float* const acl_nxt = acl_s0 + (~acl_step & 1) * 1764;
    for (int acl_q = acl_lid; acl_q < 400; acl_q += 256) {
      const int acl_cx = 1 + acl_q % 40, acl_cy = 1 + acl_q / 40 * 4;
      const ACL_COORD acl_x = acl_X0 + acl_cx, acl_y = acl_Y0 + acl_cy;
      if (acl_x >= 0 && acl_x < 1024 && acl_y >= 0 && acl_y < 1024) {
        for (int acl_ix = 0; acl_ix < 3; acl_ix++) {
          for (int acl_iy = 0; acl_iy < 6; acl_iy++) acl_p0[(acl_ix) * 6 + (acl_iy)] = acl_cur[(acl_cy - 1 + acl_iy) * 42 + acl_cx - 1 + acl_ix];
        }
        acl_st.acl_valid[0] = acl_clamp(1024 - acl_y, 0, 4);
        acl_st.acl_origin[0][0] = acl_x; acl_st.acl_origin[0][1] = acl_y; acl_st.acl_origin[0][2] = 0;
        for (int acl_ix = 0; acl_ix < 1; acl_ix++) {
          for (int acl_iy = 0; acl_iy < 4; acl_iy++) acl_p1[(acl_ix) * 4 + (acl_iy)] = acl_s1[(acl_cy - 0 + acl_iy) * 42 + acl_cx - 0 + acl_ix];
        }
        acl_st.acl_valid[1] = acl_clamp(1024 - acl_y, 0, 4);
        acl_st.acl_origin[1][0] = acl_x; acl_st.acl_origin[1][1] = acl_y; acl_st.acl_origin[1][2] = 0;
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_p2[acl_j] = (float)(0);
        acl_st.acl_valid[2] = acl_clamp(1024 - acl_y, 0, 4);
        acl_st.acl_origin[2][0] = acl_x; acl_st.acl_origin[2][1] = acl_y; acl_st.acl_origin[2][2] = 0;
        User_main(&acl_st, acl_p0 + 7, acl_p1 + 0, acl_p2 + 0);
        for (int acl_j = 0; acl_j < 4; acl_j++) acl_nxt[(acl_cy + acl_j) * 42 + acl_cx] = acl_p2[acl_j];
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (acl_step + 1 < 4 && (acl_X0 < 0 || acl_Y0 < 0 || acl_X0 + 42 > 1024 || acl_Y0 + 42 > 1024)) {
      for (int acl_k = acl_lid; acl_k < 1764; acl_k += 256) {
        const ACL_COORD acl_x = acl_X0 + acl_k % 42, acl_y = acl_Y0 + acl_k / 42;
        if (acl_x < 0 || acl_x >= 1024 || acl_y < 0 || acl_y >= 1024) acl_nxt[acl_k] = acl_nxt[clamp((int)(min(max(acl_y, 0), 1023) - acl_Y0), 0, 41) * 42 + clamp((int)(min(max(acl_x, 0), 1023) - acl_X0), 0, 41)];
      }
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
  __local float* const acl_fin = acl_s0 + 0;
  for (int acl_k = acl_lid; acl_k < 1024; acl_k += 256) {
    const int acl_cx = 5 + acl_k % 32, acl_cy = 5 + acl_k / 32;
    const ACL_COORD acl_x = acl_X0 + acl_cx, acl_y = acl_Y0 + acl_cy;
    if (acl_x < 1024 && acl_y < 1024) acl_g2[acl_word_in(acl_x, acl_y, 0, 1024, 0, 1024, 1048576)] = acl_fin[acl_cy * 42 + acl_cx];
  }
}
