/* Gathering patches as an ACL user writes it: src has ref ACL_RANDOM, so each block (a
 * patch) arrives from the origin the position table gives it, edges clamped. */
void User_main(float* src, float* dst, float scale)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] * scale;
}
