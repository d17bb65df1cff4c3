// libFuzzer target over attribute validation, the planner and the generator: any input is
// a device profile plus User_main parameters with attributes, and every plan the library
// accepts must keep the invariants below (docs/getting-started.md, "Fuzzing").
#include "plan_fuzzer.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <sstream>
#include <vector>

#include "codegen/generator.hpp"
#include "codegen/kernel_params.hpp"
#include "error.hpp"
#include "fuzz_input.hpp"
#include "planner/draft.hpp"
#include "planner/eligibility.hpp"
#include "planner/make_plan.hpp"
#include "planner/plan.hpp"

namespace aclfuzz {
namespace {

using u128 = unsigned __int128;

size_t ceil_div(size_t a, size_t b) {
  return (a + b - 1) / b;
}

std::string text(u128 v) {
  std::string s(1, char('0' + unsigned(v % 10)));
  for (v /= 10; v; v /= 10) s.insert(s.begin(), char('0' + unsigned(v % 10)));
  return s;
}

bool verbose() {
  static const bool v = [] {
    const char* e = std::getenv("ACL_FUZZ_VERBOSE");
    return e && *e && *e != '0';
  }();
  return v;
}

std::string describe_attr(const acl_attr& a) {
  std::ostringstream os;
  os << "size {" << a.size[0] << ", " << a.size[1] << ", " << a.size[2] << "}, row_pitch "
     << a.row_pitch << ", slice_pitch " << a.slice_pitch << ", word_size " << a.word_size
     << ", ref " << origin_name(a.ref) << ", def " << origin_name(a.def) << ", margin " << a.margin
     << ", border " << border_name(a.border) << ", broadcast " << a.broadcast << ", split "
     << split_name(a.split) << ", wg [" << a.wg_min << ", " << a.wg_max << "], split ["
     << a.split_min << ", " << a.split_max << "], level " << a.level << ", dependency "
     << dependency_name(a.dependency) << ", combine " << combine_name(a.combine) << ", scale_log2 "
     << a.scale_log2 << ", position " << (a.position ? "set" : "NULL") << ", tile {" << a.tile[0]
     << ", " << a.tile[1] << "}, dim_level {0x" << std::hex << a.dim_level[0] << ", 0x"
     << a.dim_level[1] << ", 0x" << a.dim_level[2] << std::dec << "}";
  return os.str();
}

/// The input in words, for reproducers.
std::string describe(const Input& in) {
  std::ostringstream os;
  const DeviceProfile& d = in.device;
  os << "device: " << class_name(d.device_class) << " '" << d.vendor << "', " << d.compute_units
     << " compute units, max work-group " << d.max_wg << ", local memory " << d.local_mem
     << " bytes\n";
  os << "source: " << in.source.substr(0, in.source.find('\n')) << "\n";
  for (const ArgInput& a : in.args) {
    os << "  " << a.name << ": ";
    if (a.has_attr)
      os << describe_attr(a.attr) << "; buffer " << a.mem_size << " bytes, flags 0x" << std::hex
         << a.flags << std::dec
         << (a.attr.position ? ", position buffer " + std::to_string(a.position_bytes) + " bytes"
                             : "");
    else if (a.space == Space::Local)
      os << "no attributes, " << a.scratch << " bytes of __local scratch";
    else
      os << "no attributes";
    os << "\n";
  }
  return os.str();
}

[[noreturn]] void fail(const Input& in, const std::string& what, const Plan* plan = nullptr) {
  std::cerr << "plan_fuzzer: " << what << "\n" << describe(in);
  if (plan) std::cerr << *plan;
  std::cerr.flush();
  std::abort();
}

/// Inputs that reach a bug already reported and not fixed yet, so that a short run keeps
/// looking for new ones (and CI stays green): a description, or "" for any other input. Add
/// an entry with the report, remove it with the fix; ACL_FUZZ_KNOWN_BUGS=1 runs them all.
/// None is open. (Fixed in 4bfb8e4: footprints of 2^53 bytes or more compared as doubles,
/// 2^64 or more converted to size_t; the split search listing every split size up to the
/// extent, 2 GiB for 2^27 rows.)
std::string known_bug(const Input&) {
  return "";
}

/// A rejection is a fine outcome, except the library's own "internal error" (internal_error
/// in runtime/error.cpp), which names a broken invariant and asks to be reported.
void check_rejection(const Input& in, const Error& e, Outcome& out) {
  out.accepted = false;
  out.code = e.code();
  out.message = e.what();
  if (out.message.find("ACL internal error") != std::string::npos)
    fail(in, std::string("internal error: ") + e.what());
}

/// What clSetAclKernelArg makes of one parameter (runtime/launch/arguments.cpp), minus the
/// OpenCL queries: validate_transfer for attributes, else the kind the parameter implies.
ArgDesc describe_arg_input(unsigned index, const Param& p, const ArgInput& a) {
  ArgDesc d;
  d.param = p;
  if (a.has_attr) {
    d.kind = ArgKind::Transfer;
    d.attr = validate_transfer(index, p, a.attr, a.mem_size, a.flags);
    if (d.attr.position) d.position_bytes = a.position_bytes;
  } else if (p.pointer && (p.space == AddressSpace::Global || p.space == AddressSpace::Constant)) {
    d.kind = ArgKind::Global;
  } else if (p.pointer && p.space == AddressSpace::Local) {
    if (a.scratch == 0) arg_error(CL_INVALID_ARG_SIZE, index, p.name, "local scratch of 0 bytes");
    d.kind = ArgKind::Local;
    d.local_bytes = a.scratch;
  } else if (p.pointer) {
    arg_error(ACL_INVALID_ATTRIBUTE, index, p.name, "a private pointer needs attributes");
  } else {
    d.kind = ArgKind::Scalar;
  }
  return d;
}

/// Invariant (a): the normalised attributes describe an array inside the buffer.
void check_footprint(const Input& in, const std::vector<ArgDesc>& args, const Plan& plan) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind != ArgKind::Transfer) continue;
    const acl_attr& a = args[i].attr;
    const std::string who = "(a) argument " + std::to_string(i) + ": ";
    if (a.size[1] == 0 || a.size[2] == 0) fail(in, who + "size[1] or size[2] left 0", &plan);
    if (a.row_pitch < u128(a.size[0]) * a.word_size || a.row_pitch % a.word_size)
      fail(in, who + "row_pitch " + std::to_string(a.row_pitch) + " below a row", &plan);
    if (a.slice_pitch < u128(a.row_pitch) * a.size[1] || a.slice_pitch % a.word_size)
      fail(in,
           who + "slice_pitch " + std::to_string(a.slice_pitch) + " below row_pitch * " +
               "size[1] = " + text(u128(a.row_pitch) * a.size[1]),
           &plan);
    const u128 need = footprint(a);
    if (need > in.args[i].mem_size)
      fail(in,
           who + "footprint " + text(need) + " bytes is past the buffer's " +
               std::to_string(in.args[i].mem_size),
           &plan);
  }
}

/// (d) Each strategy's data in an ArgPlan stays at its defaults where the strategy is not
/// used: columns on vertical SEPARATE data of block plans, staging on Staged data of block
/// plans, axes on ACL_TILE data.
void check_strategy_data(const Input& in, const Plan& p) {
  const Columns c;
  const Staging s;
  const TileAxes t;
  const bool tiles = p.is<Tiling>();
  for (const ArgPlan& a : p.args) {
    const std::string who = "(d) '" + a.name + "': ";
    if ((!a.is_transfer() || !a.vertical || tiles) &&
        (a.cols.lanes != c.lanes || a.cols.step != c.step || a.cols.stream != c.stream))
      fail(in, who + "columns set outside vertical SEPARATE data", &p);
    if ((a.placement != Placement::Staged || tiles) &&
        (a.staging.chunked != s.chunked || a.staging.aligned_rows != s.aligned_rows ||
         a.staging.chunks_per_row != s.chunks_per_row || a.staging.row_bytes != s.row_bytes ||
         a.staging.dest_run != s.dest_run))
      fail(in, who + "staging set outside Staged data", &p);
    // Local windows (pass local_windows): staged data only read, vertical, with the knob's
    // margin, read in place by User_main from a tile kept by odd columns, or by rows where
    // User_main reads it only through *get_acl_xy (window_by_rows); nothing private.
    const bool by_rows = a.staging.view_by_rows;
    if (a.local_view != (a.staging.column_words != 0 || by_rows) ||
        (by_rows && a.staging.column_words != 0))
      fail(in, who + "column_words without a local window, or the reverse", &p);
    if (by_rows && (!in.device.knobs.window_by_rows || !a.desc.param.xy_only))
      fail(in, who + "a tile by rows without window_by_rows or *get_acl_xy reads only", &p);
    // Below the knobs' margin only where the fit moved windows whose private ones did not fit.
    const bool moved = p.key().find("since their private windows did not fit") != std::string::npos;
    // Or, without a margin, where the fit moved portions a split_min holds (held views).
    const bool held = p.key().find("read in local tiles, since private arrays took") !=
                      std::string::npos;
    if (a.local_view &&
        (a.placement != Placement::Staged || tiles || !a.vertical || (a.margin == 0 && !held) ||
         (a.margin < view_margin(a.desc, in.device.knobs) && !moved && !held) ||
         a.desc.attr.def != ACL_NONE ||
         (!by_rows && (a.staging.column_words % 2 == 0 || a.staging.column_words < a.tile_h)) ||
         a.tile_w != a.block_w + 2 * a.margin || a.tile_h != a.block_h + 2 * a.margin ||
         a.private_words() != 0 || a.cols.lanes != 1 || a.prefetch || !a.desc.param.as_view))
      fail(in, who + "a local window out of shape", &p);
    if ((!a.is_transfer() || !tiles) &&
        (a.tiled.axis[0] != t.axis[0] || a.tiled.axis[1] != t.axis[1] || a.tiled.vec != t.vec ||
         a.tiled.ld != t.ld))
      fail(in, who + "axes set outside ACL_TILE data", &p);
  }
}

/// Invariants (b) to (e) on an accepted plan.
void check_plan(const Input& in, const std::vector<ArgDesc>& args, const Plan& p) {
  const DeviceProfile& dev = in.device;
  auto bad = [&](const std::string& what) { fail(in, what, &p); };
  if (p.args.size() != args.size()) bad("plan has " + std::to_string(p.args.size()) + " args");

  // (b) local memory: ACL's tiles plus the user's __local scratch fit the device.
  if (p.local_bytes() > dev.local_mem)
    bad("(b) local_bytes " + std::to_string(p.local_bytes()) + " above the device's " +
        std::to_string(dev.local_mem));

  // (c) work-group size within the device and every argument's bounds.
  if (p.wg < 1 || p.wg > dev.max_wg)
    bad("(c) work-group " + std::to_string(p.wg) + " outside [1, " + std::to_string(dev.max_wg) +
        "]");
  for (const ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer) continue;
    if ((a.attr.wg_min && p.wg < a.attr.wg_min) || (a.attr.wg_max && p.wg > a.attr.wg_max))
      bad("(c) work-group " + std::to_string(p.wg) + " outside the bounds of '" + a.param.name +
          "'");
  }

  // (d) blocks and grids cover the data; same-level arguments share one split count.
  if (p.levels < 1 || p.levels > 3) bad("(d) levels " + std::to_string(p.levels));
  for (unsigned l = 1; l <= p.levels; ++l)
    if (p.count[l] < 1) bad("(d) no splits at level " + std::to_string(l));
  // Split k (Tiling::parts) runs `parts` work-groups for each block of the last round.
  const size_t extra_groups = p.is<Tiling>() && p.tiling().parts
                                  ? (p.count[1] - p.tiling().whole) * (p.tiling().parts - 1)
                                  : 0;
  if (p.groups > p.count[1] + extra_groups) bad("(d) more work-groups than level-1 blocks");
  if (p.is<Tiling>()) {
    const Tiling& t = p.tiling();
    if (t.parts &&
        (t.parts < 2 || t.parts > dev.knobs.tile_split_k || t.whole >= p.count[1] ||
         p.groups != p.count[1] + extra_groups || p.launch.count != 2 ||
         p.launch.sync_words != (p.count[1] - t.whole) * t.parts * t.block_x() * t.block_y() ||
         size_t(t.parts) * 2 > t.chunks()))
      bad("(d) split k out of shape");
    if (size_t(t.wg_x) * t.wg_y != p.wg) bad("(d) tiled group is not wg_x * wg_y");
    if (t.tile_x < 1 || t.tile_y < 1 || t.run_x < 1 || t.run_y < 1 || t.tile_x % t.run_x ||
        t.tile_y % t.run_y)
      bad("(d) tile not a whole number of runs");
    if (p.count[1] != ceil_div(t.x, t.block_x()) * ceil_div(t.y, t.block_y()))
      bad("(d) level-1 count is not the blocks over the result");
    if (t.k ? (p.levels != 2 || p.count[2] != t.k || t.chunk < 1 || t.chunk > t.k) : p.levels != 1)
      bad("(d) level 2 does not stream k");
    for (const ArgPlan& a : p.args) {
      if (!a.is_transfer()) continue;
      if (a.placement == Placement::Common) {  // a table beside the tiles: the whole array
        if (!a.broadcast_whole || a.tiled.axis[0] || a.tile_w != a.w || a.tile_h != a.h * a.d)
          bad("(d) '" + a.name + "': a table beside the tiles out of shape");
        continue;
      }
      for (int d = 0; d < 2; ++d) {
        const size_t extent = d ? a.h : a.w, span = d ? a.block_h : a.block_w;
        const char axis = a.tiled.axis[d];
        // Axis '1': a dimension of one word (ACL_PER_* data beside the tiles).
        const size_t want = axis == 'x'   ? t.x
                            : axis == 'y' ? t.y
                            : axis == 'k' ? t.k
                            : axis == '1' ? 1
                                          : 0;
        if (extent != want)
          bad("(d) '" + a.name + "' dimension " + std::to_string(d) +
              " is not the extent of axis " + std::string(1, axis));
        const size_t block = axis == 'x'   ? t.block_x()
                             : axis == 'y' ? t.block_y()
                             : axis == 'k' ? t.chunk
                                           : 1;
        if (span != block || a.grid[d] * span < extent)
          bad("(d) '" + a.name + "' blocks do not cover dimension " + std::to_string(d));
      }
      const acl_attr& at = a.desc.attr;
      // A tile side of 0 is the planner's choice (docs/attributes.md).
      if ((at.tile[0] && t.tile_x != at.tile[0]) || (at.tile[1] && t.tile_y != at.tile[1]))
        bad("(d) tile asked by '" + a.name + "' not used");
    }
  } else {
    // Wavefronts order the blocks of one grid, which all dependent data must share.
    const bool wave = p.is<Wavefront>();
    const Wavefront v = wave ? p.wavefront() : Wavefront();
    for (const ArgPlan& a : p.args) {
      const cl_uint dep = a.desc.attr.dependency;
      if (wave && a.is_transfer() && dep >= ACL_RNO0 && dep <= ACL_RNO2 &&
          (a.grid[0] != v.gx || a.grid[1] != v.gy || a.grid[2] != v.gz || v.rows < 1))
        bad("(d) '" + a.name + "' is not on the wavefront's block grid");
    }
    // Every tile in exactly one launch, none empty, after the tiles it waits on (left,
    // above, above-left; with slope 2 also above-right), as tests/unit/planner_test.cpp
    // checks on chosen grids; here on any grid small enough to walk.
    if (wave && v.gx * v.tile_rows() <= (1u << 20)) {
      const size_t rows = v.tile_rows();
      std::vector<size_t> launch(v.gx * rows, SIZE_MAX);
      for (size_t d = 0; d < v.launches(); ++d) {
        size_t first = 0, count = 0;
        v.diagonal(d, first, count);
        if (count == 0) bad("(d) wavefront launch " + std::to_string(d) + " is empty");
        for (size_t r = first; r < first + count; ++r) {
          const size_t g = d - v.step * r;
          if (g >= v.gx || r >= rows || launch[r * v.gx + g] != SIZE_MAX)
            bad("(d) wavefront launch " + std::to_string(d) + " has tile row " + std::to_string(r) +
                " outside the grid or twice");
          launch[r * v.gx + g] = d;
        }
      }
      for (size_t r = 0; r < rows; ++r)
        for (size_t g = 0; g < v.gx; ++g) {
          const size_t d = launch[r * v.gx + g];
          const bool late =
              d == SIZE_MAX || (g > 0 && launch[r * v.gx + g - 1] >= d) ||
              (r > 0 && launch[(r - 1) * v.gx + g] >= d) ||
              (r > 0 && g > 0 && launch[(r - 1) * v.gx + g - 1] >= d) ||
              (v.step == 2 && r > 0 && g + 1 < v.gx && launch[(r - 1) * v.gx + g + 1] >= d);
          if (late)
            bad("(d) wavefront tile (" + std::to_string(g) + ", " + std::to_string(r) +
                ") runs in no launch or before a tile it waits on");
        }
    }
    // Pipelines: bands cover the dependent grid's block rows, a step's columns are a power
    // of two that divides the chunk, every argument moved as row vectors starts its rows on
    // a vector, and the launch carries the whole sync buffer (int-indexed).
    if (p.is<Pipeline>()) {
      const Pipeline& v = p.pipeline();
      for (const ArgPlan& a : p.args) {
        const cl_uint dep = a.desc.attr.dependency;
        if (a.is_transfer() && dep >= ACL_RNO0 && dep <= ACL_RNO2 &&
            (a.grid[0] != v.gx || a.grid[1] != v.gy || a.grid[2] != v.gz))
          bad("(d) '" + a.name + "' is not on the pipeline's block grid");
        if (v.moves_rows(a) && (!a.vertical || a.margin || a.pitch % v.cols || a.block_w != p.wg))
          bad("(d) '" + a.name + "' moves rows as vectors it cannot");
      }
      // A band is wg block rows, or band_rows of them walked by one work-item (band walks,
      // whose chunk with the column before it and the reach after it fits the ring).
      const size_t rows = v.band_rows ? v.band_rows : p.wg;
      if (v.band_rows && (p.wg != 1 || v.chunk + 1 + v.reach > v.ring))
        bad("(d) band walk: work-group " + std::to_string(p.wg) + " or chunk " +
            std::to_string(v.chunk) + " past its ring of " + std::to_string(v.ring));
      if (v.nx != v.gx * p.wg || v.bands * rows < v.gy || (v.bands - 1) * rows >= v.gy ||
          (v.cols & (v.cols - 1)) || v.chunk % v.cols || p.groups != v.tickets() ||
          p.launch.count != 1 || p.launch.sync_words != p.sync_words() ||
          p.sync_words() >= (size_t(1) << 31) || v.skew < 1 || v.skew > 2)
        bad("(d) pipeline: bands, columns, chunks, groups or sync buffer inconsistent");
    }
    // A barrier after each block of a walk: only ACL_RNO0 plans, with the knob.
    if (p.rno_barrier) {
      bool rno = false;
      for (const ArgPlan& a : p.args) rno |= a.is_transfer() && a.desc.attr.dependency == ACL_RNO0;
      if (!rno || !dev.knobs.rno_barrier) bad("(d) a barrier after each block of a plan without an RNO0 walk");
    }
    bool streamed = false;  // a plan with streamed stores (Columns::stream)
    for (const ArgPlan& a : p.args) streamed |= a.cols.stream;
    // Lanes of 4-byte words without SPECIAL write-backs move with vloadn/vstoren, so their
    // rows may start anywhere (pass lanes, rows_take); so may squares' rows.
    bool any_rows = true;
    for (const ArgPlan& a : p.args)
      if (a.is_transfer()) any_rows &= !a.dest_w && a.word_bytes == 4;
    for (const ArgPlan& a : p.args) {
      if (!a.is_transfer() || a.broadcast_whole) continue;
      const acl_attr& at = a.desc.attr;
      const bool random = at.ref == ACL_RANDOM || at.def == ACL_RANDOM;
      const std::string who = "(d) argument " + std::to_string(a.index) + " '" + a.name + "': ";
      if (a.level < 1 || a.level > p.levels) bad(who + "level outside the plan's");
      if (a.splits() != p.count[a.level])
        bad(who + std::to_string(a.splits()) + " splits, level count " +
            std::to_string(p.count[a.level]));
      if (a.split_size < 1) bad(who + "split 0");
      if (!random && ((at.split_min && a.split_size < at.split_min) ||
                      (at.split_max && a.split_size > at.split_max)))
        bad(who + "split " + std::to_string(a.split_size) + " outside split_min/split_max");
      if (a.placement != Placement::Common) {
        // Streamed stores: ENLARGE vectors from private memory into a destination of at
        // least stream_bytes; without lane_bytes only such plans take lanes.
        if (a.cols.stream && (at.def != ACL_SPECIAL_ENLARGE || a.cols.lanes < 2 ||
                              a.placement != Placement::Private || !dev.knobs.stream_bytes ||
                              a.dest_w * a.dest_h * a.d * a.word_bytes < dev.knobs.stream_bytes))
          bad(who + "streamed stores where they do not apply");
        if (a.cols.lanes > 1 &&
            (!a.vertical || (a.margin && (at.ref == ACL_NONE || at.def != ACL_NONE)) ||
             (a.placement != Placement::Private &&
              !(a.placement == Placement::Staged && a.dest_w)) ||
             (!a.dest_w && !p.square_lanes && !any_rows && !a.rows_on_vectors(a.cols.lanes)) ||
             a.cols.lanes * a.word_bytes >
                 std::max({dev.knobs.lane_bytes, dev.knobs.enlarge_bytes,
                           p.square_lanes ? dev.knobs.transpose_lanes : 0u}) ||
             (!dev.knobs.lane_bytes && !streamed && !p.square_lanes)))
          bad(who + "lanes " + std::to_string(a.cols.lanes) + " on data that cannot take them");
        // ENLARGE and SHRINK with lanes store vectors straight to the destination: ENLARGE
        // one vector of enlarge_bytes per destination row of the lanes, on rows and slices
        // aligned to it; SHRINK the lanes >> k kept words of a kept row, rows and slices of
        // them.
        // Squares of lanes (p.square_lanes) store the columns of a square (or of fewer rows,
        // in views lower than a square) as vectors of the destination's rows through a
        // transposing write-back, at any alignment.
        const bool transposing = at.def == ACL_SPECIAL_ROT90 || at.def == ACL_SPECIAL_ROT270 ||
                                 at.def == ACL_SPECIAL_MIRROR_TRANSPOSE;
        if (p.square_lanes && a.cols.lanes > 1 &&
            (a.split_size > a.cols.lanes || (a.dest_w && !transposing)))
          bad(who + "square lanes " + std::to_string(a.cols.lanes) + " over a split of " +
              std::to_string(a.split_size) +
              " rows (more than a square) or on a write-back that does "
              "not transpose");
        const size_t kept = a.cols.lanes >> at.scale_log2, eb = dev.knobs.enlarge_bytes;
        if (a.cols.lanes > 1 && a.dest_w && a.placement == Placement::Private &&
            !(p.square_lanes && transposing) &&
            (at.def == ACL_SPECIAL_ENLARGE
                 ? ((a.cols.lanes * a.word_bytes) << at.scale_log2) != eb ||
                       (a.cols.lanes << at.scale_log2) > 16 || (a.pitch * a.word_bytes) % eb ||
                       (a.slice * a.word_bytes) % eb
                 : at.def != ACL_SPECIAL_SHRINK || kept < 1 || a.pitch % kept || a.slice % kept))
          bad(who + origin_name(at.def) + " lanes " + std::to_string(a.cols.lanes) +
              " that are not whole vectors of the destination");
        // Runs of a staged write-back start 16-byte aligned: aligned rows and slices of
        // 16-byte vectors, and for transposes block heights (and ROT90 views) of whole runs.
        if (a.staging.dest_run && (a.staging.dest_run * a.word_bytes != 16 ||
                                   (a.pitch * a.word_bytes) % 16 || (a.slice * a.word_bytes) % 16 ||
                                   (is_transposing(at.def) &&
                                    (a.block_h % a.staging.dest_run ||
                                     (at.def == ACL_SPECIAL_ROT90 && a.h % a.staging.dest_run)))))
          bad(who + "write-back runs of " + std::to_string(a.staging.dest_run) +
              " words out of line");
        if (a.cols.step > 1 && (!p.skip_dropped || !a.vertical || a.cols.lanes > 1))
          bad(who + "every " + std::to_string(a.cols.step) + "th column without SHRINK skips");
        if (a.block_w != (a.vertical ? size_t(p.wg) * a.cols.lanes * a.cols.step
                                     : size_t(p.wg) * a.split_size) ||
            a.block_h != (a.vertical ? a.split_size : 1))
          bad(who + "block is not the work-group's");
      }
      // ACL_RANDOM blocks sit at listed origins: their grid is the count, not a cover. SHRINK
      // plans on the kept rows only (ArgPlan::row_step) cover every row_step-th block row.
      if (a.row_step > 1 && !p.skip_dropped) bad(who + "blocks on kept rows without SHRINK skips");
      if (!random && (a.grid[0] * a.block_w < a.w || a.grid[1] * a.block_h * a.row_step < a.h ||
                      a.grid[2] < a.d))
        bad(who + "grid does not cover the " + std::to_string(a.w) + "x" + std::to_string(a.h) +
            "x" + std::to_string(a.d) + " words");
    }
    // Row sweeps: every group runs whole block rows of one block column of one grid that
    // all transfer data shares, and carried window rows belong to data that is only read
    // (validation rejects margins on data read and written; this holds it to that).
    if (p.is<Sweep>()) {
      const unsigned sweep = p.sweep().rows;
      const ArgPlan* first = nullptr;
      for (const ArgPlan& a : p.args) {
        if (a.placement == Placement::Global || a.placement == Placement::Scratch)
          bad("(d) row sweeps with a pointer argument");
        if (!a.is_transfer()) continue;
        if (!first) first = &a;
        if (a.placement != Placement::Private || !a.vertical || a.cols.lanes > 1 || a.prefetch ||
            a.grid[0] != first->grid[0] || a.grid[1] != first->grid[1] ||
            a.grid[2] != first->grid[2] || a.block_h != first->block_h ||
            (a.margin && a.desc.attr.ref != ACL_NONE && a.desc.attr.def != ACL_NONE))
          bad("(d) row sweeps over '" + a.name + "', which cannot take them");
      }
      if (!first || p.levels != 1 || sweep < 1 || sweep > first->grid[1] ||
          p.groups != first->grid[0] * ceil_div(first->grid[1], sweep) * first->grid[2])
        bad("(d) row sweeps do not cover the block grid once");
    }
    // Lanes moved as words: a single-level plan whose transfer data all takes lanes and may
    // move unguarded (private, no prefetch, neighbours, dependency, SPECIAL or RANDOM
    // origins), some of it bytes or shorts in rows of whole 32-bit words.
    if (p.lane_words) {
      bool words = false;
      for (const ArgPlan& a : p.args) {
        if (!a.is_transfer()) continue;
        const acl_attr& at = a.desc.attr;
        words |= moves_as_words(a);
        if (a.placement != Placement::Private || a.cols.lanes < 2 || a.prefetch || a.nbh ||
            a.dest_w || at.dependency != ACL_DEP_NONE || at.ref == ACL_RANDOM ||
            at.def == ACL_RANDOM || (moves_as_words(a) && (a.cols.lanes * a.word_bytes) % 4))
          bad("(d) lanes moved as words over '" + a.name + "', which cannot take them");
      }
      if (!words || p.levels != 1 || !p.is<Blocks>() || p.skip_dropped)
        bad("(d) lanes moved as words in a plan without byte or short lanes to move");
    }
    // Equal shapes get equal blocks (docs/planner.md, step 4), whatever their split bounds.
    for (const ArgPlan& a : p.args)
      for (const ArgPlan& b : p.args) {
        if (&a >= &b || !a.is_transfer() || !b.is_transfer() || a.broadcast_whole ||
            b.broadcast_whole)
          continue;
        const acl_attr &x = a.desc.attr, &y = b.desc.attr;
        if (a.level != b.level || a.w != b.w || a.h != b.h || a.d != b.d ||
            a.vertical != b.vertical || x.broadcast != y.broadcast)
          continue;
        if (a.split_size != b.split_size || a.grid[0] != b.grid[0] || a.grid[1] != b.grid[1] ||
            a.grid[2] != b.grid[2])
          bad("(d) equal shapes '" + a.name + "' and '" + b.name + "' got different blocks");
      }
  }

  check_strategy_data(in, p);

  // (e) ACL_RANDOM: one position per level-1 block.
  for (const ArgPlan& a : p.args) {
    if (!a.is_transfer()) continue;
    const acl_attr& at = a.desc.attr;
    if ((at.ref == ACL_RANDOM || at.def == ACL_RANDOM) && a.desc.position_bytes / 16 < p.count[1])
      bad("(e) '" + a.name + "': " + std::to_string(a.desc.position_bytes / 16) +
          " positions for " + std::to_string(p.count[1]) + " blocks");
  }

  // (g) Pass declarations: run_passes checked each pass's against the draft while planning
  // (a breach is an internal error, a failure above); the plan properties codegen reads
  // keep their meaning: plain loops exactly in strips of one work-item (line blocks, or the
  // strips of ACL_RNO0 rows with a margin).
  const bool strips = p.line_blocks || p.is<Pyramid>();
  if (p.plain_loops != (strips && p.wg == 1))
    bad(std::string("(g) plain_loops ") + (p.plain_loops ? "set" : "unset") +
        " where line_blocks is " + (p.line_blocks ? "set" : "unset") +
        (p.is<Pyramid>() ? ", a pyramid" : "") + " and the work-group " + std::to_string(p.wg));
}

/// Invariant (h): the plan memo runs the plan made for one offset at every offset of the same
/// place (offset_place), so the arrays moved to the next offset of their place (an odd
/// offset 2 words on, a multiple of 4 but not 8 words 8 on, whole runs a run on) must plan to
/// the same kernel code and parameter list, where that move is accepted at all.
void check_other_offsets(const Input& in, std::vector<ArgDesc> args, const Plan& p,
                         const std::string& src) {
  bool shifted = false;
  for (ArgDesc& a : args) {
    if (a.kind != ArgKind::Transfer || !a.attr.offset) continue;
    const size_t wb = a.attr.word_size, place = offset_place(a.attr.offset, wb);
    const bool pow2 = (wb & (wb - 1)) == 0;
    a.attr.offset += !pow2 ? kOffsetRun : place ? 2 * place : kOffsetRun / wb;
    shifted = true;
  }
  if (!shifted) return;
  Plan q;
  std::string other;
  try {
    validate_argument_set(args);
    q = make_plan(args, in.device, PlanOptions().set_word_by_word(!sees_positions(in.source)));
    other = generate(q, in.source);
  } catch (const Error&) {
    return;  // the shifted arrays leave their buffers, or some other rule refuses them
  }
  if (other.substr(code_start(other)) != src.substr(code_start(src)))
    fail(in, "(h) offsets of the same places generate other code", &p);
  const std::vector<KernelParam> a = kernel_params(p), b = kernel_params(q);
  bool same = a.size() == b.size();
  for (size_t i = 0; same && i < a.size(); ++i)
    same = a[i].role == b[i].role && a[i].arg == b[i].arg && a[i].decl == b[i].decl;
  if (!same) fail(in, "(h) offsets of the same places bind other kernel parameters", &p);
}

/// Invariant (f) beyond "no exception": a kernel, and its __local arrays no larger than the
/// plan's account of ACL's tiles (which (b) held against the device).
void check_source(const Input& in, const Plan& p, const std::string& src) {
  auto bad = [&](const std::string& what) { fail(in, what, &p); };
  const size_t body = src.find("/* ---- AC kernel ---- */");
  if (src.empty() || body == std::string::npos || src.find("__kernel", body) == std::string::npos)
    bad("(f) generated source has no AC kernel");
  size_t declared = 0;
  std::istringstream lines(src.substr(body));
  for (std::string line; std::getline(lines, line);) {
    const size_t at = line.find_first_not_of(' ');
    if (at == std::string::npos || line.compare(at, 8, "__local ") != 0) continue;
    std::istringstream words(line.substr(at + 8));
    std::string type, name;
    words >> type >> name;
    const size_t open = name.find('['), close = name.find(']');
    if (open == std::string::npos || close == std::string::npos) continue;  // a parameter
    unsigned size = builtin_type_size(type);
    for (const ArgPlan& a : p.args)
      if (!size && a.type == type) size = a.word_bytes;
    declared += size_t(std::strtoull(name.c_str() + open + 1, nullptr, 10)) * size;
  }
  size_t scratch = 0;
  for (const ArgPlan& a : p.args)
    if (a.placement == Placement::Scratch) scratch += a.local_bytes();
  if (declared + scratch > p.local_bytes())
    bad("(f) the kernel declares " + std::to_string(declared) +
        " bytes of __local tiles, the "
        "plan accounts for " +
        std::to_string(p.local_bytes() - scratch));
}

}  // namespace

Outcome run(const RawCase& raw) {
  const Input in = materialise(raw);
  Outcome out;
  if (verbose()) std::cerr << describe(in);
  static const bool run_all = [] {
    const char* e = std::getenv("ACL_FUZZ_KNOWN_BUGS");
    return e && *e && *e != '0';
  }();
  const std::string known = run_all ? "" : known_bug(in);
  if (!known.empty()) {
    if (verbose()) std::cerr << "skipped, a known bug: " << known << "\n";
    out.message = "skipped: " + known;
    return out;
  }
  // The synthesised User_main must read back as written.
  std::vector<Param> params;
  try {
    params = parse_user_main(in.source);
  } catch (const Error& e) {
    fail(in, std::string("harness: User_main did not parse: ") + e.what());
  }
  if (params.size() != in.args.size()) fail(in, "harness: parameter count");

  std::vector<ArgDesc> args;
  Plan plan;
  try {
    for (size_t i = 0; i < in.args.size(); ++i)
      args.push_back(describe_arg_input(unsigned(i), params[i], in.args[i]));
    validate_argument_set(args);
    // As clCreateAclKernel does: the generated sources name no position builtin, so
    // flattening (pass flatten) is open to them.
    plan = make_plan(args, in.device, PlanOptions().set_word_by_word(!sees_positions(in.source)));
  } catch (const Error& e) {
    check_rejection(in, e, out);
    if (verbose()) std::cerr << "rejected (" << e.code() << "): " << e.what() << "\n";
    return out;
  } catch (const std::exception& e) {
    fail(in, std::string("exception other than acl::detail::Error: ") + e.what());
  } catch (...) {
    fail(in, "exception of unknown type");
  }
  out.accepted = true;
  if (verbose()) std::cerr << plan;
  check_footprint(in, args, plan);
  check_plan(in, args, plan);
  try {
    const std::string src = generate(plan, in.source);
    check_source(in, plan, src);
    check_other_offsets(in, args, plan, src);
  } catch (const Error& e) {
    check_rejection(in, e, out);
    if (verbose()) std::cerr << "generator error (" << e.code() << "): " << e.what() << "\n";
  } catch (const std::exception& e) {
    fail(in, std::string("generate: exception other than acl::detail::Error: ") + e.what(), &plan);
  } catch (...) {
    fail(in, "generate: exception of unknown type", &plan);
  }
  return out;
}

}  // namespace aclfuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  aclfuzz::run(aclfuzz::decode(data, size));
  return 0;
}

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  // `acl-plan-fuzzer --write-seeds DIR` writes the seed corpus (seeds.cpp) and exits;
  // libFuzzer calls this before it reads its own flags.
  for (int i = 1; i + 1 < *argc; ++i)
    if (std::string((*argv)[i]) == "--write-seeds") std::exit(aclfuzz::write_seeds((*argv)[i + 1]));
  // (g) The pass lists keep to their passes' declarations (planner/draft.hpp).
  try {
    acl::detail::check_pass_lists();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "acl-plan-fuzzer: (g) pass lists: %s\n", e.what());
    std::abort();
  }
  return 0;
}
