/* C = A x B as an ACL user writes it: each call brings the work-item's rows of A and columns
 * of B at one k, and the work-item's tile of C to accumulate into. */
void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
}
