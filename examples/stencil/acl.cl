/* (2R+1)^2 box sum as an ACL user writes it: a column of pixels arrives with R words
 * around it each side (the margin, clamped at the edges); get_acl_xy reaches the neighbours. R arrives
 * as -DR=. */
#ifndef R
#define R 1
#endif

void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        float s = 0.0f;
        for (int dy = -R; dy <= R; dy++)
            for (int dx = -R; dx <= R; dx++)
                s += *get_acl_xy(src, dx, i + dy);
        dst[i] = s;
    }
}
