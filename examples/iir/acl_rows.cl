/* The same filter with the result cut along rows (ACL_HORIZONTAL): a portion is a few words
 * of one row, and get_acl_nbh(dst, 0) holds the words just above them, after processing. */
void User_main(float* src, float* dst)
{
    float* above = get_acl_nbh(dst, 0);
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = 0.5f * (src[i] + above[i]);
}
