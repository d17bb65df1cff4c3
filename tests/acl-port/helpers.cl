/* acl-port's tests: helper functions are copied into the ACL source as they are, private
 * arrays stay as written (h1 translates); a helper that asks for a position does not (h2). */
float twice(float v) { return 2.0f * v; }
int here(void) { return get_global_id(0); }
float where(float v) { return v + here(); }

__kernel void h1(__global const float* a, __global float* o, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    float t[3] = {1.0f, 2.0f, 3.0f};
    o[i] = twice(a[i]) + t[i % 3];
}

__kernel void h2(__global const float* a, __global float* o, int n)
{
    const int i = get_global_id(0);
    if (i >= n)
        return;
    o[i] = where(a[i]);
}
