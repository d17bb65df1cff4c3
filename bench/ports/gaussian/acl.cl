/* Gaussian elimination in ACL_TILE launches with k of 1, on the augmented matrix [A | b]:
 * -DDIVIDE: the multipliers, column t over the pivot (c = b / a, a the 1x1 pivot);
 * otherwise the trailing window minus the multipliers times the pivot row (c -= a b). */
#ifdef DIVIDE
#define STEP(a, b, c) ((b) / (a))
#else
#define STEP(a, b, c) ((c) - (a) * (b))
#endif
void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_acl_tileSize(1); i++)
        for (int j = 0; j < get_acl_tileSize(0); j++)
            c[i * get_acl_tileSize(0) + j] = STEP(a[i], b[j], c[i * get_acl_tileSize(0) + j]);
}
