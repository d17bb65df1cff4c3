/* Transpose and rotation as an ACL user writes them: a copy. The destination's def
 * attribute (ACL_SPECIAL_MIRROR_TRANSPOSE or ACL_SPECIAL_ROT90) says where each word goes. */
void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
