/* PolyBench/GPU 2MM, D = alpha A B C + beta D, as the suite runs it: two naive kernels, one
 * work-item per result word accumulating in global memory, launched in 32x8 groups. */
__kernel void mm2_step1(__global float* tmp, __global const float* A, __global const float* B,
                        int ni, int nj, int nk, float alpha)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= ni || j >= nj) return;
    tmp[i * nj + j] = 0.0f;
    for (int k = 0; k < nk; k++)
        tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
}

__kernel void mm2_step2(__global const float* tmp, __global const float* C, __global float* D,
                        int ni, int nj, int nl, float beta)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= ni || j >= nl) return;
    D[i * nl + j] *= beta;
    for (int k = 0; k < nj; k++)
        D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
}
