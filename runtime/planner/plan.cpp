// The plan as a value: an argument described before shaping, sizes, the key, printing.
#include <algorithm>
#include <ostream>
#include <sstream>

#include "error.hpp"
#include "planner/eligibility.hpp"
#include "planner/plan.hpp"
#include "planner/shape.hpp"
#include "planner/tiled_draft.hpp"

namespace acl::detail {

ArgPlan describe_arg(const ArgDesc& d, unsigned index) {
  ArgPlan a;
  a.index = index;
  a.name = d.param.name;
  a.type = d.param.type;
  a.is_const = d.param.is_const;
  a.desc = d;
  switch (d.kind) {
    case ArgKind::Scalar: a.placement = Placement::Value; break;
    case ArgKind::Global: a.placement = Placement::Global; break;
    case ArgKind::Local: a.placement = Placement::Scratch; break;
    case ArgKind::Transfer: {
      const acl_attr& at = d.attr;
      a.placement = Placement::Private;
      a.level = at.level;
      a.word_bytes = at.word_size;
      a.margin = at.margin;
      a.margin_z = at.margin_z;
      a.w = at.size[0];
      a.h = at.size[1];
      a.d = at.size[2];
      a.pitch = at.row_pitch / at.word_size;
      a.slice = at.slice_pitch / at.word_size;
      a.offset = offset_place(at.offset, at.word_size);
      a.shifted = at.offset != 0;
      a.vertical = at.split == ACL_VERTICAL;
      a.nbh = at.dependency == ACL_RNO2                                   ? 4
              : at.dependency == ACL_RNO1                                 ? 3
              : at.dependency == ACL_LNO0 || at.dependency == ACL_LNO2    ? 2
              : at.dependency == ACL_LNO1 || at.dependency == ACL_RNO0    ? 1
                                                                          : 0;
      break;
    }
    default: internal_error("argument kind Unset reached the planner");
  }
  return a;
}

const char* placement_name(Placement p) {
  switch (p) {
    case Placement::Value: return "value";
    case Placement::Global: return "global";
    case Placement::Scratch: return "local-scratch";
    case Placement::Private: return "private";
    case Placement::Staged: return "staged";
    case Placement::Common: return "common";
  }
  return "?";
}

bool ArgPlan::row_bytes_aligned(size_t bytes) const {
  return (offset * word_bytes) % bytes == 0 && (pitch * word_bytes) % bytes == 0 &&
         (slice * word_bytes) % bytes == 0;
}

size_t ArgPlan::private_words() const {
  if (tiled.axis[0]) return win_x * win_y;
  if ((placement != Placement::Private && placement != Placement::Staged) || local_view ||
      in_place)
    return 0;
  return (into_totals ? 0 : window_words()) * (prefetch ? 2 : 1) + size_t(nbh) * split_size +
         2 * size_t(nbh_margin) + (line && desc.attr.def != ACL_NONE ? line_slots() : 0);
}

size_t ArgPlan::local_bytes() const {
  if (placement == Placement::Scratch) return desc.local_bytes;
  if (tiled.axis[0]) return streamed() ? tile_w * tile_h * word_bytes * (prefetch ? 2 : 1) : 0;
  if (placement == Placement::Staged) {
    if (local_view)
      return tile_w * (staging.view_by_rows ? tile_h : staging.column_words) * word_bytes;
    const bool r = desc.attr.ref != ACL_NONE, w = desc.attr.def != ACL_NONE;
    return (r ? tile_h * staging.row_bytes : 0) + (w ? block_h * staging.row_bytes : 0);
  }
  if (placement == Placement::Common)
    return tile_w * tile_h * word_bytes * (desc.splat ? desc.splat : 1) * (prefetch ? 2 : 1);
  if (loaded) return 2 * block_w * block_h * word_bytes;
  return 0;
}

void Wavefront::diagonal(size_t d, size_t& first_row, size_t& count) const {
  // Tiles (G, R) with G = d - step * R, 0 <= G < gx, 0 <= R < tile_rows().
  const size_t hi = std::min(tile_rows() - 1, d / step);
  const size_t lo = d + 1 > gx ? ceil_div(d + 1 - gx, step) : 0;
  first_row = lo;
  count = hi >= lo ? hi - lo + 1 : 0;
}

/// Transfer data with an ACL_RNO0/1/2 dependency: what a pipeline hands from band to band.
static bool handed_on(const ArgPlan& a) {
  return a.is_transfer() && is_rno(a.desc.attr.dependency);
}

size_t Plan::edge_at(const ArgPlan& arg) const {
  const Pipeline& v = pipeline();
  size_t at = kSyncProgress + v.tickets();
  for (const ArgPlan& a : args) {
    if (!handed_on(a)) continue;
    if (&a == &arg || a.index == arg.index) return at;
    at += v.tickets() * v.nx * a.split_size * edge_units(a.word_bytes);
  }
  internal_error("edge_at: argument " + std::to_string(arg.index) + " is not handed on");
}

size_t Plan::sync_words() const {
  if (is<Scan>()) return scan().words();
  const Pipeline& v = pipeline();
  size_t n = kSyncProgress + v.tickets();
  for (const ArgPlan& a : args)
    if (handed_on(a)) n += v.tickets() * v.nx * a.split_size * edge_units(a.word_bytes);
  return n;
}

size_t Plan::pipeline_local_bytes(const ArgPlan& a) const {
  // Four steps' portions of every work-item (columns x mod 4 * cols; an odd pitch keeps a
  // warp's reads of one word in distinct banks) and the band above's chunk with a column
  // either side.
  // A band walk: a ring of portions for each of its rows and for the band above's last.
  const Pipeline& v = pipeline();
  if (v.band_rows) return (size_t(v.band_rows) + 1) * v.ring * a.split_size * a.word_bytes;
  return (4 * size_t(v.cols) * wg * (a.split_size | 1) + (size_t(v.chunk) + 2) * a.split_size) *
         a.word_bytes;
}

size_t Plan::scan_local_bytes() const {
  const Scan& v = scan();
  for (const ArgPlan& a : args)
    if (a.is_transfer() && is_scan(a.desc.attr.dependency))
      return size_t(a.split_size) * (size_t(v.segments) * (v.run + 2) + 1) * a.word_bytes;
  internal_error("a scan plan without ACL_RNO1_SUM or ACL_RNO1_SCAN data");
}

size_t Plan::local_bytes() const {
  size_t n = is<Scan>() ? scan_local_bytes() : 0;
  for (const ArgPlan& a : args) {
    n += a.local_bytes();
    // ACL_RNO0 rows with a margin: the row above and the row computed, with the margin.
    if (is<Pyramid>() && a.nbh_margin && !plain_loops)
      n += 2 * (pyramid().width + 2 * a.nbh_margin) * a.word_bytes;
    if (is<Pipeline>() && handed_on(a)) n += pipeline_local_bytes(a);
    // Time steps: a tile of every argument read, two of the one the steps feed.
    if (is<Steps>() && a.is_transfer() && a.desc.attr.def == ACL_NONE)
      n += (a.index == steps().feeds ? 2 : 1) * steps().tile_w() * steps().tile_h() * a.word_bytes;
    // Written ACL_PER_ROW / _SLICE data: the group's accumulators, combined in local memory.
    // Beside ACL_TILE data: a word per work-item and word of its tile (every broadcast).
    if (a.tiled.axis[0] && a.line && a.desc.attr.def != ACL_NONE)
      n += size_t(a.split_size) * wg * a.word_bytes;
    else if (a.line_group())
      n += a.line_slots() * wg * a.word_bytes;
  }
  return n;
}

size_t Plan::private_bytes() const {
  size_t n = 0;
  for (const ArgPlan& a : args) {
    n += a.private_words() * a.word_bytes;
    // ACL_RNO0 rows with a margin: the words of the data only read loaded rows ahead.
    if (is<Pyramid>() && a.is_transfer() && !a.nbh_margin)
      n += pyramid().ahead * a.split_size * a.word_bytes;
    // Column sums in strips: a total for every column of the range, not only the strip's.
    if (row_totals(a)) n += (range_words(a) - a.line_slots()) * a.word_bytes;
  }
  return n;
}

bool moves_as_words(const ArgPlan& a) {
  const size_t bytes = size_t(a.cols.lanes) * a.word_bytes;
  return a.cols.lanes > 1 && small_integer(a) && (bytes == 4 || bytes == 8 || bytes == 16);
}

std::string Plan::key() const {
  std::ostringstream os;
  os << *this;
  return os.str();
}

namespace {

/// The plan's first two lines: device, work-groups, levels and the choices of the whole plan.
void print_header(std::ostream& os, const Plan& p) {
  os << "ACL plan for '" << p.device << "' (" << class_name(p.device_class) << ")\n";
  os << "  work-group " << p.wg << ", work-groups " << p.groups
     << (p.columns_first ? " (blocks down the columns first)" : "")
     << (p.band_runs ? ", runs of rows, " + std::to_string(p.band_runs) : std::string())
     << (p.column_ranges > 1 ? ", column ranges, " + std::to_string(p.column_ranges)
                             : std::string())
     << ", levels " << p.levels
     << ", splits per level";
  for (unsigned l = 1; l <= p.levels; ++l) os << " " << p.count[l];
  os << (p.wide_coords ? ", 64-bit coordinates" : "") << (p.wide_index ? ", 64-bit indices" : "")
     << (p.is<Sweep>() ? ", sweeps of " + std::to_string(p.sweep().rows) + " block rows" : "")
     << (p.lane_words ? ", lanes moved as 32-bit words" : "")
     << (p.group_fast_body ? ", one inside test per work-group" : "")
     << (p.row_loop ? ", work-items as a loop" : "")
     << (p.loaders ? ", " + std::to_string(p.loaders) + " loader work-items" : std::string())
     << (p.square_lanes ? ", square lanes turned in registers" : "") << "\n";
}

/// The line of the plan's schedule, where it has one (tiling, wavefront, pipeline, scan,
/// pyramid).
void print_schedule(std::ostream& os, const Plan& p) {
  if (p.is<Tiling>()) {
    const Tiling& t = p.tiling();
    os << "  tiling: result " << t.x << "x" << t.y << ", k " << t.k << "; group " << t.wg_x << "x"
       << t.wg_y << ", tile " << t.tile_x << "x" << t.tile_y << " in runs of " << t.run_x << "x"
       << t.run_y << ", block " << t.block_x() << "x" << t.block_y() << ", chunk " << t.chunk
       << (t.warp_x ? ", warps " + std::to_string(t.warp_x) + " wide" : "")
       << (t.down ? ", transposing down" : "")
       << (t.band ? ", blocks in bands of " + std::to_string(t.band) + " rows" : "")
       << (t.branchless ? ", branch-free loads" : "")
       << (t.cpu ? ", CPU chunks (tiles in registers over a chunk)" : "")
       << (t.parts ? ", k split in " + std::to_string(t.parts) + " parts past block " +
                         std::to_string(t.whole) + ", sync buffer " +
                         std::to_string(split_sync_words(t)) + " words"
                   : std::string())
       << "\n";
  }
  if (p.is<Wavefront>()) {
    const Wavefront& v = p.wavefront();
    os << "  wavefront: " << v.gx << "x" << v.gy << "x" << v.gz << " blocks, tiles of " << v.rows
       << " block rows, " << v.launches() << " launches of at most " << p.groups
       << " work-groups, diagonal slope " << v.step << "\n";
  }
  if (p.is<Pipeline>()) {
    const Pipeline& v = p.pipeline();
    if (v.band_rows)
      os << "  band walk: " << v.gx << "x" << v.gy << "x" << v.gz << " blocks, " << v.tickets()
         << " bands of " << v.band_rows << " block rows by ticket, a work-item each, " << v.nx
         << " portions a row, chunks of " << v.chunk << ", skewed " << v.reach << ", rings of "
         << v.ring << ", back-off " << v.backoff << ", sync buffer " << p.sync_words()
         << " words\n";
    else
      os << "  pipeline: " << v.gx << "x" << v.gy << "x" << v.gz << " blocks, " << v.tickets()
         << " bands of " << p.wg << " block rows by ticket, " << v.nx << " portions a row, "
         << v.cols << " a step, skew " << v.skew
         << (v.vectors.empty() ? "" : ", rows as vectors") << ", chunks of " << v.chunk
         << ", back-off " << v.backoff << (v.cas_reads ? ", reads by compare-exchange" : "")
         << ", sync buffer " << p.sync_words() << " words\n";
  }
  if (p.is<Scan>()) {
    const Scan& v = p.scan();
    os << "  scan: " << v.gx << "x" << v.gy << "x" << v.gz << " blocks, " << v.tickets()
       << (v.tiles ? " blocks by ticket, " : " bands of one block row by ticket, ") << v.nx
       << " columns a band, rows summed in " << v.segments << " runs of " << v.run
       << " words, running totals every " << v.inclusive << " bands, back-off " << v.backoff
       << ", looking back " << v.window << (v.window > 1 ? " bands" : " band") << " at once"
       << (v.prefetch ? ", next block loaded ahead" : "") << ", sync buffer " << p.sync_words()
       << " words" << (v.combine != ACL_COMBINE_SUM ? ", combine " + combine_name(v.combine) : "")
       << "\n";
  }
  if (p.is<Pyramid>()) {
    const Pyramid& v = p.pyramid();
    os << "  pyramid: margin " << v.margin << ", " << v.tickets() << " bands of " << v.rows
       << " rows by ticket, " << v.strips << " strips of " << v.own << " words computed "
       << v.width << " wide, " << v.bands << " bands a slice, back-off " << v.backoff
       << ", sync buffer " << v.words()
       << " words" << (v.ahead ? ", loads " + std::to_string(v.ahead) + " rows ahead" : "")
       << (p.plain_loops ? ", one work-item a strip" : "") << "\n";
  }
  if (p.step_launches)
    os << "  steps: " << p.step_launches << " launches, argument " << p.step_out
       << " feeds argument " << p.step_feeds << " through two scratch buffers\n";
  if (p.is<Steps>()) {
    const Steps& v = p.steps();
    os << "  steps: " << v.steps << " a launch, argument " << v.out << " feeds argument "
       << v.feeds << " (margin " << v.margin << "), blocks of " << v.out_w << "x" << v.out_h
       << " (" << v.gx << "x" << v.gy << "), recomputed margin " << v.margin_cols
       << " columns and " << v.margin_rows << " rows, tiles of " << v.tile_w() << "x"
       << v.tile_h() << ", " << v.portions() << " portions of " << v.split << " a step\n";
  }
}

/// Where a shifted array starts, as far as its plan depends on it (offset_place).
std::string offset_text(const ArgPlan& a) {
  if (a.offset == 0) return ", offset whole " + std::to_string(kOffsetRun) + "-byte runs";
  if (a.word_bytes & (a.word_bytes - 1))
    return ", offset " + std::to_string(a.offset) + " mod " + std::to_string(kOffsetRun) +
           " words";
  if (a.offset == 1) return ", offset odd";
  return ", offset a multiple of " + std::to_string(a.offset) + " words, not " +
         std::to_string(2 * a.offset);
}

/// The line of one argument.
void print_arg(std::ostream& os, const Plan& p, const ArgPlan& a) {
  os << "  arg " << a.index << " '" << a.name << "' " << a.type << ": "
     << placement_name(a.placement);
  if (a.is_transfer()) {
    const acl_attr& at = a.desc.attr;
    os << ", level " << a.level << ", " << a.w << "x" << a.h << "x" << a.d << " words of "
       << a.word_bytes << " B (pitch " << a.pitch << ", slice " << a.slice
       << (a.shifted ? offset_text(a) : std::string())
       << "), " << split_name(at.split) << ", ref " << origin_name(at.ref) << ", def "
       << origin_name(at.def)
       << (a.dest_w ? " to " + std::to_string(a.dest_w) + "x" + std::to_string(a.dest_h) : "")
       << ", margin " << a.margin
       << (a.margin_z ? ", margin_z " + std::to_string(a.margin_z) : std::string()) << " "
       << border_name(at.border);
    if (a.line)
      os << ", " << broadcast_name(a.line) << " of " << a.line_w << "x" << a.line_h
         << (at.def != ACL_NONE ? " combined by " + combine_name(at.combine) : "");
    if (a.broadcast_whole) {
      os << ", whole array in local memory";
    } else {
      os << ", split " << a.split_size << ", block " << a.block_w << "x" << a.block_h << ", grid "
         << a.grid[0] << "x" << a.grid[1] << "x" << a.grid[2];
    }
    if (a.win_x * a.win_y > 1 || a.placement == Placement::Private ||
        a.placement == Placement::Staged)
      os << ", window " << a.win_x << "x" << a.win_y;
    if (a.local_view && a.staging.view_by_rows)
      os << " in the local tile (rows of " << a.tile_w << ")";
    else if (a.local_view)
      os << " in the local tile (columns of " << a.staging.column_words << ")";
    if (a.loaded) os << ", staged by the loaders";
    if (a.assigned) os << ", assigned by User_main";
    if (a.in_place) os << ", read in place";
    if (a.fill_per_row) os << ", filled once a row";
    if (a.into_totals) os << ", combined by User_main into the totals";
    if (a.cols.lanes > 1) os << ", lanes " << a.cols.lanes;
    if (a.cols.step > 1) os << ", a work-item every " << a.cols.step << " columns";
    if (a.row_step > 1) os << ", blocks every " << a.row_step << " block rows";
    if (a.tiled.axis[0])
      os << ", axes " << a.tiled.axis[0] << a.tiled.axis[1] << ", vector " << a.tiled.vec;
    if (a.tiled.ld) os << ", local k-rows of " << a.tiled.ld;
    if (a.tiled.swizzle) os << " (swizzled)";
    if (a.tiled.direct) os << ", read from global memory";
    if (a.tile_w) os << ", tile " << a.tile_w << "x" << a.tile_h;
    if (a.prefetch) os << ", prefetched";
    if (p.is<Pipeline>() && p.pipeline().moves_rows(a))
      os << ", rows of " << p.pipeline().cols << " as vectors";
    if (a.desc.rows_above) os << ", " << a.desc.rows_above << " rows of results above";
    if (a.desc.partial) os << ", " << a.desc.partial << " words in each row's last vector";
    const size_t* shift = at.position_offset;
    if (shift[0] || shift[1] || shift[2])
      os << ", positions from (" << shift[0] << ", " << shift[1] << ", " << shift[2] << ")";
  }
  os << "\n";
}

}  // namespace

std::ostream& operator<<(std::ostream& os, const Plan& p) {
  print_header(os, p);
  print_schedule(os, p);
  for (const ArgPlan& a : p.args) print_arg(os, p, a);
  for (const std::string& n : p.notes) os << "  - " << n << "\n";
  return os;
}

}  // namespace acl::detail
