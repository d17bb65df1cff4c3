/* Rodinia streamcluster's pgain step as the suite runs it: two memset_kernel launches clear
 * switch_membership and work_mem, then pgain_kernel, one work-item a point in groups of 256:
 * the weighted cost of moving the point to candidate centre x (coordinates stored a
 * dimension a row), and where it saves, the saving, else the loss charged to the point's
 * current centre. The host then reads both back and decides.
 * Differences from the suite's code, for Oclgrind: memset_kernel checks its bound (the
 * suite's writes past the buffer in the last group), and pgain_kernel's barrier is outside
 * the bounds test (the suite's is inside it, so a ragged last group diverges). */
typedef struct {
    float weight;
    long assign; /* the point (a centre) it is assigned to */
    float cost;
} Point;

__kernel void memset_kernel(__global char* mem, short val, int bytes)
{
    const int i = get_global_id(0);
    if (i < bytes)
        mem[i] = (char)val;
}

__kernel void pgain_kernel(__global const Point* p, __global const float* coord, __global float* work_mem,
                           __global const int* center_table, __global char* switch_membership,
                           __local float* coord_x, int num, int dim, long x, int K)
{
    const int i = get_global_id(0);
    if (get_local_id(0) == 0)
        for (int d = 0; d < dim; d++)
            coord_x[d] = coord[d * num + x];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i >= num) return;

    float x_cost = 0.0f;
    for (int d = 0; d < dim; d++) {
        const float diff = coord[d * num + i] - coord_x[d];
        x_cost += diff * diff;
    }
    x_cost *= p[i].weight;
    const float current = p[i].cost;
    if (x_cost < current) {
        switch_membership[i] = '1';
        work_mem[i * (K + 1) + K] = x_cost - current;
    } else {
        work_mem[i * (K + 1) + center_table[p[i].assign]] += current - x_cost;
    }
}
