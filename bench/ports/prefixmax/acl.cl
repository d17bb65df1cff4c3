/* dst: ACL_RNO1_SCAN under ACL_COMBINE_MAX; ACL takes the running maxima. */
void User_main(const float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
