/* 2-D prefix maximum, out(x, y) = max of in over x' <= x, y' <= y, as a newcomer writes it:
 * a running maximum along each row (a work-item a row), then down each column (a work-item
 * a column). */
__kernel void rows_max(__global const float* in, __global float* out, int w, int h)
{
    int y = get_global_id(0);
    if (y >= h) return;
    float m = -INFINITY;
    for (int x = 0; x < w; x++) {
        m = fmax(m, in[y * w + x]);
        out[y * w + x] = m;
    }
}

__kernel void cols_max(__global float* out, int w, int h)
{
    int x = get_global_id(0);
    if (x >= w) return;
    float m = -INFINITY;
    for (int y = 0; y < h; y++) {
        m = fmax(m, out[y * w + x]);
        out[y * w + x] = m;
    }
}
