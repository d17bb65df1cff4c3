/* acl-port's tests: buffers written where no attribute carries them, passed through as
 * __global (docs/acl-port.md, "Buffers written elsewhere"). */

/* dst is written at two places by each item: no attribute carries both. */
__kernel void shifted(__global const float* src, __global float* dst, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    dst[i] = src[i];
    dst[i + n] = -src[i];
}

/* Every buffer passes through (each item writes a column): ACL takes the domain from a
 * buffer of its own; no bounds check, so the padding words of ragged blocks must skip. */
__kernel void columns(__global const float* src, __global float* dst, int h, int w)
{
    const int x = get_global_id(0);
    for (int r = 0; r < h; r++)
        dst[r * w + x] = 2.0f * src[r * w + x] + (float)r;
}

/* A buffer handed to a helper: passed through, its size given with --size. */
inline void bump(__global int* c, int at, int by)
{
    c[at] += by;
}
__kernel void handed(__global const int* src, __global int* dst, __global int* c, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    dst[i] = src[i] + 1;
    bump(c, i % 4 + 4 * i, src[i]);
}

/* A pointer that moves, from one buffer to another: refused (the line of the assignment). */
__kernel void jumps(__global const float* a, __global const float* b, __global float* dst, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    const __global float* p = a + i;
    float s = *p;
    p = b + i;
    dst[i] = s + *p;
}

/* Loop bounds read from data (as bfs's BFS_1, whose original races on random graphs): each
 * item sums the run of `data` that `first` and `count` give it; no two items write one word. */
__kernel void runs(__global const int* first, __global const int* count,
                   __global const float* data, __global float* out, int n)
{
    const int i = get_global_id(0);
    if (i >= n) return;
    float s = 0.0f;
    for (int e = first[i]; e < first[i] + count[i]; e++)
        s += data[e];
    out[i] = s;
}
