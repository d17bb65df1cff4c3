// acl-port-prefixmax (pattern case): the 2-D prefix maximum of an image, a plain two-pass
// kernel against ACL_RNO1_SCAN with ACL_COMBINE_MAX and the recurrence written with ACL_RNO1.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_prefixmax_original();
const char* embedded_port_prefixmax_acl();
const char* embedded_port_prefixmax_acl_rno1();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

struct Kernels {
  cl::Kernel rows, cols;
  acl::Kernel scan, rno1;
};

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t w, size_t h, bool timed, bool rno1) {
  const size_t n = w * h;
  // Integers in [-2^20, 2^20] as floats: maxima are exact, and equal values are common
  // enough to matter only through the values themselves.
  auto in = ports::random_ints_as_floats(n, uint32_t(w * 131 + h), -(1 << 20), 1 << 20);
  auto ref = std::make_shared<std::vector<double>>(n);
  for (size_t y = 0; y < h; ++y) {
    double row = -INFINITY;
    for (size_t x = 0; x < w; ++x) {
      row = std::max(row, double(in[y * w + x]));
      (*ref)[y * w + x] = y ? std::max(row, (*ref)[(y - 1) * w + x]) : row;
    }
  }
  cl::Buffer src = ports::upload(dev, in, CL_MEM_READ_ONLY);
  cl::Buffer dst(dev.context, CL_MEM_READ_WRITE, n * 4);

  Case c;
  c.user = "prefixmax";
  c.shape = ports::shape(w, h);
  c.work = 8.0 * double(n);  // a float read, a float written
  c.timed = timed;
  c.poison = ports::poison_floats(dev, dst, n);
  c.check = ports::check_close(dev, dst, ref, w, 0, 1);  // exact

  std::vector<Case> cases;
  c.version = "original";
  c.span = true;
  c.launch = [&dev, &k, src, dst, w, h] {
    example::run_kernel(dev.queue, k.rows, cl::NDRange(example::round_up(h, 64)), cl::NDRange(64),
                        src, dst, cl_int(w), cl_int(h));
    return example::run_kernel(dev.queue, k.cols, cl::NDRange(example::round_up(w, 64)),
                               cl::NDRange(64), dst, cl_int(w), cl_int(h));
  };
  cases.push_back(c);

  const acl::Attr in_attr = acl::Attr().shape(w, h).words(4);
  const acl::Attr out_attr = acl::Attr().shape(w, h).words(4).read(ACL_NONE).write(ACL_TOP_LEFT);
  c.version = "acl";
  c.span = false;
  c.launch = [&dev, &k, src, dst, in_attr, out_attr] {
    k.scan.arg(0, src, in_attr).arg(1, dst, acl::Attr(out_attr).scan(ACL_COMBINE_MAX));
    return k.scan.enqueue(dev.queue);
  };
  c.explain = [&dev, &k] { return k.scan.plan(dev.device); };
  cases.push_back(c);

  if (rno1) {
    c.version = "acl-rno1";
    c.span = true;  // a diagonal of launches where the pipeline cannot run
    c.launch = [&dev, &k, src, dst, in_attr, out_attr] {
      k.rno1.arg(0, src, in_attr).arg(1, dst, acl::Attr(out_attr).depends(ACL_RNO1));
      return k.rno1.enqueue(dev.queue);
    };
    c.explain = [&dev, &k] { return k.rno1.plan(dev.device); };
    cases.push_back(c);
  }
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-prefixmax", "2-D prefix maximum: two plain passes, ACL_RNO1_SCAN, ACL_RNO1");
  opt.parse(argc, argv);
  const size_t n = opt.pick<size_t>(203, 2048, 8192);
  const Device dev = opt.cli.device();
  std::printf("acl-port-prefixmax on %s; %d timed runs, median; random integer-valued floats, exact\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.rows = example::build_kernel(dev, acl::detail::embedded_port_prefixmax_original(), "rows_max", "");
    k.cols = example::build_kernel(dev, acl::detail::embedded_port_prefixmax_original(), "cols_max", "");
    k.scan = acl::Kernel(dev.context, acl::detail::embedded_port_prefixmax_acl());
    k.rno1 = acl::Kernel(dev.context, acl::detail::embedded_port_prefixmax_acl_rno1());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("GB/s", 1e-9);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, n, true, true));
  for (const auto& [rw, rh] : std::vector<std::pair<size_t, size_t>>{{n - 37, n / 2 + 11}, {1, 77}, {77, 1}})
    example::run_cases(table, dev, opt.cli, cases_for(dev, k, rw, rh, false, true));
  return example::finish(table, "acl-port-prefixmax");
}
