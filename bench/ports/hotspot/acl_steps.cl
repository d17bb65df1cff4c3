/* Hotspot, M time steps a launch (-DM=; temperature and power come with a margin of at least
 * M): each work-item copies its window (its column and M cells around it) and steps it in
 * private memory, the window shrinking by a ring a step, until its own column is left.
 * Neighbours past the chip's edges are the cell itself, as in the suite. */
#ifndef M
#define M 4
#endif
#define WX (2 * M + 1)
#define WY (get_acl_size(out) + 2 * M)

void User_main(float* temp, float* power, float* out, int cols, int rows, float step_cap, float rx_1,
               float ry_1, float rz_1, float amb)
{
    float t[2][WX * WY];
    const int x0 = get_acl_origin(out, 0) - M, y0 = get_acl_origin(out, 1) - M;
    for (int y = 0; y < WY; y++)
        for (int x = 0; x < WX; x++) t[0][y * WX + x] = *get_acl_xy(temp, x - M, y - M);
    for (int i = 1; i <= M; i++) {
        const float* a = t[(i - 1) & 1];
        for (int y = i; y < WY - i; y++)
            for (int x = i; x < WX - i; x++) {
                const int c = y * WX + x, gx = x0 + x, gy = y0 + y;
                const float n = a[gy > 0 ? c - WX : c], s = a[gy < rows - 1 ? c + WX : c];
                const float w = a[gx > 0 ? c - 1 : c], e = a[gx < cols - 1 ? c + 1 : c];
                t[i & 1][c] = a[c] + step_cap * (*get_acl_xy(power, x - M, y - M) + (s + n - 2.0f * a[c]) * ry_1 +
                                                 (e + w - 2.0f * a[c]) * rx_1 + (amb - a[c]) * rz_1);
            }
    }
    for (int k = 0; k < get_acl_size(out); k++) out[k] = t[M & 1][(k + M) * WX + M];
}
