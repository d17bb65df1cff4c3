/* SYR2K as two launches of one ACL_TILE product C = alpha L R^T + beta C: first (A, B),
 * then (B, A) with beta 1. */
void User_main(const float* l, const float* rt, float* c, float alpha, float beta)
{
    if (get_acl_iter(2) == 0)
        for (int i = 0; i < get_acl_tileSize(0) * get_acl_tileSize(1); i++)
            c[i] *= beta;
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += alpha * l[i] * rt[j];
}
