/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 64, work-groups 59, levels 2, splits per level 59 1
  arg 0 'gx' float16: private, level 1, 3750x1x1 words of 64 B (pitch 3750, slice 3750), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 59x1x1, window 1x1
  arg 1 'gy' float16: private, level 1, 3750x1x1 words of 64 B (pitch 3750, slice 3750), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 59x1x1, window 1x1
  arg 2 'gz' float16: private, level 1, 3750x1x1 words of 64 B (pitch 3750, slice 3750), ACL_VERTICAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 59x1x1, window 1x1
  arg 3 'ax' float: common, level 2, 1000x1x1 words of 4 B (pitch 1000, slice 1000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1000, block 1000x1, grid 1x1x1, tile 1000x1
  arg 4 'ay' float: common, level 2, 1000x1x1 words of 4 B (pitch 1000, slice 1000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1000, block 1000x1, grid 1x1x1, tile 1000x1
  arg 5 'az' float: common, level 2, 1000x1x1 words of 4 B (pitch 1000, slice 1000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1000, block 1000x1, grid 1x1x1, tile 1000x1
  arg 6 'charge' float: common, level 2, 1000x1x1 words of 4 B (pitch 1000, slice 1000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1000, block 1000x1, grid 1x1x1, tile 1000x1
  arg 7 'size' float: common, level 2, 1000x1x1 words of 4 B (pitch 1000, slice 1000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 1000, block 1000x1, grid 1x1x1, tile 1000x1
  arg 8 'val' float16: private, level 1, 3750x1x1 words of 64 B (pitch 3750, slice 3750), ACL_VERTICAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, split 1, block 64x1, grid 59x1x1, window 1x1
  arg 9 'pre1' float: value
  arg 10 'xkappa' float: value
  - nested_targets: inner levels: work-group target 64, split budget 512 bytes (wg_target_nested, split_bytes_nested)
  - arguments: levels 2, work-group within [1, 4096] (the minimum, the device's maximum)
  - work_group: 64 work-items: class target 64, widest level-1 row needs 3750 work-items, whole vectors of 8, each row's last group padded, bounds [1, 4096]
  - splits: level 1: argument 0 'gx' (the largest) takes split 1 (budget 512 bytes per work-item, bounds [1, 1]), 59 splits; the others follow that count
  - splits: level 2: argument 3 'ax' (the largest) takes split 1000 (budget 1024 words per chunk, bounds [1, 1000]), 1 splits; the others follow that count
  - groups: 59 work-groups for 59 level-1 blocks, one each
  - memory: 256 private bytes per work-item (budget 8192), 320000 local bytes per work-group (budget 1048576 of 2097152)
  - user_lanes: User_main runs on float16 vectors (knob user_lanes): a lane per column, so level-1 data counts in vectors of 16 words; COMMON words are staged as vectors of 16 copies; the dense level-1 data runs as one row
*/
#define ACL_WG 64
#define ACL_LEVELS 2
#define ACL_NUM_PARAMS 11
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 1
#define ACL_BLOCKNUM_1 59
#define ACL_BLOCKSIZE_2 1000
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_gx 0
#define ACL_SIZE_gx 1
#define ACL_WIDTH_gx 1
#define ACL_LR_gx 1
#define ACL_XSTEP_gx 1
#define ACL_YSTEP_gx 1
#define ACL_LIDSTEP_gx 1
#define ACL_ARG_gy 1
#define ACL_SIZE_gy 1
#define ACL_WIDTH_gy 1
#define ACL_LR_gy 1
#define ACL_XSTEP_gy 1
#define ACL_YSTEP_gy 1
#define ACL_LIDSTEP_gy 1
#define ACL_ARG_gz 2
#define ACL_SIZE_gz 1
#define ACL_WIDTH_gz 1
#define ACL_LR_gz 1
#define ACL_XSTEP_gz 1
#define ACL_YSTEP_gz 1
#define ACL_LIDSTEP_gz 1
#define ACL_ARG_ax 3
#define ACL_SIZE_ax 1000
#define ACL_WIDTH_ax 1000
#define ACL_LR_ax 1
#define ACL_XSTEP_ax 1
#define ACL_YSTEP_ax 1000
#define ACL_LIDSTEP_ax 0
#define ACL_ARG_ay 4
#define ACL_SIZE_ay 1000
#define ACL_WIDTH_ay 1000
#define ACL_LR_ay 1
#define ACL_XSTEP_ay 1
#define ACL_YSTEP_ay 1000
#define ACL_LIDSTEP_ay 0
#define ACL_ARG_az 5
#define ACL_SIZE_az 1000
#define ACL_WIDTH_az 1000
#define ACL_LR_az 1
#define ACL_XSTEP_az 1
#define ACL_YSTEP_az 1000
#define ACL_LIDSTEP_az 0
#define ACL_ARG_charge 6
#define ACL_SIZE_charge 1000
#define ACL_WIDTH_charge 1000
#define ACL_LR_charge 1
#define ACL_XSTEP_charge 1
#define ACL_YSTEP_charge 1000
#define ACL_LIDSTEP_charge 0
#define ACL_ARG_size 7
#define ACL_SIZE_size 1000
#define ACL_WIDTH_size 1000
#define ACL_LR_size 1
#define ACL_XSTEP_size 1
#define ACL_YSTEP_size 1000
#define ACL_LIDSTEP_size 0
#define ACL_ARG_val 8
#define ACL_SIZE_val 1
#define ACL_WIDTH_val 1
#define ACL_LR_val 1
#define ACL_XSTEP_val 1
#define ACL_YSTEP_val 1
#define ACL_LIDSTEP_val 1
#define ACL_ARG_pre1 9
#define ACL_ARG_xkappa 10
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#define float float16
#line 1 "User_main"
void User_main(ACL_STATE_PARAM float* gx, float* gy, float* gz,
               __local float* ax, __local float* ay, __local float* az,
               __local float* charge, __local float* size,
               float* val, float pre1, float xkappa)
{
    for (int j = 0; j < get_acl_valid(ax); j++) {
        for (int i = 0; i < get_ac_size(1); i++) {
            float dx = gx[i] - ax[j], dy = gy[i] - ay[j], dz = gz[i] - az[j];
            float d = sqrt(dx * dx + dy * dy + dz * dz);
            val[i] += pre1 * charge[j] * exp(-xkappa * (d - size[j])) / ((1.0f + xkappa * size[j]) * d);
        }
    }
}
#undef float
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void ACL_kernel(__global const float16* restrict acl_g0, __global const float16* restrict acl_g1, __global const float16* restrict acl_g2, __global const float* restrict acl_g3, __global const float* restrict acl_g4, __global const float* restrict acl_g5, __global const float* restrict acl_g6, __global const float* restrict acl_g7, __global float16* restrict acl_g8, float acl_g9, float acl_g10) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float16 acl_p0[1];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  float16 acl_p1[1];
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float16 acl_p2[1];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  __local float16 acl_t3[1000];
  acl_st.acl_valid[3] = 0; acl_st.acl_origin[3][0] = 0; acl_st.acl_origin[3][1] = 0; acl_st.acl_origin[3][2] = 0;
  __local float16 acl_t4[1000];
  acl_st.acl_valid[4] = 0; acl_st.acl_origin[4][0] = 0; acl_st.acl_origin[4][1] = 0; acl_st.acl_origin[4][2] = 0;
  __local float16 acl_t5[1000];
  acl_st.acl_valid[5] = 0; acl_st.acl_origin[5][0] = 0; acl_st.acl_origin[5][1] = 0; acl_st.acl_origin[5][2] = 0;
  __local float16 acl_t6[1000];
  acl_st.acl_valid[6] = 0; acl_st.acl_origin[6][0] = 0; acl_st.acl_origin[6][1] = 0; acl_st.acl_origin[6][2] = 0;
  __local float16 acl_t7[1000];
  acl_st.acl_valid[7] = 0; acl_st.acl_origin[7][0] = 0; acl_st.acl_origin[7][1] = 0; acl_st.acl_origin[7][2] = 0;
  float16 acl_p8[1];
  acl_st.acl_valid[8] = 0; acl_st.acl_origin[8][0] = 0; acl_st.acl_origin[8][1] = 0; acl_st.acl_origin[8][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 59) * 64;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 59) % 1) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 59;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 59) * 64;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 59) % 1) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 59;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 59) * 64;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 59) % 1) * 1;
      const ACL_COORD acl_z2 = acl_n1 / 59;
      const ACL_COORD acl_x8 = (ACL_COORD)(acl_n1 % 59) * 64;
      const ACL_COORD acl_y8 = (ACL_COORD)((acl_n1 / 59) % 1) * 1;
      const ACL_COORD acl_z8 = acl_n1 / 59;
      {
        const ACL_COORD acl_ox = (acl_x0 + acl_lid) - 0, acl_oy = acl_y0 - 0;
        if (acl_x0 - 0 >= 0 && acl_x0 + 64 <= 3750 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 1) {
          const __global float16* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 1, 0, 3750, 3750) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 3750];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p0[(acl_ix) * 1 + (acl_iy)] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 3749), min(acl_oy + acl_iy, 0), acl_z0, 1, 0, 3750, 3750)];
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x1 + acl_lid) - 0, acl_oy = acl_y1 - 0;
        if (acl_x1 - 0 >= 0 && acl_x1 + 64 <= 3750 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 1) {
          const __global float16* acl_rp = acl_g1 + acl_word_in(acl_x1 - 0, acl_oy, acl_z1, 1, 0, 3750, 3750) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p1[(acl_ix) * 1 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 3750];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p1[(acl_ix) * 1 + (acl_iy)] = acl_g1[acl_word_in(min(acl_ox + acl_ix, 3749), min(acl_oy + acl_iy, 0), acl_z1, 1, 0, 3750, 3750)];
          }
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x2 + acl_lid) - 0, acl_oy = acl_y2 - 0;
        if (acl_x2 - 0 >= 0 && acl_x2 + 64 <= 3750 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 1) {
          const __global float16* acl_rp = acl_g2 + acl_word_in(acl_x2 - 0, acl_oy, acl_z2, 1, 0, 3750, 3750) + get_local_id(0);
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              acl_p2[(acl_ix) * 1 + (acl_iy)] = acl_rp[acl_ix + acl_iy * 3750];
        } else {
          #pragma unroll
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            #pragma unroll
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) {
            acl_p2[(acl_ix) * 1 + (acl_iy)] = acl_g2[acl_word_in(min(acl_ox + acl_ix, 3749), min(acl_oy + acl_iy, 0), acl_z2, 1, 0, 3750, 3750)];
          }
        }
      }
      for (int acl_j = 0; acl_j < 1; acl_j++) acl_p8[acl_j] = (float16)(0);
      acl_st.acl_valid[0] = ((acl_x0 + acl_lid) < 3750 ? acl_clamp(1 - acl_y0, 0, 1) : 0);
      acl_st.acl_origin[0][0] = (acl_x0 + acl_lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
      acl_st.acl_valid[1] = ((acl_x1 + acl_lid) < 3750 ? acl_clamp(1 - acl_y1, 0, 1) : 0);
      acl_st.acl_origin[1][0] = (acl_x1 + acl_lid); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
      acl_st.acl_valid[2] = ((acl_x2 + acl_lid) < 3750 ? acl_clamp(1 - acl_y2, 0, 1) : 0);
      acl_st.acl_origin[2][0] = (acl_x2 + acl_lid); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
      acl_st.acl_valid[8] = ((acl_x8 + acl_lid) < 3750 ? acl_clamp(1 - acl_y8, 0, 1) : 0);
      acl_st.acl_origin[8][0] = (acl_x8 + acl_lid); acl_st.acl_origin[8][1] = acl_y8; acl_st.acl_origin[8][2] = acl_z8;
      {
        for (int acl_n2 = 0; acl_n2 < ACL_BLOCKNUM_2; acl_n2 += 1) {
          acl_st.acl_iter[2] = acl_n2;
          const ACL_COORD acl_x3 = (ACL_COORD)(acl_n2 % 1) * 1000;
          const ACL_COORD acl_y3 = (ACL_COORD)((acl_n2 / 1) % 1) * 1;
          const ACL_COORD acl_z3 = acl_n2 / 1;
          const ACL_COORD acl_x4 = (ACL_COORD)(acl_n2 % 1) * 1000;
          const ACL_COORD acl_y4 = (ACL_COORD)((acl_n2 / 1) % 1) * 1;
          const ACL_COORD acl_z4 = acl_n2 / 1;
          const ACL_COORD acl_x5 = (ACL_COORD)(acl_n2 % 1) * 1000;
          const ACL_COORD acl_y5 = (ACL_COORD)((acl_n2 / 1) % 1) * 1;
          const ACL_COORD acl_z5 = acl_n2 / 1;
          const ACL_COORD acl_x6 = (ACL_COORD)(acl_n2 % 1) * 1000;
          const ACL_COORD acl_y6 = (ACL_COORD)((acl_n2 / 1) % 1) * 1;
          const ACL_COORD acl_z6 = acl_n2 / 1;
          const ACL_COORD acl_x7 = (ACL_COORD)(acl_n2 % 1) * 1000;
          const ACL_COORD acl_y7 = (ACL_COORD)((acl_n2 / 1) % 1) * 1;
          const ACL_COORD acl_z7 = acl_n2 / 1;
          barrier(CLK_LOCAL_MEM_FENCE);
          for (int acl_t = acl_lid; acl_t < 1000; acl_t += 64) {
            int acl_ty = acl_t / 1000;
            const int acl_tx = acl_t - acl_ty * 1000;
            const int acl_tz = acl_ty / 1;
            acl_ty -= acl_tz * 1;
            acl_t3[0 + acl_t] = acl_g3[acl_word_in(min(acl_x3 + acl_tx, 999), min(acl_y3 + acl_ty, 0), acl_z3 + acl_tz, 1, 0, 1000, 1000)];
          }
          for (int acl_t = acl_lid; acl_t < 1000; acl_t += 64) {
            int acl_ty = acl_t / 1000;
            const int acl_tx = acl_t - acl_ty * 1000;
            const int acl_tz = acl_ty / 1;
            acl_ty -= acl_tz * 1;
            acl_t4[0 + acl_t] = acl_g4[acl_word_in(min(acl_x4 + acl_tx, 999), min(acl_y4 + acl_ty, 0), acl_z4 + acl_tz, 1, 0, 1000, 1000)];
          }
          for (int acl_t = acl_lid; acl_t < 1000; acl_t += 64) {
            int acl_ty = acl_t / 1000;
            const int acl_tx = acl_t - acl_ty * 1000;
            const int acl_tz = acl_ty / 1;
            acl_ty -= acl_tz * 1;
            acl_t5[0 + acl_t] = acl_g5[acl_word_in(min(acl_x5 + acl_tx, 999), min(acl_y5 + acl_ty, 0), acl_z5 + acl_tz, 1, 0, 1000, 1000)];
          }
          for (int acl_t = acl_lid; acl_t < 1000; acl_t += 64) {
            int acl_ty = acl_t / 1000;
            const int acl_tx = acl_t - acl_ty * 1000;
            const int acl_tz = acl_ty / 1;
            acl_ty -= acl_tz * 1;
            acl_t6[0 + acl_t] = acl_g6[acl_word_in(min(acl_x6 + acl_tx, 999), min(acl_y6 + acl_ty, 0), acl_z6 + acl_tz, 1, 0, 1000, 1000)];
          }
          for (int acl_t = acl_lid; acl_t < 1000; acl_t += 64) {
            int acl_ty = acl_t / 1000;
            const int acl_tx = acl_t - acl_ty * 1000;
            const int acl_tz = acl_ty / 1;
            acl_ty -= acl_tz * 1;
            acl_t7[0 + acl_t] = acl_g7[acl_word_in(min(acl_x7 + acl_tx, 999), min(acl_y7 + acl_ty, 0), acl_z7 + acl_tz, 1, 0, 1000, 1000)];
          }
          barrier(CLK_LOCAL_MEM_FENCE);
          acl_st.acl_valid[3] = acl_clamp(1000 - acl_x3, 0, 1000);
          acl_st.acl_origin[3][0] = acl_x3; acl_st.acl_origin[3][1] = acl_y3; acl_st.acl_origin[3][2] = acl_z3;
          acl_st.acl_valid[4] = acl_clamp(1000 - acl_x4, 0, 1000);
          acl_st.acl_origin[4][0] = acl_x4; acl_st.acl_origin[4][1] = acl_y4; acl_st.acl_origin[4][2] = acl_z4;
          acl_st.acl_valid[5] = acl_clamp(1000 - acl_x5, 0, 1000);
          acl_st.acl_origin[5][0] = acl_x5; acl_st.acl_origin[5][1] = acl_y5; acl_st.acl_origin[5][2] = acl_z5;
          acl_st.acl_valid[6] = acl_clamp(1000 - acl_x6, 0, 1000);
          acl_st.acl_origin[6][0] = acl_x6; acl_st.acl_origin[6][1] = acl_y6; acl_st.acl_origin[6][2] = acl_z6;
          acl_st.acl_valid[7] = acl_clamp(1000 - acl_x7, 0, 1000);
          acl_st.acl_origin[7][0] = acl_x7; acl_st.acl_origin[7][1] = acl_y7; acl_st.acl_origin[7][2] = acl_z7;
          User_main(&acl_st, acl_p0 + 0, acl_p1 + 0, acl_p2 + 0, acl_t3, acl_t4, acl_t5, acl_t6, acl_t7, acl_p8 + 0, acl_g9, acl_g10);
        }
      }
      {
        const ACL_COORD acl_ox = (acl_x8 + acl_lid), acl_oy = acl_y8;
        if (acl_x8 - 0 >= 0 && acl_x8 + 64 <= 3750 && acl_y8 - 0 >= 0 && acl_y8 + 1 <= 1) {
          __global float16* acl_wp = acl_g8 + acl_word_in(acl_x8 - 0, acl_oy, acl_z8, 1, 0, 3750, 3750) + get_local_id(0);
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++) acl_wp[acl_ix + acl_iy * 3750] = acl_p8[(acl_ix + 0) * 1 + (acl_iy + 0)];
        } else {
          for (int acl_ix = 0; acl_ix < 1; acl_ix++)
            for (int acl_iy = 0; acl_iy < 1; acl_iy++)
              if (acl_ox + acl_ix < 3750 && acl_oy + acl_iy < 1) acl_g8[acl_word_in(acl_ox + acl_ix, acl_oy + acl_iy, acl_z8, 1, 0, 3750, 3750)] = acl_p8[(acl_ix + 0) * 1 + (acl_iy + 0)];
        }
      }
    }
  }
}
