/* Column means and standard deviations of data (n rows of m words) as PolyBench/GPU's CORR
 * and COVAR compute them: a work-item per column walking down its rows, accumulating in
 * global memory, one kernel for the means and one for the deviations, groups of 256. A
 * deviation at or below eps becomes 1 (CORR's guard against dividing by it later). */
__kernel void col_mean(__global float* mean, __global const float* data, float float_n, int m, int n)
{
    int j = get_global_id(0);
    if (j >= m) return;
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
        mean[j] += data[i * m + j];
    mean[j] /= float_n;
}

__kernel void col_std(__global const float* mean, __global float* std, __global const float* data,
                      float float_n, float eps, int m, int n)
{
    int j = get_global_id(0);
    if (j >= m) return;
    std[j] = 0.0f;
    for (int i = 0; i < n; i++)
        std[j] += (data[i * m + j] - mean[j]) * (data[i * m + j] - mean[j]);
    std[j] = sqrt(std[j] / float_n);
    if (std[j] <= eps)
        std[j] = 1.0f;
}
