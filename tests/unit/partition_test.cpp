// The partition of a launch over several devices (planner/partition.hpp), without a
// device: band boundaries from weights, the axis each kind of data takes, margin rows, how each
// argument reaches a device's piece (sub-buffer, copy, as set), the boxes copied back,
// positions.
#include "planner/partition.hpp"

#include "attributes/rules.hpp"

#include <limits>
#include <sstream>

#include "common.hpp"

namespace acltest {
namespace {

PartitionRequest request(size_t devices, PartitionAxis axis, size_t unit = 1, size_t align = 128) {
  PartitionRequest r;
  r.axis = axis;
  r.unit = unit;
  r.view_align.assign(devices, align);
  r.device_names.assign(devices, "dev");
  return r;
}

acl_attr with_dep(acl_attr a, cl_uint dep) {
  a.dependency = dep;
  return a;
}

acl_attr special(acl_attr a, cl_uint def, cl_uint scale = 0) {
  a.ref = ACL_NONE;
  a.def = def;
  a.scale_log2 = scale;
  return a;
}

/// Runs `f`, which must throw ACL_NOT_SUPPORTED_YET saying `words`.
template <typename F>
void not_supported(F f, const std::string& words) {
  try {
    f();
    FAIL("accepted");
  } catch (const Error& e) {
    CHECK(e.code() == ACL_NOT_SUPPORTED_YET);
    CHECK_THAT(e.what(), Catch::Contains(words));
  }
}

}  // namespace

TEST_CASE("split: bands follow the weights in whole units", "[split]") {
  CHECK(band_bounds(100, 10, {0.5, 0.5}) == std::vector<size_t>{0, 50, 100});
  CHECK(band_bounds(95, 10, {0.5, 0.5}) == std::vector<size_t>{0, 50, 95});
  CHECK(band_bounds(40, 16, {0.5, 0.5}) == std::vector<size_t>{0, 32, 40});  // one block
  CHECK(band_bounds(32, 16, {1 / 3.0, 1 / 3.0, 1 / 3.0}) == std::vector<size_t>{0, 16, 16, 32});
  CHECK(band_bounds(100, 1, {0.5, 0.0, 0.5}) == std::vector<size_t>{0, 50, 50, 100});
  CHECK(band_bounds(7, 1, {0.9, 0.1}) == std::vector<size_t>{0, 6, 7});
  CHECK(normalised_weights({}, 4) == std::vector<double>(4, 0.25));
  CHECK(normalised_weights({3, 1}, 2) == std::vector<double>{0.75, 0.25});
  CHECK_THROWS_WITH(normalised_weights({1, -1}, 2), Catch::Contains("weights[1] is -1"));
  CHECK_THROWS_WITH(normalised_weights({0, 0}, 2), Catch::Contains("all 0"));
  CHECK_THROWS_WITH(normalised_weights({1}, 2), Catch::Contains("1 weights for 2 devices"));
}

TEST_CASE("split: weights and extents at the ends of their types", "[split]") {
  // A sum of weights that overflows a double is no reason to give every row to one device.
  const double big = std::numeric_limits<double>::max();
  CHECK(normalised_weights({big, big}, 2) == std::vector<double>{0.5, 0.5});
  CHECK(normalised_weights({big, 0, big}, 3) == std::vector<double>{0.5, 0, 0.5});
  const std::vector<double> tiny = normalised_weights({4.9e-324, 4.9e-324}, 2);  // subnormal
  CHECK(tiny == std::vector<double>{0.5, 0.5});
  CHECK(band_bounds(100, 1, normalised_weights({big, big}, 2)) == std::vector<size_t>{0, 50, 100});
  // Extents whose units or rounded products pass size_t or long long.
  const size_t max = std::numeric_limits<size_t>::max();
  CHECK(band_bounds(max, 2, {0.5, 0.5}) == std::vector<size_t>{0, max / 2 + 1, max});
  CHECK(band_bounds(max, 1, {0.0, 1.0}) == std::vector<size_t>{0, 0, max});
  CHECK(band_bounds(max, 1, {1.0, 0.0}) == std::vector<size_t>{0, max, max});
}

TEST_CASE("split: the axis follows the dependencies and write-backs", "[split]") {
  const Param s = param("s", "int"), d = param("d", "int");
  const acl_attr in = attr(64, 32), o = out(attr(64, 32));
  CHECK(partition_axis({transfer(0, s, in), transfer(1, d, o)}) == PartitionAxis::Rows);
  CHECK(partition_axis({transfer(0, s, in), transfer(1, d, with_dep(o, ACL_RNO0))}) ==
        PartitionAxis::Columns);
  CHECK(partition_axis({transfer(0, s, with_dep(in, ACL_LNO0)), transfer(1, d, o)}) ==
        PartitionAxis::Columns);
  CHECK(partition_axis(
            {transfer(0, s, in), transfer(1, d, special(attr(32, 64), ACL_SPECIAL_ROT90))}) ==
        PartitionAxis::Columns);
  CHECK(partition_axis({transfer(0, s, with_dep(in, ACL_LNO2)), transfer(1, d, o)}) ==
        PartitionAxis::Rows);
  // A vector: bands of columns, unless its neighbours are to the left and right.
  CHECK(partition_axis({transfer(0, s, horizontal(attr(1000))), transfer(1, d, out(attr(1000)))}) ==
        PartitionAxis::Columns);
  CHECK(partition_axis({transfer(0, s, with_dep(attr(1000), ACL_LNO2)),
                        transfer(1, d, out(attr(1000)))}) == PartitionAxis::Rows);
  std::string why;
  partition_axis({transfer(0, s, in), transfer(1, d, with_dep(o, ACL_RNO0))}, &why);
  CHECK(why.find("argument 1 'd'") != std::string::npos);
  // What no axis takes is the rule table's (steps SeveralDevices*), checked before the axis.
  auto rejects = [&](const std::vector<ArgDesc>& args, const std::string& words) {
    not_supported([&] { check_several_devices(args); }, words);
  };
  rejects({transfer(0, s, with_dep(in, ACL_LNO1)), transfer(1, d, with_dep(o, ACL_RNO0))},
          "argument 0 's': dependency ACL_LNO1 (neighbours to the left and right) beside "
          "argument 1 'd', which needs whole columns");
  // ACL_RNO0 needs no whole columns beside ACL_RNO1 data (bands of rows take both).
  acl_attr wave = o;
  wave.dependency = ACL_RNO1;
  const std::vector<ArgDesc> rows = {transfer(0, s, with_dep(in, ACL_LNO1)),
                                     transfer(1, d, with_dep(o, ACL_RNO0)),
                                     transfer(2, param("w", "int"), wave)};
  CHECK_NOTHROW(check_several_devices(rows));
  CHECK(partition_axis(rows) == PartitionAxis::Rows);
}

TEST_CASE("split: rows with a margin: margin rows, sub-buffers where aligned, copies back",
          "[split]") {
  const Param s = param("s", "float"), d = param("d", "float"), t = param("t", "int", false);
  acl_attr in = attr(32, 100);  // 128-byte rows: every band starts aligned
  in.margin = 2;
  const std::vector<ArgDesc> args = {transfer(0, s, in), transfer(1, d, out(attr(32, 100))),
                                     scalar("t", "int")};
  const PartitionPlan sp = partition_launch(args, request(2, PartitionAxis::Rows, 8));
  REQUIRE(sp.pieces.size() == 2);
  CHECK(sp.unit == 8);
  CHECK(sp.margin_before == 2);
  CHECK(sp.margin_after == 2);
  const Piece &a = sp.pieces[0], &b = sp.pieces[1];
  CHECK(a.first == 0);
  CHECK(a.end == 56);  // 13 blocks of 8: 7 and 6
  CHECK(a.held_first == 0);
  CHECK(a.held_end == 58);
  CHECK(b.held_first == 54);
  CHECK(b.held_end == 100);
  // Read data: a sub-buffer where its rows start aligned.
  CHECK(a.args[0].reach == Reach::View);
  CHECK(b.args[0].reach == Reach::View);
  CHECK(b.args[0].region.offset() == 54 * 128);
  CHECK(b.args[0].desc.attr.size[1] == 46);
  CHECK(b.args[0].desc.attr.position_offset[1] == 54);
  // Written data with margin rows: a buffer of the device's own, its band copied back.
  CHECK(b.args[1].reach == Reach::Copy);
  CHECK(b.args[1].copy_out);
  CHECK_FALSE(b.args[1].copy_in);
  CHECK(b.args[1].owned.y == 56);
  CHECK(b.args[1].owned.rows == 44);
  CHECK(b.args[1].owned_here.y == 2);
  CHECK(b.args[1].desc.attr.row_pitch == 128);
  CHECK(b.args[2].reach == Reach::AsSet);
  // Copies only when the devices take no views.
  const PartitionPlan copies = partition_launch(args, request(2, PartitionAxis::Rows, 8, 0));
  CHECK(copies.pieces[1].args[0].reach == Reach::Copy);
  CHECK(copies.pieces[1].args[0].copy_in);
  std::ostringstream os;
  os << sp;
  CHECK_THAT(os.str(), Catch::Contains("rows 56..100, holds 54..100"));
}

TEST_CASE("split: written data without margin rows writes through disjoint sub-buffers",
          "[split]") {
  const Param s = param("s", "uchar"), d = param("d", "uchar");
  const std::vector<ArgDesc> args = {transfer(0, s, attr(256, 40, 1, 1)),
                                     transfer(1, d, out(attr(256, 40, 1, 1)))};
  const PartitionPlan sp = partition_launch(args, request(3, PartitionAxis::Rows, 4));
  REQUIRE(sp.pieces.size() == 3);
  for (const Piece& p : sp.pieces) CHECK(p.args[1].reach == Reach::View);
  // Rows of 100 bytes: bands start unaligned, so every device copies (written data: all
  // or none through views).
  const std::vector<ArgDesc> odd = {transfer(0, s, attr(100, 40, 1, 1)),
                                    transfer(1, d, out(attr(100, 40, 1, 1)))};
  const PartitionPlan so = partition_launch(odd, request(3, PartitionAxis::Rows, 4));
  for (const Piece& p : so.pieces) CHECK(p.args[1].reach == Reach::Copy);
  CHECK(so.pieces[0].args[0].reach == Reach::View);  // read data: where aligned
  CHECK(so.pieces[1].args[0].reach == Reach::Copy);
}

TEST_CASE("split: flipped and rotated data map each band where its words go", "[split]") {
  const Param s = param("s", "uchar"), d = param("d", "uchar");
  acl_attr flipped = attr(10, 20, 1, 1);
  flipped.ref = ACL_BOTTOM_LEFT;
  SECTION("ACL_BOTTOM_LEFT source and ROT180 destination: rows from the bottom") {
    const std::vector<ArgDesc> args = {
        transfer(0, s, flipped), transfer(1, d, special(attr(10, 20, 1, 1), ACL_SPECIAL_ROT180))};
    const PartitionPlan sp = partition_launch(args, request(2, PartitionAxis::Rows));
    const Piece& p = sp.pieces[0];  // view rows 0..10
    CHECK(p.args[0].region.y == 10);
    CHECK(p.args[1].owned.y == 10);
    CHECK(p.args[1].owned.rows == 10);
  }
  SECTION("transpose: columns of the view to rows of the destination") {
    const std::vector<ArgDesc> args = {
        transfer(0, s, attr(10, 20, 1, 1)),
        transfer(1, d, special(attr(20, 10, 1, 1), ACL_SPECIAL_MIRROR_TRANSPOSE))};
    REQUIRE(partition_axis(args) == PartitionAxis::Columns);
    const PartitionPlan sp = partition_launch(args, request(2, PartitionAxis::Columns));
    const Piece& p = sp.pieces[1];  // view columns 5..10
    CHECK(p.args[0].region.x == 5);
    CHECK(p.args[0].region.row_bytes == 5);
    CHECK(p.args[0].region.rows == 20);
    CHECK(p.args[1].owned.y == 5);
    CHECK(p.args[1].owned.rows == 5);
    CHECK(p.args[1].desc.attr.size[1] == 5);
    CHECK(p.args[1].desc.attr.position_offset[0] == 5);  // positions in the view
  }
  SECTION("SHRINK by 4: bands and margin rows in whole squares") {
    acl_attr in = attr(16, 30, 1, 1);
    in.margin = 1;
    const std::vector<ArgDesc> args = {
        transfer(0, s, in), transfer(1, d, special(attr(4, 8, 1, 1), ACL_SPECIAL_SHRINK, 2))};
    const PartitionPlan sp = partition_launch(args, request(2, PartitionAxis::Rows, 2));
    CHECK(sp.unit == 4);
    CHECK(sp.margin_before == 4);
    const Piece& p = sp.pieces[1];
    CHECK(p.first % 4 == 0);
    CHECK(p.held_first % 4 == 0);
    CHECK(p.args[1].owned.y == p.first / 4);
  }
}

TEST_CASE("split: ACL_TILE cuts the rows of C and A, B and COMMON data are read whole", "[split]") {
  const Param a = param("a", "float"), b = param("b", "float"), c = param("c", "float");
  acl_attr ta = attr(8, 40), tb = attr(24, 8), tc = out(attr(24, 40));
  ta.split = tb.split = tc.split = ACL_TILE;
  ta.dim_level[0] = 2, ta.dim_level[1] = 1;
  tb.dim_level[0] = 1, tb.dim_level[1] = 2;
  tc.dim_level[0] = 1, tc.dim_level[1] = 1;
  const std::vector<ArgDesc> args = {transfer(0, a, ta), transfer(1, b, tb), transfer(2, c, tc)};
  const PartitionPlan sp = partition_launch(args, request(2, PartitionAxis::Rows, 16));
  REQUIRE(sp.pieces.size() == 2);
  CHECK(sp.pieces[0].end == 32);
  const Piece& p = sp.pieces[1];
  CHECK(p.args[0].desc.attr.size[1] == 8);
  CHECK(p.args[0].region.y == 32);
  CHECK(p.args[1].reach == Reach::AsSet);
  CHECK(p.args[2].desc.attr.size[1] == 8);
  CHECK(p.args[2].desc.attr.position_offset[1] == 32);
  CHECK(p.args[2].reach == Reach::View);  // 96-byte rows: 32 * 96 is a multiple of 128
}

TEST_CASE("split: a device whose share rounds to nothing gets no piece", "[split]") {
  const Param s = param("s", "int"), d = param("d", "int");
  const std::vector<ArgDesc> args = {transfer(0, s, attr(8, 16)), transfer(1, d, out(attr(8, 16)))};
  PartitionRequest r = request(3, PartitionAxis::Rows, 8);
  r.weights = {1, 1, 1};
  const PartitionPlan sp = partition_launch(args, r);
  REQUIRE(sp.pieces.size() == 2);
  CHECK(sp.pieces[0].device == 0);
  CHECK(sp.pieces[1].device == 2);
  std::ostringstream os;
  os << sp;
  CHECK_THAT(os.str(), Catch::Contains("device 1 'dev': no rows (no blocks)"));
}

TEST_CASE("split: distributed bands are used in place, where they hold the piece", "[split]") {
  const Param s = param("s", "int"), d = param("d", "int");
  acl_attr in = attr(8, 30);
  in.margin = 1;
  const std::vector<ArgDesc> args = {transfer(0, s, in), transfer(1, d, out(attr(8, 30)))};
  PartitionRequest r = request(2, PartitionAxis::Rows);
  r.bounds = {0, 20, 30};
  r.dist_margin = 2;
  r.resident = {true, true};
  const PartitionPlan sp = partition_launch(args, r);
  REQUIRE(sp.pieces.size() == 2);
  CHECK(sp.pieces[1].held_first == 18);  // the buffers' margin rows, not just the argument's margin
  for (const Piece& p : sp.pieces)
    for (const PieceArg& pa : p.args) {
      CHECK(pa.reach == Reach::Resident);
      CHECK_FALSE(pa.copy_in);
      CHECK_FALSE(pa.copy_out);
      CHECK(pa.desc.attr.row_pitch == 32);
    }
  r.dist_margin = 0;
  CHECK_THROWS_WITH(partition_launch(args, r),
                    Catch::Contains("argument 0 's': margin 1 beside "
                                    "distributed buffers with 0 margin rows"));
  acl_attr flipped = attr(8, 30);
  flipped.ref = ACL_BOTTOM_LEFT;
  r.dist_margin = 2;
  CHECK_THROWS_WITH(
      partition_launch({transfer(0, s, flipped), transfer(1, d, out(attr(8, 30)))}, r),
      Catch::Contains("argument 0 's': a distributed buffer holds bands of rows, "
                      "and this launch maps its rows elsewhere (ACL_BOTTOM_LEFT)"));
}

TEST_CASE("split: ACL_RNO1/RNO2 bands of rows read the last rows of the band above", "[split]") {
  const Param s = param("s", "uint"), d = param("d", "uint");
  const acl_attr wave = with_dep(out(attr(40, 50)), ACL_RNO1);
  const std::vector<ArgDesc> args = {transfer(0, s, attr(40, 50)), transfer(1, d, wave)};
  std::string why;
  CHECK(partition_axis(args, &why) == PartitionAxis::Rows);
  CHECK_THAT(why, Catch::Contains("each waits for the band above") &&
                      Catch::Contains("no speedup over one device"));
  // ACL_RNO0 beside it takes rows too (it reads its neighbours back the same way).
  CHECK(partition_axis({transfer(0, s, with_dep(out(attr(40, 50)), ACL_RNO0)),
                        transfer(1, d, wave)}) == PartitionAxis::Rows);
  PartitionRequest r = request(3, PartitionAxis::Rows, 8);
  r.keep_split = {8, 8};
  const PartitionPlan sp = partition_launch(args, r);
  CHECK(sp.pipelined);
  CHECK(sp.margin_before == 8);
  CHECK(sp.margin_after == 0);
  REQUIRE(sp.pieces.size() == 3);  // 7 blocks of 8 rows: 2, 3, 2
  const Piece& p = sp.pieces[1];
  CHECK((p.first == 16 && p.end == 40 && p.held_first == 8 && p.held_end == 40));
  // The input holds just the band; the result the band above's last split too.
  CHECK((p.args[0].region.y == 16 && p.args[0].region.rows == 24));
  CHECK(p.args[0].desc.rows_above == 0);
  const PieceArg& o = p.args[1];
  CHECK((o.region.y == 8 && o.region.rows == 32));
  CHECK(o.desc.rows_above == 8);
  CHECK(o.desc.attr.size[1] == 24);
  CHECK(o.desc.attr.position_offset[1] == 16);
  CHECK(o.reach == Reach::Copy);
  CHECK(o.copy_in);  // the rows above, though the result is not read
  CHECK((o.owned.y == 16 && o.owned_here.y == 8 && o.owned.rows == 24));
  CHECK(sp.pieces[0].args[1].desc.rows_above == 0);
  std::ostringstream os;
  os << sp;
  CHECK_THAT(os.str(),
             Catch::Contains("pipelined: a band reads the last 8 rows of the band above"));
  // ACL_BOTTOM_LEFT: the rows above lie after the band in memory; rows of horizontal data: one.
  acl_attr flipped = wave;
  flipped.def = ACL_BOTTOM_LEFT;
  const PartitionPlan sf =
      partition_launch({transfer(0, s, attr(40, 50)), transfer(1, d, flipped)}, r);
  const PieceArg& f = sf.pieces[1].args[1];
  CHECK((f.region.y == 10 && f.region.rows == 32 && f.owned.y == 10 && f.owned_here.y == 0));
  acl_attr across = horizontal(wave);
  const PartitionPlan sh =
      partition_launch({transfer(0, s, horizontal(attr(40, 50))), transfer(1, d, across)},
                       request(2, PartitionAxis::Rows, 1));
  CHECK(sh.margin_before == 1);
  CHECK(sh.pieces[1].args[1].desc.rows_above == 1);
  // What a band cannot take: margin rows, data that needs whole columns.
  acl_attr with_margin = attr(40, 50);
  with_margin.margin = 1;
  not_supported(
      [&] {
        check_several_devices({transfer(0, s, with_margin), transfer(1, d, wave)});
      },
      "argument 0 's': margin 1 beside ACL_RNO1 data of argument 1 'd'");
  not_supported(
      [&] {
        check_several_devices(
            {transfer(0, s, with_dep(attr(40, 50), ACL_LNO0)), transfer(1, d, wave)});
      },
      "argument 0 's': dependency ACL_LNO0 beside ACL_RNO1 data of argument 1 'd'");
  not_supported(
      [&] {
        check_several_devices({transfer(0, s, special(attr(50, 40), ACL_SPECIAL_ROT270)),
                               transfer(1, d, wave)});
      },
      "argument 0 's': def ACL_SPECIAL_ROT270 beside ACL_RNO1 data of argument 1 'd'");
}

TEST_CASE("split: ACL_RANDOM data is read whole, its position entries go with the blocks",
          "[split]") {
  const Param s = param("s", "float"), d = param("d", "float");
  acl_attr img = attr(45, 31);
  img.ref = ACL_RANDOM;
  img.position = reinterpret_cast<cl_mem>(uintptr_t(16));  // never used: no device
  // 20 patches of 8x4 words in a strip: one block a patch, one block column.
  const std::vector<ArgDesc> args = {transfer(0, s, img), transfer(1, d, out(attr(8, 80)))};
  PartitionRequest r = request(3, PartitionAxis::Rows, 4);
  r.blocks = {1, 20, 1};
  r.keep_wg = 8;
  r.keep_split = {4, 4};
  r.weights = {30, 1, 1};  // 19 blocks, none, one
  const PartitionPlan sp = partition_launch(args, r);
  REQUIRE(sp.pieces.size() == 2);
  const PieceArg &a0 = sp.pieces[0].args[0], &a1 = sp.pieces[1].args[0];
  CHECK(a0.reach == Reach::AsSet);
  CHECK(a0.desc.attr.size[1] == 31);
  CHECK(a0.positions == Reach::View);  // entries 0..19 from byte 0
  CHECK(a0.desc.position_bytes == 19 * 16);
  CHECK(a1.positions == Reach::Copy);  // entry 19, at byte 304
  CHECK(a1.entries.offset() == 19 * 16);
  CHECK(a1.desc.position_bytes == 16);
  // The written strip keeps the launch's blocks (work-group and split).
  const acl_attr& strip = sp.pieces[1].args[1].desc.attr;
  CHECK(strip.size[1] == 4);
  CHECK(strip.position_offset[1] == 76);
  CHECK((strip.wg_min == 8 && strip.wg_max == 8 && strip.split_min == 4 && strip.split_max == 4));
  std::ostringstream os;
  os << sp;
  CHECK_THAT(os.str(), Catch::Contains("'s': the buffer as set, read whole; the position entries "
                                       "of its blocks: own buffer of bytes 304..320, copied in"));

  // 3-D: each slice's entries of the piece's block rows, copied as a box.
  const std::vector<ArgDesc> cube = {transfer(0, s, img), transfer(1, d, out(attr(8, 40, 2)))};
  r.blocks = {1, 10, 2};
  r.weights = {1, 1, 0};
  const PartitionPlan sc = partition_launch(cube, r);
  REQUIRE(sc.pieces.size() == 2);
  const Box& e = sc.pieces[1].args[0].entries;
  CHECK((e.y == 5 && e.rows == 5 && e.slices == 2 && e.slice_pitch == 160));
  CHECK(sc.pieces[1].args[0].positions == Reach::Copy);
  CHECK(sc.pieces[1].args[0].desc.position_bytes == 10 * 16);

  acl_attr with_margin = attr(8, 80);
  with_margin.margin = 1;
  const std::vector<ArgDesc> beside = {transfer(0, s, img),
                                       transfer(1, param("m", "float"), with_margin),
                                       transfer(2, d, out(attr(8, 80)))};
  not_supported([&] { check_several_devices(beside); },
                "argument 0 's': ref ACL_RANDOM beside margin 1 of argument 1 'm'");
  acl_attr scatter = out(attr(45, 31));
  scatter.def = ACL_RANDOM;
  scatter.position = img.position;
  not_supported(
      [&] {
        check_several_devices({transfer(0, s, attr(8, 80)), transfer(1, d, scatter)});
      },
      "argument 1 'd': def ACL_RANDOM");
}

}  // namespace acltest
