/* Seam carving's cumulative energy with dependency ACL_RNO2 on rows (ACL_HORIZONTAL): a
 * portion is a run of one row, and the runs above-left, above and above-right of it arrive
 * after processing. Above row 0 they read as zero, so row 0 is the energy itself; past the
 * ends of a row they would win the minimum, so they are skipped. */
void User_main(float* e, float* m, int w)
{
    const float* above = get_acl_nbh(m, 2);
    const int s = get_acl_size(m), x0 = get_acl_origin(m, 0);
    for (int k = 0; k < s; k++) {
        float best = above[k];
        if (x0 + k > 0) best = fmin(best, k > 0 ? above[k - 1] : get_acl_nbh(m, 1)[s - 1]);
        if (x0 + k + 1 < w) best = fmin(best, k + 1 < s ? above[k + 1] : get_acl_nbh(m, 3)[0]);
        m[k] = e[k] + best;
    }
}
