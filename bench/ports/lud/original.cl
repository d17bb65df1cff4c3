/* Rodinia LUD, in-place LU decomposition without pivoting (L unit lower, U upper) of an
 * n x n matrix in BS x BS blocks, as the suite runs it: for each block offset o, the
 * diagonal block (one group of BS), the blocks right of it and below it (a group of 2 BS a
 * block pair), then every trailing block (a BS x BS group a block). */
#ifndef BS
#define BS 16
#endif

/* Factors the diagonal block at (o, o) in local memory; work-item t owns column t of U's
 * rows and row t of L's columns. */
__kernel void lud_diagonal(__global float* m, __local float* blk, int n, int o)
{
    int t = get_local_id(0);
    for (int r = 0; r < BS; r++)
        blk[r * BS + t] = m[(o + r) * n + o + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int i = 0; i < BS - 1; i++) {
        if (t > i) {  /* L[t][i] */
            float v = blk[t * BS + i];
            for (int j = 0; j < i; j++)
                v -= blk[t * BS + j] * blk[j * BS + i];
            blk[t * BS + i] = v / blk[i * BS + i];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (t > i) {  /* U[i + 1][t] */
            float v = blk[(i + 1) * BS + t];
            for (int j = 0; j <= i; j++)
                v -= blk[(i + 1) * BS + j] * blk[j * BS + t];
            blk[(i + 1) * BS + t] = v;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 1; r < BS; r++)
        m[(o + r) * n + o + t] = blk[r * BS + t];
}

/* Group b: the first BS work-items solve U's block right of the diagonal (rows o.., block
 * column b + 1 after it) with L's unit triangle, the other BS solve L's block below it with
 * U's triangle; each half loads half the diagonal block. */
__kernel void lud_perimeter(__global float* m, __local float* dia, __local float* row,
                            __local float* col, int n, int o)
{
    int t = get_local_id(0) % BS, side = get_local_id(0) / BS;
    int b = o + (get_group_id(0) + 1) * BS;
    for (int r = side * BS / 2; r < (side + 1) * BS / 2; r++)
        dia[r * BS + t] = m[(o + r) * n + o + t];
    for (int r = 0; r < BS; r++) {
        if (side == 0)
            row[r * BS + t] = m[(o + r) * n + b + t];
        else
            col[r * BS + t] = m[(b + r) * n + o + t];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (side == 0) {  /* column t of U's block */
        for (int i = 1; i < BS; i++) {
            float v = row[i * BS + t];
            for (int j = 0; j < i; j++)
                v -= dia[i * BS + j] * row[j * BS + t];
            row[i * BS + t] = v;
        }
    } else {  /* row t of L's block */
        for (int i = 0; i < BS; i++) {
            float v = col[t * BS + i];
            for (int j = 0; j < i; j++)
                v -= col[t * BS + j] * dia[j * BS + i];
            col[t * BS + i] = v / dia[i * BS + i];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int r = 1 - side; r < BS; r++) {
        if (side == 0)
            m[(o + r) * n + b + t] = row[r * BS + t];
        else
            m[(b + r) * n + o + t] = col[r * BS + t];
    }
}

/* Trailing block (by + 1, bx + 1) after the offset: minus L's block on its rows times U's
 * block on its columns, both staged in local memory, a word a work-item. */
__kernel void lud_internal(__global float* m, __local float* row, __local float* col, int n, int o)
{
    int tx = get_local_id(0), ty = get_local_id(1);
    int r = o + (get_group_id(1) + 1) * BS, c = o + (get_group_id(0) + 1) * BS;
    row[ty * BS + tx] = m[(o + ty) * n + c + tx];
    col[ty * BS + tx] = m[(r + ty) * n + o + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    float sum = 0.0f;
    for (int i = 0; i < BS; i++)
        sum += col[ty * BS + i] * row[i * BS + tx];
    m[(r + ty) * n + c + tx] -= sum;
}
