/* Column statistics in two launches. The means: a reduction down the columns, each word over
 * n added into its column's word (written ACL_PER_COLUMN data). -DSTD, the deviations: an
 * ACL_TILE launch with a result one row tall; the data streams down its rows (k), a
 * column's running sum stays in the work-item's tile, and the call of the last k finishes it
 * (the square root and eps); the means are read as level-1 data shaped like the result. */
#ifdef STD
void User_main(const float* d, const float* mean, float* c, float n, float eps)
{
    for (int j = 0; j < get_acl_tileSize(0); j++) {
        c[j] += (d[j] - mean[j]) * (d[j] - mean[j]);
        if (get_acl_iter(2) == get_acl_blockNum(2) - 1)
            c[j] = sqrt(c[j] / n) <= eps ? 1.0f : sqrt(c[j] / n);
    }
}
#else
void User_main(const float* d, float* mean, float n)
{
    for (int i = 0; i < get_ac_size(1); i++)
        mean[i] = d[i] / n;
}
#endif
