/* acl-port's tests: a 1-D box of five integers, edges clamped (a window of margin 2 along x). */
__kernel void blur1d(__global const int* in, __global int* out, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    int s = 0;
    for (int d = -2; d <= 2; d++)
        s += in[clamp(i + d, 0, n - 1)];
    out[i] = s;
}
