/* One pyramid step as an ACL user writes it, at the source's resolution; built with
 * -DSHRINK for the downscale. shrink: dst has def ACL_SPECIAL_SHRINK (scale_log2 1), which
 * keeps the word computed at the top-left of each 2x2 square, and src a margin of 1 for the
 * square's other words. enlarge: dst has def ACL_SPECIAL_ENLARGE, which copies each word to
 * its 2x2 square. */
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))

void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
#ifdef SHRINK
        dst[i] = 0.25f * (P(0, 0) + P(1, 0) + P(0, 1) + P(1, 1));
#else
        dst[i] = src[i];
#endif
}
