/* Multiple Debye-Hueckel as a newcomer writes it: one work-item per grid point, atoms from
 * global memory. */
__kernel void mdh(__global const float* gx, __global const float* gy, __global const float* gz,
                  __global const float* ax, __global const float* ay, __global const float* az,
                  __global const float* charge, __global const float* size,
                  __global float* val, int npoints, int natoms, float pre1, float xkappa) {
  const int i = get_global_id(0);
  /* The NDRange is rounded up to whole work-groups. */
  if (i >= npoints) return;
  float v = 0.0f;
  for (int j = 0; j < natoms; j++) {
    const float dx = gx[i] - ax[j], dy = gy[i] - ay[j], dz = gz[i] - az[j];
    const float d = sqrt(dx * dx + dy * dy + dz * dz);
    v += charge[j] * exp(-xkappa * (d - size[j])) / ((1.0f + xkappa * size[j]) * d);
  }
  val[i] = pre1 * v;
}
