/* First-order recursive filter down each column as an ACL user writes it: dst has
 * dependency ACL_RNO0, so each block runs after the block above and get_acl_nbh(dst, 0) holds
 * that block's column (zeros above the first). */
void User_main(float* src, float* dst)
{
    float y = get_acl_nbh(dst, 0)[get_ac_size(1) - 1];
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = y = 0.5f * (src[i] + y);
}
