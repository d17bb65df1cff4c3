/* b+tree in ACL: a query a work-item; its key(s) arrive and its answer goes back, the tree
 * and the records are read where they lie (pass-through). -DRANGE: findRangeK, else findK. */
#ifndef ORDER
#define ORDER 256
#endif

typedef struct {
    int keys[ORDER + 1];
    int indices[ORDER + 1];
    int num_keys;
    int is_leaf;
} knode;

/* The leaf that holds key k, and k's slot there (0: not there). */
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
void User_main(int* start, int* end, int* recstart, int* reclen, __global const knode* nodes, int nnodes, int height)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        int a, b;
        const int sa = find_slot(nodes, nnodes, height, start[i], &a), sb = find_slot(nodes, nnodes, height, end[i], &b);
        recstart[i] = sa ? nodes[a].indices[sa] : 0;
        reclen[i] = sb ? nodes[b].indices[sb] - recstart[i] + 1 : 0;
    }
}
#else
void User_main(int* key, int* ans, __global const knode* nodes, __global const int* records, int nnodes, int height)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        int n;
        const int s = find_slot(nodes, nnodes, height, key[i], &n);
        ans[i] = s ? records[nodes[n].indices[s]] : -1;
    }
}
#endif
