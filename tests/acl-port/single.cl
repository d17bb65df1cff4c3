/* acl-port's tests: a kernel of one work-item (`if (get_global_id(0) == 0) { ... }`): the
 * words it writes at places given by parameters are one-word arrays there; the table it
 * sums is passed through. */
__kernel void single(__global const float* src, __global float* out, int n, int at)
{
    if (get_global_id(0) == 0) {
        float s = 0.0f, m = -INFINITY;
        for (int i = 0; i < n; i++) {
            s += src[i];
            m = fmax(m, src[i]);
        }
        out[at] = s;
        out[at] += m;
    }
}
