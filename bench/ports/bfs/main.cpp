// acl-port-bfs: Rodinia bfs, a breadth-first search level by level (two kernels a level, the
// host reading a flag after each), over a random graph; plain against ACL.
#include "ports.hpp"

namespace acl::detail {
const char* embedded_port_bfs_original();
const char* embedded_port_bfs_acl();
}  // namespace acl::detail

namespace {

using ports::Case;
using ports::Device;

constexpr size_t kGroup = 256;  // the suite's MAX_THREADS_PER_BLOCK

struct Kernels {
  cl::Kernel bfs1, bfs2;
  acl::Kernel expand, update;
};

/// A random directed graph: node i's edges are edges[start[i] .. start[i] + count[i]), 1 to 11
/// of them (6 on average, as graph1MW_6), to nodes anywhere.
struct Graph {
  std::vector<cl_int2> nodes;
  std::vector<int> edges;
};

Graph make_graph(size_t n, uint32_t seed) {
  Graph g;
  std::mt19937 rng(seed);
  g.nodes.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const int degree = 1 + int(rng() % 11);
    g.nodes[i] = {{int(g.edges.size()), degree}};
    for (int e = 0; e < degree; ++e) g.edges.push_back(int(rng() % n));
  }
  return g;
}

/// Levels from node 0 (-1: unreachable), breadth first.
std::vector<int> reference(const Graph& g) {
  std::vector<int> cost(g.nodes.size(), -1), queue = {0};
  cost[0] = 0;
  for (size_t q = 0; q < queue.size(); ++q) {
    const cl_int2 nd = g.nodes[size_t(queue[q])];
    for (int e = nd.s[0]; e < nd.s[0] + nd.s[1]; ++e)
      if (cost[size_t(g.edges[size_t(e)])] < 0) cost[size_t(g.edges[size_t(e)])] = cost[size_t(queue[q])] + 1, queue.push_back(g.edges[size_t(e)]);
  }
  return cost;
}

std::vector<Case> cases_for(const Device& dev, Kernels& k, size_t n, bool timed) {
  const auto g = std::make_shared<Graph>(make_graph(n, uint32_t(n * 7 + 1)));
  auto ref = std::make_shared<std::vector<int>>(reference(*g));
  // The start state: node 0 the frontier, visited, cost 0; the rest unvisited, cost -1.
  std::vector<cl_char> mask0(n, 0), visited0(n, 0);
  std::vector<int> cost0(n, -1);
  mask0[0] = visited0[0] = 1, cost0[0] = 0;
  cl::Buffer nodes = ports::upload(dev, g->nodes, CL_MEM_READ_ONLY), edges = ports::upload(dev, g->edges, CL_MEM_READ_ONLY);
  cl::Buffer mask_init = ports::upload(dev, mask0, CL_MEM_READ_ONLY), visited_init = ports::upload(dev, visited0, CL_MEM_READ_ONLY),
             cost_init = ports::upload(dev, cost0, CL_MEM_READ_ONLY);
  cl::Buffer mask(dev.context, CL_MEM_READ_WRITE, n), updating(dev.context, CL_MEM_READ_WRITE, n),
      visited(dev.context, CL_MEM_READ_WRITE, n), cost(dev.context, CL_MEM_READ_WRITE, n * 4),
      over(dev.context, CL_MEM_READ_WRITE, 1);

  Case c;
  c.user = "bfs";
  c.shape = ports::shape(n) + "/" + std::to_string(g->edges.size());
  c.work = double(g->edges.size());  // edges a second
  c.timed = timed;
  c.span = true;
  c.poison = ports::poison<cl_int>(dev, cost, n, -7);
  c.check = ports::check_equal<int>(dev, cost, ref, n);
  // Each run starts from the start state (copies, in both versions), then runs the levels
  // as the suite's host does: clear the flag, two launches, read the flag (blocking).
  const auto search = [&dev, mask, updating, visited, cost, over, mask_init, visited_init, cost_init, n](
                          const std::function<cl::Event()>& level) {
    dev.queue.enqueueCopyBuffer(mask_init, mask, 0, 0, n);
    dev.queue.enqueueFillBuffer(updating, cl_char(0), 0, n);
    dev.queue.enqueueCopyBuffer(visited_init, visited, 0, 0, n);
    dev.queue.enqueueCopyBuffer(cost_init, cost, 0, 0, n * 4);
    cl::Event last;
    for (cl_char go = 1; go;) {
      go = 0;
      dev.queue.enqueueWriteBuffer(over, CL_TRUE, 0, 1, &go);
      last = level();
      dev.queue.enqueueReadBuffer(over, CL_TRUE, 0, 1, &go);
    }
    return last;
  };

  std::vector<Case> cases;
  c.version = "original";
  c.launch = [&dev, &k, search, nodes, edges, mask, updating, visited, cost, over, n] {
    const cl::NDRange global(example::round_up(n, kGroup)), local(kGroup);
    return search([&] {
      example::run_kernel(dev.queue, k.bfs1, global, local, nodes, edges, mask, updating, visited, cost, cl_int(n));
      return example::run_kernel(dev.queue, k.bfs2, global, local, mask, updating, visited, over, cl_int(n));
    });
  };
  cases.push_back(c);
  // The per-node flags and node records are moved by ACL (a node a portion); the edge list,
  // the flags and costs of the neighbours (data-driven) pass through.
  c.version = "acl";
  c.launch = [&dev, &k, search, nodes, edges, mask, updating, visited, cost, over, n] {
    const auto flags = acl::Attr().shape(n).words(1).write(ACL_TOP_LEFT);
    k.expand.arg(0, mask, acl::Attr(flags).split_size(1))
        .arg(1, nodes, acl::Attr().shape(n).words(8).split_size(1))
        .arg(2, edges)
        .arg(3, visited)
        .arg(4, cost)
        .arg(5, updating);
    k.update.arg(0, mask, flags).arg(1, updating, flags).arg(2, visited, flags).arg(3, over);
    return search([&] {
      k.expand.enqueue(dev.queue);
      return k.update.enqueue(dev.queue);
    });
  };
  c.explain = [&dev, &k] { return k.expand.plan(dev.device) + k.update.plan(dev.device); };
  cases.push_back(c);
  return cases;
}

}  // namespace

int main(int argc, char** argv) {
  ports::Options opt("acl-port-bfs", "Rodinia bfs: breadth-first search, two kernels a level");
  opt.parse(argc, argv);
  // graph1MW_6: a million nodes, about 6 edges each (the run script's graph).
  const size_t n = opt.pick<size_t>(4099, 1000000, 1000000);
  const Device dev = opt.cli.device();
  std::printf("acl-port-bfs on %s; %d timed runs (a whole search each), median; levels compared exactly\n",
              dev.describe().c_str(), opt.cli.reps);
  Kernels k;
  try {
    k.bfs1 = example::build_kernel(dev, acl::detail::embedded_port_bfs_original(), "BFS_1", "");
    k.bfs2 = example::build_kernel(dev, acl::detail::embedded_port_bfs_original(), "BFS_2", "");
    k.expand = acl::Kernel(dev.context, acl::detail::embedded_port_bfs_acl(), "-DEXPAND");
    k.update = acl::Kernel(dev.context, acl::detail::embedded_port_bfs_acl());
  } catch (const std::exception& e) {
    example::die(e.what());
  }
  example::Table table("Medges/s", 1e-6);
  table.header();
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, n, true));
  // Ragged: fewer nodes than a group of 256, and not a multiple of a vector.
  example::run_cases(table, dev, opt.cli, cases_for(dev, k, 203, false));
  return example::finish(table, "acl-port-bfs");
}
