/* acl-port's tests: early returns (a bounds check with another condition, a return in the body)
 * become `continue`; the output is then read too, so the words skipped keep their values. */
__kernel void relu_some(__global const float* in, __global const uchar* mask, __global float* out, int n)
{
    const int i = get_global_id(0);
    if (i >= n || !mask[i])
        return;
    float v = in[i];
    if (v < 0.0f)
        return;
    out[i] = v * 2.0f;
}
