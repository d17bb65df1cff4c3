/* Pathfinder's cost table with dependency ACL_RNO2 on rows (ACL_HORIZONTAL): a portion is a
 * run of words of one row, and the runs above-left, above and above-right of it arrive after
 * processing. Above row 0 they read as zero, so row 0 is the wall itself; past the ends of a
 * row they would win the minimum, so they are skipped. */
void User_main(int* wall, int* cost, int cols)
{
    const int* above = get_acl_nbh(cost, 2);
    const int s = get_acl_size(cost), x0 = get_acl_origin(cost, 0);
    for (int k = 0; k < s; k++) {
        const int x = x0 + k;
        int best = above[k];
        if (x > 0) best = min(best, k > 0 ? above[k - 1] : get_acl_nbh(cost, 1)[s - 1]);
        if (x + 1 < cols) best = min(best, k + 1 < s ? above[k + 1] : get_acl_nbh(cost, 3)[0]);
        cost[k] = wall[k] + best;
    }
}
