__kernel void ACL_kernel(__global const uchar* a, __global uchar* b, int t) { }
