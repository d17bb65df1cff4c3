/* One level of the forward 5/3 (integer) transform. The image arrives with a margin of 2
 * mirrored without repeating the edge (ACL_BORDER_MIRROR, the transform's symmetric
 * extension), and each band is written with ACL_SPECIAL_SHRINK by 2, which keeps the words at
 * even (x, y): there User_main lifts the columns x-2 .. x+2 of rows y (low) and y+1 (high),
 * then those rows along x; the words it computes elsewhere are dropped. */
#define X(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
#define D(dx, dy) (X(dx, dy) - (X(dx, (dy) - 1) + X(dx, (dy) + 1)) / 2)

/* The low and high coefficients at the middle of five samples of a row. */
static int2 lift(const int* v)
{
    const int right = v[3] - (v[2] + v[4]) / 2, left = v[1] - (v[0] + v[2]) / 2;
    return (int2)(v[2] + (left + right + 2) / 4, right);
}

void User_main(int* src, int* ll, int* hl, int* lh, int* hh)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        int low[5], high[5];
        for (int c = 0; c < 5; c++) {
            low[c] = X(c - 2, 0) + (D(c - 2, -1) + D(c - 2, 1) + 2) / 4;
            high[c] = D(c - 2, 1);
        }
        const int2 a = lift(low), b = lift(high);
        ll[i] = a.x;
        hl[i] = a.y;
        lh[i] = b.x;
        hh[i] = b.y;
    }
}
