/* Hotspot a time step a launch: a work-item a cell, neighbours clamped to the chip. */
__kernel void hotspot_step(__global const float* power, __global const float* src, __global float* dst,
                           int cols, int rows, float step_cap, float rx_1, float ry_1, float rz_1, float amb)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= cols || y >= rows) return;
    const int c = y * cols + x;
    const float t = src[c];
    const float n = src[max(y - 1, 0) * cols + x], s = src[min(y + 1, rows - 1) * cols + x];
    const float w = src[y * cols + max(x - 1, 0)], e = src[y * cols + min(x + 1, cols - 1)];
    dst[c] = t + step_cap * (power[c] + (s + n - 2.0f * t) * ry_1 + (e + w - 2.0f * t) * rx_1 + (amb - t) * rz_1);
}
