/* Rodinia particlefilter (particle_single.cl) as the suite runs a frame, one work-item a
 * particle in groups of 512: likelihood_kernel moves each particle by a random step, rates it
 * against the frame's pixels under a disk of offsets (objxy) and sums the weights of each
 * group; sum_kernel adds the group sums; normalize_weights_kernel divides the weights by the
 * total and lays out the resampling points u; cdf_kernel takes the cumulative weights;
 * find_index_kernel resamples (each u[i]'s particle by linear search of the CDF).
 * Difference from the suite, for correctness: the suite's normalize_weights_kernel has work-
 * item 0 take the CDF of weights that other work-groups are still normalizing, and hands u[0]
 * to all groups through global memory with barriers, which order nothing across groups. Here
 * every work-item derives u from seed[0] (read only in that launch), and the CDF with seed[0]'s
 * step is a launch of its own (cdf_kernel): five launches a frame where the suite has four.
 * Positions round to pixels by truncation: the suite's dev_round_float means to round half up
 * but returns the truncated value in both branches (`return newValue++`). */
#define SCALE_FACTOR 300

/* The suite's linear congruential generator on seed[index]: uniform in [0, 1). */
inline float randu(__global int* seed, int index)
{
    const int num = 1103515245 * seed[index] + 12345;
    seed[index] = num % INT_MAX;
    return fabs(seed[index] / (float)INT_MAX);
}

inline float randn(__global int* seed, int index)
{
    const float u = randu(seed, index), v = randu(seed, index);
    return sqrt(-2.0f * log(u)) * cos(2.0f * M_PI_F * v);
}

__kernel void likelihood_kernel(__global float* arrayX, __global float* arrayY, __global const float* xj,
                                __global const float* yj, __global int* ind, __global const int* objxy,
                                __global float* likelihood, __global const uchar* I, __global float* weights,
                                int n, int count_ones, int max_size, int k, int isz_y, int nfr, __global int* seed,
                                __global float* partial_sums, __local float* buffer)
{
    const int i = get_global_id(0), t = get_local_id(0);
    if (i < n) {
        weights[i] = 1.0f / n;
        arrayX[i] = xj[i] + 1.0f + 5.0f * randn(seed, i);
        arrayY[i] = yj[i] - 2.0f + 2.0f * randn(seed, i);
        float sum = 0.0f;
        for (int y = 0; y < count_ones; y++) {
            const int x_at = (int)arrayX[i] + objxy[2 * y + 1];
            const int y_at = (int)arrayY[i] + objxy[2 * y];
            int at = abs(x_at * isz_y * nfr + y_at * nfr + k);
            if (at >= max_size)
                at = 0;
            ind[i * count_ones + y] = at;
            const float p = I[at];
            sum += ((p - 100.0f) * (p - 100.0f) - (p - 228.0f) * (p - 228.0f)) / 50.0f;
        }
        likelihood[i] = sum / count_ones - SCALE_FACTOR;
        weights[i] = weights[i] * exp(likelihood[i]);
    }
    buffer[t] = i < n ? weights[i] : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (t < s)
            buffer[t] += buffer[t + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (t == 0)
        partial_sums[get_group_id(0)] = buffer[0];
}

__kernel void sum_kernel(__global float* partial_sums, int n)
{
    if (get_global_id(0) == 0) {
        const int groups = (n + get_local_size(0) - 1) / get_local_size(0);
        float sum = 0.0f;
        for (int g = 0; g < groups; g++)
            sum += partial_sums[g];
        partial_sums[0] = sum;
    }
}

__kernel void normalize_weights_kernel(__global float* weights, int n, __global const float* partial_sums,
                                       __global float* u, __global const int* seed)
{
    const int i = get_global_id(0);
    if (i >= n) return;
    weights[i] = weights[i] / partial_sums[0];
    const int next = (1103515245 * seed[0] + 12345) % INT_MAX; /* randu's step, not stored */
    u[i] = 1.0f / n * fabs(next / (float)INT_MAX) + i / (float)n;
}

__kernel void cdf_kernel(__global float* CDF, __global const float* weights, int n, __global int* seed)
{
    if (get_global_id(0) == 0) {
        CDF[0] = weights[0];
        for (int x = 1; x < n; x++)
            CDF[x] = CDF[x - 1] + weights[x];
        randu(seed, 0);
    }
}

__kernel void find_index_kernel(__global const float* arrayX, __global const float* arrayY, __global const float* CDF,
                                __global const float* u, __global float* xj, __global float* yj, int n)
{
    const int i = get_global_id(0);
    if (i >= n) return;
    int index = n - 1;
    for (int x = 0; x < n; x++) {
        if (CDF[x] >= u[i]) {
            index = x;
            break;
        }
    }
    xj[i] = arrayX[index];
    yj[i] = arrayY[index];
}
