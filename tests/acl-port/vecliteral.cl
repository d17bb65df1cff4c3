/* acl-port's tests: a vector literal of accesses (cfd compute_step_factor's form), three rows of
 * one buffer read at the item's column (passed through), finite for any input. */
__kernel void vecliteral(__global const float* src, __global float* out, int n)
{
    const int i = get_global_id(0);
    if (i >= n) return;
    const float3 m = (float3)(src[i], src[i + n], 2.0f * src[i + 2 * n]);
    out[i] = dot(m, m) + m.y - (float2)(out[i], 1.0f).x;
}
