/* bfs in ACL. EXPAND (BFS_1): a node's frontier flag and (first edge, edge count) arrive,
 * its unvisited neighbours are marked where they lie (pass-through). Otherwise (BFS_2): the
 * flags of a node arrive and go back; the go-on flag is set where it lies. */
#ifdef EXPAND
void User_main(char* mask, int2* node, __global const int* edges, __global const char* visited, __global int* cost,
               __global char* updating)
{
    if (!mask[0]) return;
    mask[0] = 0;
    for (int e = node[0].x; e < node[0].x + node[0].y; e++) {
        if (!visited[edges[e]]) {
            cost[edges[e]] = cost[get_acl_origin(mask, 0)] + 1;
            updating[edges[e]] = 1;
        }
    }
}
#else
void User_main(char* mask, char* updating, char* visited, __global char* over)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        if (updating[i]) {
            mask[i] = visited[i] = 1;
            updating[i] = 0;
            *over = 1;
        }
    }
}
#endif
