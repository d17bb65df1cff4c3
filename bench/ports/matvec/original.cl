/* y = A x and z = A^T x (A: m rows of n words) as PolyBench/GPU's ATAX, BICG and MVT write
 * them: a work-item per row (its row's words one after the other) or per column (a word
 * from each row), accumulating in global memory, launched in groups of 32. */
__kernel void mv_rows(__global const float* A, __global const float* x, __global float* y, int m, int n)
{
    int i = get_global_id(0);
    if (i >= m) return;
    y[i] = 0.0f;
    for (int j = 0; j < n; j++)
        y[i] += A[i * n + j] * x[j];
}

__kernel void mv_cols(__global const float* A, __global const float* x, __global float* z, int m, int n)
{
    int j = get_global_id(0);
    if (j >= n) return;
    z[j] = 0.0f;
    for (int i = 0; i < m; i++)
        z[j] += A[i * n + j] * x[i];
}
