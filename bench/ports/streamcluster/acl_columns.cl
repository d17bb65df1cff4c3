/* streamcluster's pgain in ACL: a point's coordinates arrive as its column, its Point
 * struct (weight, assign, cost: 6 words) as its horizontal portion; its row of work_mem (K + 1
 * words, zero but for the one it sets) and its switch flag go back. Candidate x's
 * coordinates and the centre table are read where they lie (pass-through). */
void User_main(float* coord, float* p, float* work, char* sw, __global const float* coord_all,
               __global const int* center_table, int num, int x)
{
    if (get_acl_valid(sw) == 0) /* a padding work-item of a ragged block: p holds no Point */
        return;
    float x_cost = 0.0f;
    for (int d = 0; d < get_acl_size(coord); d++)
        x_cost += (coord[d] - coord_all[d * num + x]) * (coord[d] - coord_all[d * num + x]);
    x_cost *= p[0];
    sw[0] = x_cost < p[4] ? '1' : 0;
    if (x_cost < p[4])
        work[get_acl_size(work) - 1] = x_cost - p[4];
    else
        work[center_table[as_int(p[2])]] += p[4] - x_cost;
}
