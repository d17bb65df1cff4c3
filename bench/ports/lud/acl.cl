/* LUD's trailing update as one ACL_TILE product with k of BS: the window minus L's block
 * column (its rows follow the window's) times U's block row (its columns follow the
 * window's). The diagonal and perimeter steps are original.cl's kernels. */
void User_main(const float* l, const float* u, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] -= l[i] * u[j];
}
