/* One ACL_TILE product, launched three times (E = A B, F = C D, G = E F): each call brings
 * the work-item's rows of the left operand and columns of the right one at one k. */
void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
