/* Multiple Debye-Hueckel as an expert writes it for a GPU: atoms staged through local memory,
 * four grid points per work-item. The arithmetic per pair is the original's, so the three
 * versions differ only in how data moves. */
#define MDH_WG 128 /* the host reads it back as the kernel's compile work-group size */
#define MDH_PPI 4  /* grid points per work-item */

__kernel __attribute__((reqd_work_group_size(MDH_WG, 1, 1)))
void mdh_opt(__global const float* gx, __global const float* gy, __global const float* gz,
             __global const float* ax, __global const float* ay, __global const float* az,
             __global const float* charge, __global const float* size,
             __global float* val, int npoints, int natoms, float pre1, float xkappa) {
  /* x, y, z and size packed into one float4, charge beside it. */
  __local float4 atom[MDH_WG];
  __local float atom_charge[MDH_WG];
  const int lid = get_local_id(0);
  /* Work-item lid owns points base + k * MDH_WG: neighbours read neighbouring words. */
  const int base = get_group_id(0) * (MDH_WG * MDH_PPI) + lid;
  float px[MDH_PPI], py[MDH_PPI], pz[MDH_PPI], v[MDH_PPI];
  for (int k = 0; k < MDH_PPI; k++) {
    /* Points past the end compute on the last point (always valid) and are not written. */
    const int i = min(base + k * MDH_WG, npoints - 1);
    px[k] = gx[i];
    py[k] = gy[i];
    pz[k] = gz[i];
    v[k] = 0.0f;
  }
  for (int start = 0; start < natoms; start += MDH_WG) {
    const int n = min(MDH_WG, natoms - start); /* the last chunk is partial */
    barrier(CLK_LOCAL_MEM_FENCE); /* everyone is done with the previous chunk */
    if (lid < n) {
      const int j = start + lid;
      atom[lid] = (float4)(ax[j], ay[j], az[j], size[j]);
      atom_charge[lid] = charge[j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = 0; j < n; j++) {
      const float4 a = atom[j];
      const float q = atom_charge[j];
      for (int k = 0; k < MDH_PPI; k++) {
        const float dx = px[k] - a.x, dy = py[k] - a.y, dz = pz[k] - a.z;
        const float d = sqrt(dx * dx + dy * dy + dz * dz);
        v[k] += q * exp(-xkappa * (d - a.w)) / ((1.0f + xkappa * a.w) * d);
      }
    }
  }
  for (int k = 0; k < MDH_PPI; k++) {
    const int i = base + k * MDH_WG;
    if (i < npoints) val[i] = pre1 * v[k];
  }
}
