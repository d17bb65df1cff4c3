// acl-port-hybridsort: Rodinia hybridsort, a bucket sort into 1024 buckets (histogram, pivots,
// count, prefix, scatter) followed by a merge sort of float4 runs inside each bucket; plain
// against a partly-ACL version (count, prefix, scatter and the first sort in ACL).
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_hybridsort_original();
const char* embedded_port_hybridsort_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr int kDiv = 1024;          // DIVISIONS: buckets, histogram bins, pivots
constexpr size_t kBucketGroup = 32;  // BUCKET_THREAD_N
constexpr size_t kBand = 128;       // BUCKET_BAND: values a work-item counts and scatters
constexpr cl_uint kAclSplit = 16;   // the ACL version's values a work-item (below)

struct Kernels {
  cl::Kernel histogram, count, prefix, scatter, first, pass, pack;
  acl::Kernel a_count, a_prefix, a_scatter, a_first;
};

/// The suite's calcPivotPoints: pivots that cut the histogram into slices of equal counts,
/// interpolating inside a bin.
std::vector<float> pivots_of(std::vector<float> h, size_t n, float lo, float hi) {
  const float width = (hi - lo) / kDiv, per_slice = float(n) / kDiv;
  std::vector<float> p;
  float starts = lo, ends = lo + width, need = per_slice;
  for (int i = 0; i < kDiv - 1; ++i) {
    while (h[size_t(i)] > need && p.size() < size_t(kDiv)) {
      p.push_back(starts + need / h[size_t(i)] * width);
      starts += need / h[size_t(i)] * width;
      h[size_t(i)] -= need;
      need = per_slice;
    }
    need -= h[size_t(i)];
    starts = ends;
    ends += width;
  }
  if (p.empty()) p.push_back(hi);
  while (p.size() < size_t(kDiv)) p.push_back(p.back());
  return p;
}

/// The host's part between the bucket launches (the suite's bucketSort): bucket sizes padded
/// to whole float4s, where each bucket starts (padded: for the scatter and the merges; not
/// padded: for the packing), and the padding of each.
struct Layout {
  std::vector<cl_uint> start;         // padded start of each bucket, in floats
  std::vector<cl_int> start4, fin, nulls;  // padded starts in float4s (kDiv + 1), packed starts, padding
  size_t words = 0;                   // floats of the padded list
  int largest = 0;                    // floats of the largest padded bucket
};

Layout layout_of(const std::vector<cl_uint>& counts) {
  Layout l;
  l.start.resize(kDiv), l.start4.assign(kDiv + 1, 0), l.fin.assign(kDiv + 1, 0), l.nulls.resize(kDiv);
  for (int i = 0; i < kDiv; ++i) {
    const int c = int(counts[size_t(i)]), padded = (c + 3) & ~3;
    l.nulls[size_t(i)] = padded - c;
    l.start[size_t(i)] = cl_uint(l.words);
    l.words += size_t(padded);
    l.start4[size_t(i) + 1] = l.start4[size_t(i)] + padded / 4;
    l.fin[size_t(i) + 1] = l.fin[size_t(i)] + c;
    l.largest = std::max(l.largest, padded);
  }
  return l;
}

struct Buffers {
  cl::Buffer in, histo, pivots, indice, counts, before, upto, totals, start, bucketed, m1, m2, start4, nulls, fin, out;
};

/// One sort; `count`, `prefix`, `scatter`, `first` enqueue the version's own steps, the rest
/// is common: the histogram, the host's pivots and layout (blocking reads and writes, as the
/// suite's host), the merge passes and the packing.
cl::Event sort(const Device& dev, Kernels& k, const Buffers& b, size_t n, float lo, float hi,
               const std::function<void()>& count, const std::function<void()>& prefix,
               const std::function<void(const Layout&)>& scatter, const std::function<void(size_t)>& first) {
  dev.queue.enqueueFillBuffer(b.histo, cl_uint(0), 0, kDiv * 4);
  example::run_kernel(dev.queue, k.histogram, cl::NDRange(6144), cl::NDRange(96), b.histo, b.in, lo, hi, cl_uint(n));
  std::vector<cl_uint> histo(kDiv);
  dev.queue.enqueueReadBuffer(b.histo, CL_TRUE, 0, kDiv * 4, histo.data());
  const std::vector<float> pivots = pivots_of(std::vector<float>(histo.begin(), histo.end()), n, lo, hi);
  dev.queue.enqueueWriteBuffer(b.pivots, CL_TRUE, 0, kDiv * 4, pivots.data());
  count();
  prefix();
  std::vector<cl_uint> totals(kDiv);
  dev.queue.enqueueReadBuffer(b.totals, CL_TRUE, 0, kDiv * 4, totals.data());
  const Layout l = layout_of(totals);
  dev.queue.enqueueWriteBuffer(b.start, CL_TRUE, 0, kDiv * 4, l.start.data());
  dev.queue.enqueueWriteBuffer(b.start4, CL_TRUE, 0, (kDiv + 1) * 4, l.start4.data());
  dev.queue.enqueueWriteBuffer(b.nulls, CL_TRUE, 0, kDiv * 4, l.nulls.data());
  dev.queue.enqueueWriteBuffer(b.fin, CL_TRUE, 0, (kDiv + 1) * 4, l.fin.data());
  dev.queue.enqueueFillBuffer(b.bucketed, 0.0f, 0, std::max<size_t>(l.words, 4) * 4);  // padding: 0 sorts first
  scatter(l);
  first(l.words);
  // Merge passes: runs of nrElems float4s, until one work-item covers the largest bucket.
  cl::Buffer cur = b.m1, other = b.m2;
  for (int nr = 2;; nr *= 2) {
    const int per_div = (l.largest + nr * 4 - 1) / (nr * 4), needed = per_div * kDiv;
    size_t local = 208, grid = (size_t(needed) + local - 1) / local;
    if (grid < 8) grid = 8, local = (size_t(needed) + 7) / 8;
    example::run_kernel(dev.queue, k.pass, cl::NDRange(grid * local), cl::NDRange(local), cur, other, cl_int(nr),
                        cl_int(per_div), b.start4);
    std::swap(cur, other);
    if (per_div <= 1) break;
  }
  const size_t grid = (size_t(std::max(l.largest, 1)) + 255) / 256;
  return example::run_kernel(dev.queue, k.pack, cl::NDRange(grid * 256, kDiv), cl::NDRange(256, 1), cur, b.out, b.start4,
                             b.nulls, b.fin);
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  const std::vector<float> data = ports::random_floats(n, uint32_t(n * 3 + 7), 0, 1);
  const float lo = *std::min_element(data.begin(), data.end()), hi = *std::max_element(data.begin(), data.end());
  auto ref = std::make_shared<std::vector<float>>(data);
  std::sort(ref->begin(), ref->end());
  const size_t blocks = (n - 1) / (kBucketGroup * kBand) + 1, room = n + 4 * kDiv;  // the suite's padded list

  Buffers b;
  const auto words = [&](size_t m) { return cl::Buffer(dev.context, CL_MEM_READ_WRITE, m * 4); };
  b.in = ports::upload(dev, data, CL_MEM_READ_ONLY);
  b.histo = words(kDiv), b.pivots = words(kDiv), b.indice = words(n), b.counts = words(blocks * kDiv);
  b.before = words(blocks * kDiv), b.upto = words(blocks * kDiv), b.totals = words(kDiv), b.start = words(kDiv);
  b.bucketed = words(room), b.m1 = words(room), b.m2 = words(room), b.start4 = words(kDiv + 1), b.nulls = words(kDiv);
  b.fin = words(kDiv + 1), b.out = words(n);

  Case c;
  c.user = "hybridsort";
  c.shape = ports::shape(n);
  c.work = double(n);  // values a second
  c.timed = timed;
  c.span = true;
  c.poison = ports::poison_all({ports::poison_floats(dev, b.out, n), ports::poison_floats(dev, b.m1, room),
                                ports::poison_floats(dev, b.m2, room), ports::poison<cl_int>(dev, b.indice, n, -7)});
  c.check = example::check_exact(dev, b.out, ref, n);

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&dev, &k, b, n, lo, hi, blocks] {
    const cl::NDRange global(blocks * kBucketGroup), local(kBucketGroup);
    return sort(
        dev, k, b, n, lo, hi,
        [&] { example::run_kernel(dev.queue, k.count, global, local, b.in, b.indice, b.counts, cl_int(n), b.pivots); },
        [&] {
          dev.queue.enqueueCopyBuffer(b.counts, b.before, 0, 0, blocks * kDiv * 4);  // the suite sums in place
          example::run_kernel(dev.queue, k.prefix, cl::NDRange(kDiv), cl::NDRange(128), b.before, b.totals,
                                     cl_int(blocks));
        },
        [&](const Layout&) {
          example::run_kernel(dev.queue, k.scatter, global, local, b.in, b.indice, b.bucketed, cl_int(n), b.before, b.start);
        },
        [&](size_t words) {
          example::run_kernel(dev.queue, k.first, cl::NDRange(example::round_up(std::max<size_t>(words / 4, 1), 256)),
                              cl::NDRange(256), b.bucketed, b.m1, cl_int(words));
        });
  };
  cases.push_back(c);

  // Count and scatter: blocks of the suite's 4096 values (its groups' 32 x 128), so that there
  // are as many rows of counts and the scatter's block numbers index the count's rows; the
  // values cut horizontally, 16 a work-item in groups of 256 (128 words of 'in' and 'indice'
  // a work-item would pass a GPU's private budget: NOTES.md).
  c.version = "acl";
  c.launch = [&dev, &k, b, n, lo, hi, blocks] {
    const auto band = [n](cl_uint bytes) {
      return acl::Attr().shape(n).words(bytes).horizontal().split_size(kAclSplit).group(kBucketGroup * kBand / kAclSplit);
    };
    return sort(
        dev, k, b, n, lo, hi,
        [&] {
          k.a_count.arg(0, b.in, band(4))
              .arg(1, b.indice, band(4).read(ACL_NONE).write(ACL_TOP_LEFT))
              .arg(2, b.pivots, acl::Attr().shape(kDiv).words(4).common())
              .local(3, kDiv * 4)
              .arg(4, b.counts)
              .enqueue(dev.queue);
        },
        [&] {
          const auto rows = acl::Attr().shape(kDiv, blocks).words(4);
          k.a_prefix.arg(0, b.counts, rows)
              .arg(1, b.before, acl::Attr(rows).read(ACL_NONE).write(ACL_TOP_LEFT))
              .arg(2, b.upto, acl::Attr(rows).read(ACL_NONE).write(ACL_TOP_LEFT).depends(ACL_RNO0));
          k.a_prefix.enqueue(dev.queue);
          // The totals: the inclusive sums' last row.
          dev.queue.enqueueCopyBuffer(b.upto, b.totals, (blocks - 1) * kDiv * 4, 0, kDiv * 4);
        },
        [&](const Layout&) {
          k.a_scatter.arg(0, b.in, band(4))
              .arg(1, b.indice, band(4))
              .arg(2, b.start, acl::Attr().shape(kDiv).words(4).common())
              .arg(3, b.before)
              .arg(4, b.bucketed)
              .enqueue(dev.queue);
        },
        [&](size_t words) {
          const size_t f4 = std::max<size_t>(words / 4, 1);
          k.a_first.arg(0, b.bucketed, acl::Attr().shape(f4).words(16))
              .arg(1, b.m1, acl::Attr().shape(f4).words(16).read(ACL_NONE).write(ACL_TOP_LEFT))
              .enqueue(dev.queue);
        });
  };
  c.explain = [&dev, &k] {
    return k.a_count.plan(dev.device) + k.a_prefix.plan(dev.device) + k.a_scatter.plan(dev.device) +
           k.a_first.plan(dev.device);
  };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-hybridsort", "Rodinia hybridsort: bucket sort, then merge sort of float4 runs");
  opt.parse(argc, argv);
  // The suite sorts a million random floats (SIZE).
  const size_t n = opt.pick<size_t>(20011, 1000000, 1000000);
  const Device dev = opt.cli.device();
  std::printf("acl-port-hybridsort on %s; %d timed runs, median; the sorted list compared exactly\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    const char* src = acl::detail::embedded_port_hybridsort_original();
    k.histogram = example::build_kernel(dev, src, "histogram1024Kernel", "");
    k.count = example::build_kernel(dev, src, "bucketcount", "");
    k.prefix = example::build_kernel(dev, src, "bucketprefixoffset", "");
    k.scatter = example::build_kernel(dev, src, "bucketsort", "");
    k.first = example::build_kernel(dev, src, "mergeSortFirst", "");
    k.pass = example::build_kernel(dev, src, "mergeSortPass", "");
    k.pack = example::build_kernel(dev, src, "mergepack", "");
    const char* acl_src = acl::detail::embedded_port_hybridsort_acl();
    k.a_count = acl::Kernel(dev.context, acl_src, "-DCOUNT");
    k.a_prefix = acl::Kernel(dev.context, acl_src, "-DPREFIX");
    k.a_scatter = acl::Kernel(dev.context, acl_src, "-DSCATTER");
    k.a_first = acl::Kernel(dev.context, acl_src);
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Mvalues/s", 1e-6);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  // Ragged: fewer values than buckets x 4, not a multiple of a group's band.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 3001, false));
  return example::finish(table, "acl-port-hybridsort");
}
