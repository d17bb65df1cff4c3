/* lavaMD in ACL: a work-item's particles (particle i of each home box in its column of
 * boxes) arrive in private memory and their forces go back; the neighbour boxes are read
 * where they lie (pass-through), from the box list. */
void User_main(float4* ra, float4* fa, __global const int* boxes, __global const float4* rv,
               __global const float* qv, int par, float a2)
{
    for (int b = 0; b < get_acl_valid(ra); b++) {
        __global const int* list = boxes + (get_acl_origin(ra, 1) + b) * 28;
        for (int k = 0; k < list[0]; k++) {
            for (int j = list[1 + k] * par; j < (list[1 + k] + 1) * par; j++) {
                const float vij = exp(-a2 * (ra[b].s0 + rv[j].s0 - dot(ra[b].s123, rv[j].s123)));
                fa[b] += qv[j] * (float4)(vij, 2.0f * vij * (ra[b].s123 - rv[j].s123));
            }
        }
    }
}
