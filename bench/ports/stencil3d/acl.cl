/* hotspot3D's 7-point stencil, a time step a launch: the temperature with a margin of one
 * word in x and y and one layer along z, whose CLAMP border gives the suite's "the cell
 * itself" past every face of the block. */
void User_main(float* t, float* p, float* out, float sdc, float ce, float cw, float cn, float cs,
               float ct, float cb, float cc, float amb)
{
    for (int i = 0; i < get_ac_size(1); i++)
        out[i] = cc * t[i] + cw * *get_acl_xy(t, -1, i) + ce * *get_acl_xy(t, 1, i) + cs * t[i + 1] +
                 cn * t[i - 1] + cb * *get_acl_xyz(t, 0, i, -1) + ct * *get_acl_xyz(t, 0, i, 1) +
                 sdc * p[i] + ct * amb;
}
