/* Rodinia bfs as the suite runs it: per level, BFS_1 expands the frontier (mask) into the
 * unvisited neighbours (cost, updating mask), BFS_2 turns the updated nodes into the next
 * frontier and raises the flag the host reads to go on; one work-item a node, groups of 256. */
typedef struct {
    int starting, no_of_edges;
} Node;

__kernel void BFS_1(__global const Node* nodes, __global const int* edges, __global char* mask,
                    __global char* updating, __global const char* visited, __global int* cost, int n)
{
    const int tid = get_global_id(0);
    if (tid >= n || !mask[tid]) return;
    mask[tid] = 0;
    for (int e = nodes[tid].starting; e < nodes[tid].starting + nodes[tid].no_of_edges; e++) {
        const int id = edges[e];
        if (!visited[id]) {
            cost[id] = cost[tid] + 1;
            updating[id] = 1;
        }
    }
}

__kernel void BFS_2(__global char* mask, __global char* updating, __global char* visited, __global char* over,
                    int n)
{
    const int tid = get_global_id(0);
    if (tid >= n || !updating[tid]) return;
    mask[tid] = 1;
    visited[tid] = 1;
    *over = 1;
    updating[tid] = 0;
}
