/* Rodinia hotspot3D as the suite runs it: one time step a launch, a work-item per (x, y)
 * column walking the layers z; 7-point stencil with the power map, neighbours past the
 * block's faces are the cell itself. The suite's global size is the grid itself (a multiple of
 * its 64x4 groups); the guard lets ragged grids run on rounded-up sizes. */
__kernel void stencil3d_step(__global const float* p, __global const float* t_in, __global float* t_out,
                             float sdc, int nx, int ny, int nz, float ce, float cw, float cn, float cs,
                             float ct, float cb, float cc, float amb)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= nx || y >= ny) return;
    const int xy = nx * ny;
    int c = y * nx + x;
    const int w = x == 0 ? 0 : -1, e = x == nx - 1 ? 0 : 1;
    const int n = y == 0 ? 0 : -nx, s = y == ny - 1 ? 0 : nx;

    float below = t_in[c], here = below;
    for (int z = 0; z < nz; z++, c += xy) {
        const float above = z < nz - 1 ? t_in[c + xy] : here;
        t_out[c] = cc * here + cw * t_in[c + w] + ce * t_in[c + e] + cs * t_in[c + s] + cn * t_in[c + n] +
                   cb * below + ct * above + sdc * p[c] + ct * amb;
        below = here;
        here = above;
    }
}
