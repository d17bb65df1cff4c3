// The launch geometry the planner gives each plan (Plan::launch, planner/launch_geometry.cpp): the
// same ND-ranges and wavefront arguments the launcher computed itself before, for plain,
// ACL_TILE and wavefront plans.
#include <catch2/catch.hpp>
#include <functional>
#include <vector>

#include "common.hpp"

namespace acltest {
namespace {

/// The launches as runtime/launch/kernel.cpp enqueued them before the planner gave them
/// (commit 7e931ad): the reference these tests hold the planner to.
std::vector<Range> reference_launches(const Plan& p) {
  std::vector<Range> out;
  if (p.is<Wavefront>()) {
    const Wavefront& v = p.wavefront();
    for (size_t d = 0; d < v.launches(); ++d) {
      size_t first_row = 0, count = 0;
      v.diagonal(d, first_row, count);
      Range r;
      r.local[0] = p.wg;
      r.global[0] = count * v.gz * p.wg;
      r.ints = 3;
      r.value[0] = int32_t(d), r.value[1] = int32_t(first_row), r.value[2] = int32_t(count);
      out.push_back(r);
    }
    return out;
  }
  Range r;
  r.local[0] = p.wg, r.global[0] = p.groups * p.wg;
  if (p.is<Tiling>()) {
    const Tiling& t = p.tiling();
    r.dims = 2;
    r.local[0] = t.wg_x;
    r.local[1] = t.wg_y;
    r.global[0] = (t.x + t.block_x() - 1) / t.block_x() * t.wg_x;
    r.global[1] = (t.y + t.block_y() - 1) / t.block_y() * t.wg_y;
  }
  out.push_back(r);
  return out;
}

/// Plan::launch walked launch by launch equals the reference; every launch is whole groups.
void check_launches(const Plan& p) {
  INFO("plan:\n" << p);
  const std::vector<Range> want = reference_launches(p);
  const Launch& l = p.launch;
  REQUIRE(l.count == want.size());
  for (size_t d = 0; d < l.count; ++d) {
    INFO("launch " << d << " of " << l.count);
    const Range got = p.launch_at(d), &ref = want[d];
    REQUIRE(got.dims == ref.dims);
    REQUIRE(got.ints == ref.ints);
    for (unsigned i = 0; i < got.dims; ++i) {
      CHECK(got.global[i] == ref.global[i]);
      CHECK(got.local[i] == ref.local[i]);
      CHECK(got.local[i] >= 1);
      CHECK(got.global[i] % got.local[i] == 0);
      CHECK(got.global[i] >= got.local[i]);
    }
    for (unsigned i = 0; i < got.ints; ++i) CHECK(got.value[i] == ref.value[i]);
  }
}

acl_attr tiled(acl_attr a, cl_uint lx = 1, cl_uint ly = 1) {
  a.split = ACL_TILE;
  a.dim_level[0] = lx;
  a.dim_level[1] = ly;
  return a;
}

acl_attr dependent(acl_attr a, cl_uint dep) {
  a = out(a);
  a.dependency = dep;
  return a;
}

acl_attr margin(acl_attr a, unsigned m) {
  a.margin = m;
  return a;
}

}  // namespace

TEST_CASE("launch geometry: plain plans launch wg x groups once, in 1-D", "[planner][launch]") {
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile(), small_gpu_profile()})
    for (size_t w : {1, 33, 640, 4097})
      for (size_t h : {1, 7, 480}) {
        INFO(dev.name << ", " << w << "x" << h);
        const acl_attr a = attr(w, h, 1, 1);
        const Plan v = make_plan({transfer(0, param("src", "uchar"), a),
                                  transfer(1, param("dst", "uchar"), out(a)), scalar("t", "int")},
                                 dev, PlanOptions().set_word_by_word(true));
        check_launches(v);
        CHECK(v.launch_at(0).dims == 1);
        CHECK(v.launch_at(0).global[0] == v.groups * v.wg);
        const Plan hz = make_plan({transfer(0, param("src", "float"), horizontal(attr(w, h))),
                                   transfer(1, param("dst", "float"), out(horizontal(attr(w, h))))},
                                  dev);
        check_launches(hz);
        // A margin: long columns (margin_split), sweeps on the CPU.
        const Plan st = make_plan({transfer(0, param("src", "float"), margin(attr(w, h), 1)),
                                   transfer(1, param("dst", "float"), out(attr(w, h)))},
                                  dev);
        check_launches(st);
      }
  // Levels, COMMON data and __local scratch.
  const Plan lv = make_plan(
      {transfer(0, param("a", "float"), attr(1000, 300)),
       transfer(1, param("lut", "float", true, AddressSpace::Local, true), common(attr(256), 1)),
       transfer(2, param("o", "float"), out(attr(1000, 300))), scratch("tmp", "float", 1024)},
      gpu_profile());
  check_launches(lv);
}

TEST_CASE("launch geometry: ACL_TILE plans launch a 2-D group per block", "[planner][launch]") {
  for (const DeviceProfile& dev : {cpu_profile(), gpu_profile(), small_gpu_profile()})
    for (size_t n : {1, 17, 100, 1024, 1031})
      for (size_t m : {n, size_t(3)}) {
        INFO(dev.name << ", n " << n << ", m " << m);
        // C (n x m) = A (k x m) x B (n x k), k = 64.
        const size_t k = 64;
        const Plan p = make_plan({transfer(0, param("a", "float"), tiled(attr(k, m), 2, 1)),
                                  transfer(1, param("b", "float"), tiled(attr(n, k), 1, 2)),
                                  transfer(2, param("c", "float"), out(tiled(attr(n, m))))},
                                 dev);
        REQUIRE(p.is<Tiling>());
        check_launches(p);
        const Range r = p.launch_at(0);
        CHECK(r.dims == 2);
        CHECK(r.local[0] * r.local[1] == p.wg);
        // Blocks cover the result.
        CHECK(r.global[0] / r.local[0] * p.tiling().block_x() >= n);
        CHECK(r.global[1] / r.local[1] * p.tiling().block_y() >= m);
      }
}

/// Runs `check` on the plan of src and an ACL_RNO1/RNO2 dst of several shapes on each of
/// `devices`.
void each_dependent_plan(const std::vector<DeviceProfile>& devices,
                         const std::function<void(const Plan&)>& check) {
  for (const DeviceProfile& dev : devices)
    for (cl_uint dep : {ACL_RNO1, ACL_RNO2})
      for (size_t d : {1, 3})
        for (const auto& sh : {std::pair<size_t, size_t>{1000, 700}, {300, 77}, {5, 3}}) {
          INFO(dev.name << ", dependency " << dep << ", " << sh.first << "x" << sh.second << "x"
                        << d);
          check(make_plan(
              {transfer(0, param("src", "float"), attr(sh.first, sh.second, d)),
               transfer(1, param("dst", "float"), dependent(attr(sh.first, sh.second, d), dep))},
              dev));
        }
}

TEST_CASE("launch geometry: wavefronts launch once per diagonal with its tiles",
          "[planner][launch]") {
  each_dependent_plan(
      {diagonals(cpu_profile()), diagonals(gpu_profile()), diagonals(small_gpu_profile())},
      [](const Plan& p) {
        REQUIRE(p.is<Wavefront>());
        check_launches(p);
        CHECK(p.launch.count == p.wavefront().launches());
        // Every tile of every slice is launched once; no launch exceeds the plan's groups.
        size_t tiles = 0;
        for (size_t i = 0; i < p.launch.count; ++i) {
          const Range r = p.launch_at(i);
          CHECK(r.global[0] / r.local[0] <= p.groups);
          tiles += size_t(r.value[2]);
        }
        CHECK(tiles == p.wavefront().gx * p.wavefront().tile_rows());
      });
  // RNO0 data beside RNO1 data joins the wavefront.
  const Plan mixed =
      make_plan({transfer(0, param("src", "float"), attr(500, 90)),
                 transfer(1, param("a", "float"), dependent(attr(500, 90), ACL_RNO0)),
                 transfer(2, param("b", "float"), dependent(attr(500, 90), ACL_RNO1))},
                diagonals(gpu_profile()));
  REQUIRE(mixed.is<Wavefront>());
  check_launches(mixed);
}

TEST_CASE("launch geometry: a pipeline launches once, a group per band, with its sync buffer",
          "[planner][launch]") {
  // cpu_profile(): band walks (a band of band_rows block rows a work-group of one).
  each_dependent_plan({cpu_profile(), no_walks(cpu_profile()), pipelined(gpu_profile()),
                       small_gpu_profile()}, [](const Plan& p) {
    REQUIRE(p.is<Pipeline>());
    const Pipeline& v = p.pipeline();
    const size_t rows = v.band_rows ? v.band_rows : p.wg;
    check_launches(p);
    CHECK(p.launch.count == 1);
    CHECK(p.launch.first.ints == 0);
    CHECK(p.launch.first.global[0] == v.tickets() * p.wg);
    CHECK(p.groups == v.tickets());
    CHECK(v.bands * rows >= v.gy);
    CHECK((v.bands - 1) * rows < v.gy);
    // Counters, progress per band, one edge row of every band.
    CHECK(p.launch.sync_words == p.sync_words());
    CHECK(p.launch.sync_words == 2 + v.tickets() + v.tickets() * v.nx * p.args[1].split_size);
  });
}

TEST_CASE(
    "plan schedule: one of Blocks, Sweep, Wavefront, Tiling and Pipeline; read as another, "
    "an internal error",
    "[planner][launch]") {
  const acl_attr a = attr(2048, 64);
  const Plan blocks =
      make_plan({transfer(0, param("src", "float"), a), transfer(1, param("dst", "float"), out(a))},
                gpu_profile());
  const Plan sweep = make_plan({transfer(0, param("src", "float"), margin(a, 1)),
                                transfer(1, param("dst", "float"), out(a))},
                               cpu_profile());
  const Plan wave = make_plan({transfer(0, param("src", "float"), a),
                               transfer(1, param("dst", "float"), dependent(a, ACL_RNO1))},
                              diagonals(gpu_profile()));
  const Plan pipeline = make_plan({transfer(0, param("src", "float"), a),
                                   transfer(1, param("dst", "float"), dependent(a, ACL_RNO1))},
                                  pipelined(gpu_profile()));
  const Plan tiles = make_plan({transfer(0, param("a", "float"), tiled(attr(64, 64), 2, 1)),
                                transfer(1, param("b", "float"), tiled(attr(64, 64), 1, 2)),
                                transfer(2, param("c", "float"), out(tiled(attr(64, 64))))},
                               gpu_profile());
  const Plan* plans[] = {&blocks, &sweep, &wave, &tiles, &pipeline};
  for (size_t i = 0; i < 5; ++i) {
    const Plan& p = *plans[i];
    INFO("plan:\n" << p);
    CHECK(p.schedule.index() == i);  // Blocks, Sweep, Wavefront, Tiling, Pipeline
    CHECK(p.is<Blocks>() == (i == 0));
    CHECK(p.is<Sweep>() == (i == 1));
    CHECK(p.is<Wavefront>() == (i == 2));
    CHECK(p.is<Tiling>() == (i == 3));
    CHECK(p.is<Pipeline>() == (i == 4));
    if (i != 1) CHECK_THROWS_WITH(p.sweep(), Catch::Contains("without a sweep schedule"));
    if (i != 2) CHECK_THROWS_WITH(p.wavefront(), Catch::Contains("without a wavefront schedule"));
    if (i != 3) CHECK_THROWS_WITH(p.tiling(), Catch::Contains("without an ACL_TILE schedule"));
    if (i != 4) {
      CHECK_THROWS_WITH(p.pipeline(), Catch::Contains("without a pipeline schedule"));
      CHECK(p.launch.sync_words == 0);
    }
  }
  CHECK(sweep.sweep().rows == 4);
  CHECK(wave.launch.count == wave.wavefront().launches());
  CHECK(tiles.tiling().x == 64);
}

}  // namespace acltest
