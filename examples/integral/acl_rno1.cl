/* Summed-area table in one pass: dst has dependency ACL_RNO1, so each portion runs after
 * the portions above, above-left and left of it, and get_acl_nbh gives them after
 * processing: S(x, y) = src(x, y) + S(x - 1, y) + S(x, y - 1) - S(x - 1, y - 1). */
void User_main(uint* src, uint* dst)
{
    uint* left = get_acl_nbh(dst, 2);
    uint above = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    uint corner = get_acl_nbh(dst, 1)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++) {
        dst[i] = above = src[i] + left[i] + above - corner;
        corner = left[i];
    }
}
