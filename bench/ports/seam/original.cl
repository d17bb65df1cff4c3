/* Seam carving's cumulative energy a row a launch: M(x, y) = e(x, y) + the least of
 * M(x - 1, y - 1), M(x, y - 1), M(x + 1, y - 1) (those that exist); row 0 is e itself. */
__kernel void seam_row(__global const float* e, __global float* m, int w, int y)
{
    const int x = get_global_id(0);
    if (x >= w) return;
    float v = e[y * w + x];
    if (y > 0) {
        const __global float* up = m + (y - 1) * w;
        v += fmin(fmin(up[max(x - 1, 0)], up[x]), up[min(x + 1, w - 1)]);
    }
    m[y * w + x] = v;
}
