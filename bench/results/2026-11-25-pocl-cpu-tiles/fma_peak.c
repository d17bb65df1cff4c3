// Tight FMA loop in inline asm: 12 independent vfmadd231ps chains (ymm or zmm) per iteration,
// timed by wall clock and by the thread's CPU time; also TSC ticks per second.
#include <stdio.h>
#include <time.h>
#include <x86intrin.h>
static double now(clockid_t c){struct timespec t;clock_gettime(c,&t);return t.tv_sec+t.tv_nsec*1e-9;}
#define BODY(R) "vfmadd231ps %%" R "12,%%" R "13,%%" R "0\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "1\n" \
 "vfmadd231ps %%" R "12,%%" R "13,%%" R "2\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "3\n" \
 "vfmadd231ps %%" R "12,%%" R "13,%%" R "4\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "5\n" \
 "vfmadd231ps %%" R "12,%%" R "13,%%" R "6\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "7\n" \
 "vfmadd231ps %%" R "12,%%" R "13,%%" R "8\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "9\n" \
 "vfmadd231ps %%" R "12,%%" R "13,%%" R "10\n" "vfmadd231ps %%" R "12,%%" R "13,%%" R "11\n"
int main(){
  long n = 200000000;
  for (int z = 0; z < 2; z++) {
    double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_THREAD_CPUTIME_ID); unsigned long long t0 = __rdtsc();
    long i = n;
    if (z == 0) __asm__ volatile("vxorps %%ymm12,%%ymm12,%%ymm12\n1:\n" BODY("ymm") "dec %0\njnz 1b\n" : "+r"(i) :: "xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8","xmm9","xmm10","xmm11","xmm12","xmm13");
    else __asm__ volatile("vxorps %%ymm12,%%ymm12,%%ymm12\n1:\n" BODY("zmm") "dec %0\njnz 1b\n" : "+r"(i) :: "xmm0","xmm1","xmm2","xmm3","xmm4","xmm5","xmm6","xmm7","xmm8","xmm9","xmm10","xmm11","xmm12","xmm13");
    double w = now(CLOCK_MONOTONIC) - w0, c = now(CLOCK_THREAD_CPUTIME_ID) - c0; unsigned long long t = __rdtsc() - t0;
    double ins = 12.0 * n, fl = ins * (z ? 32 : 16);
    printf("%s: %.2f G FMA/s wall (%.1f GFLOP/s), %.2f G FMA per cpu-s (%.1f GFLOP/cpu-s); TSC %.3f GHz\n", z ? "zmm" : "ymm", ins / w / 1e9, fl / w / 1e9, ins / c / 1e9, fl / c / 1e9, t / w / 1e9);
  }
}
