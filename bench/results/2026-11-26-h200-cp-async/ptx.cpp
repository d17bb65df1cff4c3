// Builds an OpenCL file on the NVIDIA platform and prints its binary (PTX text).
#define CL_HPP_TARGET_OPENCL_VERSION 120
#define CL_HPP_MINIMUM_OPENCL_VERSION 120
#include <CL/opencl.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
int main(int argc, char** argv) {
  std::vector<cl::Platform> ps;
  cl::Platform::get(&ps);
  cl::Device dev;
  for (auto& p : ps)
    if (p.getInfo<CL_PLATFORM_NAME>().find("NVIDIA") != std::string::npos) {
      std::vector<cl::Device> ds;
      p.getDevices(CL_DEVICE_TYPE_ALL, &ds);
      dev = ds[0];
    }
  cl::Context ctx(dev);
  std::ifstream f(argv[1]);
  std::stringstream ss;
  ss << f.rdbuf();
  cl::Program prog(ctx, ss.str());
  try { prog.build(argc > 2 ? argv[2] : ""); } catch (...) {
    std::printf("%s\n", prog.getBuildInfo<CL_PROGRAM_BUILD_LOG>(dev).c_str());
    return 1;
  }
  auto bins = prog.getInfo<CL_PROGRAM_BINARIES>();
  for (auto& b : bins) std::fwrite(b.data(), 1, b.size(), stdout);
}
