/* Times binarize kernels (uchar src -> dst, thres) interleaved; checks each output.
 * usage: hb N file:global:local ... ; each file defines ACL_kernel(src, dst, thres). */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec*1e3+t.tv_nsec*1e-6;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(int argc,char**argv){
  int n=atoi(argv[1]); int nf=argc-2; int reps=getenv("REPS")?atoi(getenv("REPS")):20;
  cl_platform_id pls[8],pl; cl_uint np=0; clGetPlatformIDs(8,pls,&np); pl=pls[0]; for(cl_uint i=0;i<np;i++){char nm[256];clGetPlatformInfo(pls[i],CL_PLATFORM_NAME,256,nm,0); if(strstr(nm,"Portable")) pl=pls[i];} cl_device_id dv; clGetDeviceIDs(pl,CL_DEVICE_TYPE_ALL,1,&dv,0);
  cl_context cx=clCreateContext(0,1,&dv,0,0,0); cl_command_queue q=clCreateCommandQueue(cx,dv,0,0);
  size_t N=(size_t)n*n; unsigned char*A=malloc(N),*B=malloc(N); srand(1); for(size_t i=0;i<N;i++)A[i]=rand();
  cl_mem bA=clCreateBuffer(cx,CL_MEM_READ_ONLY|CL_MEM_COPY_HOST_PTR,N,A,0),bB=clCreateBuffer(cx,CL_MEM_READ_WRITE,N,0,0);
  cl_kernel K[16]; size_t G[16],L[16]; double t[16][256]; int th=127;
  for(int f=0;f<nf;f++){char spec[512];strcpy(spec,argv[2+f]);char*c1=strchr(spec,':');*c1=0;char*c2=strchr(c1+1,':');*c2=0;G[f]=atol(c1+1);L[f]=atol(c2+1);
    FILE*fp=fopen(spec,"rb");fseek(fp,0,2);long Ln=ftell(fp);rewind(fp);char*s=malloc(Ln+1);fread(s,1,Ln,fp);s[Ln]=0;fclose(fp);
    cl_int e; cl_program p=clCreateProgramWithSource(cx,1,(const char**)&s,0,&e); e=clBuildProgram(p,1,&dv,"",0,0);
    if(e){char log[65536];clGetProgramBuildInfo(p,dv,CL_PROGRAM_BUILD_LOG,sizeof log,log,0);fprintf(stderr,"%s: %s\n",spec,log);return 1;}
    K[f]=clCreateKernel(p,"ACL_kernel",&e); clSetKernelArg(K[f],0,sizeof bA,&bA); clSetKernelArg(K[f],1,sizeof bB,&bB); clSetKernelArg(K[f],2,sizeof th,&th);}
  for(int r=-2;r<reps;r++) for(int f=0;f<nf;f++){
    unsigned char z=7; clEnqueueFillBuffer(q,bB,&z,1,0,N,0,0,0); clFinish(q);
    double t0=now(); clEnqueueNDRangeKernel(q,K[f],1,0,&G[f],&L[f],0,0,0); clFinish(q); double dt=now()-t0; if(r>=0)t[f][r]=dt;
    if(r==-1){clEnqueueReadBuffer(q,bB,1,0,N,B,0,0,0); for(size_t i=0;i<N;i++) if(B[i]!=(A[i]>th?255:0)){printf("%s WRONG at %zu\n",argv[2+f],i);return 1;}}
  }
  for(int f=0;f<nf;f++){qsort(t[f],reps,8,cmp);printf("%-30s wall median %.3f ms (min %.3f)\n",argv[2+f],t[f][reps/2],t[f][0]);}
}
