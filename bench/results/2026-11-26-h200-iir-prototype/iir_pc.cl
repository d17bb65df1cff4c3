// Producer/consumer recursive filter down columns: loader work-items stage the next R rows
// of C columns in local memory while one work-item per column runs the chain on the current.
#ifndef C
#define C 32
#endif
#ifndef R
#define R 128
#endif
__kernel __attribute__((reqd_work_group_size(G, 1, 1)))
void iir_pc(__global const float* src, __global float* dst, int w, int h)
{
    __local float buf[2][R * C];
    const int lid = get_local_id(0);
    const int col0 = get_group_id(0) * C;
    const int stages = (h + R - 1) / R;
    // prologue: everyone loads stage 0
    for (int e = lid; e < R * C; e += G) {
        int r = e / C, c = e % C;
        buf[0][e] = (r < h) ? src[(size_t)r * w + col0 + c] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float y = 0.0f;
    for (int s = 0; s < stages; s++) {
        if (lid >= C) {
            if (s + 1 < stages) {
                const int base = (s + 1) * R;
                for (int e = lid - C; e < R * C; e += G - C) {
                    int r = e / C, c = e % C;
                    buf[(s + 1) & 1][e] = (base + r < h) ? src[(size_t)(base + r) * w + col0 + c] : 0.0f;
                }
            }
        } else {
            __local const float* b = buf[s & 1];
            const int base = s * R;
            __global float* out = dst + (size_t)base * w + col0 + lid;
            if (base + R <= h) {
                for (int r = 0; r < R; r += 8) {
                    float v[8];
                    #pragma unroll
                    for (int j = 0; j < 8; j++) v[j] = b[(r + j) * C + lid];
                    #pragma unroll
                    for (int j = 0; j < 8; j++) {
                        y = 0.5f * (v[j] + y);
                        out[(size_t)(r + j) * w] = y;
                    }
                }
            } else {
                for (int r = 0; base + r < h; r++) {
                    y = 0.5f * (b[r * C + lid] + y);
                    out[(size_t)r * w] = y;
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
__kernel void copy4(__global const float4* src, __global float4* dst) {
    size_t i = get_global_id(0);
    dst[i] = src[i];
}

// Second form: loaders move float4 (4 columns of a row) and issue all their loads of a stage
// before their local stores; C a multiple of 4, C / 32 compute warps.
#define NV (R * C / 4)
__kernel __attribute__((reqd_work_group_size(G, 1, 1)))
void iir_pc4(__global const float* src, __global float* dst, int w, int h)
{
    __local float4 buf4[2][NV];
    const int lid = get_local_id(0);
    const int col0 = get_group_id(0) * C;
    const int stages = (h + R - 1) / R;
    for (int e = lid; e < NV; e += G) {
        const int r = e / (C / 4), c = e % (C / 4);
        buf4[0][e] = (r < h) ? vload4(0, src + (size_t)r * w + col0 + 4 * c) : (float4)(0.0f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    float y = 0.0f;
    for (int s = 0; s < stages; s++) {
        if (lid >= C) {
            if (s + 1 < stages) {
                const int base = (s + 1) * R;
                __local float4* nb = buf4[(s + 1) & 1];
                if (base + R <= h) {
#define PER ((NV + (G - C) - 1) / (G - C))
                    float4 t[PER];
                    #pragma unroll
                    for (int k = 0; k < PER; k++) {
                        const int e = lid - C + k * (G - C);
                        const int r = e / (C / 4), c = e % (C / 4);
                        if (e < NV) t[k] = vload4(0, src + (size_t)(base + r) * w + col0 + 4 * c);
                    }
                    #pragma unroll
                    for (int k = 0; k < PER; k++) {
                        const int e = lid - C + k * (G - C);
                        if (e < NV) nb[e] = t[k];
                    }
                } else {
                    for (int e = lid - C; e < NV; e += G - C) {
                        const int r = e / (C / 4), c = e % (C / 4);
                        nb[e] = (base + r < h) ? vload4(0, src + (size_t)(base + r) * w + col0 + 4 * c) : (float4)(0.0f);
                    }
                }
            }
        } else {
            __local const float* b = (__local const float*)buf4[s & 1];
            const int base = s * R;
            __global float* out = dst + (size_t)base * w + col0 + lid;
            if (base + R <= h) {
                for (int r = 0; r < R; r += 8) {
                    float v[8];
                    #pragma unroll
                    for (int j = 0; j < 8; j++) v[j] = b[(r + j) * C + lid];
                    #pragma unroll
                    for (int j = 0; j < 8; j++) {
                        y = 0.5f * (v[j] + y);
                        out[(size_t)(r + j) * w] = y;
                    }
                }
            } else {
                for (int r = 0; base + r < h; r++) {
                    y = 0.5f * (b[r * C + lid] + y);
                    out[(size_t)r * w] = y;
                }
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
