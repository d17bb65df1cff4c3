/* particlefilter in ACL, a frame in three launches. -DLIKELIHOOD: a particle's position, seed,
 * pixel indices, likelihood and weight are its portions, the disk of offsets is shared
 * (COMMON), the frames are read where the indices say (pass-through); the weights' sum is
 * written ACL_PER_SLICE data. -DNORMALIZE: the weights divided by their sum, written also
 * to the CDF, which ACL_RNO1_SUM turns into their running sum, and the resampling points u.
 * Otherwise: the resampling by linear search of the CDF, and seed[0]'s step for u. */
inline float randu(int* seed)
{
    *seed = (1103515245 * *seed + 12345) % INT_MAX;
    return fabs(*seed / (float)INT_MAX);
}

inline float randn(int* seed)
{
    const float u = randu(seed), v = randu(seed);
    return sqrt(-2.0f * log(u)) * cos(2.0f * M_PI_F * v);
}

#if defined(LIKELIHOOD)
void User_main(float* xj, float* yj, float* x, float* y, int* seed, int* ind, float* lik, float* w, float* total,
               __local int* objxy, __global const uchar* I, int isz_y, int nfr, int k, int max_size, int n)
{
    x[0] = xj[0] + 1.0f + 5.0f * randn(seed);
    y[0] = yj[0] - 2.0f + 2.0f * randn(seed);
    float sum = 0.0f;
    for (int j = 0; j < get_acl_size(ind); j++) {
        ind[j] = abs(((int)x[0] + objxy[2 * j + 1]) * isz_y * nfr + ((int)y[0] + objxy[2 * j]) * nfr + k);
        ind[j] = ind[j] < max_size ? ind[j] : 0;
        const float p = I[ind[j]];
        sum += ((p - 100.0f) * (p - 100.0f) - (p - 228.0f) * (p - 228.0f)) / 50.0f;
    }
    lik[0] = sum / get_acl_size(ind) - 300;
    total[0] = w[0] = 1.0f / n * exp(lik[0]);
}
#elif defined(NORMALIZE)
void User_main(float* w, float* cdf, float* u, __global const float* total, __global const int* seed, int n)
{
    int next = seed[0];
    w[0] = cdf[0] = w[0] / total[0];
    u[0] = 1.0f / n * randu(&next) + get_acl_origin(u, 0) / (float)n;
}
#else
void User_main(float* u, float* xj, float* yj, __global const float* cdf, __global const float* x,
               __global const float* y, __global int* seed, int n)
{
    int index = n - 1;
    for (int j = 0; j < n; j++) {
        if (cdf[j] >= u[0]) {
            index = j;
            break;
        }
    }
    xj[0] = x[index];
    yj[0] = y[index];
    if (get_acl_origin(u, 0) == 0)
        seed[0] = (1103515245 * seed[0] + 12345) % INT_MAX;
}
#endif
