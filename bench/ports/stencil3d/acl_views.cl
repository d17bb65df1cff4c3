/* hotspot3D's 7-point stencil, a time step a launch, without a margin along z (the form
 * before margin_z; acl.cl is the port): the layers below and above arrive as two more views
 * of the temperature, one layer before and after `here` (the host's padded layout keeps them
 * inside the buffer); at the block's bottom and top faces the neighbour is the cell itself. */
void User_main(float* below, float* here, float* above, float* p, float* out, int nz, float sdc, float ce,
               float cw, float cn, float cs, float ct, float cb, float cc, float amb)
{
    const int z = get_acl_origin(here, 2);
    for (int i = 0; i < get_ac_size(1); i++) {
        const float t = here[i], b = z > 0 ? below[i] : t, a = z < nz - 1 ? above[i] : t;
        out[i] = cc * t + cw * *get_acl_xy(here, -1, i) + ce * *get_acl_xy(here, 1, i) + cs * here[i + 1] +
                 cn * here[i - 1] + cb * b + ct * a + sdc * p[i] + ct * amb;
    }
}
