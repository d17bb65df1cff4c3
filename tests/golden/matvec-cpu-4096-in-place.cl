/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 1, work-groups 128, levels 1, splits per level 128, one inside test per work-group
  arg 0 'a' float: private, level 1, 4096x64x1 words of 4 B (pitch 4096, slice 262144), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 2048, block 2048x1, grid 2x64x1, window 2048x1, read in place
  arg 1 'v' float: private, level 1, 4096x64x1 words of 4 B (pitch 4096, slice 4096), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 4096x1, split 2048, block 2048x1, grid 2x64x1, window 2048x1, read in place
  arg 2 'r' float: private, level 1, 4096x64x1 words of 4 B (pitch 1, slice 64), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x64 combined by ACL_COMBINE_SUM, split 2048, block 2048x1, grid 2x64x1, window 2048x1, assigned by User_main
  - line_split: written ACL_PER_* data, a line a work-item: split budget 128 bytes (line_bytes 128)
  - arguments: levels 1, work-group within [1, 1] (the minimum, wg_max of argument 0 'a')
  - work_group: 1 work-items: class target 4096, widest level-1 row needs 2 work-items, rows split evenly, bounds [1, 1]
  - splits: level 1: argument 0 'a' (the largest) takes split 2048 (budget 128 bytes per work-item, bounds [2048, 2048]), 128 splits; the others follow that count
  - groups: 128 work-groups for 128 level-1 blocks, one each (knob line_bytes): each work-item combines its words of the block, the group its work-items' totals once, after the block
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
  - memory: 24580 private bytes per work-item (budget 1048576), 4 local bytes per work-group (budget 1048576 of 2097152)
  - assigned_lines: argument 2 'r': User_main assigns every word of its portion before reading any (a loop to get_ac_size(1), 2048 words): no identity fill
  - in_place: argument 0 'a': read in place, User_main's pointer at the strip's first word in the array (its rows cut evenly into strips of 2048 words; this class's private memory is the same memory, so a copy would only pass each word through the cache once more)
  - in_place: argument 1 'v': read in place, User_main's pointer at the strip's first word in the array (its rows cut evenly into strips of 2048 words; this class's private memory is the same memory, so a copy would only pass each word through the cache once more)
  - in_place: memory: 8196 private bytes per work-item without those copies
  - vectorize_hints: User_main's for loops that only store words indexed by their counter, and the strips' own loops that copy or update words one by one, carry a vectorize hint (this class's compiler vectorises a work-item's loops only where asked; the strips' loops run over thousands of words)
  - line_strips: written ACL_PER_ROW/ACL_PER_SLICE data: the arrays cut along their rows into strips of 2048 words, a work-group of one work-item each, its loops plain loops over side-by-side words (knob line_strip_bytes 8192)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 2048
#define ACL_BLOCKNUM_1 128
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 2048
#define ACL_WIDTH_a 2048
#define ACL_LR_a 2048
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 2048
#define ACL_LIDSTEP_a 2048
#define ACL_ARG_v 1
#define ACL_SIZE_v 2048
#define ACL_WIDTH_v 2048
#define ACL_LR_v 2048
#define ACL_XSTEP_v 1
#define ACL_YSTEP_v 2048
#define ACL_LIDSTEP_v 2048
#define ACL_ARG_r 2
#define ACL_SIZE_r 2048
#define ACL_WIDTH_r 2048
#define ACL_LR_r 2048
#define ACL_XSTEP_r 1
#define ACL_YSTEP_r 2048
#define ACL_LIDSTEP_r 2048
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM __global const float* a, __global const float* v, float* r)
{
    _Pragma("clang loop vectorize(enable)") for (int i = 0; i < get_ac_size(1); i++)
        r[i] = a[i] * v[i];
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  const __global float* acl_p0;
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  const __global float* acl_p1;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float acl_p2[2048];
  float acl_a2[1];
  #pragma clang loop vectorize(enable)
  for (int acl_j = 0; acl_j < 1; acl_j++) acl_a2[acl_j] = (float)(0);
  ACL_COORD acl_kx2 = 0, acl_ky2 = 0, acl_kz2 = -1;
  __local float acl_red2[1];
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    for (int acl_n1 = (int)get_group_id(0), acl_once = 0; acl_once < 1; acl_once++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 2) * 2048;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 2) % 64) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 128;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 2) * 2048;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 2) % 64) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 128;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 2) * 2048;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 2) % 64) * 1;
      const ACL_COORD acl_z2 = acl_n1 / 128;
      if ((acl_x0 - 0 >= 0 && acl_x0 + 2048 <= 4096 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 64) && (acl_x1 - 0 >= 0 && acl_x1 + 2048 <= 4096 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 64) && (acl_x2 - 0 >= 0 && acl_x2 + 2048 <= 4096 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 64)) {
        acl_p0 = &acl_g0[acl_word_in((acl_x0 + acl_lid * 2048), acl_y0, acl_z0, 64, 0, 4096, 262144)];
        acl_p1 = &acl_g1[(ACL_INDEX)((acl_x1 + acl_lid * 2048)) + (ACL_INDEX)(acl_z1) * 4096];
        acl_st.acl_valid[0] = acl_clamp(4096 - (acl_x0 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 2048); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(4096 - (acl_x1 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 2048); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(4096 - (acl_x2 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 2048); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 2048), acl_oy = acl_y2;
          acl_ky2 = acl_oy; acl_kz2 = acl_z2;
          {
            float8 acl_v = vload8(0, acl_p2 + (0) * 2048 + (0)), acl_v1 = vload8(1, acl_p2 + (0) * 2048 + (0)), acl_v2 = vload8(2, acl_p2 + (0) * 2048 + (0)), acl_v3 = vload8(3, acl_p2 + (0) * 2048 + (0));
            for (int acl_j = 4; acl_j < 256; acl_j += 4) { acl_v += vload8(acl_j, acl_p2 + (0) * 2048 + (0)); acl_v1 += vload8(acl_j + 1, acl_p2 + (0) * 2048 + (0)); acl_v2 += vload8(acl_j + 2, acl_p2 + (0) * 2048 + (0)); acl_v3 += vload8(acl_j + 3, acl_p2 + (0) * 2048 + (0)); }
            acl_v += acl_v1; acl_v2 += acl_v3;
            acl_v += acl_v2;
            acl_a2[0] += acl_v.s0;
            acl_a2[0] += acl_v.s1;
            acl_a2[0] += acl_v.s2;
            acl_a2[0] += acl_v.s3;
            acl_a2[0] += acl_v.s4;
            acl_a2[0] += acl_v.s5;
            acl_a2[0] += acl_v.s6;
            acl_a2[0] += acl_v.s7;
          }
        }
      } else {
        acl_p0 = &acl_g0[acl_word_in((acl_x0 + acl_lid * 2048), acl_y0, acl_z0, 64, 0, 4096, 262144)];
        acl_p1 = &acl_g1[(ACL_INDEX)((acl_x1 + acl_lid * 2048)) + (ACL_INDEX)(acl_z1) * 4096];
        acl_st.acl_valid[0] = acl_clamp(4096 - (acl_x0 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 2048); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(4096 - (acl_x1 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 2048); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(4096 - (acl_x2 + acl_lid * 2048), 0, 2048);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 2048); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0, acl_p1, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 2048), acl_oy = acl_y2;
          acl_ky2 = acl_oy; acl_kz2 = acl_z2;
          for (int acl_j = 0; acl_j < 2048; acl_j++)
            if ((acl_ox + acl_j) < 4096 && acl_oy < 64) acl_a2[0] += acl_p2[(0) * 2048 + (acl_j)];
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_j = 0; acl_j < 1; acl_j++) acl_red2[acl_j * 1 + acl_lid] = acl_a2[acl_j];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_t = acl_lid; acl_t < 1; acl_t += 1) {
      __local float* acl_r = acl_red2 + (acl_t / 1) * 1 + (acl_t % 1) * 1;
      const int acl_n = min(1, 1 - (acl_t % 1) * 1);
      for (int acl_i = 1; acl_i < acl_n; acl_i++) acl_r[0] += acl_r[acl_i];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_t = acl_lid; acl_t < 1; acl_t += 1) {
      for (int acl_i = 1; acl_i < 1; acl_i++) acl_red2[acl_t * 1] += acl_red2[acl_t * 1 + acl_i * 1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int acl_j = 0; acl_j < 1; acl_j++)
      if (acl_kz2 >= 0 && acl_j % 1 == acl_lid && acl_ky2 < 64) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g2[(ACL_INDEX)(acl_kz2) * 64 + (ACL_INDEX)(acl_ky2) * 1 + (0)]); uint acl_o = as_uint((float)(0)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(as_float(acl_s) + (acl_red2[acl_j * 1]))); } while (acl_o != acl_s); }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}

/* Written ACL_PER_* data starts at its operator's identity. */
__kernel void ACL_init(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 64; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 1, acl_y = (acl_q / 1) % 64, acl_z = acl_q / 64;
    acl_g2[acl_z * 64 + acl_y * 1 + acl_x] = (float)(0);
  }
}
