/* Rodinia cfd (euler3d) as the suite runs it: the unknowns of element i are variables[i + v *
 * nelr] (density, momentum x y z, density energy), nelr the element count rounded up to the
 * group of 192. An iteration: compute_step_factor, then three Runge-Kutta stages of
 * compute_flux (over the 4 faces of each element, neighbours by index, -1 a wing boundary,
 * -2 the far field) and time_step, one work-item an element. */
#define GAMMA 1.4f
#define NNB 4
#define NVAR 5
#define RK 3

typedef struct {
    float x, y, z;
} float3_t;

inline float pressure_of(float density, float energy, float speed_sqd)
{
    return (GAMMA - 1.0f) * (energy - 0.5f * density * speed_sqd);
}

inline float sound_speed(float density, float pressure)
{
    return sqrt(GAMMA * pressure / density);
}

/* The flux contributions (fx, fy, fz: momentum rows; fe: energy) of one element. */
inline void flux_contribution(float density, float3 m, float energy, float p, float3 vel, float3* fx,
                              float3* fy, float3* fz, float3* fe)
{
    *fx = (float3)(vel.x * m.x + p, vel.x * m.y, vel.x * m.z);
    *fy = (float3)(fx->y, vel.y * m.y + p, vel.y * m.z);
    *fz = (float3)(fx->z, fy->z, vel.z * m.z + p);
    *fe = vel * (energy + p);
}

__kernel void compute_step_factor(__global const float* variables, __global const float* areas,
                                  __global float* step_factors, int nelr)
{
    const int i = get_global_id(0);
    if (i >= nelr) return;
    const float density = variables[i];
    const float3 m = (float3)(variables[i + nelr], variables[i + 2 * nelr], variables[i + 3 * nelr]);
    const float energy = variables[i + 4 * nelr];
    const float3 vel = m / density;
    const float speed_sqd = dot(vel, vel);
    const float c = sound_speed(density, pressure_of(density, energy, speed_sqd));
    step_factors[i] = 0.5f / (sqrt(areas[i]) * (sqrt(speed_sqd) + c));
}

__kernel void compute_flux(__global const int* neighbours, __global const float* normals,
                           __global const float* variables, __constant float* ff_variable,
                           __global float* fluxes, __constant float3_t* ff_fc_energy,
                           __constant float3_t* ff_fc_x, __constant float3_t* ff_fc_y,
                           __constant float3_t* ff_fc_z, int nelr)
{
    const float smoothing = 0.2f;
    const int i = get_global_id(0);
    if (i >= nelr) return;
    const float density_i = variables[i];
    const float3 m_i = (float3)(variables[i + nelr], variables[i + 2 * nelr], variables[i + 3 * nelr]);
    const float energy_i = variables[i + 4 * nelr];
    const float3 vel_i = m_i / density_i;
    const float speed_sqd_i = dot(vel_i, vel_i);
    const float speed_i = sqrt(speed_sqd_i);
    const float p_i = pressure_of(density_i, energy_i, speed_sqd_i);
    const float c_i = sound_speed(density_i, p_i);
    float3 fx_i, fy_i, fz_i, fe_i;
    flux_contribution(density_i, m_i, energy_i, p_i, vel_i, &fx_i, &fy_i, &fz_i, &fe_i);

    float flux_density = 0.0f, flux_energy = 0.0f;
    float3 flux_m = (float3)(0.0f);
    for (int j = 0; j < NNB; j++) {
        const int nb = neighbours[i + j * nelr];
        const float3 normal = (float3)(normals[i + j * nelr], normals[i + (j + NNB) * nelr],
                                       normals[i + (j + 2 * NNB) * nelr]);
        const float normal_len = sqrt(dot(normal, normal));
        if (nb >= 0) {
            const float density_nb = variables[nb];
            const float3 m_nb = (float3)(variables[nb + nelr], variables[nb + 2 * nelr], variables[nb + 3 * nelr]);
            const float energy_nb = variables[nb + 4 * nelr];
            const float3 vel_nb = m_nb / density_nb;
            const float speed_sqd_nb = dot(vel_nb, vel_nb);
            const float p_nb = pressure_of(density_nb, energy_nb, speed_sqd_nb);
            const float c_nb = sound_speed(density_nb, p_nb);
            float3 fx_nb, fy_nb, fz_nb, fe_nb;
            flux_contribution(density_nb, m_nb, energy_nb, p_nb, vel_nb, &fx_nb, &fy_nb, &fz_nb, &fe_nb);
            /* artificial viscosity */
            const float factor = -normal_len * smoothing * 0.5f * (speed_i + sqrt(speed_sqd_nb) + c_i + c_nb);
            flux_density += factor * (density_i - density_nb);
            flux_energy += factor * (energy_i - energy_nb);
            flux_m += factor * (m_i - m_nb);
            /* the face's centred flux */
            const float3 h = 0.5f * normal;
            flux_density += dot(h, m_nb + m_i);
            flux_energy += dot(h, fe_nb + fe_i);
            flux_m.x += dot(h, fx_nb + fx_i);
            flux_m.y += dot(h, fy_nb + fy_i);
            flux_m.z += dot(h, fz_nb + fz_i);
        } else if (nb == -1) {
            flux_m += normal * p_i;
        } else if (nb == -2) {
            const float3 h = 0.5f * normal;
            const float3 ff_m = (float3)(ff_variable[1], ff_variable[2], ff_variable[3]);
            flux_density += dot(h, ff_m + m_i);
            flux_energy += dot(h, (float3)(ff_fc_energy[0].x, ff_fc_energy[0].y, ff_fc_energy[0].z) + fe_i);
            flux_m.x += dot(h, (float3)(ff_fc_x[0].x, ff_fc_x[0].y, ff_fc_x[0].z) + fx_i);
            flux_m.y += dot(h, (float3)(ff_fc_y[0].x, ff_fc_y[0].y, ff_fc_y[0].z) + fy_i);
            flux_m.z += dot(h, (float3)(ff_fc_z[0].x, ff_fc_z[0].y, ff_fc_z[0].z) + fz_i);
        }
    }
    fluxes[i] = flux_density;
    fluxes[i + nelr] = flux_m.x;
    fluxes[i + 2 * nelr] = flux_m.y;
    fluxes[i + 3 * nelr] = flux_m.z;
    fluxes[i + 4 * nelr] = flux_energy;
}

__kernel void time_step(int j, int nelr, __global const float* old_variables, __global float* variables,
                        __global const float* step_factors, __global const float* fluxes)
{
    const int i = get_global_id(0);
    if (i >= nelr) return;
    const float factor = step_factors[i] / (float)(RK + 1 - j);
    for (int v = 0; v < NVAR; v++)
        variables[i + v * nelr] = old_variables[i + v * nelr] + factor * fluxes[i + v * nelr];
}
