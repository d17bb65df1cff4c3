/* PolyBench/GPU 3MM, G = (A B)(C D), as the suite runs it: three naive kernels, one work-item
 * per result word accumulating straight into global memory, launched in 32x8 groups. */
__kernel void mm3_e(__global const float* A, __global const float* B, __global float* E,
                    int ni, int nj, int nk)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= ni || j >= nj) return;
    E[i * nj + j] = 0.0f;
    for (int k = 0; k < nk; k++)
        E[i * nj + j] += A[i * nk + k] * B[k * nj + j];
}

__kernel void mm3_f(__global const float* C, __global const float* D, __global float* F,
                    int nj, int nl, int nm)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= nj || j >= nl) return;
    F[i * nl + j] = 0.0f;
    for (int k = 0; k < nm; k++)
        F[i * nl + j] += C[i * nm + k] * D[k * nl + j];
}

__kernel void mm3_g(__global const float* E, __global const float* F, __global float* G,
                    int ni, int nl, int nj)
{
    int j = get_global_id(0), i = get_global_id(1);
    if (i >= ni || j >= nl) return;
    G[i * nl + j] = 0.0f;
    for (int k = 0; k < nj; k++)
        G[i * nl + j] += E[i * nj + k] * F[k * nl + j];
}
