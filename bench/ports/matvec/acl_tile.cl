/* Both products as ACL_TILE launches of one User_main, k streaming along the summed axis:
 * A x with a result one word wide (A's rows follow its rows), A^T x with a result one word
 * tall (A's columns follow its columns). */
void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
