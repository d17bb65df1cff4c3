/* Rodinia Gaussian elimination (forward phase, no pivoting) as the suite runs it: for each
 * column t, Fan1 computes the multipliers of the rows below the pivot, Fan2 subtracts the
 * pivot row from them (a work-item a word of the trailing rows, columns from t on) and
 * updates b. Both grids span the whole matrix; the suite leaves the group size to the
 * runtime. */
__kernel void fan1(__global float* m, __global const float* a, int n, int t)
{
    int r = get_global_id(0) + t + 1;
    if (r < n)
        m[r * n + t] = a[r * n + t] / a[t * n + t];
}

__kernel void fan2(__global const float* m, __global float* a, __global float* b, int n, int t)
{
    int r = get_global_id(0) + t + 1, c = get_global_id(1) + t;
    if (r >= n || c >= n) return;
    a[r * n + c] -= m[r * n + t] * a[t * n + c];
    if (c == t)
        b[r] -= m[r * n + t] * b[t];
}
