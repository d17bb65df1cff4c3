/* ACL AC kernel generated for 'pthread-test-cpu'. Plan:
ACL plan for 'pthread-test-cpu' (cpu)
  work-group 1, work-groups 4, runs of rows, 4, levels 1, splits per level 1500, one inside test per work-group
  arg 0 'a' float: private, level 1, 2100x300x1 words of 4 B (pitch 2100, slice 630000), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, split 424, block 424x1, grid 5x300x1, window 424x1
  arg 1 'v' float: private, level 1, 2100x300x1 words of 4 B (pitch 1, slice 300), ACL_HORIZONTAL, ref ACL_TOP_LEFT, def ACL_NONE, margin 0 ACL_BORDER_CLAMP, ACL_PER_ROW of 1x300, split 424, block 424x1, grid 5x300x1, window 424x1, read in place
  arg 2 'r' float: private, level 1, 2100x300x1 words of 4 B (pitch 2100, slice 2100), ACL_HORIZONTAL, ref ACL_NONE, def ACL_TOP_LEFT, margin 0 ACL_BORDER_CLAMP, ACL_PER_COLUMN of 2100x1 combined by ACL_COMBINE_MAX, split 424, block 424x1, grid 5x300x1, window 424x1, assigned by User_main, combined by User_main into the totals
  - fit: private budget raised to 13568 bytes per work-item (private_bytes 8192): nothing smaller fits, and a group's private arrays may take 1048576 (group_private_bytes)
  - arguments: levels 1, work-group within [1, 1] (the minimum, wg_max of argument 0 'a')
  - work_group: 1 work-items: class target 4096, widest level-1 row needs 5 work-items, rows split evenly, bounds [1, 1]
  - splits: level 1: argument 0 'a' (the largest) takes split 424 (budget 1 bytes per work-item, bounds [424, 424]), 1500 splits; the others follow that count
  - groups: 4 work-groups for 1500 level-1 blocks: each walks a run of about 75 consecutive block rows, every column's total kept until its last block
  - group_fast_body: one inside test per work-group: a group whose blocks all lie inside the arrays runs an unguarded copy of the body (its work-item loop then vectorises)
  - memory: 13568 private bytes per work-item (budget 13568), 0 local bytes per work-group (budget 1048576 of 2097152)
  - assigned_lines: argument 2 'r': User_main assigns every word of its portion before reading any (a loop to get_ac_size(1), 424 words): no identity fill
  - in_place: argument 1 'v': read in place, every word of a strip its row's word: User_main's pointer is that word in the array, and its reads of the pointer one read of the word
  - in_place: argument 2 'r': User_main's pointer is the column totals at the strip's first column, and its assignment of each word combines into them (no window, no fold after the call)
  - in_place: memory: 10176 private bytes per work-item without those copies
  - vectorize_hints: User_main's for loops that only store words indexed by their counter, and the strips' own loops that copy or update words one by one, carry a vectorize hint (this class's compiler vectorises a work-item's loops only where asked; the strips' loops run over thousands of words)
  - line_strips: written ACL_PER_COLUMN data: the arrays cut along their rows into strips of 424 words, 4 work-groups of one work-item, each walking a run of rows strip after strip with every column's total in private memory (knob column_strip_bytes 2048)
*/
#define ACL_WG 1
#define ACL_LEVELS 1
#define ACL_NUM_PARAMS 3
#define ACL_INDEX int
#define ACL_COORD int
#define ACL_UCOORD uint
#define ACL_BLOCKSIZE_1 424
#define ACL_BLOCKNUM_1 1500
#define ACL_BLOCKSIZE_2 0
#define ACL_BLOCKNUM_2 1
#define ACL_BLOCKSIZE_3 0
#define ACL_BLOCKNUM_3 1
#define ACL_ARG_a 0
#define ACL_SIZE_a 424
#define ACL_WIDTH_a 424
#define ACL_LR_a 424
#define ACL_XSTEP_a 1
#define ACL_YSTEP_a 424
#define ACL_LIDSTEP_a 424
#define ACL_ARG_v 1
#define ACL_SIZE_v 424
#define ACL_WIDTH_v 424
#define ACL_LR_v 424
#define ACL_XSTEP_v 1
#define ACL_YSTEP_v 424
#define ACL_LIDSTEP_v 424
#define ACL_ARG_r 2
#define ACL_SIZE_r 424
#define ACL_WIDTH_r 424
#define ACL_LR_r 424
#define ACL_XSTEP_r 1
#define ACL_YSTEP_r 424
#define ACL_LIDSTEP_r 424
/* ac_kernels/acl_builtins.h (embedded) */
/* ac_kernels/acl_transfer.cl (embedded) */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpass-failed"
#endif
#line 1 "User_main"
void User_main(ACL_STATE_PARAM const float* a, __global const float* v, float* r)
{ const float acl_word1 = v[0];
    _Pragma("clang loop vectorize(enable)") for (int i = 0; i < get_ac_size(1); i++)
        r[i] = fmax(r[i], (a[i] * acl_word1));
}
#line 1 "ACL_kernel"
/* ---- AC kernel ---- */
__kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void ACL_kernel(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  const int acl_lid = get_local_id(0);
  acl_state acl_st;
  float acl_p0[424];
  acl_st.acl_valid[0] = 0; acl_st.acl_origin[0][0] = 0; acl_st.acl_origin[0][1] = 0; acl_st.acl_origin[0][2] = 0;
  const __global float* acl_p1;
  acl_st.acl_valid[1] = 0; acl_st.acl_origin[1][0] = 0; acl_st.acl_origin[1][1] = 0; acl_st.acl_origin[1][2] = 0;
  float* acl_p2;
  float acl_a2[2120];
  #pragma clang loop vectorize(enable)
  for (int acl_j = 0; acl_j < 2120; acl_j++) acl_a2[acl_j] = (float)(-INFINITY);
  ACL_COORD acl_kx2 = 0, acl_ky2 = 0, acl_kz2 = -1;
  acl_st.acl_valid[2] = 0; acl_st.acl_origin[2][0] = 0; acl_st.acl_origin[2][1] = 0; acl_st.acl_origin[2][2] = 0;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  {
    const int acl_run = (int)get_group_id(0) * 75;
    for (int acl_n1 = acl_run * 5, acl_end = min(acl_run + 75, 300) * 5; acl_n1 < acl_end; acl_n1++) {
      acl_st.acl_iter[1] = acl_n1;
      const ACL_COORD acl_x0 = (ACL_COORD)(acl_n1 % 5) * 424;
      const ACL_COORD acl_y0 = (ACL_COORD)((acl_n1 / 5) % 300) * 1;
      const ACL_COORD acl_z0 = acl_n1 / 1500;
      const ACL_COORD acl_x1 = (ACL_COORD)(acl_n1 % 5) * 424;
      const ACL_COORD acl_y1 = (ACL_COORD)((acl_n1 / 5) % 300) * 1;
      const ACL_COORD acl_z1 = acl_n1 / 1500;
      const ACL_COORD acl_x2 = (ACL_COORD)(acl_n1 % 5) * 424;
      const ACL_COORD acl_y2 = (ACL_COORD)((acl_n1 / 5) % 300) * 1;
      const ACL_COORD acl_z2 = acl_n1 / 1500;
      if ((acl_x0 - 0 >= 0 && acl_x0 + 424 <= 2100 && acl_y0 - 0 >= 0 && acl_y0 + 1 <= 300) && (acl_x1 - 0 >= 0 && acl_x1 + 424 <= 2100 && acl_y1 - 0 >= 0 && acl_y1 + 1 <= 300) && (acl_x2 - 0 >= 0 && acl_x2 + 424 <= 2100 && acl_y2 - 0 >= 0 && acl_y2 + 1 <= 300)) {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 424) - 0, acl_oy = acl_y0 - 0;
          {
            const __global float* acl_rp = acl_g0 + acl_word_in(acl_x0 - 0, acl_oy, acl_z0, 300, 0, 2100, 630000) + 424 * get_local_id(0);
            #pragma clang loop vectorize(enable)
            for (int acl_ix = 0; acl_ix < 424; acl_ix++) {
              const int acl_iy = 0;
                acl_p0[(acl_iy) * 424 + (acl_ix)] = acl_rp[acl_ix + acl_iy * 2100];
            }
          }
        }
        acl_p1 = &acl_g1[(ACL_INDEX)(acl_y1) * 1 + (ACL_INDEX)(acl_z1) * 300];
        acl_p2 = acl_a2 + (acl_x2 + acl_lid * 424);
        acl_st.acl_valid[0] = acl_clamp(2100 - (acl_x0 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 424); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(2100 - (acl_x1 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 424); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(2100 - (acl_x2 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 424); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0 + 0, acl_p1, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 424), acl_oy = acl_y2;
          acl_kx2 = 0; acl_ky2 = acl_oy; acl_kz2 = acl_z2;
        }
      } else {
        {
          const ACL_COORD acl_ox = (acl_x0 + acl_lid * 424) - 0, acl_oy = acl_y0 - 0;
          {
            const int acl_in = acl_clamp(2100 - acl_ox, 0, 424);
            const __global float* acl_rp = &acl_g0[acl_word_in(acl_ox, acl_oy, acl_z0, 300, 0, 2100, 630000)];
            #pragma clang loop vectorize(enable)
            for (int acl_ix = 0; acl_ix < acl_in; acl_ix++) acl_p0[acl_ix] = acl_rp[acl_ix];
            for (int acl_ix = acl_in; acl_ix < 424; acl_ix++) acl_p0[acl_ix] = acl_g0[acl_word_in(min(acl_ox + acl_ix, 2099), min(acl_oy, 299), acl_z0, 300, 0, 2100, 630000)];
          }
        }
        acl_p1 = &acl_g1[(ACL_INDEX)(acl_y1) * 1 + (ACL_INDEX)(acl_z1) * 300];
        acl_p2 = acl_a2 + (acl_x2 + acl_lid * 424);
        acl_st.acl_valid[0] = acl_clamp(2100 - (acl_x0 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[0][0] = (acl_x0 + acl_lid * 424); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0;
        acl_st.acl_valid[1] = acl_clamp(2100 - (acl_x1 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[1][0] = (acl_x1 + acl_lid * 424); acl_st.acl_origin[1][1] = acl_y1; acl_st.acl_origin[1][2] = acl_z1;
        acl_st.acl_valid[2] = acl_clamp(2100 - (acl_x2 + acl_lid * 424), 0, 424);
        acl_st.acl_origin[2][0] = (acl_x2 + acl_lid * 424); acl_st.acl_origin[2][1] = acl_y2; acl_st.acl_origin[2][2] = acl_z2;
        User_main(&acl_st, acl_p0 + 0, acl_p1, acl_p2 + 0);
        {
          const ACL_COORD acl_ox = (acl_x2 + acl_lid * 424), acl_oy = acl_y2;
          acl_kx2 = 0; acl_ky2 = acl_oy; acl_kz2 = acl_z2;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (acl_kz2 >= 0) {
      for (int acl_j = 0; acl_j < 2120; acl_j++)
        if (acl_kx2 + acl_j < 2100) { volatile __global uint* acl_w = (volatile __global uint*)(&acl_g2[(ACL_INDEX)(acl_kz2) * 2100 + (ACL_INDEX)(0) * 2100 + (acl_kx2 + acl_j)]); uint acl_o = as_uint((float)(-INFINITY)), acl_s; do { acl_s = acl_o; acl_o = atomic_cmpxchg(acl_w, acl_s, as_uint(fmax(as_float(acl_s), (acl_a2[acl_j])))); } while (acl_o != acl_s); }
    }
  }
}

/* Written ACL_PER_* data starts at its operator's identity. */
__kernel void ACL_init(__global const float* restrict acl_g0, __global const float* restrict acl_g1, __global float* restrict acl_g2) {
  for (ACL_INDEX acl_q = get_global_id(0); acl_q < 2100; acl_q += get_global_size(0)) {
    const ACL_INDEX acl_x = acl_q % 2100, acl_y = (acl_q / 2100) % 1, acl_z = acl_q / 2100;
    acl_g2[acl_z * 2100 + acl_y * 2100 + acl_x] = (float)(-INFINITY);
  }
}
