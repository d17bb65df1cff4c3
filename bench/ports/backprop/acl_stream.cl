/* backprop's layerforward with no pass-through: the weights and the inputs stream down the
 * rows as level 2 (the inputs ACL_COMMON, a chunk of rows shared by the group) and each
 * hidden unit's sum is one level-1 word; -DADJUST gives the same weight update as acl.cl. */
#ifdef ADJUST
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
void User_main(float* w, __local float* x, float* sum)
{
    for (int i = 0; i < get_acl_valid(x); i++) sum[0] += w[i] * x[i];
}
#endif
