/* streamcluster's pgain in ACL as two launches, each a split the GPU class's private budget
 * takes (acl_columns.cl pins a point's whole column of coordinates). -DSUM: the squared distance of
 * every point to candidate x, summed down its column of coordinates (written ACL_PER_COLUMN),
 * x's coordinates arriving beside each row (ACL_PER_ROW, column x of the same array).
 * Otherwise: a point's distance, its Point struct (6 words) and its row of work_mem, as in
 * acl_columns.cl. */
#ifdef SUM
void User_main(float* coord, float* cx, float* dist)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dist[i] = (coord[i] - cx[i]) * (coord[i] - cx[i]);
}
#else
void User_main(float* dist, float* p, float* work, char* sw, __global const int* center_table)
{
    if (get_acl_valid(sw) == 0) /* a padding work-item of a ragged block: p holds no Point */
        return;
    const float x_cost = dist[0] * p[0];
    sw[0] = x_cost < p[4] ? '1' : 0;
    if (x_cost < p[4])
        work[get_acl_size(work) - 1] = x_cost - p[4];
    else
        work[center_table[as_int(p[2])]] += p[4] - x_cost;
}
#endif
