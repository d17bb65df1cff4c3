/* 3x3 Gaussian as an ACL user writes it: a column of pixels and a word around it each side arrive
 * in private memory (margin 1); get_acl_xy reaches the neighbours. */
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))

void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1)
                  + 2.0f * P(-1, 0) + 4.0f * P(0, 0) + 2.0f * P(1, 0)
                  + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * (1.0f / 16.0f);
}
