// acl-port-nw: Rodinia Needleman-Wunsch (global alignment scores of two sequences), the
// suite's tile-diagonal kernels and an anti-diagonal-a-launch kernel against ACL_RNO1 in place.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_nw_original();
const char* embedded_port_nw_plain();
const char* embedded_port_nw_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kTile = 16;   // the suite's tile and work-group
constexpr size_t kGroup = 64;  // work-group of the anti-diagonal kernel
constexpr int kPoison = 0x40000000;

struct Kernels {
  cl::Kernel upper, lower, diagonal;
  acl::Kernel acl;
};

/// The inputs: substitution scores ref(x, y) of the (w+1) x (h+1) table (row and column 0
/// unused) and the table as the suite starts it: gap penalties in row 0 and column 0.
struct Problem {
  size_t w, h;
  int penalty;
  std::vector<int> ref, start, score;  // score: the reference result
};

Problem make_problem(size_t w, size_t h, int penalty) {
  Problem p{w, h, penalty, {}, {}, {}};
  const size_t W = w + 1, H = h + 1;
  // Residues 1..10 of two random sequences and a random symmetric substitution matrix of
  // BLOSUM's range (the suite takes rows 1..10 of BLOSUM62; the scores' values do not matter).
  const auto a = ports::random_ints(W, uint32_t(7 + w), 0, 9),
             b = ports::random_ints(H, uint32_t(11 + h), 0, 9);
  auto sub = ports::random_ints(100, 62, -4, 4);
  for (int i = 0; i < 10; ++i) {
    sub[i * 10 + i] = 4 + sub[i * 10 + i] + 4;
    for (int j = 0; j < i; ++j) sub[j * 10 + i] = sub[i * 10 + j];
  }
  p.ref.assign(W * H, 0);
  for (size_t y = 1; y < H; ++y)
    for (size_t x = 1; x < W; ++x) p.ref[y * W + x] = sub[b[y] * 10 + a[x]];
  p.start.assign(W * H, kPoison);
  for (size_t x = 0; x < W; ++x) p.start[x] = -int(x) * penalty;
  for (size_t y = 0; y < H; ++y) p.start[y * W] = -int(y) * penalty;
  p.score = p.start;
  for (size_t y = 1; y < H; ++y)
    for (size_t x = 1; x < W; ++x) {
      int* s = &p.score[y * W + x];
      *s = std::max({s[-int(W) - 1] + p.ref[y * W + x], s[-1] - penalty, s[-int(W)] - penalty});
    }
  return p;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed,
                            bool with_original) {
  auto p = std::make_shared<const Problem>(make_problem(w, h, 10));
  auto want = std::make_shared<std::vector<int>>(p->score);
  const size_t W = w + 1, H = h + 1;
  cl::Buffer ref = ports::upload(dev, p->ref, CL_MEM_READ_ONLY);
  cl::Buffer score(dev.context, CL_MEM_READ_WRITE, W * H * 4);

  Case cs;
  cs.user = "nw";
  cs.shape = ports::shape(w, h);
  cs.work = double(w) * double(h);  // cells
  cs.timed = timed;
  cs.span = true;
  // The table is read and written: every checked run starts from the penalties, the cells
  // poisoned.
  cs.poison = [&dev, score, p] {
    dev.queue.enqueueWriteBuffer(score, CL_FALSE, 0, p->start.size() * 4, p->start.data());
  };
  cs.check = ports::check_equal<int>(dev, score, want, W);

  std::vector<Case> cases;
  if (with_original) {  // the suite's kernels take square tables of whole tiles
    cs.version = "original";
    cs.launch = [&dev, &k, ref, score, w, p] {
      const cl_int tiles = cl_int(w / kTile), cols = cl_int(w + 1);
      const auto s = cl::Local((kTile + 1) * (kTile + 1) * 4), r = cl::Local(kTile * kTile * 4);
      cl::Event e;
      for (cl_int d = 1; d <= tiles; ++d)
        e = example::run_kernel(dev.queue, k.upper, cl::NDRange(kTile * d), cl::NDRange(kTile), ref,
                                score, cols, cl_int(p->penalty), d, s, r);
      for (cl_int d = tiles - 1; d >= 1; --d)
        e = example::run_kernel(dev.queue, k.lower, cl::NDRange(kTile * d), cl::NDRange(kTile), ref,
                                score, cols, cl_int(p->penalty), d, tiles, s, r);
      return e;
    };
    cases.push_back(cs);
  }

  cs.version = "plain";
  cs.launch = [&dev, &k, ref, score, w, h, p] {
    cl::Event e;
    for (size_t d = 2; d <= w + h; ++d) {
      const size_t cells = std::min(w, d - 1) - std::max<size_t>(1, d > h ? d - h : 1) + 1;
      e = example::run_kernel(dev.queue, k.diagonal, cl::NDRange(example::round_up(cells, kGroup)),
                              cl::NDRange(kGroup), ref, score, cl_int(w), cl_int(h),
                              cl_int(p->penalty), cl_int(d));
    }
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.launch = [&dev, &k, ref, score, W, H, p] {
    k.acl.arg(0, ref, acl::Attr().shape(W, H).words(4))
        .arg(1, score,
             acl::Attr()
                 .shape(W, H)
                 .words(4)
                 .read(ACL_TOP_LEFT)
                 .write(ACL_TOP_LEFT)
                 .depends(ACL_RNO1))
        .arg(2, cl_int(p->penalty));
    return k.acl.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(cs);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-nw", "Rodinia Needleman-Wunsch: alignment score table, penalty 10");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(320, 2048, 8192);
  const Device dev = opt.cli.device();
  std::printf("acl-port-nw on %s; %d timed runs, median; random sequences, ints exact\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.upper = example::build_kernel(dev, acl::detail::embedded_port_nw_original(), "nw_upper", "");
    k.lower = example::build_kernel(dev, acl::detail::embedded_port_nw_original(), "nw_lower", "");
    k.diagonal =
        example::build_kernel(dev, acl::detail::embedded_port_nw_plain(), "nw_diagonal", "");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_nw_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true, true));
  // A square of whole tiles that is no power of two (all versions), then ragged shapes the
  // suite's kernels do not take.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 16 * 13, 16 * 13, false, true));
  for (auto [w, h] :
       std::vector<std::pair<size_t, size_t>>{{301, 237}, {1, 1}, {333, 1}, {1, 257}, {2, 3}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, w, h, false, false));
  return example::finish(table, "acl-port-nw");
}
