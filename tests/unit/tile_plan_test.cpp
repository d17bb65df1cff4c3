// The ACL_TILE planner without a device: the class's group and tile for large results,
// tiles that shrink until the blocks fill the compute units, level-2 chunks lowered to the
// local memory, work-group bounds, tiny results, forced tiles, transposed operands, and the
// errors it must raise (extents along one axis, tile hints, mixed tiled and untiled data).
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "common.hpp"
#include "planner/plan.hpp"

namespace acltest {
namespace {

/// ACL_TILE data with a level per dimension (x, y).
acl_attr tiled(acl_attr a, cl_uint lx = 1, cl_uint ly = 1) {
  a.split = ACL_TILE;
  a.dim_level[0] = lx;
  a.dim_level[1] = ly;
  return a;
}

/// C = A x B: A (k x m) streams along x, B (n x k) along y, C (n x m) is written.
std::vector<ArgDesc> matmul(size_t n, size_t m, size_t k, cl_uint c_wg_max = 0) {
  acl_attr c = out(tiled(attr(n, m)));
  c.wg_max = c_wg_max;
  return {transfer(0, param("a", "float"), tiled(attr(k, m), 2, 1)),
          transfer(1, param("b", "float"), tiled(attr(n, k), 1, 2)),
          transfer(2, param("c", "float"), c)};
}

const ArgPlan& arg(const Plan& p, const std::string& name) {
  for (const ArgPlan& a : p.args)
    if (a.name == name) return a;
  FAIL("no argument '" << name << "' in the plan:\n" << p);
  return p.args.front();
}

bool has_note(const Plan& p, const std::string& part) {
  for (const std::string& n : p.notes)
    if (n.find(part) != std::string::npos) return true;
  return false;
}

/// What any tiled plan must keep, from the semantics in docs/attributes.md: blocks cover
/// the result with one work-group each, the group fits the device and the user's bounds,
/// runs divide tiles, level-2 tiles fit local memory, vectors divide pitches.
void check_tiled(const Plan& p, const std::vector<ArgDesc>& args, const DeviceProfile& dev,
                 size_t x, size_t y, size_t k) {
  INFO("plan:\n" << p);
  REQUIRE(p.is<Tiling>());
  const Tiling& t = p.tiling();
  CHECK(t.x == x);
  CHECK(t.y == y);
  CHECK(t.k == k);
  CHECK(p.levels == (k ? 2u : 1u));
  check_strategy_data(p);
  CHECK(p.wg == t.wg_x * t.wg_y);
  CHECK(p.wg <= dev.max_wg);
  size_t lo = 1, hi = dev.max_wg;
  for (const ArgDesc& a : args)
    if (a.kind == ArgKind::Transfer) {
      lo = std::max<size_t>(lo, a.attr.wg_min);
      if (a.attr.wg_max) hi = std::min<size_t>(hi, a.attr.wg_max);
    }
  CHECK(p.wg >= lo);
  CHECK(p.wg <= hi);
  CHECK(t.tile_x >= 1);
  CHECK(t.tile_y >= 1);
  CHECK(t.tile_x <= 16);
  CHECK(t.tile_y <= 16);
  CHECK(t.tile_x % t.run_x == 0);
  CHECK(t.tile_y % t.run_y == 0);
  CHECK(t.block_x() == size_t(t.wg_x) * t.tile_x);
  CHECK(t.block_y() == size_t(t.wg_y) * t.tile_y);
  const size_t blocks = ceil_div(x, t.block_x()) * ceil_div(y, t.block_y());
  CHECK(p.groups == blocks);
  CHECK(p.count[1] == blocks);
  CHECK(p.block_size[1] == t.tile_x * t.tile_y);
  if (k) {
    CHECK(t.chunk >= 1);
    CHECK(t.chunk <= std::min<size_t>(dev.knobs.tile_chunk, k));
    CHECK(p.count[2] == k);
  }
  CHECK(p.local_bytes() <= dev.local_mem);
  for (const ArgPlan& a : p.args) {
    if (!a.is_transfer()) continue;
    INFO("argument '" << a.name << "'");
    if (a.placement == Placement::Common) {  // a table beside the tiles: whole, in local memory
      CHECK((a.broadcast_whole && a.tile_w == a.w && a.tile_h == a.h * a.d));
      CHECK(a.local_bytes() == a.w * a.h * a.d * a.word_bytes);
      CHECK(!a.tiled.axis[0]);
      continue;
    }
    CHECK(a.tiled.vec >= 1);
    // The CPU strategy reads level-2 rows with vload (any alignment), never past the width;
    // GPUs too where the rows do not start on a vector (TileAxes::unaligned).
    if (t.cpu && a.streamed())
      CHECK(a.tiled.vec <= a.w);
    else if (a.tiled.unaligned)
      CHECK((a.streamed() && (a.pitch ? a.pitch : a.w) % a.tiled.vec != 0));
    else
      CHECK((a.pitch ? a.pitch : a.w) % a.tiled.vec == 0);
    if (a.streamed() && !t.cpu) CHECK(a.block_w % a.tiled.vec == 0);
    // Axis '1': a dimension of one word beside the tiles (ACL_PER_* data).
    auto span_of = [&](char axis) -> size_t {
      return axis == 'x' ? t.block_x() : axis == 'y' ? t.block_y() : axis == 'k' ? t.chunk : 1;
    };
    const size_t span[2] = {span_of(a.tiled.axis[0]), span_of(a.tiled.axis[1])};
    CHECK(a.block_w == span[0]);
    CHECK(a.block_h == span[1]);
    CHECK(a.grid[0] == ceil_div(a.w, span[0]));
    CHECK(a.grid[1] == ceil_div(a.h, span[1]));
    // The private array: the work-item's tile (level 1) or one word of k (a fragment).
    const size_t wx = a.tiled.axis[0] == 'x' ? t.tile_x : a.tiled.axis[0] == 'y' ? t.tile_y : 1;
    const size_t wy = a.tiled.axis[1] == 'x' ? t.tile_x : a.tiled.axis[1] == 'y' ? t.tile_y : 1;
    CHECK(a.win_x == wx);
    CHECK(a.win_y == wy);
    CHECK(a.level == (a.streamed() ? 2u : 1u));
    if (a.streamed() && t.cpu) {
      // One padded local tile in the array's own layout, B^T k-major.
      const bool k_major = a.tiled.axis[0] == 'k' && a.tiled.axis[1] == 'x';
      CHECK(a.placement == Placement::Staged);
      CHECK(!a.prefetch);
      CHECK((a.tiled.vec & (a.tiled.vec - 1)) == 0);
      if (a.tiled.direct) {
        // Read in place (tile_direct): B's rows (tiles past the width word by word); no tile.
        CHECK(a.tiled.axis[0] == 'x');
        CHECK(a.tiled.axis[1] == 'k');
        CHECK(a.tile_w == 0);
        CHECK(a.tile_h == 0);
        CHECK(a.local_bytes() == 0);
      } else {
        CHECK(a.tile_h == (k_major ? t.chunk : span[1]));
        CHECK(a.tiled.ld >= (k_major ? span[1] : ceil_div(span[0], a.tiled.vec) * a.tiled.vec));
        CHECK(a.tile_w == a.tiled.ld);
      }
    } else if (a.streamed()) {
      CHECK(a.placement == Placement::Staged);
      CHECK(a.tile_h == t.chunk);
      CHECK(a.tiled.vec <= span[0]);
      CHECK(span[0] % a.tiled.vec == 0);
    } else {
      CHECK(a.placement == Placement::Private);
      CHECK(a.local_bytes() == 0);
    }
  }
}

Plan plan_tiled(const std::vector<ArgDesc>& args, const DeviceProfile& dev, size_t x, size_t y,
                size_t k) {
  Plan p = make_plan(args, dev);
  check_tiled(p, args, dev, x, y, k);
  return p;
}

}  // namespace

TEST_CASE("tile planner: GPU class on a 4096^3 product keeps the class's shape", "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();
  const auto args = matmul(4096, 4096, 4096);
  const Plan p = plan_tiled(args, gpu, 4096, 4096, 4096);
  INFO("plan:\n" << p);
  const Tiling& t = p.tiling();
  CHECK(t.wg_x == 16);
  CHECK(t.wg_y == 16);
  CHECK(t.tile_x == 8);
  CHECK(t.tile_y == 8);
  CHECK(t.run_x == 4);
  CHECK(t.run_y == 4);
  CHECK(t.chunk == 16);
  CHECK(p.wg == 256);
  CHECK(p.groups == 32 * 32);
  CHECK_FALSE(t.branchless);
  for (const char* n : {"a", "b", "c"}) {
    INFO("argument " << n);
    CHECK(arg(p, n).tiled.vec == 4);
  }
  // A streams along x (its x is k): a transposed, padded local tile; B is k-major already.
  const ArgPlan &a = arg(p, "a"), &b = arg(p, "b"), &c = arg(p, "c");
  CHECK(a.tiled.axis[0] == 'k');
  CHECK(a.tiled.axis[1] == 'y');
  CHECK(b.tiled.axis[0] == 'x');
  CHECK(b.tiled.axis[1] == 'k');
  CHECK(c.tiled.axis[0] == 'x');
  CHECK(c.tiled.axis[1] == 'y');
  CHECK(a.tiled.ld == 128 + gpu.knobs.tile_pad);
  CHECK(b.tiled.ld == 128);
  CHECK(a.win_x * a.win_y == 8);
  CHECK(b.win_x * b.win_y == 8);
  CHECK(c.win_x * c.win_y == 64);
  // Double-buffered chunks of 16 k-rows.
  CHECK(a.local_bytes() == 2 * (128 + gpu.knobs.tile_pad) * 16 * 4);
  CHECK(b.local_bytes() == 2 * 128 * 16 * 4);
  // 32 block columns: too short for bands of 4, so bands of 2.
  CHECK(t.band == 2);
}

TEST_CASE("tile planner: long rows of blocks run in bands on GPUs", "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();
  const Plan p = plan_tiled(matmul(8192, 8192, 64), gpu, 8192, 8192, 64);  // 64 block columns
  INFO("plan:\n" << p);
  CHECK(p.tiling().band == gpu.knobs.tile_band);
  CHECK(p.tiling().band == 4);
  CHECK(p.key().find("bands of 4 rows") != std::string::npos);
  // Groups still cover every block once.
  CHECK(p.groups == 64 * 64);
  // CPUs band by their own rule (pass tile_cpu_bands): no minimum row length.
  const Plan c = plan_tiled(matmul(8192, 8192, 64), cpu_profile(), 8192, 8192, 64);
  CHECK(c.tiling().band == cpu_profile().knobs.tile_band);
  CHECK(has_note(c, "tile_cpu_bands"));
  // Shorter rows take half the band, down to 2: 32-63 columns bands of 2, fewer none.
  for (const auto& [n, band] : {std::pair<size_t, unsigned>{8064, 2}, {4096, 2}, {3968, 0},
                                {2048, 0}}) {
    INFO(n << " wide");
    CHECK(plan_tiled(matmul(n, 4096, 64), gpu, n, 4096, 64).tiling().band == band);
  }
  DeviceProfile eight = gpu;
  eight.knobs.tile_band = 8;  // 64 columns: not 128, so bands of 4
  CHECK(plan_tiled(matmul(8192, 8192, 64), eight, 8192, 8192, 64).tiling().band == 4);
}

TEST_CASE("tile planner: work-groups, then tiles, shrink until the blocks fill the compute units",
          "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();  // 132 compute units
  REQUIRE(gpu.compute_units == 132);
  const Plan p = plan_tiled(matmul(1000, 1000, 1000), gpu, 1000, 1000, 1000);
  INFO("plan:\n" << p);
  const Tiling& t = p.tiling();
  CHECK(t.wg_x == 8);
  CHECK(t.wg_y == 8);
  CHECK(t.tile_x == 8);
  CHECK(t.tile_y == 8);
  CHECK(t.run_x == 4);
  CHECK(t.run_y == 4);
  CHECK(p.groups >= gpu.compute_units);
  CHECK(p.groups == 16 * 16);
  // One step less (16x8 work-items) would not have filled the device.
  CHECK(ceil_div(1000, 16 * 8) * ceil_div(1000, 8 * 8) < gpu.compute_units);

  // At 8x8 work-items the tiles shrink next, down to the run length.
  const Plan small = plan_tiled(matmul(200, 200, 200), gpu, 200, 200, 200);
  INFO("small plan:\n" << small);
  CHECK(small.tiling().wg_x == 8);
  CHECK(small.tiling().wg_y == 8);
  CHECK(small.tiling().tile_x == 4);
  CHECK(small.tiling().tile_y == 4);

  // Rows of odd length load vectors too (vloadn): the group shrinks as for even rows.
  const Plan odd = plan_tiled(matmul(777, 777, 777), gpu, 777, 777, 777);
  INFO("odd plan:\n" << odd);
  CHECK(odd.tiling().wg_x == 8);
  CHECK(odd.tiling().wg_y == 8);
  CHECK(odd.tiling().tile_x == 8);
  CHECK(odd.tiling().tile_y == 8);
  // Doubles make vectors of 2 words, fewer than a run of 4: the group keeps its size and
  // the tiles shrink instead.
  const std::vector<ArgDesc> dbl = {
      transfer(0, param("a", "double"), tiled(attr(777, 777, 1, 8), 2, 1)),
      transfer(1, param("b", "double"), tiled(attr(777, 777, 1, 8), 1, 2)),
      transfer(2, param("c", "double"), out(tiled(attr(777, 777, 1, 8))))};
  const Plan wide = make_plan(dbl, gpu);
  INFO("double plan:\n" << wide);
  CHECK(wide.tiling().wg_x == 16);
  CHECK(wide.tiling().wg_y == 16);

  // The same product on a device of 2 compute units keeps the class's shape.
  DeviceProfile two = gpu;
  two.compute_units = 2;
  const Plan q = plan_tiled(matmul(1000, 1000, 1000), two, 1000, 1000, 1000);
  CHECK(q.tiling().wg_x == 16);
  CHECK(q.tiling().wg_y == 16);
  CHECK(q.tiling().tile_x == 8);
  CHECK(q.tiling().tile_y == 8);
  // tile_fill asks for more blocks per compute unit.
  DeviceProfile fill = two;
  fill.knobs.tile_fill = 40;  // 80 blocks: 16x16 groups give 64, 16x8 give 128
  const Plan f = plan_tiled(matmul(1000, 1000, 1000), fill, 1000, 1000, 1000);
  INFO("fill plan:\n" << f);
  CHECK(f.tiling().wg_x == 16);
  CHECK(f.tiling().wg_y == 8);
  CHECK(f.tiling().tile_x == 8);
  CHECK(f.tiling().tile_y == 8);
}

TEST_CASE("tile planner: a small local memory lowers the level-2 chunk and says so",
          "[planner][tile]") {
  DeviceProfile gpu = gpu_profile();
  gpu.local_mem = 16 << 10;  // 4096^3 needs 33280 bytes at chunk 16, 16640 at 8, 8320 at 4
  const auto args = matmul(4096, 4096, 4096);
  const Plan p = plan_tiled(args, gpu, 4096, 4096, 4096);
  INFO("plan:\n" << p);
  CHECK(p.tiling().chunk == 4);
  CHECK(p.tiling().tile_x == 8);  // the chunk gives way, not the tile
  CHECK(p.tiling().tile_y == 8);
  CHECK(has_note(p, "level-2 chunk lowered to 8"));
  CHECK(has_note(p, "level-2 chunk lowered to 4"));
  CHECK(p.local_bytes() <= gpu.local_mem);
  CHECK(p.local_bytes() * 2 > gpu.local_mem);  // chunk 8 would not have fitted

  // Plenty of local memory: no note.
  const Plan q = plan_tiled(args, gpu_profile(), 4096, 4096, 4096);
  CHECK(q.tiling().chunk == 16);
  CHECK_FALSE(has_note(q, "lowered"));

  // Not even a chunk of one word fits: refused, naming local memory.
  DeviceProfile tiny = gpu_profile();
  tiny.local_mem = 1024;
  expect_error(args, tiny, ACL_PLAN_DOES_NOT_FIT, {"local memory"});
}

TEST_CASE("tile planner: the chunk never exceeds k", "[planner][tile]") {
  for (size_t k : {1, 3, 13, 16, 17}) {
    INFO("k " << k);
    const Plan p = plan_tiled(matmul(300, 200, k), gpu_profile(), 300, 200, k);
    CHECK(p.tiling().chunk == std::min<size_t>(16, k));
  }
}

TEST_CASE("tile planner: extents along one axis must agree", "[planner][tile]") {
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()}) {
    INFO("device " << dev.name);
    SECTION("x: B's width differs from C's") {
      expect_error({transfer(0, param("a", "float"), tiled(attr(30, 20), 2, 1)),
                    transfer(1, param("bee", "float"), tiled(attr(41, 30), 1, 2)),
                    transfer(2, param("cee", "float"), out(tiled(attr(40, 20))))},
                   dev, ACL_SPLIT_COUNT_MISMATCH, {"'bee'", "'cee'", "41", "40"});
    }
    SECTION("y: A's height differs from C's") {
      expect_error({transfer(0, param("ay", "float"), tiled(attr(30, 21), 2, 1)),
                    transfer(1, param("b", "float"), tiled(attr(40, 30), 1, 2)),
                    transfer(2, param("cee", "float"), out(tiled(attr(40, 20))))},
                   dev, ACL_SPLIT_COUNT_MISMATCH, {"'ay'", "'cee'", "21", "20"});
    }
    SECTION("k: A's width differs from B's height") {
      expect_error({transfer(0, param("ay", "float"), tiled(attr(30, 20), 2, 1)),
                    transfer(1, param("bee", "float"), tiled(attr(40, 31), 1, 2)),
                    transfer(2, param("c", "float"), out(tiled(attr(40, 20))))},
                   dev, ACL_SPLIT_COUNT_MISMATCH, {"'ay'", "'bee'", "30", "31"});
    }
    SECTION("B^T: its height follows x") {
      expect_error({transfer(0, param("a", "float"), tiled(attr(30, 20), 2, 1)),
                    transfer(1, param("bt", "float"), tiled(attr(30, 39), 2, ACL_LEVEL1_X)),
                    transfer(2, param("cee", "float"), out(tiled(attr(40, 20))))},
                   dev, ACL_SPLIT_COUNT_MISMATCH, {"'bt'", "'cee'"});
    }
  }
}

TEST_CASE("tile planner: tile hints are honoured and must agree", "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();
  SECTION("a forced odd tile is kept, even where the fill would shrink it") {
    std::vector<ArgDesc> args = matmul(1000, 1000, 1000);
    args[2].attr.tile[0] = 3;
    args[2].attr.tile[1] = 5;
    const Plan p = plan_tiled(args, gpu, 1000, 1000, 1000);
    INFO("plan:\n" << p);
    CHECK(p.tiling().tile_x == 3);
    CHECK(p.tiling().tile_y == 5);
    CHECK(p.tiling().run_x >= 1);
    CHECK(p.tiling().run_y >= 1);
  }
  SECTION("the same hint on two arguments") {
    std::vector<ArgDesc> args = matmul(100, 100, 100);
    for (int i : {0, 2}) args[size_t(i)].attr.tile[0] = 2, args[size_t(i)].attr.tile[1] = 4;
    const Plan p = plan_tiled(args, gpu, 100, 100, 100);
    CHECK(p.tiling().tile_x == 2);
    CHECK(p.tiling().tile_y == 4);
  }
  SECTION("different hints") {
    std::vector<ArgDesc> args = matmul(100, 100, 100);
    args[0].attr.tile[0] = 4, args[0].attr.tile[1] = 4;
    args[2].attr.tile[0] = 2, args[2].attr.tile[1] = 4;
    expect_error(args, gpu, ACL_INVALID_ATTRIBUTE, {"'a'", "'c'", "tile"});
  }
}

TEST_CASE("tile planner: wg_max halves the 2-D group, wg_min doubles it", "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();
  {
    const auto args = matmul(4096, 4096, 4096, 64);
    const Plan p = plan_tiled(args, gpu, 4096, 4096, 4096);
    INFO("plan:\n" << p);
    CHECK(p.tiling().wg_x == 8);
    CHECK(p.tiling().wg_y == 8);
    CHECK(p.wg == 64);
  }
  {
    const auto args = matmul(4096, 4096, 4096, 128);
    const Plan p = plan_tiled(args, gpu, 4096, 4096, 4096);
    CHECK(p.tiling().wg_x * p.tiling().wg_y == 128);
  }
  {
    DeviceProfile small = small_gpu_profile();
    small.max_wg = 64;  // the device's own bound works the same way
    const Plan p = plan_tiled(matmul(4096, 4096, 64), small, 4096, 4096, 64);
    CHECK(p.wg == 64);
  }
  {
    std::vector<ArgDesc> args = matmul(4096, 4096, 64);
    args[0].attr.wg_min = 512;
    const Plan p = plan_tiled(args, gpu, 4096, 4096, 64);
    CHECK(p.wg == 512);
  }
  {
    std::vector<ArgDesc> args = matmul(4096, 4096, 64);
    args[0].attr.wg_min = 2048;  // above the device's 1024
    expect_error(args, gpu, ACL_PLAN_DOES_NOT_FIT, {"wg_min"});
  }
}

TEST_CASE("tile planner: tiny results shrink the tile and the group", "[planner][tile]") {
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile()}) {
    INFO("device " << dev.name);
    {
      // One column: nothing along x is wider than one word.
      const Plan p = plan_tiled(matmul(1, 1000, 1000), dev, 1, 1000, 1000);
      INFO("plan:\n" << p);
      CHECK(p.tiling().tile_x == 1);
      CHECK(p.tiling().wg_x == 1);
      CHECK(p.tiling().run_x == 1);
      CHECK(p.tiling().wg_y > 1);
      CHECK(p.tiling().block_y() < 1000);
      CHECK(p.groups == ceil_div(1000, p.tiling().block_y()));
    }
    {
      const Plan p = plan_tiled(matmul(1, 1, 1), dev, 1, 1, 1);
      INFO("plan:\n" << p);
      CHECK(p.tiling().tile_x == 1);
      CHECK(p.tiling().tile_y == 1);
      CHECK(p.wg == 1);
      CHECK(p.groups == 1);
      CHECK(p.tiling().chunk == 1);
    }
    {
      // 100 x 3: the block is no more than twice the data along each axis.
      const Plan p = plan_tiled(matmul(100, 3, 7), dev, 100, 3, 7);
      INFO("plan:\n" << p);
      CHECK(p.tiling().block_y() < 2 * 3);
      CHECK(p.tiling().block_x() < 2 * 100);
    }
  }
}

TEST_CASE("tile planner: transposed operands and level-1-only kernels", "[planner][tile]") {
  const DeviceProfile gpu = gpu_profile();
  SECTION("C = A x B^T") {
    const std::vector<ArgDesc> args = {
        transfer(0, param("a", "float"), tiled(attr(64, 200), 2, 1)),
        transfer(1, param("bt", "float"), tiled(attr(64, 300), 2, ACL_LEVEL1_X)),
        transfer(2, param("c", "float"), out(tiled(attr(300, 200))))};
    const Plan p = plan_tiled(args, gpu, 300, 200, 64);
    const ArgPlan& bt = arg(p, "bt");
    CHECK(bt.tiled.axis[0] == 'k');
    CHECK(bt.tiled.axis[1] == 'x');
    CHECK(bt.tiled.ld == p.tiling().block_x() + gpu.knobs.tile_pad);
    CHECK(bt.win_x * bt.win_y == p.tiling().tile_x);
  }
  SECTION("C = A^T x B") {
    const std::vector<ArgDesc> args = {
        transfer(0, param("at", "float"), tiled(attr(200, 64), ACL_LEVEL1_Y, 2)),
        transfer(1, param("b", "float"), tiled(attr(300, 64), 1, 2)),
        transfer(2, param("c", "float"), out(tiled(attr(300, 200))))};
    const Plan p = plan_tiled(args, gpu, 300, 200, 64);
    const ArgPlan& at = arg(p, "at");
    CHECK(at.tiled.axis[0] == 'y');
    CHECK(at.tiled.axis[1] == 'k');
    CHECK(at.tiled.ld == p.tiling().block_y());
    CHECK(at.win_x * at.win_y == p.tiling().tile_y);
  }
  SECTION("nothing streams") {
    for (const DeviceProfile& dev : {cpu_profile(), gpu})
      for (unsigned ws : {1u, 2u, 4u, 16u}) {
        INFO("device " << dev.name << ", word size " << ws);
        acl_attr in = tiled(attr(333, 77, 1, ws));
        in.row_pitch = 340 * ws;
        const std::vector<ArgDesc> args = {
            transfer(0, param("in", type_of(ws)), in),
            transfer(1, param("o", type_of(ws)), out(in)), scalar("n", "int")};
        const Plan p = plan_tiled(args, dev, 333, 77, 0);
        CHECK(p.levels == 1);
        CHECK(p.local_bytes() == 0);
        CHECK(arg(p, "in").pitch == 340);
        if (ws == 16) CHECK(arg(p, "in").tiled.vec == 1);  // float4 words have no wider vectors
      }
  }
  SECTION("mixed with untiled data") {
    expect_error({transfer(0, param("a", "float"), tiled(attr(30, 20), 2, 1)),
                  transfer(1, param("b", "float"), tiled(attr(40, 30), 1, 2)),
                  transfer(2, param("plain", "float"), out(attr(40, 20)))},
                 gpu, ACL_NOT_SUPPORTED_YET, {"'plain'", "ACL_TILE"});
  }
}

TEST_CASE("tile planner: vectors per row and column and tables beside the tiles",
          "[planner][tile]") {
  // C = A x B beside a vector per column of C, one per row, one word, and a table.
  std::vector<ArgDesc> args = matmul(300, 200, 50);
  acl_attr col = attr(300, 1), row = attr(1, 200), one = attr(1, 1);
  col.broadcast = ACL_PER_COLUMN, row.broadcast = ACL_PER_ROW, one.broadcast = ACL_PER_SLICE;
  args.push_back(transfer(3, param("col", "float"), col));
  args.push_back(transfer(4, param("row", "float"), row));
  args.push_back(transfer(5, param("one", "float"), one));
  args.push_back(transfer(6, param("w", "float", true, AddressSpace::Local), common(attr(33, 2))));
  args.back().attr.wg_min = 128;  // a table's bounds bind the group too
  for (const DeviceProfile& dev : {gpu_profile(), cpu_profile()}) {
    const Plan p = plan_tiled(args, dev, 300, 200, 50);
    CHECK(p.wg >= 128);
    const Tiling& t = p.tiling();
    CHECK((arg(p, "col").tiled.axis[0] == 'x' && arg(p, "col").tiled.axis[1] == '1'));
    CHECK((arg(p, "col").win_x == t.tile_x && arg(p, "col").win_y == 1));
    CHECK((arg(p, "row").tiled.axis[0] == '1' && arg(p, "row").tiled.axis[1] == 'y'));
    CHECK((arg(p, "row").win_x == 1 && arg(p, "row").win_y == t.tile_y));
    CHECK((arg(p, "row").tiled.vec == 1 && arg(p, "one").win_x * arg(p, "one").win_y == 1));
    CHECK(arg(p, "w").placement == Placement::Common);
    CHECK(t.lanes == 0);  // User_main on words beside them (tile_cpu_lanes)
  }
  // A vector as long as the result's height but given as a column: the result's width.
  col = attr(200, 1);
  col.broadcast = ACL_PER_COLUMN;
  args[3] = transfer(3, param("col", "float"), col);
  expect_error(args, gpu_profile(), ACL_INVALID_ATTRIBUTE, {"'col'", "300x200x1", "300x1x1"});
}

TEST_CASE("tile planner: CPU class shape and knobs", "[planner][tile]") {
  const DeviceProfile cpu = cpu_profile();
  const Plan p = plan_tiled(matmul(1024, 1024, 1024), cpu, 1024, 1024, 1024);
  INFO("plan:\n" << p);
  CHECK(p.tiling().wg_x == 8);
  CHECK(p.tiling().wg_y == 8);
  CHECK(p.tiling().tile_x == 16);
  // 13 rows, not 14: blocks of 8 x 13 leave 16 padding rows below 1024, of 8 x 14 96.
  CHECK(p.tiling().tile_y == 13);
  CHECK(p.tiling().run_x == 16);  // the CPU strategy: a tile is one run, a register block
  CHECK(p.tiling().run_y == 13);
  // (Groups that grow where B is copied, below, off: q's B is copied.)
  DeviceProfile eight = cpu;
  eight.knobs.tile_copy_wg_y = 0;
  const Plan q = plan_tiled(matmul(1000, 1008, 64), eight, 1000, 1008, 64);
  CHECK(q.tiling().wg_y == 8);
  CHECK(q.tiling().tile_y == 14);  // 1008 = 9 x 112
  CHECK(p.tiling().cpu);
  CHECK(p.tiling().chunk == 256);
  CHECK(p.unroll_hints);
  CHECK(!p.tiling().branchless);
  CHECK(p.device_class == DeviceClass::Cpu);
  // A keeps its layout in a padded local tile, copied in 16-word vectors; B's rows, 1024
  // wide in blocks of 128, are read where they are (tile_direct).
  CHECK(arg(p, "a").tiled.ld == 256 + 16);
  CHECK(arg(p, "a").tiled.vec == 16);
  CHECK(arg(p, "b").tiled.direct);
  CHECK(arg(p, "b").local_bytes() == 0);
  CHECK(p.key().find("read straight from global memory") != std::string::npos);
  // A ragged width whose last block column is more than half full (q: 1000 in blocks of
  // 128, 104 in the last): B in a padded local tile; at most half full (1025: one column
  // in the last): in place, the tiles past the width reading it word by word.
  CHECK(!arg(q, "b").tiled.direct);
  CHECK(arg(q, "b").tiled.ld == 128 + 16);
  const Plan r1 = plan_tiled(matmul(1025, 1024, 1024), cpu, 1025, 1024, 1024);
  CHECK(arg(r1, "b").tiled.direct);
  CHECK(r1.key().find("work-items whose tiles reach past its width read it word by word") !=
        std::string::npos);
  // The knob off: B in a padded local tile.
  DeviceProfile copied = cpu;
  copied.knobs.tile_direct = 0;
  const Plan r = plan_tiled(matmul(1024, 1024, 1024), copied, 1024, 1024, 1024);
  CHECK(!arg(r, "b").tiled.direct);
  CHECK(arg(r, "b").tiled.ld == 128 + 16);
  // Where B is copied, groups grow from 8 rows to tile_copy_wg_y (32) while rounds of blocks
  // x (block rows + tile_copy_rows) do not rise: r on 2 compute units, 8 block columns by
  // 10 block rows of 104 (40 rounds x 136) -> 16 rows, 5 of 208 (20 x 240) -> 32 rows, 3 of
  // 352 (12 x 384). Where B is read in place (p) or the knob is off (q), 8 rows.
  CHECK(cpu.knobs.tile_copy_wg_y == 32);
  CHECK(r.tiling().wg_y == 32);
  CHECK(r.tiling().tile_y == 11);
  CHECK(r.key().find("groups of 32 rows instead of 8") != std::string::npos);
  CHECK(p.key().find("groups of") == std::string::npos);
  // Many compute units: groups grow only while the blocks still fill them (tile_fill 1: 64
  // units, 80 blocks of 104 rows; 40 blocks of 208 would leave 24 idle).
  DeviceProfile wide = copied;
  wide.compute_units = 64;
  CHECK(plan_tiled(matmul(1024, 1024, 1024), wide, 1024, 1024, 1024).tiling().wg_y == 8);
  // ... and only while the taller tiles hold a whole chunk of 256 in local memory: A's
  // 272-word rows for the block's rows plus B's 256 k-rows of 144 words take 260,608 bytes
  // at 8 rows (blocks of 104), 373,760 at 16 (208), 530,432 at 32 (352). With 512 KiB the
  // group stops at 16 rows, with 256 KiB at 8; the chunk stays whole.
  for (const auto& [kib, rows] : {std::pair<size_t, unsigned>{512, 16}, {256, 8}}) {
    DeviceProfile small = copied;
    small.local_mem = kib << 10;
    const Plan t = plan_tiled(matmul(1024, 1024, 1024), small, 1024, 1024, 1024);
    INFO(kib << " KiB of local memory; plan:\n" << t);
    CHECK(t.tiling().wg_y == rows);
    CHECK(t.tiling().chunk == 256);
  }
  // Blocks in bands of tile_band block-rows, however few the block columns (8 here), and
  // never more rows than the result has (1024 / 104: 10); one block-row or column: none.
  CHECK(p.tiling().band == std::min<unsigned>(cpu.knobs.tile_band, 10));
  CHECK(p.key().find("bands of") != std::string::npos);
  CHECK(plan_tiled(matmul(64, 1024, 256), cpu, 64, 1024, 256).tiling().band == 0);
  CHECK(plan_tiled(matmul(1024, 64, 256), cpu, 1024, 64, 256).tiling().band == 0);
  DeviceProfile rows = cpu;
  rows.knobs.tile_band = 0;
  CHECK(plan_tiled(matmul(1024, 1024, 1024), rows, 1024, 1024, 1024).tiling().band == 0);

  // Without tile_cpu, the shared strategy's CPU shape.
  DeviceProfile shared = cpu;
  shared.knobs.tile_cpu = 0;
  shared.knobs.tile_y = 8;
  const Plan s = plan_tiled(matmul(1024, 1024, 1024), shared, 1024, 1024, 1024);
  INFO("plan:\n" << s);
  CHECK(!s.tiling().cpu);
  CHECK(s.tiling().run_x == 8);
  CHECK(s.tiling().run_y == 8);
  CHECK(s.tiling().branchless);

  DeviceProfile warp = gpu_profile();
  warp.knobs.tile_warp_x = 8;
  warp.knobs.tile_down = 1;
  const Plan w = plan_tiled(matmul(4096, 4096, 64), warp, 4096, 4096, 64);
  CHECK(w.tiling().warp_x == 8);
  CHECK(w.tiling().down);
  // Warps that do not tile the group are not used.
  const Plan n = plan_tiled(matmul(4096, 4096, 64, 64), warp, 4096, 4096, 64);  // 8x8 group
  INFO("plan:\n" << n);
  CHECK(n.tiling().warp_x == 0);

  std::ostringstream os;
  os << w;
  CHECK(os.str().find("tiling: result 4096x4096, k 64; group 16x16") != std::string::npos);
  CHECK(os.str().find("warps 8 wide") != std::string::npos);
}

}  // namespace acltest

namespace acltest {
namespace {

/// C = A x B whose User_main only adds to C (Param::only_added), C of `type`, read first
/// when `read_c`.
std::vector<ArgDesc> added_product(size_t n, size_t m, size_t k, const std::string& type = "float",
                                   bool read_c = false) {
  std::vector<ArgDesc> args = matmul(n, m, k);
  args[2].param = param("c", type);
  args[2].param.only_added = true;
  args[2].attr.word_size = builtin_type_size(type);
  if (read_c) args[2].attr.ref = ACL_TOP_LEFT;
  return args;
}

}  // namespace

TEST_CASE("tile planner: k splits for the last, partial round of blocks (NVIDIA)",
          "[planner][tile][split]") {
  const DeviceProfile gpu = gpu_profile();  // 132 compute units, tile_split_k 16, rounds 4
  SECTION("1536^3: 144 blocks, 12 past the first round, in 7 parts") {
    const Plan p = make_plan(added_product(1536, 1536, 1536), gpu);
    INFO("plan:\n" << p);
    const Tiling& t = p.tiling();
    CHECK(t.block_x() == 128);
    CHECK(t.parts == 7);
    CHECK(t.whole == 132);
    CHECK(p.groups == 132 + 12 * 7);
    REQUIRE(p.launch.count == 2);
    CHECK(p.launch.sync_words == 12 * 7 * 128 * 128);
    CHECK(p.launch.sync_counters == 0);
    const Range main = p.launch_at(0), sum = p.launch_at(1);
    CHECK(main.kernel == 0);
    CHECK(main.global[0] == p.groups * 16);
    CHECK(main.global[1] == 16);
    CHECK(sum.kernel == 1);
    CHECK(sum.global[0] == 12 * 64 * 16);  // a group per word of a tile, per tail block
    CHECK(has_note(p, "split k: the last 12 of 144 blocks"));
  }
  SECTION("1000^3: 64 blocks of 128x128 in 2 parts, the group and tile left as they are") {
    const Plan p = make_plan(added_product(1000, 1000, 1000), gpu);
    INFO("plan:\n" << p);
    CHECK(p.tiling().block_x() == 128);
    CHECK(p.tiling().parts == 2);
    CHECK(p.tiling().whole == 0);
    CHECK(p.groups == 128);
  }
  SECTION("int and uint results split as floats do; C read first too") {
    for (const char* type : {"int", "uint"}) {
      INFO(type);
      CHECK(make_plan(added_product(1536, 1536, 1536, type, true), gpu).tiling().parts == 7);
    }
  }
  SECTION("what keeps k whole, and says so") {
    struct Case {
      const char* what;
      std::vector<ArgDesc> args;
      const char* note;
    };
    std::vector<ArgDesc> more = matmul(1536, 1536, 1536);  // only_added unset
    std::vector<ArgDesc> doubles = added_product(1536, 1536, 1536, "double");
    const Case cases[] = {
        {"User_main reads C", more, "does more with argument 2 'c' than add"},
        {"double words", doubles, "is double, not float, int or uint"},
        {"4096^3: 7 whole rounds", added_product(4096, 4096, 4096), "7 whole rounds"},
        {"2048^3: 124 blocks past a round", added_product(2048, 2048, 2048),
         "would not shorten their round"},
    };
    for (const Case& c : cases) {
      INFO(c.what);
      const Plan p = make_plan(c.args, gpu);
      INFO("plan:\n" << p);
      CHECK(p.tiling().parts == 0);
      CHECK(p.launch.count == 1);
      CHECK(p.launch.sync_words == 0);
      CHECK(has_note(p, c.note));
    }
  }
  SECTION("a k too short to split leaves the blocks to shrink until they fill the device") {
    // 1280^2 x 64: 100 blocks of 128x128, k of 4 chunks: 2 parts would take 200 groups.
    const Plan p = make_plan(added_product(1280, 1280, 64), gpu);
    INFO("plan:\n" << p);
    CHECK(p.tiling().parts == 0);
    CHECK(p.wg < 256);
    CHECK(p.groups >= 132);
  }
  SECTION("classes without tile_split_k never split") {
    for (const DeviceProfile& dev : {small_gpu_profile(), cpu_profile()}) {
      INFO(dev.name);
      CHECK(make_plan(added_product(1536, 1536, 1536), dev).tiling().parts == 0);
    }
  }
}

TEST_CASE("tile planner: written vectors beside the tiles (reductions)", "[planner][tile]") {
  // C = A x B whose k would split on the GPU (1536^3, as above), beside a row sum, a column
  // maximum and one word: k stays whole, ACL_init runs first, each group combines in local
  // memory a word per work-item and tile word of each.
  std::vector<ArgDesc> args = added_product(1536, 1536, 1536);
  acl_attr col = out(attr(1536, 1)), row = out(attr(1, 1536)), one = out(attr(1, 1));
  col.broadcast = ACL_PER_COLUMN, row.broadcast = ACL_PER_ROW, one.broadcast = ACL_PER_SLICE;
  col.combine = ACL_COMBINE_MAX;
  args.push_back(transfer(3, param("col", "float"), col));
  args.push_back(transfer(4, param("row", "float"), row));
  args.push_back(transfer(5, param("one", "int"), one));
  args.back().attr.word_size = 4;
  for (const DeviceProfile& dev : {gpu_profile(), cpu_profile()}) {
    const Plan p = plan_tiled(args, dev, 1536, 1536, 1536);
    INFO("plan:\n" << p);
    const Tiling& t = p.tiling();
    CHECK(t.parts == 0);
    if (!t.cpu) CHECK(has_note(p, "argument 3 'col' is written ACL_PER_COLUMN data (a reduction)"));
    CHECK(arg(p, "col").line == ACL_PER_COLUMN);
    CHECK((arg(p, "row").line_w == 1 && arg(p, "row").line_h == 1536));
    REQUIRE(p.launch.count == 2);
    CHECK(p.launch.init_words == 1536 + 1536 + 1);
    CHECK(p.launch_at(0).kernel == 1);
    CHECK((p.launch_at(1).kernel == 0 && p.launch_at(1).dims == 2));
    size_t reduction = 0;
    for (const char* name : {"col", "row", "one"})
      reduction += arg(p, name).split_size * size_t(p.wg) * 4;
    CHECK(reduction == size_t(t.tile_x + t.tile_y + 1) * p.wg * 4);
    CHECK(p.local_bytes() >= reduction);
    CHECK(has_note(p, "combined across the group in local memory"));
  }
}

}  // namespace acltest
