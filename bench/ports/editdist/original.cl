/* Edit (Levenshtein) distance table an anti-diagonal a launch: the cells (x, y) with
 * x + y = d of the (w+1) x (h+1) table, D(x, 0) = x, D(0, y) = y, and inside
 * D(x, y) = min(D(x-1, y) + 1, D(x, y-1) + 1, D(x-1, y-1) + (a[x-1] != b[y-1])). */
__kernel void editdist_diagonal(__global const uchar* a, __global const uchar* b, __global int* dist,
                                int w, int h, int d)
{
    const int x = max(0, d - h) + (int)get_global_id(0), y = d - x;
    if (x > w || y < 0) return;
    const int c = y * (w + 1) + x;
    if (x == 0 || y == 0) {
        dist[c] = x + y;
        return;
    }
    dist[c] = min(min(dist[c - 1], dist[c - w - 1]) + 1, dist[c - w - 2] + (a[x - 1] != b[y - 1]));
}
