/* b+tree with the ACL version's decomposition in plain OpenCL: a query a work-item (groups of
 * 256), the tree walked by a linear scan of each node's keys. Kept to tell the cost of the
 * decomposition from the cost of ACL. -DRANGE: findRangeK, else findK. */
#ifndef ORDER
#define ORDER 256
#endif

typedef struct {
    int keys[ORDER + 1];
    int indices[ORDER + 1];
    int num_keys;
    int is_leaf;
} knode;

/* What key k's slot in its leaf holds (the index of its record), -1 where the leaf lacks k. */
int find(__global const knode* nodes, int nnodes, int height, int k)
{
    int n = 0;
    for (int l = 0; l < height; l++) {
        int t = 0;
        while (!(nodes[n].keys[t] <= k && nodes[n].keys[t + 1] > k && nodes[n].indices[t] < nnodes))
            t++;
        n = nodes[n].indices[t];
    }
    for (int t = 1; t < ORDER; t++)
        if (nodes[n].keys[t] == k)
            return nodes[n].indices[t];
    return -1;
}

#ifdef RANGE
__kernel void findRangeK(__global const int* start, __global const int* end, __global int* recstart, __global int* reclen,
                         __global const knode* nodes, int nnodes, int height, int count)
{
    const int q = get_global_id(0);
    if (q >= count) return;
    const int a = find(nodes, nnodes, height, start[q]), b = find(nodes, nnodes, height, end[q]);
    recstart[q] = max(a, 0);
    reclen[q] = b < 0 ? 0 : b - recstart[q] + 1;
}
#else
__kernel void findK(__global const int* key, __global int* ans, __global const knode* nodes, __global const int* records,
                    int nnodes, int height, int count)
{
    const int q = get_global_id(0);
    if (q >= count) return;
    const int r = find(nodes, nnodes, height, key[q]);
    ans[q] = r < 0 ? -1 : records[r];
}
#endif
