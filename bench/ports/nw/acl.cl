/* Needleman-Wunsch in place with dependency ACL_RNO1: the score table is read (row 0 and
 * column 0 hold the gap penalties, kept as read) and written, and each portion, a column of
 * cells, runs after its neighbours above, above-left and left, which arrive after processing. */
void User_main(int* ref, int* score, int penalty)
{
    const int s = get_acl_size(score), y0 = get_acl_origin(score, 1);
    const int* left = get_acl_nbh(score, 2);
    int up = get_acl_nbh(score, 0)[s - 1], diag = get_acl_nbh(score, 1)[s - 1];
    if (get_acl_origin(score, 0) == 0) return;
    for (int k = 0; k < s; k++) {
        if (y0 + k > 0) score[k] = max(max(diag + ref[k], left[k] - penalty), up - penalty);
        up = score[k];
        diag = left[k];
    }
}
