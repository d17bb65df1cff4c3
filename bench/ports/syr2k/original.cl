/* PolyBench/GPU SYR2K, C = alpha A B^T + alpha B A^T + beta C (A, B: nj rows of ni words),
 * as the suite runs it: one naive kernel, a work-item per word of C accumulating in global
 * memory, launched in 32x8 groups. */
__kernel void syr2k(__global const float* a, __global const float* b, __global float* c,
                    float alpha, float beta, int ni, int nj)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= nj || j >= nj) return;
    c[i * nj + j] *= beta;
    for (int k = 0; k < ni; k++)
        c[i * nj + j] += alpha * a[i * ni + k] * b[j * ni + k] + alpha * b[i * ni + k] * a[j * ni + k];
}
