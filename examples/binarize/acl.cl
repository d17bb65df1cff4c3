/* Binarize as an ACL user writes it: the paper's Fig. 7(b), with the comparison written as
 * the other two versions write it (the paper spells it as an if/else). */
void User_main(uchar* src, uchar* dst, int thres)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i] > thres ? 255 : 0;
}
