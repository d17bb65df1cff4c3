/* backprop's layerforward as one reduction: each weight times its input (ACL_PER_ROW: an
 * input goes with its row of weights), summed down each column into the hidden unit's sum
 * (written ACL_PER_COLUMN; column 0's sum is never read). The weight update is acl.cl's. */
void User_main(float* w, float* x, float* sum)
{
    for (int i = 0; i < get_ac_size(1); i++)
        sum[i] = w[i] * x[i];
}
