/* Column statistics as two ACL_TILE launches with a result one row tall: the data streams
 * down its rows (k), a column's running sum stays in the work-item's tile, and the call of
 * the last k finishes it. -DSTD chooses the deviations, which read the means as level-1
 * data shaped like the result. */
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
void User_main(const float* d, float* c, float n)
{
    for (int j = 0; j < get_acl_tileSize(0); j++) {
        c[j] += d[j];
        if (get_acl_iter(2) == get_acl_blockNum(2) - 1)
            c[j] /= n;
    }
}
#endif
