/* SYR2K as one ACL_TILE launch over four operands: at each k the work-item's rows of A and
 * B, and the words of B and A at its columns (B^T and A^T passed as B and A). */
void User_main(const float* a, const float* bt, const float* b, const float* at, float* c,
               float alpha, float beta)
{
    if (get_acl_iter(2) == 0)
        for (int i = 0; i < get_acl_tileSize(0) * get_acl_tileSize(1); i++)
            c[i] *= beta;
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += alpha * (a[i] * bt[j] + b[i] * at[j]);
}
