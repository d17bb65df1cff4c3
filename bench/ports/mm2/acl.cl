/* 2MM as two ACL_TILE products of one User_main: tmp = alpha A B (beta 0), then
 * D = 1 tmp C + beta D. */
void User_main(const float* a, const float* b, float* c, float alpha, float beta)
{
    if (get_acl_iter(2) == 0)
        for (int i = 0; i < get_acl_tileSize(0) * get_acl_tileSize(1); i++)
            c[i] *= beta;
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += alpha * a[i] * b[j];
}
