/* y = A x: each word of A times its column's x (ACL_PER_COLUMN), summed per row (y:
 * ACL_PER_ROW); z = A^T x: times its row's x, summed per column. */
void User_main(const float* a, const float* v, float* r)
{
    for (int i = 0; i < get_ac_size(1); i++)
        r[i] = a[i] * v[i];
}
