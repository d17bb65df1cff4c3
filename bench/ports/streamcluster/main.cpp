// acl-port-streamcluster: Rodinia streamcluster's device step, pgain: for a candidate centre
// x, every point's saving or loss if x opened (work_mem, switch_membership); plain against ACL.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_streamcluster_original();
const char* embedded_port_streamcluster_acl();
const char* embedded_port_streamcluster_acl_columns();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 256;  // the suite's THREADS_PER_BLOCK and memset group

/// The suite's Point_Struct as the device sees it: float, long, float (24 bytes).
struct HostPoint {
  float weight;
  int64_t assign;
  float cost;
};
static_assert(sizeof(HostPoint) == 24, "Point_Struct is 24 bytes on the device");

struct Kernels {
  cl::Kernel memset, pgain;
  acl::Kernel columns, sum, decide;  // acl_columns.cl; acl.cl's two launches
};

struct Sizes {
  size_t num, dim, centres;
};

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const uint32_t seed = uint32_t(s.num * 3 + s.dim * 7 + s.centres);
  // Whole-number coordinates and weights: every cost is exact in float, so the results
  // are compared exactly.
  const std::vector<float> coord = ports::random_ints_as_floats(s.num * s.dim, seed, 0, 15);
  const std::vector<int> weight = ports::random_ints(s.num, seed + 1, 1, 3);
  std::mt19937 rng(seed + 2);
  std::vector<int> centres, table(s.num, 0);
  while (centres.size() < s.centres) {
    const int c = int(rng() % s.num);
    if (std::find(centres.begin(), centres.end(), c) == centres.end()) centres.push_back(c);
  }
  for (size_t j = 0; j < centres.size(); ++j) table[size_t(centres[j])] = int(j);
  int x;
  do x = int(rng() % s.num);
  while (std::find(centres.begin(), centres.end(), x) != centres.end());
  const auto cost = [&](size_t p, size_t q) {
    double d = 0;
    for (size_t i = 0; i < s.dim; ++i) d += std::pow(double(coord[i * s.num + p]) - coord[i * s.num + q], 2);
    return d * weight[p];
  };
  // Every point assigned to its nearest centre at its weighted cost, as the clustering
  // leaves them.
  std::vector<HostPoint> points(s.num);
  for (size_t p = 0; p < s.num; ++p) {
    points[p] = {float(weight[p]), centres[0], float(cost(p, size_t(centres[0])))};
    for (int c : centres)
      if (cost(p, size_t(c)) < points[p].cost) points[p].assign = c, points[p].cost = float(cost(p, size_t(c)));
  }
  const size_t kk = s.centres + 1, work_words = kk * s.num;
  auto work_ref = std::make_shared<std::vector<float>>(work_words, 0.0f);
  auto switch_ref = std::make_shared<std::vector<cl_char>>(s.num, 0);
  for (size_t p = 0; p < s.num; ++p) {
    const double xc = cost(p, size_t(x)), cur = points[p].cost;
    if (xc < cur)
      (*switch_ref)[p] = '1', (*work_ref)[p * kk + s.centres] = float(xc - cur);
    else
      (*work_ref)[p * kk + size_t(table[size_t(points[p].assign)])] = float(cur - xc);
  }

  cl::Buffer P = ports::upload(dev, points, CL_MEM_READ_ONLY), C = ports::upload(dev, coord, CL_MEM_READ_ONLY),
             T = ports::upload(dev, table, CL_MEM_READ_ONLY);
  cl::Buffer W(dev.context, CL_MEM_READ_WRITE, work_words * 4), S(dev.context, CL_MEM_READ_WRITE, s.num);
  cl::Buffer D(dev.context, CL_MEM_READ_WRITE, s.num * 4);  // acl: the distances to x

  Case c;
  c.user = "streamcluster";
  c.shape = ports::shape(s.num, s.dim, kk);
  c.work = 3.0 * double(s.num) * double(s.dim);  // flops
  c.timed = timed;
  c.span = true;  // the original clears both outputs first
  c.poison = ports::poison_all({ports::poison_floats(dev, W, work_words), ports::poison<cl_char>(dev, S, s.num, 0x55)});
  const auto check_work = example::check_exact(dev, W, work_ref, kk);
  const auto check_switch = ports::check_equal<cl_char>(dev, S, switch_ref, s.num);
  c.check = [check_work, check_switch](std::string* note) {
    std::string a, b;
    const bool ok_w = check_work(&a), ok_s = check_switch(&b);
    *note = (a.empty() ? "" : "work_mem " + a) + (b.empty() ? "" : (a.empty() ? "" : "; ") + ("switch " + b));
    return ok_w && ok_s;
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&dev, &k, P, C, T, W, S, s, kk, x] {
    const cl::NDRange local(kGroup);
    const auto memset = [&](const cl::Buffer& b, size_t bytes) {
      example::run_kernel(dev.queue, k.memset, cl::NDRange(example::round_up(bytes, kGroup)), local, b, cl_short(0),
                          cl_int(bytes));
    };
    memset(S, s.num);
    memset(W, kk * s.num * 4);
    return example::run_kernel(dev.queue, k.pgain, cl::NDRange(example::round_up(s.num, kGroup)), local, P, C, W, T,
                               S, cl::Local(s.dim * 4), cl_int(s.num), cl_int(s.dim), cl_long(x), cl_int(s.centres));
  };
  cases.push_back(c);
  // The distances first, as a sum down each point's column (written ACL_PER_COLUMN) with x's
  // coordinates beside the rows (ACL_PER_ROW: column x of the same array, acl_attr.offset x),
  // so no split holds a whole column; then a point a work-item as in acl-columns.
  c.version = "acl";
  c.launch = [&dev, &k, P, C, T, W, S, D, s, kk, x] {
    acl::Attr column_x = acl::Attr().shape(1, s.dim).words(4).per(ACL_PER_ROW).from_word(size_t(x));
    column_x.row_pitch = s.num * 4;
    k.sum.arg(0, C, acl::Attr().shape(s.num, s.dim).words(4))
        .arg(1, C, column_x)
        .arg(2, D, acl::Attr().shape(s.num, 1).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_COLUMN));
    k.sum.enqueue(dev.queue);
    k.decide.arg(0, D, acl::Attr().shape(s.num).words(4).split_size(1))
        .arg(1, P, acl::Attr().shape(6 * s.num).words(4).horizontal().split_size(6))
        .arg(2, W, acl::Attr().shape(kk * s.num).words(4).horizontal().split_size(cl_uint(kk)).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(3, S, acl::Attr().shape(s.num).words(1).read(ACL_NONE).write(ACL_TOP_LEFT).split_size(1))
        .arg(4, T);
    return k.decide.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] { return k.sum.plan(dev.device) + k.decide.plan(dev.device); };
  cases.push_back(c);
  // acl-columns: a point's coordinates as its column, the split pinned to dim. Its Point struct: 6 words of
  // a row of floats, cut horizontally 6 a work-item; its work_mem row: K + 1 words the same way,
  // written (so it starts at zero: no clearing launches).
  c.version = "acl-columns";
  c.launch = [&dev, &k, P, C, T, W, S, s, kk, x] {
    k.columns.arg(0, C, acl::Attr().shape(s.num, s.dim).words(4).split_size(cl_uint(s.dim)))
        .arg(1, P, acl::Attr().shape(6 * s.num).words(4).horizontal().split_size(6))
        .arg(2, W, acl::Attr().shape(kk * s.num).words(4).horizontal().split_size(cl_uint(kk)).read(ACL_NONE).write(ACL_TOP_LEFT))
        .arg(3, S, acl::Attr().shape(s.num).words(1).read(ACL_NONE).write(ACL_TOP_LEFT).split_size(1))
        .arg(4, C)
        .arg(5, T)
        .arg(6, cl_int(s.num))
        .arg(7, cl_int(x));
    return k.columns.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] { return k.columns.plan(dev.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-streamcluster", "Rodinia streamcluster: the pgain kernel");
  opt.parse(argc, argv);
  // The run script: 65536 points of 256 dimensions (chunk 65536), 10 to 20 centres.
  const size_t num = opt.pick<size_t>(2053, 65536, 65536), dim = opt.pick<size_t>(32, 256, 256);
  const Device dev = opt.cli.device();
  std::printf("acl-port-streamcluster on %s; %d timed runs, median; whole-number inputs, results compared exactly\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* src = acl::detail::embedded_port_streamcluster_original();
    k.memset = example::build_kernel(dev, src, "memset_kernel", "");
    k.pgain = example::build_kernel(dev, src, "pgain_kernel", "");
    k.columns = acl::Kernel(dev.context, acl::detail::embedded_port_streamcluster_acl_columns());
    k.sum = acl::Kernel(dev.context, acl::detail::embedded_port_streamcluster_acl(), "-DSUM");
    k.decide = acl::Kernel(dev.context, acl::detail::embedded_port_streamcluster_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GFLOP/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, {num, dim, 10}, true));
  // Ragged: points fewer than two groups, odd dimensions, 3 centres.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, {301, 7, 3}, false));
  return example::finish(table, "acl-port-streamcluster");
}
