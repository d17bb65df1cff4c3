/* Times dumped y = A x kernels alone (4096^2 floats by default N), interleaved, and checks
 * every result exactly against a CPU reference (output poisoned with NaN before each run;
 * NOCHECK=1 skips the check, for variants that compute something else). Each file must
 * define ACL_kernel(A, x, y) and ACL_init(A, x, y) as the generated kernels do; ACL_kernel
 * runs as `groups` work-groups of one work-item. Prints the median wall time of
 * ACL_init + ACL_kernel and the median process CPU time (all PoCL threads) per call.
 *   cc -O2 -o harness harness.c -lOpenCL
 *   POCL_AFFINITY=1 REPS=40 ./harness 4096 8192 ax-before.cl ax-after.cl
 */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec*1e-6;}
static double cpu(){struct timespec t;clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);return t.tv_sec*1e3+t.tv_nsec*1e-6;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
  /* usage: h N groups file1.cl [file2.cl ...]  (interleaved) */
  int n=atoi(argv[1]); size_t groups=atoi(argv[2]); size_t G[16]; int nf=argc-3; int reps=getenv("REPS")?atoi(getenv("REPS")):15;
  cl_platform_id pls[8],pl; cl_uint np=0; clGetPlatformIDs(8,pls,&np); pl=pls[0]; for(cl_uint i=0;i<np;i++){char nm[256];clGetPlatformInfo(pls[i],CL_PLATFORM_NAME,256,nm,0); if(strstr(nm,"Portable")) pl=pls[i];} cl_device_id dv; clGetDeviceIDs(pl,CL_DEVICE_TYPE_ALL,1,&dv,0);
  cl_context cx=clCreateContext(0,1,&dv,0,0,0); cl_command_queue q=clCreateCommandQueue(cx,dv,0,0);
  size_t N=(size_t)n*n; float*A=malloc(N*4),*x=malloc(n*4),*y=malloc(n*4); double*ref=malloc(n*8);
  srand(1); for(size_t i=0;i<N;i++)A[i]=(float)(rand()%9-4); for(int i=0;i<n;i++)x[i]=(float)(rand()%9-4);
  if(getenv("TRANS")){for(int j=0;j<n;j++)ref[j]=0;for(int i=0;i<n;i++)for(int j=0;j<n;j++)ref[j]+=A[(size_t)i*n+j]*x[i];}else for(int i=0;i<n;i++){double s=0;for(int j=0;j<n;j++)s+=A[(size_t)i*n+j]*x[j];ref[i]=s;}
  cl_mem bA=clCreateBuffer(cx,CL_MEM_READ_ONLY|CL_MEM_COPY_HOST_PTR,N*4,A,0),bx=clCreateBuffer(cx,CL_MEM_READ_ONLY|CL_MEM_COPY_HOST_PTR,n*4,x,0),by=clCreateBuffer(cx,CL_MEM_READ_WRITE,n*4,0,0);
  cl_kernel K[16],I[16]; double t[16][64],c[16][64];
  for(int f=0;f<nf;f++){char*cc=strchr(argv[3+f],':');G[f]=groups;if(cc){*cc=0;G[f]=atoi(cc+1);}FILE*fp=fopen(argv[3+f],"rb");fseek(fp,0,2);long L=ftell(fp);rewind(fp);char*s=malloc(L+1);fread(s,1,L,fp);s[L]=0;fclose(fp);
    cl_int e; cl_program p=clCreateProgramWithSource(cx,1,(const char**)&s,0,&e); e=clBuildProgram(p,1,&dv,"",0,0);
    if(e){char log[65536];clGetProgramBuildInfo(p,dv,CL_PROGRAM_BUILD_LOG,sizeof log,log,0);fprintf(stderr,"%s: %s\n",argv[3+f],log);return 1;}
    K[f]=clCreateKernel(p,"ACL_kernel",&e); I[f]=clCreateKernel(p,"ACL_init",&e);
    for(int a=0;a<3;a++){cl_mem m=a==0?bA:a==1?bx:by;clSetKernelArg(K[f],a,sizeof m,&m);clSetKernelArg(I[f],a,sizeof m,&m);}}
  for(int r=-2;r<reps;r++) for(int f=0;f<nf;f++){
    float nan=0.f/0.f; clEnqueueFillBuffer(q,by,&nan,4,0,n*4,0,0,0); clFinish(q);
    size_t g1=getenv("INITG")?atoi(getenv("INITG")):256,l1=getenv("INITL")?atoi(getenv("INITL")):1,gk=G[f],lk=1; double t0=now(),c0=cpu();
    const char*im=getenv("INIT"); float zero=0.f;
    if(im&&!strcmp(im,"none")){clEnqueueFillBuffer(q,by,&zero,4,0,n*4,0,0,0);clFinish(q);t0=now();c0=cpu();}
    if(im&&!strcmp(im,"fill")) clEnqueueFillBuffer(q,by,&zero,4,0,n*4,0,0,0);
    else if(!im||strcmp(im,"none")) clEnqueueNDRangeKernel(q,I[f],1,0,&g1,&l1,0,0,0);
    clEnqueueNDRangeKernel(q,K[f],1,0,&gk,&lk,0,0,0); clFinish(q);
    double dt=now()-t0,dc=cpu()-c0; if(r>=0){t[f][r]=dt;c[f][r]=dc;}
    clEnqueueReadBuffer(q,by,1,0,n*4,y,0,0,0); if(!getenv("NOCHECK")&&!strstr(argv[3+f],"nf.cl")) for(int i=0;i<n;i++) if(y[i]!=ref[i]){printf("%s WRONG at %d: %g vs %g\n",argv[3+f],i,y[i],ref[i]);return 1;}
  }
  for(int f=0;f<nf;f++){qsort(t[f],reps,8,cmp);qsort(c[f],reps,8,cmp);printf("%-20s wall median %.3f ms (min %.3f)  cpu median %.3f (min %.3f)\n",argv[3+f],t[f][reps/2],t[f][0],c[f][reps/2],c[f][0]);}
}
