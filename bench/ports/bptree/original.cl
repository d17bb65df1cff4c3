/* Rodinia b+tree as the suite runs it: a work-group of ORDER work-items per query walks the
 * tree from the root, work-item t testing whether the query lies between keys t and t + 1 of
 * the current node; findK then takes the record whose key equals the query, findRangeK walks
 * two paths (start and end) and returns where the range's records start and how many.
 * Node slots past the node's keys hold INT_MAX, slot 0 INT_MIN. Differences from the suite's
 * code, for Oclgrind: the barriers that hand the next node from work-item 0 to the others
 * through global memory fence global memory (the suite fences only local memory), and the
 * test for a valid child reads the current node (the suite reads the node at `offset`, which
 * holds the same number at that point). */
#ifndef ORDER
#define ORDER 256
#endif

typedef struct {
    int keys[ORDER + 1];
    int indices[ORDER + 1]; /* children (inner nodes) or records (leaves) */
    int num_keys;
    int is_leaf;
} knode;

__kernel void findK(int height, __global const knode* nodes, int nnodes, __global const int* records,
                    __global int* curr, __global int* offset, __global const int* keys, __global int* ans)
{
    const int t = get_local_id(0), q = get_group_id(0);
    for (int l = 0; l < height; l++) {
        __global const knode* n = nodes + curr[q];
        if (n->keys[t] <= keys[q] && n->keys[t + 1] > keys[q] && n->indices[t] < nnodes)
            offset[q] = n->indices[t];
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (t == 0)
            curr[q] = offset[q];
        barrier(CLK_GLOBAL_MEM_FENCE);
    }
    if (nodes[curr[q]].keys[t] == keys[q])
        ans[q] = records[nodes[curr[q]].indices[t]];
}

__kernel void findRangeK(int height, __global const knode* nodes, int nnodes, __global int* curr,
                         __global int* offset, __global int* last, __global int* offset2,
                         __global const int* start, __global const int* end, __global int* recstart,
                         __global int* reclen)
{
    const int t = get_local_id(0), q = get_group_id(0);
    for (int l = 0; l < height; l++) {
        __global const knode* a = nodes + curr[q];
        __global const knode* b = nodes + last[q];
        if (a->keys[t] <= start[q] && a->keys[t + 1] > start[q] && a->indices[t] < nnodes)
            offset[q] = a->indices[t];
        if (b->keys[t] <= end[q] && b->keys[t + 1] > end[q] && b->indices[t] < nnodes)
            offset2[q] = b->indices[t];
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (t == 0) {
            curr[q] = offset[q];
            last[q] = offset2[q];
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
    }
    if (nodes[curr[q]].keys[t] == start[q])
        recstart[q] = nodes[curr[q]].indices[t];
    barrier(CLK_GLOBAL_MEM_FENCE);
    if (nodes[last[q]].keys[t] == end[q])
        reclen[q] = nodes[last[q]].indices[t] - recstart[q] + 1;
}
