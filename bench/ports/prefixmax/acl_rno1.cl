/* The same recurrence written out with ACL_RNO1 neighbours: the maximum of the word, the
 * result to its left and the result above. Neighbours outside the array read as zero, which
 * is not the identity of a maximum: the first column and row leave them out. */
void User_main(const float* src, float* dst)
{
    const bool has_left = get_acl_origin(dst, 0) > 0, has_above = get_acl_origin(dst, 1) > 0;
    float* left = get_acl_nbh(dst, 2);
    float above = has_above ? get_acl_nbh(dst, 0)[get_ac_size(1) - 1] : -INFINITY;
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = above = fmax(fmax(src[i], has_left ? left[i] : -INFINITY), above);
}
