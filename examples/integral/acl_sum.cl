/* Summed-area table in one pass, with the sum declared: dst has dependency ACL_RNO1_SUM, so
 * the words User_main writes (here the source's own) become their summed-area table,
 * S(x, y) = sum of src over [0, x] x [0, y]; the AC kernel takes the sums in one launch. */
void User_main(uint* src, uint* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
