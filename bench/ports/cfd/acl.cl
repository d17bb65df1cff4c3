/* cfd (euler3d) in ACL: an element's unknowns (5 rows), face neighbours (4 rows) and face
 * normals (12 rows) arrive as its column; neighbours' unknowns are read where they lie
 * (pass-through). -DSTEP: compute_step_factor, -DFLUX: compute_flux, else time_step. */
#define GAMMA 1.4f

inline float pressure_of(float density, float energy, float speed_sqd)
{
    return (GAMMA - 1.0f) * (energy - 0.5f * density * speed_sqd);
}

inline float sound_speed(float density, float pressure)
{
    return sqrt(GAMMA * pressure / density);
}

inline void flux_contribution(float density, float3 m, float energy, float p, float3 vel, float3* fx,
                              float3* fy, float3* fz, float3* fe)
{
    *fx = (float3)(vel.x * m.x + p, vel.x * m.y, vel.x * m.z);
    *fy = (float3)(fx->y, vel.y * m.y + p, vel.y * m.z);
    *fz = (float3)(fx->z, fy->z, vel.z * m.z + p);
    *fe = vel * (energy + p);
}

#if defined(STEP)
void User_main(float* v, float* area, float* step)
{
    const float3 vel = (float3)(v[1], v[2], v[3]) / v[0];
    const float c = sound_speed(v[0], pressure_of(v[0], v[4], dot(vel, vel)));
    step[0] = 0.5f / (sqrt(area[0]) * (sqrt(dot(vel, vel)) + c));
}
#elif defined(FLUX)
/* ff: the far field's unknowns (5 words), then its flux contributions fe, fx, fy, fz. */
void User_main(float* v, int* nb, float* n, float* f, __local float* ff, __global const float* vars, int nelr)
{
    const float3 m_i = (float3)(v[1], v[2], v[3]), vel_i = m_i / v[0];
    const float p_i = pressure_of(v[0], v[4], dot(vel_i, vel_i)), c_i = sound_speed(v[0], p_i);
    float3 fx_i, fy_i, fz_i, fe_i;
    flux_contribution(v[0], m_i, v[4], p_i, vel_i, &fx_i, &fy_i, &fz_i, &fe_i);
    for (int j = 0; j < 4; j++) {
        const float3 normal = (float3)(n[j], n[j + 4], n[j + 8]), h = 0.5f * normal;
        float3 m = (float3)(ff[1], ff[2], ff[3]), fe = vload3(0, ff + 5), fx = vload3(0, ff + 8),
               fy = vload3(0, ff + 11), fz = vload3(0, ff + 14);
        if (nb[j] >= 0) {
            const float density = vars[nb[j]], energy = vars[nb[j] + 4 * nelr];
            m = (float3)(vars[nb[j] + nelr], vars[nb[j] + 2 * nelr], vars[nb[j] + 3 * nelr]);
            const float3 vel = m / density;
            const float p = pressure_of(density, energy, dot(vel, vel));
            flux_contribution(density, m, energy, p, vel, &fx, &fy, &fz, &fe);
            const float factor = -sqrt(dot(normal, normal)) * 0.2f * 0.5f *
                                 (sqrt(dot(vel_i, vel_i)) + sqrt(dot(vel, vel)) + c_i + sound_speed(density, p));
            f[0] += factor * (v[0] - density);
            f[4] += factor * (v[4] - energy);
            vstore3(vload3(0, f + 1) + factor * (m_i - m), 0, f + 1);
        }
        if (nb[j] == -1) {
            vstore3(vload3(0, f + 1) + normal * p_i, 0, f + 1);
        } else {
            f[0] += dot(h, m + m_i);
            f[4] += dot(h, fe + fe_i);
            vstore3(vload3(0, f + 1) + (float3)(dot(h, fx + fx_i), dot(h, fy + fy_i), dot(h, fz + fz_i)), 0, f + 1);
        }
    }
}
#else
void User_main(float* old, float* step, float* flux, float* v, float rk_divisor)
{
    for (int i = 0; i < 5; i++)
        v[i] = old[i] + step[0] / rk_divisor * flux[i];
}
#endif
