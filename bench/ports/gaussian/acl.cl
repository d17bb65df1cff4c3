/* Gaussian elimination in ACL launches on the augmented matrix [A | b], a word at a time:
 * -DDIVIDE: the multipliers, column t over the pivot (c = a / b, b the pivot as the
 * column's ACL_PER_SLICE word); otherwise the trailing window minus the multipliers times
 * the pivot row (c -= a b, a a row's multiplier, ACL_PER_ROW; b a column's word of the
 * pivot row, ACL_PER_COLUMN). */
#ifdef DIVIDE
#define STEP(a, b, c) ((a) / (b))
#else
#define STEP(a, b, c) ((c) - (a) * (b))
#endif
void User_main(const float* a, const float* b, float* c)
{
    for (int i = 0; i < get_ac_size(1); i++)
        c[i] = STEP(a[i], b[i], c[i]);
}
