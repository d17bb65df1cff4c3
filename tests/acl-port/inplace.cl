/* acl-port's tests: an in-place update written only where a condition holds (read and written
 * at the item's own element), with a lookup table every item reads. */
__kernel void inplace(__global uint* data, __constant uint* table, int w, int h, uint limit)
{
    const int x = get_global_id(0), y = get_global_id(1);
    if (x >= w || y >= h)
        return;
    const int at = y * w + x;
    if (data[at] < limit)
        data[at] = table[data[at] % 16] + (uint)x;
}
