// The planner for ACL_TILE data: 2-D work-groups over the level-1 axes of a result, level-2
// data streamed through local memory. It knows shapes and axes, never what User_main computes.
#include <algorithm>
#include <cctype>
#include <climits>
#include <sstream>

#include "error.hpp"
#include "planner/plan.hpp"

namespace acl::detail {
namespace {

size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

std::string label(const ArgPlan& a) {
  return "argument " + std::to_string(a.index) + " '" + a.name + "'";
}

char axis_of(const acl_attr& at, int d) {
  const cl_uint v = at.dim_level[d];
  if (v == 2) return 'k';
  if (v == ACL_LEVEL1_X) return 'x';
  if (v == ACL_LEVEL1_Y) return 'y';
  return d == 0 ? 'x' : 'y';
}

/// Words of the vector type a word of `type` can be moved in (1 when it has none).
unsigned max_vector(const ArgPlan& a) {
  const std::string& t = a.type;
  if (t.empty() || std::isdigit(static_cast<unsigned char>(t.back())) || t == "bool" ||
      builtin_type_size(t) != a.ws)
    return 1;
  return 16 / a.ws;
}

/// The largest power of two <= `v` that divides every value of `parts`.
unsigned common_vector(unsigned v, std::initializer_list<size_t> parts) {
  while (v > 1) {
    bool ok = true;
    for (size_t p : parts) ok &= p % v == 0;
    if (ok) break;
    v /= 2;
  }
  return v;
}

struct Extent {
  size_t value = 0;
  std::string from;  ///< label of the first argument along the axis ("" while none)
  int dim = 0;
};

void agree(Extent& e, const ArgPlan& a, int d, size_t value, char axis) {
  if (e.from.empty()) {
    e = {value, label(a), d};
    return;
  }
  if (e.value != value)
    throw Error(ACL_SPLIT_COUNT_MISMATCH,
                label(a) + ": size[" + std::to_string(d) + "] " + std::to_string(value) +
                    " follows axis " + axis + ", but " + e.from + " has size[" +
                    std::to_string(e.dim) + "] " + std::to_string(e.value) +
                    " along it; data on one axis must have one extent");
}

}  // namespace

Plan make_tiled_plan(const std::vector<ArgDesc>& args, const DeviceProfile& dev) {
  const StrategyKnobs& k = dev.knobs;
  Plan plan;
  plan.device = dev.name;
  plan.device_class = dev.device_class;
  Tiling& t = plan.tiling;
  t.on = true;

  Extent ex, ey, ek;
  std::string asked;  // who gave a tile
  unsigned want_x = 0, want_y = 0;
  size_t wg_lo = 1, wg_hi = std::min(dev.max_wg, kMaxWorkGroup);  // plan.wg is 32-bit
  for (size_t i = 0; i < args.size(); ++i) {
    ArgPlan a = describe_arg(args[i], unsigned(i));
    if (a.is_transfer()) {
      const acl_attr& at = a.desc.attr;
      a.axis[0] = axis_of(at, 0);
      a.axis[1] = axis_of(at, 1);
      a.level = a.streamed() ? 2 : 1;
      a.placement = a.streamed() ? Placement::Staged : Placement::Private;
      for (int d = 0; d < 2; ++d) {
        Extent& e = a.axis[d] == 'x' ? ex : a.axis[d] == 'y' ? ey : ek;
        agree(e, a, d, d == 0 ? a.w : a.h, a.axis[d]);
      }
      if (at.tile[0] || at.tile[1]) {
        if (!asked.empty() && (at.tile[0] != want_x || at.tile[1] != want_y))
          throw Error(ACL_INVALID_ATTRIBUTE, label(a) + ": tile " + std::to_string(at.tile[0]) +
                                                 "x" + std::to_string(at.tile[1]) + " differs from " +
                                                 asked + "'s; give it once or alike");
        want_x = at.tile[0];
        want_y = at.tile[1];
        asked = label(a);
      }
      wg_lo = std::max<size_t>(wg_lo, at.wg_min);
      if (at.wg_max) wg_hi = std::min<size_t>(wg_hi, at.wg_max);
    }
    plan.args.push_back(a);
  }
  t.x = ex.from.empty() ? 1 : ex.value;
  t.y = ey.from.empty() ? 1 : ey.value;
  t.k = ek.from.empty() ? 0 : ek.value;
  if (wg_lo > wg_hi)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: wg_min " + std::to_string(wg_lo) +
                                           " is above the bound " + std::to_string(wg_hi) +
                                           " (wg_max or the device's maximum)");

  // Work-group and tile: the class's shape, narrowed to the data and the bounds.
  t.wg_x = k.tile_wg_x;
  t.wg_y = k.tile_wg_y;
  t.tile_x = want_x ? want_x : k.tile_x;
  t.tile_y = want_y ? want_y : k.tile_y;
  std::ostringstream why;
  why << "tile: class shape " << k.tile_wg_x << "x" << k.tile_wg_y << " work-items of "
      << k.tile_x << "x" << k.tile_y << " words";
  if (want_x || want_y) why << ", tile " << t.tile_x << "x" << t.tile_y << " asked for";
  // Blocks no wider than the data needs.
  while (!want_x && t.tile_x > 1 && t.block_x() / 2 >= t.x) t.tile_x /= 2;
  while (!want_y && t.tile_y > 1 && t.block_y() / 2 >= t.y) t.tile_y /= 2;
  while (t.wg_x > 1 && t.block_x() / 2 >= t.x) t.wg_x /= 2;
  while (t.wg_y > 1 && t.block_y() / 2 >= t.y) t.wg_y /= 2;
  // Enough blocks to fill the device: halve the larger tile side.
  auto blocks = [&] { return ceil_div(t.x, t.block_x()) * ceil_div(t.y, t.block_y()); };
  const size_t fill = size_t(dev.compute_units) * k.tile_fill;
  while (blocks() < fill && !want_x && !want_y && std::max(t.tile_x, t.tile_y) > k.tile_run) {
    if (t.tile_y >= t.tile_x) t.tile_y /= 2;
    else t.tile_x /= 2;
  }
  // Work-group bounds: halve (or double) the longer side.
  while (size_t(t.wg_x) * t.wg_y > wg_hi) {
    if (t.wg_y >= t.wg_x) t.wg_y /= 2;
    else t.wg_x /= 2;
  }
  while (size_t(t.wg_x) * t.wg_y < wg_lo && size_t(t.wg_x) * t.wg_y * 2 <= wg_hi) {
    if (t.wg_x <= t.wg_y) t.wg_x *= 2;
    else t.wg_y *= 2;
  }
  if (size_t(t.wg_x) * t.wg_y < wg_lo)
    throw Error(ACL_PLAN_DOES_NOT_FIT, "work-group size: no 2-D group between wg_min " +
                                           std::to_string(wg_lo) + " and " +
                                           std::to_string(wg_hi));
  t.run_x = std::min(k.tile_run, t.tile_x);
  t.run_y = std::min(k.tile_run, t.tile_y);
  while (t.tile_x % t.run_x) t.run_x /= 2;
  while (t.tile_y % t.run_y) t.run_y /= 2;
  why << " -> " << t.wg_x << "x" << t.wg_y << " of " << t.tile_x << "x" << t.tile_y
      << " (blocks " << t.block_x() << "x" << t.block_y() << ", " << blocks()
      << " of them for " << dev.compute_units << " compute units x " << k.tile_fill
      << "; runs of " << t.run_x << "x" << t.run_y << " words)";
  plan.notes.push_back(why.str());

  // Level 2: chunk of k staged per step, shrunk to the local budget.
  t.chunk = t.k ? unsigned(std::min<size_t>(k.tile_chunk, t.k)) : 1;
  // One group per block, nothing persistent: the whole local memory is the budget.
  const size_t local_budget = dev.local_mem;
  const unsigned wx = k.tile_warp_x;
  if (wx && 32 % wx == 0 && t.wg_x % wx == 0 && t.wg_y % (32 / wx) == 0 && wx != t.wg_x)
    t.warp_x = wx;
  t.down = k.tile_down != 0;
  t.branchless = k.tile_branchless != 0;
  // Bands of `tile_band` rows once a row of blocks is 16 bands long, else of half as many,
  // down to 2. H200, 8192^3 (64 block columns): 45.1 TFLOP/s in bands of 4 against 44.7 row
  // by row. 4096^3 (32 columns): 46.4 in bands of 2 against 45.8 row by row; but a band of
  // 1, the row order itself with the band's index arithmetic, measured 46.3, so that gain
  // comes from the compiled code more than from the cache.
  if (k.tile_band) {
    const size_t columns = ceil_div(t.x, t.block_x());
    for (unsigned band = k.tile_band; band >= 2 && !t.band; band /= 2)
      if (columns >= 16 * size_t(band)) t.band = band;
  }
  for (;;) {
    size_t local = 0, scratch = 0;
    for (ArgPlan& a : plan.args) {
      if (a.placement == Placement::Scratch) scratch += a.local_bytes();
      if (!a.is_transfer()) continue;
      const acl_attr& at = a.desc.attr;
      a.pitch = at.row_pitch / a.ws;
      const size_t span[2] = {a.axis[0] == 'x' ? t.block_x() : a.axis[0] == 'y' ? t.block_y() : t.chunk,
                              a.axis[1] == 'x' ? t.block_x() : a.axis[1] == 'y' ? t.block_y() : t.chunk};
      a.block_w = span[0];
      a.block_h = span[1];
      a.grid[0] = ceil_div(a.w, span[0]);
      a.grid[1] = ceil_div(a.h, span[1]);
      auto tile_words = [&](char axis) {
        return axis == 'x' ? t.tile_x : axis == 'y' ? t.tile_y : 1u;
      };
      a.win_x = tile_words(a.axis[0]);
      a.win_y = tile_words(a.axis[1]);
      a.s = unsigned(a.win_x * a.win_y);
      if (a.streamed()) {
        // Global loads along x (contiguous) of vec words; the local tile is k-major.
        a.vec = common_vector(max_vector(a), {a.pitch, span[0]});
        const bool transposed = a.axis[0] == 'k';
        const size_t l1 = transposed ? span[1] : span[0];
        a.ld = l1 + (transposed ? k.tile_pad : 0);
        a.tile_w = a.ld;
        a.tile_h = t.chunk;
        a.prefetch = true;
        local += a.local_bytes();
      } else {
        const unsigned run = a.axis[0] == 'x' ? t.run_x : t.run_y;
        a.vec = common_vector(max_vector(a), {a.pitch, run});
      }
    }
    if (local <= local_budget && local + scratch <= dev.local_mem) {
      std::ostringstream n;
      n << "memory: " << local << " local bytes per work-group for double-buffered level-2 "
        << "chunks (budget: all " << local_budget << ")";
      plan.notes.push_back(n.str());
      break;
    }
    if (t.chunk <= 1)
      throw Error(ACL_PLAN_DOES_NOT_FIT,
                  "local memory: " + std::to_string(local) + " bytes per work-group for level-2 "
                  "chunks of 1 word (plus " + std::to_string(scratch) + " bytes of __local "
                  "scratch) exceed the budget of " + std::to_string(local_budget) + " of " +
                  std::to_string(dev.local_mem) + "; use smaller words or a smaller tile");
    t.chunk /= 2;
    plan.notes.push_back("level-2 chunk lowered to " + std::to_string(t.chunk) +
                         " words: local memory did not fit");
  }

  plan.wg = t.wg_x * t.wg_y;
  plan.levels = t.k ? 2 : 1;
  plan.count[1] = blocks();
  plan.block_size[1] = t.tile_x * t.tile_y;
  if (t.k) {
    plan.count[2] = t.k;
    plan.block_size[2] = 1;
    plan.notes.push_back("level 2: " + std::to_string(t.k) + " words of k in chunks of " +
                         std::to_string(t.chunk) + " staged through local memory (double "
                         "buffered, one barrier a chunk); one word of k per User_main call");
  }
  plan.groups = blocks();
  for (const ArgPlan& a : plan.args) {
    if (!a.is_transfer()) continue;
    if (double(a.pitch) * double(a.h) > double(INT_MAX)) plan.wide_index = true;
    std::ostringstream n;
    n << label(a) << ": x follows " << a.axis[0] << ", y follows " << a.axis[1] << "; "
      << (a.vec > 1 ? std::to_string(a.vec) + "-word vectors" : std::string("single words"))
      << (a.streamed() ? " from global memory into a " + std::string(a.axis[0] == 'k' ? "transposed " : "") +
                             "local tile"
                       : " to and from global memory");
    plan.notes.push_back(n.str());
  }
  plan.notes.push_back("work-groups " + std::to_string(plan.groups) + ": one per " +
                       std::to_string(t.block_x()) + "x" + std::to_string(t.block_y()) +
                       " block of the " + std::to_string(t.x) + "x" + std::to_string(t.y) +
                       " result");
  return plan;
}

}  // namespace acl::detail
