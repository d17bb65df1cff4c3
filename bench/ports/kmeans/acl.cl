/* kmeans in ACL. TRANSPOSE: kmeans_swap, a copy whose write-back transposes. Otherwise
 * kmeans_kernel_c: a point's features arrive as its column of the transposed array, the
 * cluster centres as a table the work-group shares. */
#ifdef TRANSPOSE
void User_main(float* src, float* dst)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dst[i] = src[i];
}
#else
void User_main(float* feature, __local float* clusters, int* membership, int nclusters)
{
    float best = FLT_MAX;
    int index = 0;
    for (int c = 0; c < nclusters; c++) {
        float dist = 0.0f;
        for (int l = 0; l < get_acl_size(feature); l++) {
            const float d = feature[l] - clusters[c * get_acl_size(feature) + l];
            dist += d * d;
        }
        if (dist < best) {
            best = dist;
            index = c;
        }
    }
    membership[0] = index;
}
#endif
