/* C = A x B hand-optimized for GPUs (after seed 001): a BM x BN block of C per work-group,
 * TY x TX of it per work-item in 4 x 4 runs, A and B staged through double-buffered local
 * tiles BK deep (A transposed so each work-item reads its rows as float4), float4 global
 * loads and stores, one barrier per tile. Sizes are build options (-DBM=... etc.). */
#ifndef BM
#define BM 128
#endif
#ifndef BN
#define BN 128
#endif
#ifndef BK
#define BK 16
#endif
#ifndef WX
#define WX 16
#endif
#ifndef WY
#define WY 16
#endif
#define TX (BN / WX)
#define TY (BM / WY)
#define LDA (BM + 4)
#define NA (BM * BK / 4 / (WX * WY)) /* float4 loads of A per work-item and tile */
#define NB (BK * BN / 4 / (WX * WY))

/* The tile of A (rows by..by+BM, columns k0..k0+BK) and of B into registers. `fast`: the
 * whole tile is inside both matrices and rows are float4-aligned. */
#define LOAD_TILES(k0)                                                                     \
    for (int j = 0; j < NA; j++) {                                                         \
        const int q = lid + j * WX * WY, r = q / (BK / 4), c = (q % (BK / 4)) * 4;         \
        if (fast)                                                                          \
            ra[j] = *(const __global float4*)(A + (by + r) * K + k0 + c);                  \
        else                                                                               \
            ra[j] = (float4)(at(A, by + r, k0 + c, M, K), at(A, by + r, k0 + c + 1, M, K), \
                             at(A, by + r, k0 + c + 2, M, K), at(A, by + r, k0 + c + 3, M, K)); \
    }                                                                                      \
    for (int j = 0; j < NB; j++) {                                                         \
        const int q = lid + j * WX * WY, r = q / (BN / 4), c = (q % (BN / 4)) * 4;          \
        if (fast)                                                                          \
            rb[j] = *(const __global float4*)(B + (k0 + r) * N + bx + c);                  \
        else                                                                               \
            rb[j] = (float4)(at(B, k0 + r, bx + c, K, N), at(B, k0 + r, bx + c + 1, K, N), \
                             at(B, k0 + r, bx + c + 2, K, N), at(B, k0 + r, bx + c + 3, K, N)); \
    }

#define STORE_TILES(buf)                                                                   \
    for (int j = 0; j < NA; j++) {                                                         \
        const int q = lid + j * WX * WY, r = q / (BK / 4), c = (q % (BK / 4)) * 4;         \
        As[buf][c][r] = ra[j].x; As[buf][c + 1][r] = ra[j].y;                              \
        As[buf][c + 2][r] = ra[j].z; As[buf][c + 3][r] = ra[j].w;                          \
    }                                                                                      \
    for (int j = 0; j < NB; j++) {                                                         \
        const int q = lid + j * WX * WY, r = q / (BN / 4), c = (q % (BN / 4)) * 4;          \
        *(__local float4*)&Bs[buf][r][c] = rb[j];                                          \
    }

/* Element (r, c) of a rows x cols matrix, 0 outside. */
inline float at(const __global float* m, int r, int c, int rows, int cols)
{
    return r < rows && c < cols ? m[r * cols + c] : 0.0f;
}

__kernel __attribute__((reqd_work_group_size(WX, WY, 1)))
void matmul_opt(const __global float* restrict A, const __global float* restrict B,
                __global float* restrict C, int M, int N, int K)
{
    __local float As[2][BK][LDA] __attribute__((aligned(16)));
    __local float Bs[2][BK][BN] __attribute__((aligned(16)));
    const int lx = get_local_id(0), ly = get_local_id(1), lid = ly * WX + lx;
    const int bx = get_group_id(0) * BN, by = get_group_id(1) * BM;
    const int aligned = K % 4 == 0 && N % 4 == 0 && bx + BN <= N && by + BM <= M;
    float acc[TY][TX];
    for (int i = 0; i < TY; i++)
        for (int j = 0; j < TX; j++)
            acc[i][j] = 0.0f;
    float4 ra[NA], rb[NB];

    int fast = aligned && BK <= K;
    LOAD_TILES(0)
    STORE_TILES(0)
    barrier(CLK_LOCAL_MEM_FENCE);
    const int tiles = (K + BK - 1) / BK;
    for (int t = 0; t < tiles; t++) {
        const int buf = t & 1;
        if (t + 1 < tiles) {
            fast = aligned && (t + 2) * BK <= K;
            LOAD_TILES((t + 1) * BK)
        }
#pragma unroll
        for (int k = 0; k < BK; k++) {
            float a[TY], b[TX];
            for (int h = 0; h < TY / 4; h++) {
                const float4 v = *(__local const float4*)&As[buf][k][(h * WY + ly) * 4];
                a[4 * h] = v.x; a[4 * h + 1] = v.y; a[4 * h + 2] = v.z; a[4 * h + 3] = v.w;
            }
            for (int h = 0; h < TX / 4; h++) {
                const float4 v = *(__local const float4*)&Bs[buf][k][(h * WX + lx) * 4];
                b[4 * h] = v.x; b[4 * h + 1] = v.y; b[4 * h + 2] = v.z; b[4 * h + 3] = v.w;
            }
            for (int i = 0; i < TY; i++)
                for (int j = 0; j < TX; j++)
                    acc[i][j] += a[i] * b[j];
        }
        if (t + 1 < tiles) {
            STORE_TILES(buf ^ 1)
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }

    for (int i = 0; i < TY; i++) {
        const int row = by + ((i / 4) * WY + ly) * 4 + i % 4;
        for (int h = 0; h < TX / 4; h++) {
            const int col = bx + (h * WX + lx) * 4;
            if (aligned) {
                *(__global float4*)(C + row * N + col) = (float4)(acc[i][4 * h], acc[i][4 * h + 1],
                                                                  acc[i][4 * h + 2], acc[i][4 * h + 3]);
            } else {
                for (int e = 0; e < 4; e++)
                    if (row < M && col + e < N)
                        C[row * N + col + e] = acc[i][4 * h + e];
            }
        }
    }
}
