/* Summed-area table as an ACL user writes it: a prefix sum down each column. dst has
 * dependency ACL_RNO0 (the block above runs first; get_acl_nbh gives its column) and def
 * ACL_SPECIAL_MIRROR_TRANSPOSE; the host runs the kernel twice: columns, then rows. */
void User_main(uint* src, uint* dst)
{
    uint s = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = s += src[i];
}
