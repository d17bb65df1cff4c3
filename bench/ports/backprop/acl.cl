/* Rodinia backprop's two kernels in ACL, on the (in+1) x (hid+1) weights (row k for input k,
 * row 0 the bias with input 1; column j for hidden unit j, column 0 unused); the inputs go
 * with the weights' rows (ACL_PER_ROW), the hidden deltas with their columns
 * (ACL_PER_COLUMN); -DADJUST picks the second kernel. */
#ifdef ADJUST
/* adjust_weights: w += ETA delta[j] x[k] + MOMENTUM oldw, and oldw takes that change; the
 * weights and deltas arrive from column 1 on (acl_attr.offset 1: column 0 is no unit's). */
#define ETA 0.3f
#define MOMENTUM 0.3f

void User_main(float* w, float* oldw, float* delta, float* x)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        oldw[i] = ETA * delta[i] * x[i] + MOMENTUM * oldw[i];
        w[i] += oldw[i];
    }
}
#else
/* layerforward: a portion is split-many rows of one column; its sum of weight x input. */
void User_main(float* w, float* x, float* partial)
{
    float s = 0.0f;
    for (int i = 0; i < get_acl_valid(w); i++) s += w[i] * x[i];
    partial[0] = s;
}
#endif
