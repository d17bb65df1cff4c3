/* acl-port's tests: a walk along rows in place, from 1.0f, with the ids used as values (ACL_RNO1). */
__kernel void rows_inplace(__global float* data, int w, int h)
{
    const int y = get_global_id(0);
    if (y >= h)
        return;
    float s = 1.0f;
    for (int x = 0; x < w; x++) {
        s = 0.5f * s + data[y * w + x] * (float)x + (float)y;
        data[y * w + x] = s;
    }
}
