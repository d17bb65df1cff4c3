/* b+tree in ACL: a query a work-item (a portion of one word: the split is pinned to 1); its
 * key(s) arrive and its answer goes back, the tree and the records are read where they lie
 * (pass-through). -DRANGE: findRangeK, else findK. */
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
void User_main(int* start, int* end, int* recstart, int* reclen, __global const knode* nodes, int nnodes, int height)
{
    const int a = find(nodes, nnodes, height, start[0]), b = find(nodes, nnodes, height, end[0]);
    recstart[0] = max(a, 0);
    reclen[0] = b < 0 ? 0 : b - recstart[0] + 1;
}
#else
void User_main(int* key, int* ans, __global const knode* nodes, __global const int* records, int nnodes, int height)
{
    const int r = find(nodes, nnodes, height, key[0]);
    ans[0] = r < 0 ? -1 : records[r];
}
#endif
