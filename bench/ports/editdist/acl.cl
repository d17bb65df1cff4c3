/* Edit (Levenshtein) distance table with dependency ACL_RNO1: a portion is a column of cells
 * and runs after its neighbours above, above-left and left (after processing). The two
 * strings are shared by the group (ACL_COMMON). */
void User_main(__local uchar* a, __local uchar* b, int* dist)
{
    const int s = get_acl_size(dist), x = get_acl_origin(dist, 0), y0 = get_acl_origin(dist, 1);
    const int* left = get_acl_nbh(dist, 2);
    int up = get_acl_nbh(dist, 0)[s - 1], diag = get_acl_nbh(dist, 1)[s - 1];
    for (int k = 0; k < get_acl_valid(dist); k++) {
        const int y = y0 + k;
        dist[k] = x == 0 || y == 0 ? x + y : min(min(up, left[k]) + 1, diag + (a[x - 1] != b[y - 1]));
        up = dist[k];
        diag = left[k];
    }
}
