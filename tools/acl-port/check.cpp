// acl-port check: builds the original kernel and the translation, runs both on the same
// seeded random inputs (at the sizes given, then at a ragged size), and compares every
// buffer afterwards: exact for integers, a relative tolerance for floats.
#include <acl/acl.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "port.hpp"

namespace port {
namespace {

struct Cl {
  cl_context ctx = nullptr;
  cl_command_queue q = nullptr;
  cl_device_id dev = nullptr;
  ~Cl() {
    if (q) clReleaseCommandQueue(q);
    if (ctx) clReleaseContext(ctx);
  }
};

bool scalar_bytes(const Param& p, const std::string& v, std::vector<unsigned char>& out) {
  out.assign(p.scalar.bytes, 0);
  char* end = nullptr;
  if (p.scalar.is_float) {
    double d = std::strtod(v.c_str(), &end);
    if (*end) return false;
    if (p.scalar.bytes == 4) {
      float f = float(d);
      std::memcpy(out.data(), &f, 4);
    } else if (p.scalar.bytes == 8) {
      std::memcpy(out.data(), &d, 8);
    } else {
      return false;
    }
    return true;
  }
  long long x = std::strtoll(v.c_str(), &end, 0);
  if (*end || p.scalar.bytes > 8) return false;
  std::memcpy(out.data(), &x, p.scalar.bytes);  // little-endian hosts
  return true;
}

void fill(const Param& p, std::vector<unsigned char>& data, std::mt19937& rng) {
  if (p.components == 0) {
    for (auto& b : data) b = (unsigned char)(rng() & 0xff);
    return;
  }
  const Scalar& s = p.scalar;
  size_t n = data.size() / s.bytes;
  for (size_t i = 0; i < n; i++) {
    unsigned char* w = data.data() + i * s.bytes;
    if (s.is_float) {
      double d = std::uniform_real_distribution<double>(-1.0, 1.0)(rng);
      if (s.bytes == 4) {
        float f = float(d);
        std::memcpy(w, &f, 4);
      } else if (s.bytes == 8) {
        std::memcpy(w, &d, 8);
      } else {
        uint16_t h = uint16_t(0x3800 + (rng() & 0x3ff));  // half in [0.5, 1)
        std::memcpy(w, &h, 2);
      }
    } else {
      long long x = s.bytes == 1 ? static_cast<long long>(rng() & 0xff) : static_cast<long long>(rng() % 1000);
      std::memcpy(w, &x, s.bytes);
    }
  }
}

/** Compares two buffers of one parameter; returns mismatching words, fills `first`. */
size_t compare(const Param& p, const std::vector<unsigned char>& want,
               const std::vector<unsigned char>& got, double tol, std::string& first,
               double& max_rel, long long width) {
  size_t bad = 0;
  const Scalar& s = p.scalar;
  unsigned comps = p.components ? p.components : p.word_size;
  unsigned cb = p.components ? s.bytes : 1;
  size_t n = want.size() / cb;
  for (size_t i = 0; i < n; i++) {
    const unsigned char *a = want.data() + i * cb, *b = got.data() + i * cb;
    bool ok;
    double rel = 0;
    if (p.components && s.is_float && (cb == 4 || cb == 8)) {
      double x, y;
      if (cb == 4) {
        float fx, fy;
        std::memcpy(&fx, a, 4);
        std::memcpy(&fy, b, 4);
        x = fx;
        y = fy;
      } else {
        std::memcpy(&x, a, 8);
        std::memcpy(&y, b, 8);
      }
      if (std::isnan(x) || std::isnan(y)) ok = std::isnan(x) && std::isnan(y);
      else {
        rel = std::fabs(x - y) / std::max(1.0, std::fabs(x));
        ok = rel <= tol;
      }
      max_rel = std::max(max_rel, rel);
      if (!ok && first.empty()) {
        long long word = (long long)(i / comps);
        char buf[160];
        std::snprintf(buf, sizeof buf, "word %lld (x %lld, y %lld): original %.9g, ACL %.9g", word,
                      width ? word % width : word, width ? word / width : 0, x, y);
        first = buf;
      }
    } else {
      ok = std::memcmp(a, b, cb) == 0;
      if (!ok && first.empty()) {
        long long word = (long long)(i / comps);
        long long x = 0, y = 0;
        std::memcpy(&x, a, std::min(cb, 8u));
        std::memcpy(&y, b, std::min(cb, 8u));
        first = "word " + std::to_string(word) + " (x " + std::to_string(width ? word % width : word) +
                ", y " + std::to_string(width ? word / width : 0) + "): original " + std::to_string(x) +
                ", ACL " + std::to_string(y);
      }
    }
    if (!ok) bad++;
  }
  return bad;
}

std::string options_of(const Options& opt) {
  std::string s;
  for (auto& d : opt.defines) s += (s.empty() ? "" : " ") + d;
  return s;
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

double median(std::vector<double> ms) {
  std::sort(ms.begin(), ms.end());
  size_t n = ms.size();
  return n % 2 ? ms[n / 2] : 0.5 * (ms[n / 2 - 1] + ms[n / 2]);
}

/** What the timed run leaves for the CSV: its shape and both medians (< 0: not timed). */
struct Timed {
  std::string shape;
  double original = -1, acl = -1;
};

/** One configuration: returns 0 equal, 1 different, 3 could not run. */
int run_once(const Options& opt, const Translation& t, Cl& cl, cl_program prog,
             const std::map<std::string, std::string>& args, std::vector<size_t> global,
             unsigned seed, const char* label, Timed* timed) {
  std::map<std::string, long long> values;
  std::vector<std::vector<unsigned char>> scalars(t.params.size());
  for (size_t i = 0; i < t.params.size(); i++) {
    const Param& p = t.params[i];
    if (p.buffer) continue;
    auto it = args.find(p.name);
    if (it == args.end()) {
      std::fprintf(stderr, "acl-port check: give the scalar parameter `%s` a value: --arg %s=VALUE\n",
                   p.name.c_str(), p.name.c_str());
      return 3;
    }
    if (!scalar_bytes(p, it->second, scalars[i])) {
      std::fprintf(stderr, "acl-port check: --arg %s=%s: not a value of type %s\n", p.name.c_str(),
                   it->second.c_str(), p.type.c_str());
      return 3;
    }
    if (!p.scalar.is_float) values[p.name] = std::strtoll(it->second.c_str(), nullptr, 0);
  }
  long long domain[2];
  std::vector<long long> words;
  std::string err;
  if (!evaluate_sizes(t, values, global, opt.sizes, domain, words, err)) {
    std::fprintf(stderr, "acl-port check: %s\n", err.c_str());
    return 3;
  }
  const unsigned launch_dims = t.launch_dims ? t.launch_dims : t.dims;  // a walk: 1-D, its domain 2-D
  // The domain's dimension that the original's NDRange dimension d counts (a walk along rows:
  // its 1-D NDRange counts the rows).
  auto extent = [&](unsigned d) { return domain[d + t.launch_axis]; };
  if (global.empty()) {
    for (unsigned d = 0; d < launch_dims; d++) {
      size_t l = d < opt.local.size() ? opt.local[d] : 1;
      global.push_back((size_t(extent(d)) + l - 1) / l * l);
    }
  }
  for (unsigned d = 0; d < launch_dims; d++)
    if (d >= global.size() || (long long)global[d] < extent(d)) {
      std::fprintf(stderr, "acl-port check: the NDRange (--global) is smaller than the domain the bounds "
                           "check admits (%lld along dimension %u)\n", extent(d), d);
      return 3;
    }
  std::printf("  %s: domain %lld", label, domain[0]);
  if (t.dims == 2) std::printf("x%lld", domain[1]);
  if (timed) {
    // The CSV's shape: the kernel and its domain (a port's file holds several kernels).
    timed->shape = t.kernel + ":" + std::to_string(domain[0]);
    if (t.dims == 2) timed->shape += "x" + std::to_string(domain[1]);
  }
  std::printf(", NDRange %zu", global[0]);
  if (global.size() > 1) std::printf("x%zu", global[1]);
  std::printf("\n");
  // Inputs: the same random words for both versions.
  std::mt19937 rng(seed);
  std::vector<std::vector<unsigned char>> init(t.params.size());
  for (size_t i = 0; i < t.params.size(); i++)
    if (t.params[i].buffer) {
      init[i].resize(size_t(std::max(1ll, words[i])) * t.params[i].word_size);
      fill(t.params[i], init[i], rng);
    }
  auto buffers = [&](std::vector<cl_mem>& mems) -> bool {
    mems.assign(t.params.size(), nullptr);
    for (size_t i = 0; i < t.params.size(); i++)
      if (t.params[i].buffer) {
        cl_int e;
        mems[i] = clCreateBuffer(cl.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, init[i].size(),
                                 init[i].data(), &e);
        if (e != CL_SUCCESS) return false;
      }
    return true;
  };
  auto release = [](std::vector<cl_mem>& mems) {
    for (cl_mem m : mems)
      if (m) clReleaseMemObject(m);
  };
  // The original.
  std::vector<cl_mem> om, am;
  if (!buffers(om)) {
    std::fprintf(stderr, "acl-port check: cannot create the buffers\n");
    release(om);
    return 3;
  }
  cl_int e;
  cl_kernel kern = clCreateKernel(prog, t.kernel.c_str(), &e);
  for (size_t i = 0; i < t.params.size() && e == CL_SUCCESS; i++)
    e = t.params[i].domain_only ? CL_SUCCESS
        : t.params[i].buffer    ? clSetKernelArg(kern, cl_uint(i), sizeof(cl_mem), &om[i])
                           : clSetKernelArg(kern, cl_uint(i), scalars[i].size(), scalars[i].data());
  const size_t* lp = opt.local.empty() ? nullptr : opt.local.data();
  if (e == CL_SUCCESS)
    e = clEnqueueNDRangeKernel(cl.q, kern, cl_uint(global.size()), nullptr, global.data(), lp, 0,
                               nullptr, nullptr);
  if (e == CL_SUCCESS) e = clFinish(cl.q);
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "acl-port check: the original kernel did not run (OpenCL error %d)\n", e);
    if (kern) clReleaseKernel(kern);
    release(om);
    return 3;
  }
  // The translation.
  if (!buffers(am)) {
    release(om);
    release(am);
    return 3;
  }
  std::string source = t.source;
  if (const char* m = std::getenv("ACL_PORT_MUTATE")) {
    // A test-only fault (tests/acl_port_test.sh): User_main skips the last word of each
    // portion, so that the check has a wrong translation to catch.
    const std::string loop = "port_i < get_ac_size(1)";
    size_t at = source.find(loop);
    if (*m == '1' && at != std::string::npos) source.insert(at + loop.size(), " - 1");
  }
  cl_acl_kernel ak = clCreateAclKernel(cl.ctx, source.c_str(), options_of(opt).c_str(), &e);
  cl_uint idx = 0;
  for (size_t i = 0; i < t.params.size() && e == CL_SUCCESS; i++) {
    const Param& p = t.params[i];
    if (!p.used) continue;
    if (!p.buffer) {
      e = clSetAclKernelArg(ak, idx++, scalars[i].size(), scalars[i].data(), nullptr);
      continue;
    }
    if (p.carry == Carry::PassThrough) {
      e = clSetAclKernelArg(ak, idx++, sizeof(cl_mem), &am[i], nullptr);
      continue;
    }
    acl_attr a = ACL_ATTR_INIT;
    a.word_size = p.word_size;
    if (p.carry == Carry::Common) {
      a.size[0] = size_t(words[i]);
      a.broadcast = ACL_COMMON;
    } else {
      a.size[0] = size_t(domain[p.swapped ? 1 : 0]);
      a.size[1] = size_t(domain[p.swapped ? 0 : 1]);
      if (p.column) {
        a.size[0] = 1;
        a.size[1] = size_t(domain[0]);
      }
      if (p.view) {
        a.offset = size_t(p.view_offset);
        if (!p.pitch_poly.empty()) a.row_pitch = size_t(p.view_pitch) * p.word_size;
      }
      a.ref = p.read ? ACL_TOP_LEFT : ACL_NONE;
      a.def = p.written ? (p.special ? p.special : ACL_TOP_LEFT) : ACL_NONE;
      a.margin = p.margin;
      a.border = ACL_BORDER_CLAMP;
      if (p.rno0) a.dependency = ACL_RNO0;
      if (p.rno1) a.dependency = ACL_RNO1;
    }
    e = clSetAclKernelArg(ak, idx++, sizeof(cl_mem), &am[i], &a);
  }
  if (e == CL_SUCCESS) e = clEnqueueAclKernel(cl.q, ak, 0, nullptr, nullptr);
  if (e == CL_SUCCESS) e = clFinish(cl.q);
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "acl-port check: the translation did not run: %s: %s\n", aclGetErrorString(e),
                 aclGetLastErrorMessage());
    if (ak) clReleaseAclKernel(ak);
    clReleaseKernel(kern);
    release(om);
    release(am);
    return 3;
  }
  // Compare every buffer.
  int verdict = 0;
  for (size_t i = 0; i < t.params.size(); i++) {
    const Param& p = t.params[i];
    if (!p.buffer || p.domain_only) continue;
    std::vector<unsigned char> want(init[i].size()), got(init[i].size());
    clEnqueueReadBuffer(cl.q, om[i], CL_TRUE, 0, want.size(), want.data(), 0, nullptr, nullptr);
    clEnqueueReadBuffer(cl.q, am[i], CL_TRUE, 0, got.size(), got.data(), 0, nullptr, nullptr);
    std::string first;
    double max_rel = 0;
    size_t bad = compare(p, want, got, opt.tol, first, max_rel,
                         p.carry == Carry::Level1 ? domain[p.swapped ? 1 : 0] : 0);
    bool fl = p.components && p.scalar.is_float;
    if (bad) {
      verdict = 1;
      std::printf("    %s: %zu of %zu words differ; first: %s\n", p.name.c_str(), bad,
                  want.size() / p.word_size, first.c_str());
    } else if (p.written || want != init[i]) {
      if (fl) std::printf("    %s: equal (largest relative difference %.2g, tolerance %.2g)\n",
                          p.name.c_str(), max_rel, opt.tol);
      else std::printf("    %s: equal (exact)\n", p.name.c_str());
    }
  }
  if (timed && verdict == 0) {
    // The checked run above was the warm-up (builds, plans); then rounds of the original and
    // the translation in turn, each the wall time of its enqueue and clFinish.
    std::vector<double> to, ta;
    for (int r = 0; r < opt.reps; r++) {
      auto t0 = std::chrono::steady_clock::now();
      e = clEnqueueNDRangeKernel(cl.q, kern, cl_uint(global.size()), nullptr, global.data(), lp, 0,
                                 nullptr, nullptr);
      if (e == CL_SUCCESS) e = clFinish(cl.q);
      to.push_back(ms_since(t0));
      t0 = std::chrono::steady_clock::now();
      if (e == CL_SUCCESS) e = clEnqueueAclKernel(cl.q, ak, 0, nullptr, nullptr);
      if (e == CL_SUCCESS) e = clFinish(cl.q);
      ta.push_back(ms_since(t0));
      if (e != CL_SUCCESS) {
        std::fprintf(stderr, "acl-port check: a timed run failed (OpenCL error %d)\n", e);
        verdict = 3;
        break;
      }
    }
    if (verdict == 0) {
      timed->original = median(to);
      timed->acl = median(ta);
      std::printf("    time (median of %d interleaved rounds, host clock): original %.3f ms, ACL %.3f ms\n",
                  opt.reps, timed->original, timed->acl);
    }
  }
  clReleaseAclKernel(ak);
  clReleaseKernel(kern);
  release(om);
  release(am);
  return verdict;
}

/**
 * Appends the two timed rows to `opt.csv` in the columns of bench/ports' times.csv (the
 * examples' harness writes the same): user the folder of the kernel's file (the port),
 * versions original-ported and acl-port, timing "wall". A failed check: "-" and WRONG.
 */
bool csv_rows(const Options& opt, const Cl& cl, const Translation& t, const Timed& timed, bool ok) {
  std::FILE* f = std::fopen(opt.csv.c_str(), "a");
  if (!f) {
    std::fprintf(stderr, "acl-port check: --csv %s: cannot open it to append\n", opt.csv.c_str());
    return false;
  }
  auto info = [&](cl_device_info what) {
    char buf[256] = {0};
    clGetDeviceInfo(cl.dev, what, sizeof buf - 1, buf, nullptr);
    std::string s = buf;
    std::replace(s.begin(), s.end(), ',', ' ');  // a field of the CSV
    return s;
  };
  std::error_code ec;
  std::string user =
      std::filesystem::absolute(opt.file, ec).lexically_normal().parent_path().filename().string();
  std::replace(user.begin(), user.end(), ',', ' ');
  std::string shape = timed.shape.empty() ? t.kernel : timed.shape;
  char date[32];
  const std::time_t now = std::time(nullptr);
  std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
  std::fseek(f, 0, SEEK_END);
  if (std::ftell(f) == 0)
    std::fprintf(f, "date,device,driver,user,version,shape,median_ms,figure,unit,check,timing\n");
  const char* versions[2] = {"original-ported", "acl-port"};
  double ms[2] = {timed.original, timed.acl};
  for (int v = 0; v < 2; v++) {
    char time[32] = "-";
    if (ok && ms[v] >= 0) std::snprintf(time, sizeof time, "%.3f", ms[v]);
    std::fprintf(f, "%s,%s,%s,%s,%s,%s,%s,-,-,%s,wall\n", date, info(CL_DEVICE_NAME).c_str(),
                 info(CL_DRIVER_VERSION).c_str(), user.c_str(), versions[v], shape.c_str(), time,
                 ok ? "ok" : "WRONG");
  }
  bool good = std::fclose(f) == 0;
  if (!good) std::fprintf(stderr, "acl-port check: --csv %s: cannot write it\n", opt.csv.c_str());
  return good;
}

}  // namespace

int check(const Options& opt, const Translation& t) {
  Cl cl;
  cl_int e = aclPickDevice(CL_DEVICE_TYPE_ALL, nullptr, &cl.dev);
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "acl-port check: no OpenCL device: %s\n", aclGetLastErrorMessage());
    return 3;
  }
  cl.ctx = clCreateContext(nullptr, 1, &cl.dev, nullptr, nullptr, &e);
  if (e == CL_SUCCESS) cl.q = clCreateCommandQueue(cl.ctx, cl.dev, 0, &e);
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "acl-port check: cannot open the device (OpenCL error %d)\n", e);
    return 3;
  }
  char name[256] = {0};
  clGetDeviceInfo(cl.dev, CL_DEVICE_NAME, sizeof name - 1, name, nullptr);
  std::printf("acl-port check: %s, kernel %s, on %s\n", opt.file.c_str(), t.kernel.c_str(), name);
  // Build the original.
  FILE* f = std::fopen(opt.file.c_str(), "rb");
  std::string src;
  if (f) {
    char buf[4096];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) src.append(buf, n);
    std::fclose(f);
  }
  const char* s = src.c_str();
  cl_program prog = clCreateProgramWithSource(cl.ctx, 1, &s, nullptr, &e);
  std::string o = options_of(opt);
  if (e == CL_SUCCESS) e = clBuildProgram(prog, 1, &cl.dev, o.c_str(), nullptr, nullptr);
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "acl-port check: the original does not build (OpenCL error %d)\n", e);
    if (prog) clReleaseProgram(prog);
    return 3;
  }
  Timed timed;
  int verdict = run_once(opt, t, cl, prog, opt.args, opt.global, opt.seed, "run 1", &timed);
  if (verdict == 0 && opt.ragged) {
    std::vector<std::string> bp = bound_params(t);
    if (bp.empty()) {
      std::printf("  ragged run: skipped (the domain's bounds are not scalar parameters)\n");
    } else {
      std::map<std::string, std::string> args = opt.args;
      for (auto& n : bp) {
        auto it = args.find(n);
        if (it == args.end()) continue;
        long long v = std::strtoll(it->second.c_str(), nullptr, 0);
        long long r = std::max(1ll, (v * 2 / 3) | 1);
        if (r == v && v > 1) r = v - 1;
        it->second = std::to_string(r);
      }
      verdict = run_once(opt, t, cl, prog, args, {}, opt.seed + 1, "run 2 (ragged)", nullptr);
    }
  }
  clReleaseProgram(prog);
  if (!opt.csv.empty() && verdict != 3 && !csv_rows(opt, cl, t, timed, verdict == 0)) verdict = 3;
  std::printf("acl-port check: %s\n", verdict == 0 ? "PASS" : verdict == 1 ? "FAIL (outputs differ)"
                                                                           : "could not run");
  return verdict;
}

}  // namespace port
