/* acl-port's tests: the bounds check as a block, `if (i < w && j < h && ...) { ... }`, with
 * another condition and an id used as a value (it stays: get_acl_origin and the check). */
__kernel void saxpy2(__global const float* x, __global float* y, float a, int w, int h, int on)
{
    const int i = get_global_id(0), j = get_global_id(1);
    if (i < w && j < h && on) {
        const int at = j * w + i;
        float v = a * x[at];
        y[at] = v + y[at] + (float)i;
    }
}
