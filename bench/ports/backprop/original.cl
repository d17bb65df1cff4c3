/* Rodinia backprop's two kernels of a training step as the suite runs them, for a layer of
 * `in` inputs and 16 hidden units; weights are (in+1) x (hid+1), row k for input k (row 0 the
 * bias), column j for hidden unit j (column 0 unused).
 * layerforward: a 16x16 group takes 16 inputs (rows) of the 16 hidden units (columns),
 * multiplies each weight by its input in local memory and sums the rows by a tree; it writes
 * the 16 partial sums of its block, and (as the suite does) the products back over the
 * weights. The suite's tree starts by adding every word to itself, which doubles the sums;
 * here it starts at a stride of one row.
 * adjust_weights: w += ETA * delta[j] * x[k] + MOMENTUM * oldw, and oldw takes that change;
 * the bias row (x = 1) is updated by the first group's first row. */
#define H 16
#define ETA 0.3f
#define MOMENTUM 0.3f

__kernel void layerforward(__global const float* x, __global float* w, __global float* partial,
                           __local float* node, __local float* m, int hid)
{
    const int by = get_group_id(1), tx = get_local_id(0), ty = get_local_id(1);
    const int at = (hid + 1) * (H * by + ty + 1) + tx + 1;

    if (tx == 0) node[ty] = x[H * by + ty + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    m[ty * H + tx] = w[at] * node[ty];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = 1; s < H; s *= 2) {
        if (ty % (2 * s) == 0) m[ty * H + tx] += m[(ty + s) * H + tx];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    w[at] = m[ty * H + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tx == 0) partial[by * hid + ty] = m[ty];
}

__kernel void adjust_weights(__global const float* delta, int hid, __global const float* x,
                             __global float* w, __global float* oldw)
{
    const int by = get_group_id(1), tx = get_local_id(0), ty = get_local_id(1);
    const int at = (hid + 1) * (H * by + ty + 1) + tx + 1;
    const int j = tx + 1, k = H * by + ty + 1;

    w[at] += ETA * delta[j] * x[k] + MOMENTUM * oldw[at];
    oldw[at] = ETA * delta[j] * x[k] + MOMENTUM * oldw[at];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (ty == 0 && by == 0) {
        w[j] += ETA * delta[j] + MOMENTUM * oldw[j];
        oldw[j] = ETA * delta[j] + MOMENTUM * oldw[j];
    }
}
