/* Multiple Debye-Hueckel as an ACL user writes it (paper Table 3): grid points arrive in
 * private memory, atoms in local-memory chunks, and val accumulates over the chunks. */
void User_main(float* gx, float* gy, float* gz,
               __local float* ax, __local float* ay, __local float* az,
               __local float* charge, __local float* size,
               float* val, float pre1, float xkappa)
{
    /* Only the real atoms of this chunk: the last one is partial, padding must not count. */
    for (int j = 0; j < get_acl_valid(ax); j++) {
        for (int i = 0; i < get_ac_size(1); i++) {
            float dx = gx[i] - ax[j], dy = gy[i] - ay[j], dz = gz[i] - az[j];
            float d = sqrt(dx * dx + dy * dy + dz * dz);
            val[i] += pre1 * charge[j] * exp(-xkappa * (d - size[j])) / ((1.0f + xkappa * size[j]) * d);
        }
    }
}
