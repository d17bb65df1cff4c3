/* C = A x B as a newcomer writes it (seed 003's first kernel): one work-item per element of
 * C, every operand read from global memory. A is M x K, B is K x N, C is M x N, row-major. */
__kernel void matmul(const __global float* A, const __global float* B, __global float* C,
                     int M, int N, int K)
{
    const int col = get_global_id(0), row = get_global_id(1);
    if (col >= N || row >= M)
        return;
    float sum = 0.0f;
    for (int k = 0; k < K; k++)
        sum += A[row * K + k] * B[k * N + col];
    C[row * N + col] = sum;
}
