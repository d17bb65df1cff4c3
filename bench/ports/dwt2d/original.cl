/* Rodinia dwt2d's forward 5/3 (integer) transform of one level as the suite runs it: a group
 * of win_x work-items takes win_x columns of the image (plus 2 columns left and 1 right for
 * the horizontal lifting) and slides a window of WY rows down `steps` times. Each window is
 * loaded into local memory (the 3 rows above it carried over from the window before, or
 * mirrored at the top), lifted along its columns (predict odd rows, update even rows), then
 * along its rows, and written into the four bands LL, HL, LH, HH (each dense, one after the
 * other). Samples past the image's edges mirror it without repeating the edge. */
#define WY 8
#define MAX_X 192
#define TW (MAX_X + 3)
#define T(r, j) t[(r) * TW + (j)]

/* The mirrored index, clamped for windows that reach past twice the image (their words are
 * never used). */
static int mirror(int i, int n)
{
    return clamp(i < 0 ? -i : i >= n ? 2 * n - 2 - i : i, 0, n - 1);
}

/* Where coefficient (x, y) of an sx x sy level lies in the band layout. */
static int band_index(int x, int y, int sx, int sy)
{
    const int lx = (sx + 1) / 2, ly = (sy + 1) / 2, hx = sx / 2;
    if (y % 2 == 0) return x % 2 ? lx * ly + (y / 2) * hx + x / 2 : (y / 2) * lx + x / 2;
    return x % 2 ? sx * ly + lx * (sy / 2) + (y / 2) * hx + x / 2 : sx * ly + (y / 2) * lx + x / 2;
}

/* Loads tile column j (image column x, rows from `top`; the first 3 rows carried over after
 * the first window) and lifts it: predict the odd rows, update the even ones. */
static void column(__local int* t, int j, int x, int top, int sx, int sy, bool first, int* carried,
                   __global const int* in)
{
    for (int r = 0; r < WY + 3; r++) T(r, j) = !first && r < 3 ? carried[r] : in[mirror(top + r, sy) * sx + x];
    for (int r = 0; r < 3; r++) carried[r] = T(WY + r, j);
    for (int r = 1; r < WY + 2; r += 2) T(r, j) -= (T(r - 1, j) + T(r + 1, j)) / 2;
    for (int r = 2; r < WY + 2; r += 2) T(r, j) += (T(r - 1, j) + T(r + 1, j) + 2) / 4;
}

__kernel void fdwt53(__global const int* in, __global int* out, int sx, int sy, int steps, int win_x,
                     __local int* t)
{
    const int tx = get_local_id(0);
    const int x0 = get_group_id(0) * win_x, y0 = get_group_id(1) * WY * steps;

    /* Each work-item loads and lifts its column; work-items 0..2 also a boundary column (right,
     * then the two on the left). */
    const int edge = tx == 0 ? win_x + 2 : tx - 1;
    int own[3] = {0, 0, 0}, more[3] = {0, 0, 0};

    for (int w = 0; w < steps; w++) {
        const int top = y0 + w * WY - 2; /* the image row of tile row 0 */
        column(t, tx + 2, mirror(x0 + tx, sx), top, sx, sy, w == 0, own, in);
        if (tx < 3) column(t, edge, mirror(x0 + edge - 2, sx), top, sx, sy, w == 0, more, in);
        barrier(CLK_LOCAL_MEM_FENCE);

        /* Rows 2 .. WY + 1 along x: odd columns 1 .. win_x + 1, then even columns 2 .. win_x. */
        for (int r = 2; r < WY + 2; r++)
            if (tx <= win_x / 2) T(r, 2 * tx + 1) -= (T(r, 2 * tx) + T(r, 2 * tx + 2)) / 2;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int r = 2; r < WY + 2; r++)
            if (tx < win_x / 2) T(r, 2 * tx + 2) += (T(r, 2 * tx + 1) + T(r, 2 * tx + 3) + 2) / 4;
        barrier(CLK_LOCAL_MEM_FENCE);

        /* The first half of the group writes the even (low) columns, the second the odd. */
        const int j = tx < win_x / 2 ? 2 * tx : 2 * (tx - win_x / 2) + 1;
        if (x0 + j < sx)
            for (int r = 2; r < WY + 2 && top + r < sy; r++)
                out[band_index(x0 + j, top + r, sx, sy)] = T(r, j + 2);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
