// Scaling over devices and MPI ranks (bench/scaling.sh): binarize, a 3x3 filter and C = A x B
// on one device against several devices of one context with the data resident (distributed
// buffers), end to end from one host array, through ordinary buffers (sub-buffers or copies),
// and (acl-scaling --mpi under mpirun) a rank a device. Every timed output is checked: bit
// for bit against the one-device result, which a CPU reference checks (whole or sampled).
// Prints CSV rows: date, platform, device, driver, devices, mode, user, size, batch, reps,
// median and minimum ms per launch, rate, speedup over one device, valid.
#include <acl/acl.hpp>
#ifdef ACL_WITH_MPI
#include <acl/mpi.hpp>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace {

using Bytes = std::vector<unsigned char>;

struct Options {
  bool small = false, mpi = false, buffers = true;
  size_t devices = 2, reps = 0;
  double batch_ms = 25;  ///< launches are timed in batches at least this long
  std::vector<std::string> users = {"binarize", "conv3x3", "matmul"};
};

/// One array of a user: its shape, and how it is read or written.
struct Array {
  size_t w, h;
  cl_uint ws;
  size_t margin_rows;  ///< rows a band needs around it (the margin)
  bool out;            ///< written (poisoned before each run)
  bool whole;          ///< read whole by every device (matmul's B)
  acl::Attr attr;      ///< attributes over the whole array
  size_t bytes() const { return w * h * ws; }
};

/// A benchmark user: its source, arrays, scalar arguments, work and CPU check.
struct User {
  std::string name, source;
  size_t size = 0;
  std::vector<Array> arrays;
  std::function<void(acl::Kernel&)> scalars = [](acl::Kernel&) {};
  double work = 0;        ///< FLOP (matmul) or bytes moved (images) per launch
  const char* unit = "";  ///< "GFLOP/s" or "GB/s"
  /// Checks output bytes against a CPU reference of `in` (whole or sampled).
  std::function<bool(const std::vector<Bytes>& in, const Bytes& out)> check;
};

template <typename T>
const T* as(const Bytes& b) {
  return reinterpret_cast<const T*>(b.data());
}

User make_user(const std::string& name, bool small) {
  User u;
  u.name = name;
  const acl::Attr out = acl::Attr().read(ACL_NONE).write(ACL_TOP_LEFT);
  if (name == "binarize") {
    const size_t n = u.size = small ? 2048 : 32768;
    u.source = R"(
void User_main(uchar* src, uchar* dst, int thres) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;
})";
    u.arrays = {{n, n, 1, 0, false, false, acl::Attr().shape(n, n).words(1)},
                {n, n, 1, 0, true, false, acl::Attr(out).shape(n, n).words(1)}};
    u.scalars = [](acl::Kernel& k) { k.arg(2, cl_int(127)); };
    u.work = 2.0 * double(n) * double(n);
    u.unit = "GB/s";
    u.check = [n](const std::vector<Bytes>& in, const Bytes& o) {
      for (size_t i = 0; i < n * n; ++i)
        if (o[i] != (in[0][i] > 127 ? 255 : 0)) return false;
      return true;
    };
  } else if (name == "conv3x3") {
    const size_t n = u.size = small ? 1024 : 16384;
    u.source = R"(
#define P(dx, dy) (*get_acl_xy(src, dx, i + (dy)))
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++)
    dst[i] = (P(-1, -1) + 2.0f * P(0, -1) + P(1, -1) + 2.0f * P(-1, 0) + 4.0f * P(0, 0)
              + 2.0f * P(1, 0) + P(-1, 1) + 2.0f * P(0, 1) + P(1, 1)) * 0.0625f;
})";
    u.arrays = {{n, n, 4, 1, false, false, acl::Attr().shape(n, n).words(4).halo(1)},
                {n, n, 4, 1, true, false, acl::Attr(out).shape(n, n).words(4)}};
    u.work = 8.0 * double(n) * double(n);
    u.unit = "GB/s";
    u.check = [n](const std::vector<Bytes>& in, const Bytes& o) {
      const float* s = as<float>(in[0]);
      const float* d = as<float>(o);
      auto at = [&](long x, long y) {
        x = std::clamp(x, 0L, long(n) - 1), y = std::clamp(y, 0L, long(n) - 1);
        return s[size_t(y) * n + size_t(x)];
      };
      // Rows at the edges, at the middle (the band boundary of two devices) and spread.
      for (size_t y : {size_t(0), n / 2 - 1, n / 2, n / 2 + 1, n - 1, n / 3, n / 5 * 3}) {
        for (size_t x = 0; x < n; ++x) {
          const long X = long(x), Y = long(y);
          const float v = (at(X - 1, Y - 1) + 2.0f * at(X, Y - 1) + at(X + 1, Y - 1) +
                           2.0f * at(X - 1, Y) + 4.0f * at(X, Y) + 2.0f * at(X + 1, Y) +
                           at(X - 1, Y + 1) + 2.0f * at(X, Y + 1) + at(X + 1, Y + 1)) *
                          0.0625f;
          if (v != d[y * n + x]) return false;
        }
      }
      return true;
    };
  } else if (name == "matmul") {
    const size_t n = u.size = small ? 512 : 16384;
    u.source = R"(
void User_main(float* a, float* b, float* c) {
  for (int i = 0; i < get_acl_tileSize(1); i++)
    for (int j = 0; j < get_acl_tileSize(0); j++)
      c[i * get_acl_tileSize(0) + j] += a[i] * b[j];
})";
    u.arrays = {{n, n, 4, 0, false, false, acl::Attr().shape(n, n).words(4).tiled(2, 1)},
                {n, n, 4, 0, false, true, acl::Attr().shape(n, n).words(4).tiled(1, 2)},
                {n, n, 4, 0, true, false, acl::Attr(out).shape(n, n).words(4).tiled(1, 1)}};
    u.work = 2.0 * double(n) * double(n) * double(n);
    u.unit = "GFLOP/s";
    u.check = [n](const std::vector<Bytes>& in, const Bytes& o) {
      const float *a = as<float>(in[0]), *b = as<float>(in[1]), *c = as<float>(o);
      std::mt19937 rng(7);
      for (int t = 0; t < 256; ++t) {  // integer inputs: every sum is exact in any order
        const size_t y = rng() % n, x = rng() % n;
        float s = 0;
        for (size_t k = 0; k < n; ++k) s += a[y * n + k] * b[k * n + x];
        if (s != c[y * n + x]) return false;
      }
      return true;
    };
  } else {
    throw std::runtime_error("unknown user '" + name + "' (binarize, conv3x3, matmul)");
  }
  return u;
}

/// Random inputs (integers, exact in float arithmetic), outputs poisoned.
std::vector<Bytes> host_arrays(const User& u) {
  std::vector<Bytes> v;
  std::mt19937 rng(11);
  for (const Array& a : u.arrays) {
    Bytes b(a.bytes(), 0xA5);
    if (!a.out) {
      if (a.ws == 1) {
        for (unsigned char& x : b) x = static_cast<unsigned char>(rng());
      } else {
        float* f = reinterpret_cast<float*>(b.data());
        for (size_t i = 0; i < a.w * a.h; ++i) f[i] = float(int(rng() % 17) - 8);
      }
    }
    v.push_back(std::move(b));
  }
  return v;
}

size_t output_of(const User& u) {
  for (size_t i = 0; i < u.arrays.size(); ++i)
    if (u.arrays[i].out) return i;
  return 0;
}

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// Times `launch` (which enqueues one launch) followed by `finish`: warm-up, then batches of
/// launches long enough to hide the wait; `sync` runs around each batch (MPI: a barrier).
struct Timing {
  size_t batch = 1, reps = 0;
  double median_ms = 0, min_ms = 0;
};
Timing time_it(
    const Options& o, const std::function<void()>& launch, const std::function<void()>& finish,
    const std::function<double(double)>& agree = [](double t) { return t; }) {
  launch();
  finish();
  double t0 = now();
  launch();
  finish();
  const double one = agree(now() - t0);
  Timing t;
  t.batch = std::max<size_t>(1, size_t(std::ceil(o.batch_ms * 1e-3 / std::max(one, 1e-6))));
  t.batch = std::min<size_t>(t.batch, 1000);
  t.reps = o.reps ? o.reps : (o.small ? 5 : 10);
  std::vector<double> ms;
  for (size_t r = 0; r < t.reps; ++r) {
    finish();
    t0 = now();
    for (size_t b = 0; b < t.batch; ++b) launch();
    finish();
    ms.push_back(agree(now() - t0) * 1e3 / double(t.batch));
  }
  std::sort(ms.begin(), ms.end());
  t.median_ms = ms[ms.size() / 2];
  t.min_ms = ms.front();
  return t;
}

struct Row {
  std::string mode, user;
  size_t size = 0, devices = 1;
  Timing t;
  double rate = 0, speedup = 0;
  bool valid = false;
};

struct Report {
  std::string platform, device, driver, date;
  int invalid = 0;  ///< rows whose output was wrong
  void print_header() const {
    std::cout << "date,platform,device,driver,devices,mode,user,size,batch,reps,median_ms,"
                 "min_ms,rate,rate_unit,speedup,valid\n";
  }
  void print(const Row& r, const char* unit) const {
    std::printf("%s,%s,%s,%s,%zu,%s,%s,%zu,%zu,%zu,%.4f,%.4f,%.2f,%s,%.3f,%s\n", date.c_str(),
                platform.c_str(), device.c_str(), driver.c_str(), r.devices, r.mode.c_str(),
                r.user.c_str(), r.size, r.t.batch, r.t.reps, r.t.median_ms, r.t.min_ms, r.rate,
                unit, r.speedup, r.valid ? "yes" : "NO");
    std::fflush(stdout);
  }
  void add(const Row& r, const char* unit) {
    invalid += r.valid ? 0 : 1;
    print(r, unit);
  }
};

std::string clean(std::string s) {
  for (char& c : s)
    if (c == ',' || c == '\n') c = ' ';
  while (!s.empty() && (s.back() == ' ' || s.back() == '\0')) s.pop_back();
  return s;
}

Report report_for(const cl::Platform& p, const cl::Device& d) {
  Report r;
  r.platform = clean(p.getInfo<CL_PLATFORM_NAME>());
  r.device = clean(d.getInfo<CL_DEVICE_NAME>());
  r.driver = clean(d.getInfo<CL_DRIVER_VERSION>());
  char buf[32];
  const std::time_t t = std::time(nullptr);
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  r.date = buf;
  return r;
}

Row row(const User& u, const std::string& mode, size_t devices, const Timing& t, const Row* base,
        bool valid) {
  Row r;
  r.mode = mode;
  r.user = u.name;
  r.size = u.size;
  r.devices = devices;
  r.t = t;
  r.rate = u.work / (t.median_ms * 1e-3) * 1e-9;
  r.speedup = base ? base->t.median_ms / t.median_ms : 1.0;
  r.valid = valid;
  return r;
}

/// The launch on one device of its own context: resident, then end to end. Returns the
/// output (checked against the CPU reference) for the other modes to match.
Bytes run_one(const Options& o, const User& u, const acl::Device& dev, Report& rep,
              std::map<std::string, Row>& base) {
  std::vector<Bytes> host = host_arrays(u);
  std::vector<cl::Buffer> bufs;
  acl::Kernel k(dev.context, u.source);
  for (size_t i = 0; i < u.arrays.size(); ++i) {
    bufs.emplace_back(dev.context, CL_MEM_READ_WRITE, u.arrays[i].bytes());
    dev.queue.enqueueWriteBuffer(bufs[i], CL_TRUE, 0, host[i].size(), host[i].data());
    k.arg(cl_uint(i), bufs[i], u.arrays[i].attr);
  }
  u.scalars(k);
  const size_t out = output_of(u);
  const Timing t = time_it(
      o, [&] { k.enqueue(dev.queue); }, [&] { dev.queue.finish(); });
  Bytes result(u.arrays[out].bytes());
  dev.queue.enqueueReadBuffer(bufs[out], CL_TRUE, 0, result.size(), result.data());
  const bool valid = u.check(host, result);
  base["resident"] = row(u, "one-resident", 1, t, nullptr, valid);
  rep.add(base["resident"], u.unit);
  // End to end: the inputs from host memory, the output back.
  Bytes back(result.size());
  const Timing e = time_it(
      o,
      [&] {
        for (size_t i = 0; i < u.arrays.size(); ++i)
          if (!u.arrays[i].out)
            dev.queue.enqueueWriteBuffer(bufs[i], CL_FALSE, 0, host[i].size(), host[i].data());
        k.enqueue(dev.queue);
        dev.queue.enqueueReadBuffer(bufs[out], CL_FALSE, 0, back.size(), back.data());
      },
      [&] { dev.queue.finish(); });
  base["e2e"] = row(u, "one-end-to-end", 1, e, nullptr, back == result);
  rep.add(base["e2e"], u.unit);
  return result;
}

/// Several devices of one context: distributed buffers (resident, and end to end), and
/// ordinary buffers (sub-buffers where they start aligned, then copies).
void run_multi(const Options& o, const User& u, const cl::Context& ctx,
               const std::vector<cl::CommandQueue>& qs, const Bytes& expected, Report& rep,
               const std::map<std::string, Row>& base) {
  std::vector<Bytes> host = host_arrays(u);
  const size_t out = output_of(u);
  auto finish = [&] {
    for (const cl::CommandQueue& q : qs) q.finish();
  };
  {
    acl::Kernel k(ctx, u.source);
    std::vector<acl::DistBuffer> d;
    for (size_t i = 0; i < u.arrays.size(); ++i) {
      const Array& a = u.arrays[i];
      d.emplace_back(ctx, qs, a.whole ? ACL_DIST_COPIES : ACL_DIST_BANDS, a.w, a.h, a.ws,
                     a.margin_rows);
      d[i].write(host[i].data());
      k.arg(cl_uint(i), d[i], a.attr);
    }
    u.scalars(k);
    const Timing t = time_it(
        o, [&] { k.enqueue_multi(qs); }, finish);
    Bytes got(expected.size());
    d[out].read(got.data());
    rep.add(row(u, "multi-resident", qs.size(), t, &base.at("resident"), got == expected), u.unit);
    Bytes back(expected.size());
    const Timing e = time_it(
        o,
        [&] {
          for (size_t i = 0; i < u.arrays.size(); ++i)
            if (!u.arrays[i].out) d[i].write(host[i].data(), false);
          k.enqueue_multi(qs);
          d[out].read(back.data(), false);
        },
        finish);
    rep.add(row(u, "multi-end-to-end", qs.size(), e, &base.at("e2e"), back == expected), u.unit);
  }
  if (!o.buffers) return;
  for (const char* knobs : {"piece_views=1", "piece_views=0"}) {
    setenv("ACL_KNOBS", knobs, 1);  // read when the new kernel first plans
    acl::Kernel k(ctx, u.source);
    std::vector<cl::Buffer> bufs;
    for (size_t i = 0; i < u.arrays.size(); ++i) {
      bufs.emplace_back(ctx, CL_MEM_READ_WRITE, u.arrays[i].bytes());
      qs[0].enqueueWriteBuffer(bufs[i], CL_TRUE, 0, host[i].size(), host[i].data());
      k.arg(cl_uint(i), bufs[i], u.arrays[i].attr);
    }
    u.scalars(k);
    const Timing t = time_it(
        o, [&] { k.enqueue_multi(qs); }, finish);
    Bytes got(expected.size());
    qs[0].enqueueReadBuffer(bufs[out], CL_TRUE, 0, got.size(), got.data());
    const std::string mode = knobs[12] == '1' ? "multi-buffers-views" : "multi-buffers-copies";
    rep.add(row(u, mode, qs.size(), t, &base.at("resident"), got == expected), u.unit);
    unsetenv("ACL_KNOBS");
  }
}

#ifdef ACL_WITH_MPI
/// A rank a device: rank 0 first runs the whole problem alone (the baseline), then every
/// rank its band (acl::mpi::Rows; B broadcast), timed by the slowest rank.
void run_mpi(const Options& o, const User& u, const acl::Device& dev, Report& rep) {
  MPI_Comm comm = MPI_COMM_WORLD;
  const int rank = acl::mpi::rank_of(comm), ranks = acl::mpi::size_of(comm);
  std::map<std::string, Row> base;
  Bytes expected;
  if (rank == 0) expected = run_one(o, u, dev, rep, base);
  std::vector<Bytes> host = host_arrays(u);
  const size_t out = output_of(u);
  acl::Kernel k(dev.context, u.source);
  std::vector<std::unique_ptr<acl::mpi::Rows>> rows(u.arrays.size());
  std::vector<cl::Buffer> whole(u.arrays.size());
  for (size_t i = 0; i < u.arrays.size(); ++i) {
    const Array& a = u.arrays[i];
    if (a.whole) {
      whole[i] = cl::Buffer(dev.context, CL_MEM_READ_ONLY, a.bytes());
      acl::mpi::broadcast(comm, dev.queue, whole[i], host[i].data(), a.bytes());
      continue;
    }
    rows[i] =
        std::make_unique<acl::mpi::Rows>(comm, dev.context, dev.queue, a.w, a.h, a.ws,
                                         a.margin_rows);
    rows[i]->scatter(host[i].data());
  }
  const bool idle = rows[out]->empty();
  for (size_t i = 0; i < u.arrays.size() && !idle; ++i) {
    acl::Attr a = u.arrays[i].attr;
    if (rows[i]) {  // the piece's shape and positions, the rest as for the whole array
      const acl::Attr piece = rows[i]->attr();
      a.size[1] = piece.size[1];
      a.position_offset[1] = piece.position_offset[1];
      k.arg(cl_uint(i), rows[i]->buffer(), a);
    } else {
      k.arg(cl_uint(i), whole[i], a);
    }
  }
  if (!idle) u.scalars(k);
  auto slowest = [&](double t) {
    double most = 0;
    MPI_Allreduce(&t, &most, 1, MPI_DOUBLE, MPI_MAX, comm);
    return most;
  };
  const Timing t = time_it(
      o,
      [&] {
        if (!idle) k.enqueue(dev.queue);
      },
      [&] {
        dev.queue.finish();
        MPI_Barrier(comm);
      },
      slowest);
  Bytes got(rank == 0 ? expected.size() : 0);
  rows[out]->gather(got.data());
  if (rank == 0)
    rep.add(row(u, "mpi-resident", size_t(ranks), t, &base.at("resident"), got == expected),
            u.unit);
}
#endif

int usage() {
  std::cerr << "usage: acl-scaling [--small] [--users binarize,conv3x3,matmul] [--devices N]\n"
               "                   [--reps N] [--batch-ms MS] [--no-buffers] [--mpi]\n"
               "Prints CSV. ACL_PLATFORM / ACL_DEVICE pick the platform (and the one device);\n"
               "--devices takes the platform's first N devices of the picked device's type.\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) throw std::runtime_error(a + " needs a value");
      return argv[++i];
    };
    if (a == "--small")
      o.small = true;
    else if (a == "--mpi")
      o.mpi = true;
    else if (a == "--no-buffers")
      o.buffers = false;
    else if (a == "--devices")
      o.devices = std::stoul(value());
    else if (a == "--reps")
      o.reps = std::stoul(value());
    else if (a == "--batch-ms")
      o.batch_ms = std::stod(value());
    else if (a == "--users") {
      o.users.clear();
      std::string list = value();
      for (size_t p = 0; p != std::string::npos;) {
        const size_t q = list.find(',', p);
        o.users.push_back(list.substr(p, q == std::string::npos ? q : q - p));
        p = q == std::string::npos ? q : q + 1;
      }
    } else
      return usage();
  }
  try {
    if (o.mpi) {
#ifdef ACL_WITH_MPI
      MPI_Init(&argc, &argv);
      int invalid = 0;
      {
        const acl::Device dev = acl::mpi::open_device(MPI_COMM_WORLD);
        Report rep = report_for(dev.platform, dev.device);
        if (acl::mpi::rank_of(MPI_COMM_WORLD) == 0) rep.print_header();
        for (const std::string& name : o.users) run_mpi(o, make_user(name, o.small), dev, rep);
        MPI_Allreduce(&rep.invalid, &invalid, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
      }
      MPI_Finalize();
      return invalid ? 3 : 0;
#else
      std::cerr << "acl-scaling: built without MPI\n";
      return 2;
#endif
    }
    const acl::Device dev = acl::open_device(CL_DEVICE_TYPE_ALL);
    std::vector<cl::Device> all;
    dev.platform.getDevices(dev.device.getInfo<CL_DEVICE_TYPE>(), &all);
    if (all.size() < o.devices)
      throw std::runtime_error("the platform has " + std::to_string(all.size()) +
                               " devices of the picked type; --devices " +
                               std::to_string(o.devices) +
                               " (PoCL: POCL_DEVICES=\"pthread pthread\")");
    all.resize(o.devices);
    const cl::Context ctx(all);
    std::vector<cl::CommandQueue> qs;
    for (const cl::Device& d : all) qs.emplace_back(ctx, d);
    acl::Device one;  // the first of them alone, in a context of its own
    one.platform = dev.platform;
    one.device = all[0];
    one.context = cl::Context(all[0]);
    one.queue = cl::CommandQueue(one.context, all[0]);
    Report rep = report_for(dev.platform, all[0]);
    rep.print_header();
    for (const std::string& name : o.users) {
      const User u = make_user(name, o.small);
      std::map<std::string, Row> base;
      const Bytes expected = run_one(o, u, one, rep, base);
      run_multi(o, u, ctx, qs, expected, rep, base);
    }
    if (rep.invalid) return 3;
  } catch (const std::exception& e) {
    std::cerr << "acl-scaling: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
