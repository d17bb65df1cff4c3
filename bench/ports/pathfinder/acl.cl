/* Pathfinder's cost table: ACL_RNO0 on rows (ACL_HORIZONTAL) with margin 1, so the row above
 * arrives one word wider each side. Above row 0 it reads as zero, so row 0 is the wall
 * itself; past the ends of a row it reads the nearest word (ACL_BORDER_CLAMP), which is
 * the minimum of the two cells above an edge cell. */
void User_main(int* wall, int* cost)
{
    const int* above = get_acl_nbh(cost, 0);
    for (int k = 0; k < get_acl_size(cost); k++)
        cost[k] = wall[k] + min(above[k], min(above[k - 1], above[k + 1]));
}
