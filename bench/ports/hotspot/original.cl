/* Rodinia hotspot as the suite runs it: a launch advances the temperature `steps` time steps
 * (the pyramid height). A 16x16 group loads its tile of temperature and power into local
 * memory and steps it in place; each step loses a ring of the tile, so the group keeps its
 * (16 - 2 steps)^2 middle cells and neighbouring groups compute the overlap twice. At the
 * chip's edges a missing neighbour is the cell itself. */
#define B 16

__kernel void hotspot_pyramid(int steps, __global const float* power, __global const float* src,
                              __global float* dst, int cols, int rows, int border, float step_cap,
                              float rx_1, float ry_1, float rz_1, float amb)
{
    __local float t[B][B], p[B][B], next[B][B];
    const int tx = get_local_id(0), ty = get_local_id(1);
    const int kept = B - 2 * steps;
    const int x0 = kept * (int)get_group_id(0) - border, y0 = kept * (int)get_group_id(1) - border;
    const int x = x0 + tx, y = y0 + ty;

    /* The local ids that map to cells of the chip, and the clamped neighbours. */
    const int xlo = max(0, -x0), xhi = min(B - 1, cols - 1 - x0);
    const int ylo = max(0, -y0), yhi = min(B - 1, rows - 1 - y0);
    const int n = max(ty - 1, ylo), s = min(ty + 1, yhi), w = max(tx - 1, xlo), e = min(tx + 1, xhi);
    const bool inside = tx >= xlo && tx <= xhi && ty >= ylo && ty <= yhi;

    if (inside) {
        t[ty][tx] = src[y * cols + x];
        p[ty][tx] = power[y * cols + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);

    bool live = false;
    for (int i = 0; i < steps; i++) {
        live = inside && tx > i && tx < B - 1 - i && ty > i && ty < B - 1 - i;
        if (live)
            next[ty][tx] = t[ty][tx] + step_cap * (p[ty][tx] + (t[s][tx] + t[n][tx] - 2.0f * t[ty][tx]) * ry_1 +
                                                   (t[ty][e] + t[ty][w] - 2.0f * t[ty][tx]) * rx_1 +
                                                   (amb - t[ty][tx]) * rz_1);
        barrier(CLK_LOCAL_MEM_FENCE);
        if (i == steps - 1) break;
        if (live) t[ty][tx] = next[ty][tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (live) dst[y * cols + x] = next[ty][tx];
}
