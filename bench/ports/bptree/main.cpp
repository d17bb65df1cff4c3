// acl-port-bptree: Rodinia b+tree's two device searches over a B+ tree of order 256 built on
// the host: findK (a record per key) and findRangeK (where a key range's records start and
// how many); plain against ACL.
#include <climits>

#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_bptree_original();
const char* embedded_port_bptree_acl();
const char* embedded_port_bptree_perquery();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr int kOrder = 256;  // the suite's DEFAULT_ORDER: the group size too
constexpr int kFill = 179;   // keys a node holds here: about 70% of the 255 a node may hold

struct Knode {
  int keys[kOrder + 1];
  int indices[kOrder + 1];
  int num_keys;
  int is_leaf;
};

/// A B+ tree of `keys` (sorted, distinct) as the suite lays it out for the device: nodes in
/// breadth-first order from the root (node 0); slot 0 of a node holds INT_MIN, the slot after
/// its last key and every later one INT_MAX; an inner node's index t is the child holding
/// the keys from key t on, a leaf's the record of key t (records in key order).
struct Tree {
  std::vector<Knode> nodes;
  int height = 0;  ///< descents from the root to a leaf
};

Tree build_tree(const std::vector<int>& keys) {
  // Levels bottom up: each entry is (node's smallest key, its children or records).
  struct Proto {
    int low;
    std::vector<std::pair<int, int>> slots;  // (key, index)
  };
  std::vector<std::vector<Proto>> levels(1);
  for (size_t i = 0; i < keys.size(); i += kFill) {
    Proto p{keys[i], {}};
    for (size_t j = i; j < std::min(keys.size(), i + kFill); ++j) p.slots.push_back({keys[j], int(j)});
    levels[0].push_back(p);
  }
  while (levels.back().size() > 1) {
    const std::vector<Proto>& below = levels.back();
    std::vector<Proto> up;
    for (size_t i = 0; i < below.size(); i += kFill) {
      Proto p{below[i].low, {}};
      for (size_t j = i; j < std::min(below.size(), i + kFill); ++j) p.slots.push_back({below[j].low, int(j)});
      up.push_back(p);
    }
    levels.push_back(up);
  }
  // Number the nodes root first, level by level; an inner slot's index becomes a node number.
  Tree t;
  t.height = int(levels.size()) - 1;
  std::vector<int> first(levels.size());
  int count = 0;
  for (size_t l = levels.size(); l-- > 0;) first[l] = count, count += int(levels[l].size());
  t.nodes.resize(size_t(count));
  for (size_t l = 0; l < levels.size(); ++l)
    for (size_t i = 0; i < levels[l].size(); ++i) {
      const Proto& p = levels[l][i];
      Knode& k = t.nodes[size_t(first[l]) + i];
      k.is_leaf = l == 0;
      k.num_keys = int(p.slots.size());
      std::fill(std::begin(k.keys), std::end(k.keys), INT_MAX);
      std::fill(std::begin(k.indices), std::end(k.indices), 0);
      k.keys[0] = INT_MIN;
      for (size_t s = 0; s < p.slots.size(); ++s) {
        if (l == 0) {
          k.keys[s + 1] = p.slots[s].first, k.indices[s + 1] = p.slots[s].second;
        } else {
          if (s > 0) k.keys[s] = p.slots[s].first;  // child s holds the keys from its smallest on
          k.indices[s] = first[l - 1] + p.slots[s].second;
        }
      }
    }
  return t;
}

struct Kernels {
  cl::Kernel find, range, find_q, range_q;
  acl::Kernel acl_find, acl_range;
};

struct Sizes {
  size_t keys, finds, ranges;
  int span;  // a range query's end key: start + span (the suite's rSize)
};

/// Two groups of rows: "bptree-find" (findK) and "bptree-range" (findRangeK) on one tree.
std::vector<Case> cases_for(const Device& dev, Kernels& k, Sizes s, bool timed) {
  std::mt19937 rng(uint32_t(s.keys * 5 + s.finds));
  // Keys: a random 80% of [0, 1.25 n): 80% of the queries find their key.
  const int universe = int(s.keys + s.keys / 4);
  std::vector<int> all(static_cast<size_t>(universe));
  for (int i = 0; i < universe; ++i) all[size_t(i)] = i;
  std::shuffle(all.begin(), all.end(), rng);
  std::vector<int> keys(all.begin(), all.begin() + long(s.keys));
  std::sort(keys.begin(), keys.end());
  const auto tree = std::make_shared<Tree>(build_tree(keys));
  std::vector<int> records(s.keys);
  for (size_t i = 0; i < s.keys; ++i) records[i] = 3 * keys[i] + 1;  // a record's value
  const auto where = [&keys](int key) {  // the key's record, or -1
    const auto it = std::lower_bound(keys.begin(), keys.end(), key);
    return it != keys.end() && *it == key ? int(it - keys.begin()) : -1;
  };
  std::vector<int> find(s.finds), start(s.ranges), end(s.ranges);
  for (int& q : find) q = int(rng() % uint32_t(universe));
  for (size_t i = 0; i < s.ranges; ++i) {
    start[i] = int(rng() % uint32_t(universe)), end[i] = start[i] + s.span;
    if (end[i] >= universe) start[i] -= end[i] - universe + 1, end[i] = universe - 1;
  }
  auto ans_ref = std::make_shared<std::vector<int>>(s.finds), start_ref = std::make_shared<std::vector<int>>(s.ranges),
       len_ref = std::make_shared<std::vector<int>>(s.ranges);
  for (size_t i = 0; i < s.finds; ++i) (*ans_ref)[i] = where(find[i]) < 0 ? -1 : records[size_t(where(find[i]))];
  for (size_t i = 0; i < s.ranges; ++i) {
    (*start_ref)[i] = std::max(where(start[i]), 0);  // the suite's: 0 unless found
    (*len_ref)[i] = where(end[i]) < 0 ? 0 : where(end[i]) - (*start_ref)[i] + 1;
  }

  const cl_int nnodes = cl_int(tree->nodes.size()), height = tree->height;
  cl::Buffer N = ports::upload(dev, tree->nodes, CL_MEM_READ_ONLY), R = ports::upload(dev, records, CL_MEM_READ_ONLY);
  cl::Buffer Q = ports::upload(dev, find, CL_MEM_READ_ONLY), S = ports::upload(dev, start, CL_MEM_READ_ONLY),
             E = ports::upload(dev, end, CL_MEM_READ_ONLY);
  const size_t m = std::max(s.finds, s.ranges);
  cl::Buffer A(dev.context, CL_MEM_READ_WRITE, s.finds * 4), RS(dev.context, CL_MEM_READ_WRITE, s.ranges * 4),
      RL(dev.context, CL_MEM_READ_WRITE, s.ranges * 4), curr(dev.context, CL_MEM_READ_WRITE, m * 4),
      off(dev.context, CL_MEM_READ_WRITE, m * 4), last(dev.context, CL_MEM_READ_WRITE, m * 4),
      off2(dev.context, CL_MEM_READ_WRITE, m * 4);
  const cl::NDRange local(kOrder);
  const std::string shape = std::to_string(s.keys) + "/h" + std::to_string(height);
  std::vector<Case> cases;

  Case f;
  f.user = "bptree-find";
  f.shape = shape + "/" + std::to_string(s.finds);
  f.work = double(s.finds);  // queries a second
  f.timed = timed;
  f.span = true;  // the original's launch starts from the host's initial values (fills)
  f.poison = ports::poison<cl_int>(dev, A, s.finds, -7);
  f.check = ports::check_equal<int>(dev, A, ans_ref, s.finds);
  f.version = "original";
  f.launch = [&dev, &k, N, R, Q, A, curr, off, s, nnodes, height, local] {
    dev.queue.enqueueFillBuffer(curr, cl_int(0), 0, s.finds * 4);
    dev.queue.enqueueFillBuffer(off, cl_int(0), 0, s.finds * 4);
    dev.queue.enqueueFillBuffer(A, cl_int(-1), 0, s.finds * 4);
    return example::run_kernel(dev.queue, k.find, cl::NDRange(s.finds * kOrder), local, height, N, nnodes, R, curr, off,
                               Q, A);
  };
  cases.push_back(f);
  f.version = "perquery";
  f.launch = [&dev, &k, N, R, Q, A, s, nnodes, height, local] {
    return example::run_kernel(dev.queue, k.find_q, cl::NDRange(example::round_up(s.finds, kOrder)), local, Q, A, N, R,
                               nnodes, height, cl_int(s.finds));
  };
  cases.push_back(f);
  f.version = "acl";
  f.launch = [&dev, &k, N, R, Q, A, s, nnodes, height] {
    k.acl_find.arg(0, Q, acl::Attr().shape(s.finds).words(4).split_size(1))
        .arg(1, A, acl::Attr().shape(s.finds).words(4).read(ACL_NONE).write(ACL_TOP_LEFT).split_size(1))
        .arg(2, N)
        .arg(3, R)
        .arg(4, nnodes)
        .arg(5, height);
    return k.acl_find.enqueue(dev.queue);
  };
  f.explain = [&dev, &k] { return k.acl_find.plan(dev.device); };
  cases.push_back(f);

  Case r;
  r.user = "bptree-range";
  r.shape = shape + "/" + std::to_string(s.ranges);
  r.work = double(s.ranges);
  r.timed = timed;
  r.span = true;
  r.poison = ports::poison_all({ports::poison<cl_int>(dev, RS, s.ranges, -7), ports::poison<cl_int>(dev, RL, s.ranges, -7)});
  const auto check_start = ports::check_equal<int>(dev, RS, start_ref, s.ranges);
  const auto check_len = ports::check_equal<int>(dev, RL, len_ref, s.ranges);
  r.check = [check_start, check_len](std::string* note) {
    std::string a, b;
    const bool ok = check_start(&a) & check_len(&b);
    *note = (a.empty() ? "" : "recstart " + a) + (b.empty() ? "" : (a.empty() ? "" : "; ") + ("reclen " + b));
    return ok;
  };
  r.version = "original";
  r.launch = [&dev, &k, N, S, E, RS, RL, curr, off, last, off2, s, nnodes, height, local] {
    for (const cl::Buffer& b : {curr, off, last, off2, RS, RL}) dev.queue.enqueueFillBuffer(b, cl_int(0), 0, s.ranges * 4);
    return example::run_kernel(dev.queue, k.range, cl::NDRange(s.ranges * kOrder), local, height, N, nnodes, curr, off,
                               last, off2, S, E, RS, RL);
  };
  cases.push_back(r);
  r.version = "perquery";
  r.launch = [&dev, &k, N, S, E, RS, RL, s, nnodes, height, local] {
    return example::run_kernel(dev.queue, k.range_q, cl::NDRange(example::round_up(s.ranges, kOrder)), local, S, E, RS,
                               RL, N, nnodes, height, cl_int(s.ranges));
  };
  cases.push_back(r);
  r.version = "acl";
  r.launch = [&dev, &k, N, S, E, RS, RL, s, nnodes, height] {
    const auto in = acl::Attr().shape(s.ranges).words(4).split_size(1);
    const auto out = acl::Attr(in).read(ACL_NONE).write(ACL_TOP_LEFT);
    k.acl_range.arg(0, S, in)
        .arg(1, E, in)
        .arg(2, RS, out)
        .arg(3, RL, out)
        .arg(4, N)
        .arg(5, nnodes)
        .arg(6, height);
    return k.acl_range.enqueue(dev.queue);
  };
  r.explain = [&dev, &k] { return k.acl_range.plan(dev.device); };
  cases.push_back(r);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-bptree", "Rodinia b+tree: findK and findRangeK");
  opt.parse(argc, argv);
  // The suite's run: mil.txt (a million keys), command.txt: k 10000, j 6000 3000.
  const Sizes timed_size = opt.pick<Sizes>({50021, 1001, 503, 300}, {1000000, 10000, 6000, 3000},
                                           {1000000, 10000, 6000, 3000});
  const Device dev = opt.cli.device();
  std::printf("acl-port-bptree on %s; %d timed runs, median; results compared exactly\n", dev.describe().c_str(),
              opt.cli.reps);
  Kernels k;
  try {
    const char* src = acl::detail::embedded_port_bptree_original();
    k.find = example::build_kernel(dev, src, "findK", "");
    k.range = example::build_kernel(dev, src, "findRangeK", "");
    k.find_q = example::build_kernel(dev, acl::detail::embedded_port_bptree_perquery(), "findK", "");
    k.range_q = example::build_kernel(dev, acl::detail::embedded_port_bptree_perquery(), "findRangeK", "-DRANGE");
    k.acl_find = acl::Kernel(dev.context, acl::detail::embedded_port_bptree_acl());
    k.acl_range = acl::Kernel(dev.context, acl::detail::embedded_port_bptree_acl(), "-DRANGE");
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Mqueries/s", 1e-6);
  table.header();
  const auto run = [&](Sizes s, bool timed) {
    const std::vector<Case> cs = cases_for(dev, k, s, timed);
    example::run_cases(table, dev, opt.cli, cs);
  };
  run(timed_size, true);
  // Ragged: a one-level tree (the root a leaf), query counts no group divides.
  run({150, 37, 29, 20}, false);
  return example::finish(table, "acl-port-bptree");
}
