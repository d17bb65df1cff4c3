/* Seam carving's cumulative energy, rows in time per group as Rodinia's pathfinder does it:
 * a launch computes rows y0 + 1 .. y0 + steps from row y0 of M. A group of n work-items loads
 * n words of row y0 into local memory and steps them down; each step loses a word at each end
 * of the group, so the group keeps (and writes) its n - 2 * steps middle words of every row,
 * and neighbouring groups compute the words between them twice. */
__kernel void seam_rows(__global const float* e, __global float* m, int w, int h, int y0,
                        int steps, __local float* prev, __local float* next)
{
    const int n = get_local_size(0), tx = get_local_id(0);
    const int x = (n - 2 * steps) * (int)get_group_id(0) - steps + tx;
    const int lo = max(0, tx - x), hi = min(n - 1, w - 1 + tx - x);
    const int west = max(tx - 1, lo), east = min(tx + 1, hi);
    const bool inside = tx >= lo && tx <= hi;
    const bool kept = inside && tx >= steps && tx < n - steps;
    steps = min(steps, h - 1 - y0);

    if (inside) prev[tx] = m[y0 * w + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 1; i <= steps; i++) {
        const bool live = inside && tx >= i && tx < n - i;
        float v = 0.0f;
        if (live) v = e[(y0 + i) * w + x] + fmin(fmin(prev[west], prev[tx]), prev[east]);
        if (kept) m[(y0 + i) * w + x] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        if (live) prev[tx] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
