__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void k(__global const float* restrict g, __global float* restrict out) {
  __local float t[2048];
  event_t e = 0;
  for (int r = 0; r < 16; r++)
    e = async_work_group_copy(t + r * 128, g + get_group_id(0) * 128 + r * 4096, 128, e);
  wait_group_events(1, &e);
  out[get_global_id(0)] = t[get_local_id(0)] + t[2047 - get_local_id(0)];
}
