"""Writes the row-loop forms of the 3x3 Gaussian on 2048^2 floats (cl_R.cl, clmv_R.cl, clv_8.cl)
from conv_c1.cl (ACL's generated kernel with ACL_KNOBS=sweep_rows=0,halo_wg=0: its head, i.e.
constants, builtins and User_main). A work-group of one work-item runs R rows; in each row the
columns whose 3x3 window lies inside the image run in a plain loop (the vectoriser's), the
first and last column and the first and last row through clamped indices."""
src = open('conv_c1.cl').read()
head = src.split('#line 1 "ACL_kernel"')[0]
head = head.replace('#line 1 "User_main"', '#pragma clang attribute push (__attribute__((always_inline)), apply_to = function)\n#line 1 "User_main"') + '#pragma clang attribute pop\n'
def kernel(R, pragma, mv, W=2048, H=2048):
    return head + '''#line 1 "ACL_kernel"
#define ACL_ROWS %(R)d
#define FAST(lid) { \\
  const __global float* acl_rp = &acl_g0[acl_word_in(acl_x0 + (lid) - 1, acl_y0 - 1, acl_z0, %(H)d, 0, %(W)d, %(W)d*%(H)d)]; \\
  float acl_p0[9]; float acl_p1[1]; \\
  _Pragma("unroll") for (int acl_ix = 0; acl_ix < 3; acl_ix++) _Pragma("unroll") for (int acl_iy = 0; acl_iy < 3; acl_iy++) acl_p0[acl_ix * 3 + acl_iy] = acl_rp[acl_ix + acl_iy * %(W)d]; \\
  acl_p1[0] = 0; \\
  acl_st.acl_valid[0] = 1; acl_st.acl_origin[0][0] = acl_x0 + (lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0; \\
  acl_st.acl_valid[1] = 1; acl_st.acl_origin[1][0] = acl_x0 + (lid); acl_st.acl_origin[1][1] = acl_y0; acl_st.acl_origin[1][2] = acl_z0; \\
  User_main(&acl_st, acl_p0 + 4, acl_p1); \\
  acl_g1[acl_word_in(acl_x0 + (lid), acl_y0, acl_z0, %(H)d, 0, %(W)d, %(W)d*%(H)d)] = acl_p1[0]; }
#define CLAMP(lid) { const ACL_COORD acl_ox = acl_x0 + (lid) - 1, acl_oy = acl_y0 - 1; \\
  float acl_p0[9]; float acl_p1[1]; \\
  _Pragma("unroll") for (int acl_ix = 0; acl_ix < 3; acl_ix++) _Pragma("unroll") for (int acl_iy = 0; acl_iy < 3; acl_iy++) \\
    acl_p0[acl_ix * 3 + acl_iy] = acl_g0[acl_word_in(min(max(acl_ox + acl_ix, 0), %(W)d-1), min(max(acl_oy + acl_iy, 0), %(H)d-1), acl_z0, %(H)d, 0, %(W)d, %(W)d*%(H)d)]; \\
  acl_p1[0] = 0; \\
  acl_st.acl_valid[0] = 1; acl_st.acl_origin[0][0] = acl_x0 + (lid); acl_st.acl_origin[0][1] = acl_y0; acl_st.acl_origin[0][2] = acl_z0; \\
  acl_st.acl_valid[1] = 1; acl_st.acl_origin[1][0] = acl_x0 + (lid); acl_st.acl_origin[1][1] = acl_y0; acl_st.acl_origin[1][2] = acl_z0; \\
  User_main(&acl_st, acl_p0 + 4, acl_p1); \\
  if (acl_x0 + (lid) < %(W)d && acl_y0 < %(H)d) acl_g1[acl_word_in(acl_x0 + (lid), acl_y0, acl_z0, %(H)d, 0, %(W)d, %(W)d*%(H)d)] = acl_p1[0]; }
__kernel __attribute__((reqd_work_group_size(1, 1, 1))) %(MV)s
void ACL_kernel(__global const float* restrict acl_g0, __global float* restrict acl_g1) {
  acl_state acl_st;
  acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;
  acl_st.acl_lane = 0;
  for (int acl_n1 = (int)get_group_id(0) * ACL_ROWS; acl_n1 < (int)get_group_id(0) * ACL_ROWS + ACL_ROWS; acl_n1++) {
    acl_st.acl_iter[1] = acl_n1;
    const ACL_COORD acl_x0 = 0, acl_y0 = acl_n1, acl_z0 = 0;
    if (acl_y0 - 1 >= 0 && acl_y0 + 2 <= %(H)d) {
      for (int acl_lid = 0; acl_lid < 1; acl_lid++) CLAMP(acl_lid)
      %(P)s
      for (int acl_lid = 1; acl_lid < %(W)d - 1; acl_lid++) FAST(acl_lid)
      for (int acl_lid = %(W)d - 1; acl_lid < %(W)d; acl_lid++) CLAMP(acl_lid)
    } else {
      for (int acl_lid = 0; acl_lid < %(W)d; acl_lid++) CLAMP(acl_lid)
    }
  }
}
''' % dict(R=R, P=pragma, MV='__attribute__((min_vector_width(512)))' if mv else '', W=W, H=H)
V16 = '_Pragma("clang loop vectorize(enable) vectorize_width(16)")'
for R in (1, 8, 32):
    open('cl_%d.cl' % R, 'w').write(kernel(R, '', False))
    open('clmv_%d.cl' % R, 'w').write(kernel(R, V16, True))
open('clv_8.cl', 'w').write(kernel(8, V16, False))
