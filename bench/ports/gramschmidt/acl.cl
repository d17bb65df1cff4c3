/* Gram-Schmidt as ACL_TILE launches of one User_main, its arithmetic chosen with -DSCALE:
 * - c += sign a b^T: the dot products of column k with a window of columns (a one-row
 *   result, k of extent m; the word of column k itself is its squared norm), and the
 *   window's rank-1 update (k of extent 1, sign -1);
 * - c = b / sqrt(a): a vector divided by the norm whose square the dot products left. */
#ifdef SCALE
#define STEP(a, b, c) ((b) / sqrt(a))
#else
#define STEP(a, b, c) ((c) + sign * (a) * (b))
#endif
void User_main(const float* a, const float* b, float* c, float sign)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] = STEP(a[i], b[j], c[i * get_acl_tileSize(0) + j]);
}
