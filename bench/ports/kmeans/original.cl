/* Rodinia kmeans as the suite runs it on the device: kmeans_swap transposes the points once
 * (a point a row -> a feature a row), then kmeans_kernel_c gives every point the index of its
 * nearest cluster centre, one work-item a point, in groups of 256. */
#ifndef FLT_MAX
#define FLT_MAX 3.40282347e+38f
#endif

__kernel void kmeans_swap(__global const float* feature, __global float* feature_t,
                          int npoints, int nfeatures)
{
    const int p = get_global_id(0);
    if (p >= npoints) return;
    for (int l = 0; l < nfeatures; l++)
        feature_t[l * npoints + p] = feature[p * nfeatures + l];
}

__kernel void kmeans_kernel_c(__global const float* feature_t, __global const float* clusters,
                              __global int* membership, int npoints, int nclusters, int nfeatures)
{
    const int p = get_global_id(0);
    if (p >= npoints) return;
    float best = FLT_MAX;
    int index = 0;
    for (int c = 0; c < nclusters; c++) {
        float dist = 0.0f;
        for (int l = 0; l < nfeatures; l++) {
            const float d = feature_t[l * npoints + p] - clusters[c * nfeatures + l];
            dist += d * d;
        }
        if (dist < best) {
            best = dist;
            index = c;
        }
    }
    membership[p] = index;
}
