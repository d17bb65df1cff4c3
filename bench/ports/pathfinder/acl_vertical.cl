/* Pathfinder's cost table with dependency ACL_RNO2 on columns one word tall (split 1): the
 * words above-left, above and above-right arrive after processing (zero above row 0). */
void User_main(int* wall, int* cost, int cols)
{
    const int x = get_acl_origin(cost, 0);
    int best = get_acl_nbh(cost, 2)[0];
    if (x > 0) best = min(best, get_acl_nbh(cost, 1)[0]);
    if (x + 1 < cols) best = min(best, get_acl_nbh(cost, 3)[0]);
    cost[0] = wall[0] + best;
}
