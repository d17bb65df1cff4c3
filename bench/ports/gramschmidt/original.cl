/* PolyBench/GPU GRAMSCHMIDT, A (m x n) = Q R by modified Gram-Schmidt, as the suite runs it:
 * three kernels a column k, launched in groups of 256. */

/* r[k][k] = |a[:, k]|: the first work-item of the one group sums the column alone. */
__kernel void gs_norm(__global const float* a, __global float* r, __global float* q, int k, int m, int n)
{
    if (get_global_id(0) != 0) return;
    float sum = 0.0f;
    for (int i = 0; i < m; i++)
        sum += a[i * n + k] * a[i * n + k];
    r[k * n + k] = sqrt(sum);
}

/* q[:, k] = a[:, k] / r[k][k], a work-item a row. */
__kernel void gs_normalize(__global const float* a, __global const float* r, __global float* q, int k, int m, int n)
{
    int i = get_global_id(0);
    if (i < m)
        q[i * n + k] = a[i * n + k] / r[k * n + k];
}

/* For every column j > k, a work-item each: r[k][j] = q[:, k] . a[:, j], summed in place in
 * global memory, then a[:, j] -= q[:, k] r[k][j]. */
__kernel void gs_update(__global float* a, __global float* r, __global const float* q, int k, int m, int n)
{
    int j = get_global_id(0) + k + 1;
    if (j >= n) return;
    r[k * n + j] = 0.0f;
    for (int i = 0; i < m; i++)
        r[k * n + j] += q[i * n + k] * a[i * n + j];
    for (int i = 0; i < m; i++)
        a[i * n + j] -= q[i * n + k] * r[k * n + j];
}
