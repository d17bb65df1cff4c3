// acl-port-pathfinder: Rodinia pathfinder (least-cost paths down a grid, each step straight or
// diagonal), the suite's pyramid kernel and a row-a-launch kernel against ACL_RNO0 with a
// margin (and the ACL_RNO2 form it replaced).
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_pathfinder_original();
const char* embedded_port_pathfinder_plain();
const char* embedded_port_pathfinder_plain_table();
const char* embedded_port_pathfinder_acl();
const char* embedded_port_pathfinder_acl_rno2();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 256;  // the suite's work-group

struct Kernels {
  cl::Kernel pyramid, row, table_row;
  acl::Kernel acl, rno2;
};

struct Sizes {
  size_t cols, rows, steps;  // steps: rows a launch of the pyramid kernel advances
};

/// The cost table: row 0 is the wall's, then cost = wall + least of the costs above.
std::vector<int> reference(const Sizes& s, const std::vector<int>& wall) {
  std::vector<int> cost(wall.begin(), wall.begin() + long(s.cols));
  cost.resize(s.cols * s.rows);
  for (size_t y = 1; y < s.rows; ++y)
    for (size_t x = 0; x < s.cols; ++x) {
      const int* up = &cost[(y - 1) * s.cols];
      int best = up[x];
      if (x > 0) best = std::min(best, up[x - 1]);
      if (x + 1 < s.cols) best = std::min(best, up[x + 1]);
      cost[y * s.cols + x] = wall[y * s.cols + x] + best;
    }
  return cost;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  const size_t w = s.cols, h = s.rows;
  auto wall = ports::random_ints(w * h, uint32_t(9 + w * 31 + h), 0, 9);  // the suite's rand() % 10
  const auto table = reference(s, wall);
  auto last = std::make_shared<std::vector<int>>(table.end() - long(w), table.end());
  auto whole = std::make_shared<std::vector<int>>(table);

  // The suite's buffers: rows 1.. of the wall, and row 0 as the first source row.
  const std::vector<int> below(wall.begin() + long(w), wall.end()),
      first(wall.begin(), wall.begin() + long(w));
  cl::Buffer wall_all = ports::upload(dev, wall, CL_MEM_READ_ONLY);
  cl::Buffer wall_below = h > 1 ? ports::upload(dev, below, CL_MEM_READ_ONLY) : wall_all;
  cl::Buffer row0 = ports::upload(dev, first, CL_MEM_READ_ONLY);
  cl::Buffer ping(dev.context, CL_MEM_READ_WRITE, w * 4),
      pong(dev.context, CL_MEM_READ_WRITE, w * 4);
  cl::Buffer cost(dev.context, CL_MEM_READ_WRITE, w * h * 4);
  // Where the row versions leave the last row: rows - 1 steps from row 0, alternating.
  const auto steps_of = [&](size_t per_launch) { return (h - 1 + per_launch - 1) / per_launch; };

  Case cs;
  cs.user = "pathfinder";
  cs.shape = ports::shape(w, h);
  cs.work = double(w) * double(h);  // cells
  cs.timed = timed;
  cs.span = true;

  std::vector<Case> cases;
  cs.version = "original";
  {
    const cl::Buffer out = h == 1 ? row0 : steps_of(s.steps) % 2 ? ping : pong;
    cs.poison = ports::poison<int>(dev, out, w, -1);
    cs.check = ports::check_equal<int>(dev, h == 1 ? row0 : out, last, w);
    cs.launch = [&dev, &k, s, wall_below, row0, ping, pong] {
      // The launches of the suite: groups of 256 keep 256 - 2 * steps columns each.
      const size_t kept = kGroup - 2 * s.steps;
      const size_t groups = (s.cols + kept - 1) / kept;
      cl::Event e;
      cl::Buffer src = row0, dst = ping;
      for (size_t t = 0; t + 1 < s.rows; t += s.steps) {
        const cl_int n = cl_int(std::min(s.steps, s.rows - 1 - t));
        e = example::run_kernel(dev.queue, k.pyramid, cl::NDRange(groups * kGroup),
                                cl::NDRange(kGroup), n, wall_below, src, dst, cl_int(s.cols),
                                cl_int(t), cl_int(s.steps), cl::Local(kGroup * 4),
                                cl::Local(kGroup * 4));
        src = dst;
        dst = dst == ping ? pong : ping;
      }
      if (s.rows == 1) dev.queue.enqueueMarkerWithWaitList(nullptr, &e);
      return e;
    };
    cases.push_back(cs);
  }

  cs.version = "plain";
  {
    const cl::Buffer out = h == 1 ? row0 : (h - 1) % 2 ? ping : pong;
    cs.poison = ports::poison<int>(dev, out, w, -1);
    cs.check = ports::check_equal<int>(dev, out, last, w);
    cs.launch = [&dev, &k, s, wall_all, row0, ping, pong] {
      cl::Event e;
      cl::Buffer src = row0, dst = ping;
      const cl::NDRange global(example::round_up(s.cols, kGroup));
      for (size_t y = 1; y < s.rows; ++y) {
        e = example::run_kernel(dev.queue, k.row, global, cl::NDRange(kGroup), wall_all, src, dst,
                                cl_int(s.cols), cl_int(y));
        src = dst;
        dst = dst == ping ? pong : ping;
      }
      if (s.rows == 1) dev.queue.enqueueMarkerWithWaitList(nullptr, &e);
      return e;
    };
    cases.push_back(cs);
  }

  cs.version = "plain-table";
  cs.poison = ports::poison<int>(dev, cost, w * h, -1);
  cs.check = ports::check_equal<int>(dev, cost, whole, w);
  cs.launch = [&dev, &k, wall_all, cost, s] {
    cl::Event e;
    const cl::NDRange global(example::round_up(s.cols, kGroup));
    for (size_t y = 0; y < s.rows; ++y)
      e = example::run_kernel(dev.queue, k.table_row, global, cl::NDRange(kGroup), wall_all, cost,
                              cl_int(s.cols), cl_int(y));
    return e;
  };
  cases.push_back(cs);

  cs.version = "acl";
  cs.span = true;  // a plan may enqueue a reset of its sync buffer besides the launch
  cs.poison = ports::poison<int>(dev, cost, w * h, -1);
  cs.check = ports::check_equal<int>(dev, cost, whole, w);
  cs.launch = [&dev, &k, wall_all, cost, s] {
    k.acl.arg(0, wall_all, acl::Attr().shape(s.cols, s.rows).words(4).horizontal())
        .arg(1, cost,
             acl::Attr()
                 .shape(s.cols, s.rows)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .horizontal()
                 .halo(1)
                 .depends(ACL_RNO0));
    return k.acl.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.acl.plan(dev.device); };
  cases.push_back(cs);

  cs.version = "acl-rno2";
  cs.launch = [&dev, &k, wall_all, cost, s] {
    k.rno2.arg(0, wall_all, acl::Attr().shape(s.cols, s.rows).words(4).horizontal())
        .arg(1, cost,
             acl::Attr()
                 .shape(s.cols, s.rows)
                 .words(4)
                 .read(ACL_NONE)
                 .write(ACL_TOP_LEFT)
                 .horizontal()
                 .depends(ACL_RNO2))
        .arg(2, cl_int(s.cols));
    return k.rno2.enqueue(dev.queue);
  };
  cs.explain = [&dev, &k] { return k.rno2.plan(dev.device); };
  cases.push_back(cs);

  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-pathfinder", "Rodinia pathfinder: least-cost paths down a grid");
  opt.size_option("an N x N grid in place of the preset's (issue 50 times 8192 x 8192 too)");
  opt.parse(argc, argv);
  Sizes timed = opt.pick<Sizes>({3000, 50, 20}, {100000, 100, 20}, {100000, 100, 20});
  if (const size_t n = opt.size(0, 0, 0)) timed = {n, n, 20};
  const Device dev = opt.cli.device();
  std::printf("acl-port-pathfinder on %s; %d timed runs, median; random walls 0..9, ints exact\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.pyramid = example::build_kernel(dev, acl::detail::embedded_port_pathfinder_original(),
                                      "pathfinder_pyramid", "");
    k.row = example::build_kernel(dev, acl::detail::embedded_port_pathfinder_plain(),
                                  "pathfinder_row", "");
    k.table_row = example::build_kernel(dev, acl::detail::embedded_port_pathfinder_plain_table(),
                                        "pathfinder_table_row", "");
    k.acl = acl::Kernel(dev.context, acl::detail::embedded_port_pathfinder_acl());
    k.rno2 = acl::Kernel(dev.context, acl::detail::embedded_port_pathfinder_acl_rno2());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Gcell/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, timed, true));
  // Ragged: no width a multiple of a group, rows - 1 no multiple of the pyramid; then edges.
  for (Sizes s :
       std::vector<Sizes>{{1237, 37, 20}, {1, 5, 20}, {3, 2, 20}, {700, 2, 20}, {513, 41, 7}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, s, false));
  return example::finish(table, "acl-port-pathfinder");
}
