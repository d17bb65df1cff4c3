/* Rodinia backprop's two kernels in ACL, on the (in+1) x (hid+1) weights (row k for input k,
 * row 0 the bias with input 1; column j for hidden unit j, column 0 unused); -DADJUST picks
 * the second. ACL cannot hand a 2-D block the words of a 1-D array along its y (the inputs),
 * so the inputs pass through as a __global pointer, indexed by the portion's rows. */
#ifdef ADJUST
/* adjust_weights: w += ETA delta[j] x[k] + MOMENTUM oldw, and oldw takes that change. */
#define ETA 0.3f
#define MOMENTUM 0.3f

void User_main(float* w, float* oldw, __local float* delta, __global const float* x)
{
    const int j = get_acl_origin(w, 0), y = get_acl_origin(w, 1);
    if (j == 0) return;
    for (int i = 0; i < get_acl_valid(w); i++) {
        oldw[i] = ETA * delta[j] * x[y + i] + MOMENTUM * oldw[i];
        w[i] += oldw[i];
    }
}
#else
/* layerforward: a portion is split-many rows of one column; its sum of weight x input. */
void User_main(float* w, __global const float* x, float* partial)
{
    const int y = get_acl_origin(w, 1);
    float s = 0.0f;
    for (int i = 0; i < get_acl_valid(w); i++) s += w[i] * x[y + i];
    partial[0] = s;
}
#endif
