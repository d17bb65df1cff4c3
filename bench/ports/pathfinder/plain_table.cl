/* Pathfinder a row a launch, keeping the whole cost table (as a DP table is kept, and as the
 * ACL versions write it): row y from row y - 1 of the table; row 0 is the wall's. */
__kernel void pathfinder_table_row(__global const int* wall, __global int* cost, int cols, int y)
{
    const int x = get_global_id(0);
    if (x >= cols) return;
    const int i = y * cols + x;
    if (y == 0) {
        cost[i] = wall[i];
        return;
    }
    const __global int* above = cost + (y - 1) * cols;
    cost[i] = wall[i] + min(min(above[max(x - 1, 0)], above[x]), above[min(x + 1, cols - 1)]);
}
