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

int find_slot(__global const knode* nodes, int nnodes, int height, int k, int* leaf)
{
    int n = 0;
    for (int l = 0; l < height; l++) {
        int t = 0;
        while (!(nodes[n].keys[t] <= k && nodes[n].keys[t + 1] > k && nodes[n].indices[t] < nnodes))
            t++;
        n = nodes[n].indices[t];
    }
    *leaf = n;
    for (int t = 1; t < ORDER; t++)
        if (nodes[n].keys[t] == k)
            return t;
    return 0;
}

#ifdef RANGE
__kernel void findRangeK(__global const int* start, __global const int* end, __global int* recstart, __global int* reclen,
                         __global const knode* nodes, int nnodes, int height, int count)
{
    const int q = get_global_id(0);
    if (q >= count) return;
    int a, b;
    const int sa = find_slot(nodes, nnodes, height, start[q], &a), sb = find_slot(nodes, nnodes, height, end[q], &b);
    recstart[q] = sa ? nodes[a].indices[sa] : 0;
    reclen[q] = sb ? nodes[b].indices[sb] - recstart[q] + 1 : 0;
}
#else
__kernel void findK(__global const int* key, __global int* ans, __global const knode* nodes, __global const int* records,
                    int nnodes, int height, int count)
{
    const int q = get_global_id(0);
    if (q >= count) return;
    int n;
    const int s = find_slot(nodes, nnodes, height, key[q], &n);
    ans[q] = s ? records[nodes[n].indices[s]] : -1;
}
#endif
