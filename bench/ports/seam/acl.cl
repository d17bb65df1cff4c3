/* Seam carving's cumulative energy: ACL_RNO0 on rows (ACL_HORIZONTAL) with margin 1, so the
 * row above arrives one word wider each side. Above row 0 it reads as zero, so row 0 is the
 * energy itself; past the ends of a row it reads the nearest word (ACL_BORDER_CLAMP), which
 * leaves the minimum of the two cells above an edge cell. */
void User_main(float* e, float* m)
{
    const float* above = get_acl_nbh(m, 0);
    for (int k = 0; k < get_acl_size(m); k++)
        m[k] = e[k] + fmin(above[k], fmin(above[k - 1], above[k + 1]));
}
