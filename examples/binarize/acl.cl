/* Binarize as an ACL user writes it: the paper's Fig. 7(b), unchanged. */
void User_main(uchar* src, uchar* dst, int thres)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        if ( src[i] > thres ) {
            dst[i] = 255;
        } else {
            dst[i] = 0;
        }
    }
}
