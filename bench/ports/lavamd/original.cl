/* Rodinia lavaMD as the suite runs it: a work-group of 128 work-items per home box of PAR
 * particles. The group stages the home box's positions in local memory, then each
 * neighbour box's positions and charges in turn (the home box first), and every work-item
 * adds the forces on its particles straight into fv in global memory.
 * A particle is (v, x, y, z) in a float4; boxes[b * 28] is the count of boxes box b
 * interacts with, the box numbers follow (b itself first). */
#ifndef PAR
#define PAR 100
#endif

__kernel void kernel_gpu_opencl(float alpha, __global const int* boxes, __global const float4* rv,
                                __global const float* qv, __global float4* fv)
{
    __local float4 rA[PAR], rB[PAR];
    __local float qB[PAR];
    const int bx = get_group_id(0), tx = get_local_id(0), nt = get_local_size(0);
    const float a2 = 2.0f * alpha * alpha;
    const int home = bx * PAR;
    __global const int* list = boxes + bx * 28;

    for (int i = tx; i < PAR; i += nt)
        rA[i] = rv[home + i];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < list[0]; k++) {
        const int first = list[1 + k] * PAR;
        for (int j = tx; j < PAR; j += nt) {
            rB[j] = rv[first + j];
            qB[j] = qv[first + j];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int i = tx; i < PAR; i += nt) {
            for (int j = 0; j < PAR; j++) {
                const float r2 = rA[i].s0 + rB[j].s0 - dot(rA[i].s123, rB[j].s123);
                const float vij = exp(-a2 * r2);
                const float fs = 2.0f * vij;
                const float3 d = rA[i].s123 - rB[j].s123;
                fv[home + i].s0 += qB[j] * vij;
                fv[home + i].s1 += qB[j] * fs * d.x;
                fv[home + i].s2 += qB[j] * fs * d.y;
                fv[home + i].s3 += qB[j] * fs * d.z;
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
