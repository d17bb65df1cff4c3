/* Pathfinder a row a launch: the cost of row y is the wall there plus the least of the three
 * costs above (two at the array's ends). */
__kernel void pathfinder_row(__global const int* wall, __global const int* above,
                             __global int* row, int cols, int y)
{
    const int x = get_global_id(0);
    if (x >= cols) return;
    const int west = above[max(x - 1, 0)], east = above[min(x + 1, cols - 1)];
    row[x] = wall[y * cols + x] + min(min(west, above[x]), east);
}
