/* Rodinia nn: the distance of every record (latitude, longitude) to the target, one
 * work-item a record; the host then picks the nearest records. */
typedef struct {
    float lat, lng;
} LatLong;

__kernel void NearestNeighbor(__global const LatLong* locations, __global float* distances,
                              int n, float lat, float lng)
{
    const int i = get_global_id(0);
    if (i >= n) return;
    const float dlat = lat - locations[i].lat, dlng = lng - locations[i].lng;
    distances[i] = sqrt(dlat * dlat + dlng * dlng);
}
