// The partition of a launch over several devices (partition.hpp): bands of whole blocks
// along one axis of the level-1 view, margin rows for margins, and how each argument reaches
// a piece.
#include "planner/partition.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <ostream>
#include <utility>

#include "error.hpp"
#include "planner/eligibility.hpp"

namespace acl::detail {
namespace {

/// A span of one axis of an argument's array in memory: columns (axis 0) or rows (axis 1).
struct Span {
  int axis = 1;
  size_t lo = 0, hi = 0;
};

size_t at_or_zero(const std::vector<size_t>& v, size_t i) {
  return i < v.size() ? v[i] : 0;
}

bool flipped(const acl_attr& a) {
  return a.ref == ACL_BOTTOM_LEFT || a.def == ACL_BOTTOM_LEFT;
}

/// Level-1 SEPARATE data of a plain (not ACL_TILE) kernel: cut with the view. ACL_RANDOM
/// data is read whole: its blocks lie anywhere.
bool follows_view(const ArgDesc& d) {
  return d.kind == ArgKind::Transfer && cut_with_view(d.attr);
}

/// The first transfer argument whose attributes satisfy `pred`, or args.size().
template <typename Pred>
size_t first_transfer(const std::vector<ArgDesc>& args, Pred pred) {
  size_t i = 0;
  while (i < args.size() && !(args[i].kind == ArgKind::Transfer && pred(args[i].attr))) ++i;
  return i;
}

/// The first argument whose blocks wait on the blocks to their left and above (ACL_RNO1,
/// ACL_RNO2), or args.size().
size_t first_wave(const std::vector<ArgDesc>& args) {
  return first_transfer(
      args, [](const acl_attr& a) { return a.dependency == ACL_RNO1 || a.dependency == ACL_RNO2; });
}

/// The position entries of view rows (columns) [first, end) of whole blocks `unit` long, in
/// a position buffer of one cl_int4 per block of the grid `blocks`, numbered along x, then
/// y, then z.
Box entries_of(PartitionAxis axis, const std::array<size_t, 3>& blocks, size_t unit, size_t first,
               size_t end) {
  const size_t b0 = first / unit, b1 = (end + unit - 1) / unit, entry = 4 * sizeof(cl_int);
  Box e;
  e.row_pitch = blocks[0] * entry;
  e.slice_pitch = e.row_pitch * blocks[1];
  e.slices = blocks[2];
  if (axis == PartitionAxis::Rows) {
    e.y = b0;
    e.rows = b1 - b0;
    e.row_bytes = e.row_pitch;
  } else {
    e.x = b0 * entry;
    e.row_bytes = (b1 - b0) * entry;
    e.rows = blocks[1];
  }
  return e;
}

/// ACL_TILE data: the dimension (0 x, 1 y) that follows the result's rows, or -1.
int tile_row_dim(const acl_attr& a) {
  for (int d = 0; d < 2; ++d) {
    const cl_uint v = a.dim_level[d];
    const bool level1 = v != 2;
    const int axis = v == ACL_LEVEL1_X ? 0 : v == ACL_LEVEL1_Y ? 1 : d;
    if (level1 && axis == 1) return d;
  }
  return -1;
}

/// View rows (axis Rows) or columns [lo, hi) of a view of `w` x `h` words, in the memory of
/// an argument following the view: its own rows or columns, reversed for ACL_BOTTOM_LEFT
/// rows, and where a transformed write-back sends them.
Span mapped(const acl_attr& a, PartitionAxis axis, size_t w, size_t h, size_t lo, size_t hi) {
  const bool rows = axis == PartitionAxis::Rows;
  const size_t f = size_t(1) << a.scale_log2;
  switch (a.def) {
    case ACL_SPECIAL_ROT90:
      return rows ? Span{0, h - hi, h - lo} : Span{1, lo, hi};
    case ACL_SPECIAL_ROT180:
      return rows ? Span{1, h - hi, h - lo} : Span{0, w - hi, w - lo};
    case ACL_SPECIAL_ROT270:
      return rows ? Span{0, lo, hi} : Span{1, w - hi, w - lo};
    case ACL_SPECIAL_MIRROR_TRANSPOSE:
      return rows ? Span{0, lo, hi} : Span{1, lo, hi};
    case ACL_SPECIAL_FLIP:
      return rows ? Span{1, lo, hi} : Span{0, w - hi, w - lo};
    case ACL_SPECIAL_ENLARGE:
      return Span{rows ? 1 : 0, lo * f, hi * f};
    case ACL_SPECIAL_SHRINK:
      return Span{rows ? 1 : 0, lo / f, (hi + f - 1) / f};
    default:
      if (rows && flipped(a)) return Span{1, h - hi, h - lo};
      return Span{rows ? 1 : 0, lo, hi};
  }
}

/// The bytes of `s` in the array `a` describes (normalised pitches).
Box box_of(const acl_attr& a, const Span& s) {
  Box b;
  b.x = a.offset * a.word_size;  // the array's first byte in its buffer
  b.row_pitch = a.row_pitch;
  b.slice_pitch = a.slice_pitch;
  b.slices = a.size[2];
  if (s.axis == 1) {
    b.y = s.lo;
    b.row_bytes = a.size[0] * a.word_size;
    b.rows = s.hi - s.lo;
  } else {
    b.x += s.lo * a.word_size;
    b.row_bytes = (s.hi - s.lo) * a.word_size;
    b.rows = a.size[1];
  }
  return b;
}

size_t gcd(size_t a, size_t b) {
  while (b) a = std::exchange(b, a % b);
  return a;
}

std::string arg_name(const std::vector<ArgDesc>& args, size_t i) {
  return "argument " + std::to_string(i) + " '" + args[i].param.name + "'";
}

/// A pipelined launch (ACL_RNO1/RNO2 data of argument `wave`): the rows of results a band
/// reads above it, the tallest portion of its ACL_RNO0/1/2 data (a split of vertical data, a
/// row of horizontal data). Throws ACL_NOT_SUPPORTED_YET for a distributed buffer (its margin
/// rows): a band cannot compute the rows of the band above again, they wait on the blocks
/// further up (the rule table refuses margins there, step SeveralDevicesBands).
size_t pipelined_rows(const std::vector<ArgDesc>& args, const PartitionRequest& r, size_t wave,
                      size_t margin) {
  const std::string beside = " beside " + dependency_name(args[wave].attr.dependency) +
                             " data of " + arg_name(args, wave) +
                             " in a launch over several devices is not supported yet: a band "
                             "cannot compute the rows of the band above again (they wait on the "
                             "blocks further up); launch it with clEnqueueAclKernel";
  for (size_t i = 0; i < r.resident.size(); ++i)
    if (r.resident[i])
      arg_error(ACL_NOT_SUPPORTED_YET, unsigned(i), args[i].param.name,
                "a distributed buffer (its margin rows are computed again)" + beside);
  if (margin) internal_error("a pipelined launch over several devices with margin rows");
  size_t rows = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!follows_view(args[i]) || !is_rno(args[i].attr.dependency)) continue;
    if (args[i].attr.split == ACL_HORIZONTAL) {
      rows = std::max<size_t>(rows, 1);
      continue;
    }
    if (i >= r.keep_split.size() || !r.keep_split[i])
      internal_error("a pipelined launch over several devices without the whole plan's splits");
    rows = std::max<size_t>(rows, r.keep_split[i]);
  }
  return rows;
}

/// The shape of the view: that of the first level-1 SEPARATE argument without a
/// transformed write-back (special_view gives it for the others); ACL_TILE: the result's.
std::array<size_t, 3> view_of(const std::vector<ArgDesc>& args) {
  for (const ArgDesc& d : args)
    if (follows_view(d) && !is_special(d.attr.def))
      return {d.attr.size[0], d.attr.size[1], d.attr.size[2]};
  for (size_t i = 0; i < args.size(); ++i)
    if (follows_view(args[i])) return special_view(args, i);
  for (const ArgDesc& d : args) {
    if (d.kind != ArgKind::Transfer || d.attr.split != ACL_TILE) continue;
    const int dim = tile_row_dim(d.attr);
    if (dim >= 0) return {1, d.attr.size[dim], 1};
  }
  internal_error("a launch over several devices without level-1 data to cut");
}

/// What every piece of argument `i` shares: the memory span of view band [lo, hi), or none
/// (data read whole by every device).
struct Follower {
  bool cut = false;
  bool tiled = false;
  int tile_dim = -1;
};

Follower follower(const ArgDesc& d) {
  Follower f;
  if (follows_view(d)) f.cut = true;
  if (d.kind == ArgKind::Transfer && d.attr.split == ACL_TILE) {
    f.tile_dim = tile_row_dim(d.attr);
    f.cut = f.tiled = f.tile_dim >= 0;
  }
  return f;
}

Span span_of(const ArgDesc& d, const Follower& f, PartitionAxis axis,
             const std::array<size_t, 3>& view, size_t lo, size_t hi) {
  if (f.tiled) return Span{f.tile_dim, lo, hi};
  return mapped(d.attr, axis, view[0], view[1], lo, hi);
}

}  // namespace

PartitionAxis partition_axis(const std::vector<ArgDesc>& args, std::string* why) {
  size_t columns = args.size();  // the first argument that needs whole columns
  std::string reason, needs;
  // ACL_RNO1/RNO2: bands of rows, each after the band above; ACL_RNO0 data beside it is read
  // back from the buffer like it, so it takes rows too.
  const size_t wave = first_wave(args);
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgDesc& d = args[i];
    if (d.kind != ArgKind::Transfer) continue;
    const acl_attr& a = d.attr;
    if (!follows_view(d) || columns != args.size()) continue;
    if ((a.dependency == ACL_RNO0 && wave == args.size()) || a.dependency == ACL_LNO0) {
      columns = i;
      needs = "dependency " + dependency_name(a.dependency);
      reason = "dependency " + dependency_name(a.dependency) + " of " + arg_name(args, i) +
               " runs down the columns, so each device takes whole columns (bands across the "
               "dependency, none waiting on another)";
    } else if (is_transposing(a.def)) {
      columns = i;
      needs = "def " + origin_name(a.def);
      reason = "def " + origin_name(a.def) + " of " + arg_name(args, i) +
               " sends columns to rows, so bands of columns make bands of the destination's rows";
    }
  }
  if (columns == args.size() && wave < args.size()) {
    if (why)
      *why = "bands of rows, each waits for the band above: " +
             dependency_name(args[wave].attr.dependency) + " data of " + arg_name(args, wave) +
             " waits on the blocks to its left and above, so there is no speedup over one "
             "device; the split only spreads the memory";
    return PartitionAxis::Rows;
  }
  if (columns < args.size() && wave < args.size())
    internal_error("a launch over several devices with " + needs + " beside " +
                   dependency_name(args[wave].attr.dependency) + " data");
  if (columns == args.size()) {
    // One row (a vector): bands of columns, unless neighbours to the left and right or
    // ACL_TILE data need rows.
    bool rows_only = false;
    for (const ArgDesc& d : args)
      rows_only = rows_only || (d.kind == ArgKind::Transfer &&
                                (d.attr.split == ACL_TILE || d.attr.dependency == ACL_LNO1 ||
                                 d.attr.dependency == ACL_LNO2));
    const std::array<size_t, 3> view = view_of(args);
    if (!rows_only && view[1] == 1 && view[2] == 1) {
      if (why) *why = "bands of columns: the level-1 data is one row";
      return PartitionAxis::Columns;
    }
    if (why) *why = "bands of rows: no argument needs whole columns";
    return PartitionAxis::Rows;
  }
  for (size_t i = 0; i < args.size(); ++i) {
    const acl_attr& a = args[i].attr;
    if (follows_view(args[i]) && (a.dependency == ACL_LNO1 || a.dependency == ACL_LNO2))
      internal_error("a launch over several devices with dependency " +
                     dependency_name(a.dependency) + " beside data that needs whole columns");
  }
  if (why) *why = reason;
  return PartitionAxis::Columns;
}

std::vector<double> normalised_weights(const std::vector<double>& weights, size_t devices) {
  if (weights.empty()) return std::vector<double>(devices, 1.0 / double(devices));
  if (weights.size() != devices)
    throw Error(CL_INVALID_VALUE, std::to_string(weights.size()) + " weights for " +
                                      std::to_string(devices) + " devices: give one a device");
  double top = 0;
  for (size_t i = 0; i < weights.size(); ++i) {
    if (!std::isfinite(weights[i]) || weights[i] < 0)
      throw Error(CL_INVALID_VALUE, "weights[" + std::to_string(i) + "] is " +
                                        std::to_string(weights[i]) +
                                        ": weights are finite and not negative");
    top = std::max(top, weights[i]);
  }
  if (!(top > 0))
    throw Error(CL_INVALID_VALUE, "the weights are all 0: give some device a positive weight");
  // Each weight over the largest first: their sum, at most the number of devices, cannot
  // overflow (DBL_MAX twice would), nor can subnormal weights lose their ratio.
  std::vector<double> w(weights);
  double total = 0;
  for (double& x : w) total += x /= top;
  for (double& x : w) x /= total;
  return w;
}

std::vector<size_t> band_bounds(size_t extent, size_t unit, const std::vector<double>& weights) {
  // No sum or product here may pass size_t for an extent near SIZE_MAX, nor a rounded
  // share pass long long: units are counted by division, shares compared as doubles.
  const size_t units = extent / unit + (extent % unit != 0);
  std::vector<size_t> bounds(weights.size() + 1, 0);
  double sum = 0;
  for (size_t d = 1; d < weights.size(); ++d) {
    sum += weights[d - 1];
    const double share = std::round(sum * double(units));
    const size_t b = share >= double(units) ? units : size_t(share);
    bounds[d] = std::min(extent, std::max(bounds[d - 1], b == units ? extent : b * unit));
  }
  bounds.back() = extent;
  return bounds;
}

namespace {

/// What the steps of partition_launch share: the view, the axis, and what cuts it.
struct Cut {
  std::array<size_t, 3> view{};
  bool rows = true;        ///< bands of rows (else of columns)
  size_t block = 1;        ///< the blocks' length along the cut
  size_t margin = 0;       ///< the deepest margin read past a band (or distributed buffers')
  size_t margin_from = 0;  ///< the argument of that margin; args.size() for distributed ones
  size_t random = 0;       ///< the ACL_RANDOM argument, or args.size()
};

/// The axis, weights and extent of the plan; its unit and margin rows from the margins (SHRINK
/// keeps the first word of each square, so pieces start at multiples of its factor); a
/// pipelined launch's rows read above.
PartitionPlan bands_and_margins(const std::vector<ArgDesc>& args, const PartitionRequest& r,
                                Cut& c) {
  PartitionPlan s;
  s.axis = r.axis;
  s.weights = normalised_weights(r.weights, r.view_align.size());
  s.device_names = r.device_names;
  s.device_names.resize(r.view_align.size());
  c.view = view_of(args);
  c.rows = r.axis == PartitionAxis::Rows;
  s.extent = c.rows ? c.view[1] : c.view[0];
  // A margin deeper than the array (distributed buffers) holds every row: no more.
  size_t factor = 1;
  c.margin = std::min(r.dist_margin, s.extent), c.margin_from = args.size();
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgDesc& d = args[i];
    if (!follows_view(d)) continue;
    const acl_attr& a = d.attr;
    if (!is_special(a.def) && (c.rows ? a.size[1] : a.size[0]) != s.extent)
      arg_error(ACL_NOT_SUPPORTED_YET, unsigned(i), d.param.name,
                "size " + std::to_string(c.rows ? a.size[1] : a.size[0]) + " along " +
                    (c.rows ? "y" : "x") + " beside level-1 data " + std::to_string(s.extent) +
                    " long: a launch over several devices cuts every level-1 array into the "
                    "same bands; arrays of other lengths are not supported yet");
    if (a.ref != ACL_NONE && a.margin > c.margin) c.margin = a.margin, c.margin_from = i;
    if (a.def == ACL_SPECIAL_SHRINK) factor = std::max(factor, size_t(1) << a.scale_log2);
  }
  c.block = std::max<size_t>(1, r.unit);
  s.unit = c.block / gcd(c.block, factor) * factor;
  s.margin_after = c.margin;
  s.margin_before = (c.margin + factor - 1) / factor * factor;
  const size_t wave = first_wave(args);
  s.pipelined = wave < args.size();
  if (s.pipelined) {
    s.margin_before = pipelined_rows(args, r, wave, c.margin);
    s.margin_after = 0;
    s.notes.push_back("pipelined: a band reads the last " + std::to_string(s.margin_before) +
                      " rows of the band above (results its neighbours need), copied in once "
                      "that band is done, and its kernel waits for that band");
  }
  return s;
}

/// ACL_RANDOM: block b of a piece is a block of the whole launch, and its entries in the
/// position buffer go with it; margin rows would add blocks the buffer does not list.
void check_random(const std::vector<ArgDesc>& args, const PartitionRequest& r, PartitionPlan& s,
                  Cut& c) {
  c.random = first_transfer(args, at_positions);
  if (c.random < args.size()) {
    // Beside margins the rule table refuses it (step SeveralDevicesMargins); here: the
    // distributed buffers' margin rows.
    if (c.margin && c.margin_from < args.size())
      internal_error("ACL_RANDOM data beside a margin in a launch over several devices");
    if (c.margin)
      arg_error(ACL_NOT_SUPPORTED_YET, unsigned(c.random), args[c.random].param.name,
                "ref ACL_RANDOM beside " + std::to_string(c.margin) +
                    " margin rows of distributed buffers in a launch over several devices is not "
                    "supported yet: a piece's margin rows would be blocks the position buffer "
                    "does not list; launch it with clEnqueueAclKernel");
    const size_t along = r.blocks[c.rows ? 1 : 0];
    if (along == 0 || along != (s.extent + c.block - 1) / c.block)
      internal_error(
          "ACL_RANDOM launch over several devices without the whole plan's blocks "
          "along the cut");
  }
  if (c.margin && !s.pipelined)
    s.notes.push_back(std::string("margin rows: each piece holds the margin's ") +
                      (c.rows ? "rows" : "columns") + " past its band's inner edges, and a " +
                      "device computes them again rather than wait for its neighbour");
}

/// Distributed bands hold the rows of the view and their margin rows, in memory order: only data
/// that follows the view's rows as they are, read with margins those rows cover.
void check_resident(const std::vector<ArgDesc>& args, const PartitionRequest& r, const Cut& c) {
  const bool any_resident =
      std::find(r.resident.begin(), r.resident.end(), true) != r.resident.end();
  for (size_t i = 0; i < r.resident.size() && i < args.size(); ++i) {
    if (!r.resident[i]) continue;
    const Follower f = follower(args[i]);
    const acl_attr& a = args[i].attr;
    if (!c.rows || !f.cut || (f.tiled && f.tile_dim != 1) || flipped(a) || is_special(a.def))
      arg_error(
          ACL_NOT_SUPPORTED_YET, unsigned(i), args[i].param.name,
          std::string("a distributed buffer holds bands of rows, and this launch ") +
              (!c.rows ? "cuts columns"
               : !f.cut
                   ? "reads it whole"
                   : "maps its rows elsewhere (" +
                         (flipped(a) ? std::string("ACL_BOTTOM_LEFT") : origin_name(a.def)) + ")") +
              "; pass an ordinary buffer for it (or ACL_DIST_COPIES for data read whole)");
  }
  if (any_resident && c.margin > r.dist_margin)
    for (size_t i = 0; i < args.size(); ++i)
      if (follows_view(args[i]) && args[i].attr.ref != ACL_NONE &&
          args[i].attr.margin > r.dist_margin)
        arg_error(ACL_INVALID_MARGIN, unsigned(i), args[i].param.name,
                  "margin " + std::to_string(args[i].attr.margin) +
                      " beside distributed "
                      "buffers with " +
                      std::to_string(r.dist_margin) +
                      " margin rows: create them "
                      "with at least as many margin rows as the margin");
}

/// The bands' boundaries: the request's (distributed buffers) or cut by the weights.
std::vector<size_t> bounds_of(const std::vector<ArgDesc>& args, const PartitionRequest& r,
                              const PartitionPlan& s, const Cut& c) {
  std::vector<size_t> bounds = r.bounds;
  if (bounds.empty()) bounds = band_bounds(s.extent, s.unit, s.weights);
  if (bounds.size() != r.view_align.size() + 1 || bounds.front() != 0 ||
      bounds.back() != s.extent)
    internal_error("band boundaries do not cover the view");
  for (size_t b : bounds)
    if (c.random < args.size() && b % c.block != 0 && b != s.extent)
      arg_error(ACL_NOT_SUPPORTED_YET, unsigned(c.random), args[c.random].param.name,
                "ref ACL_RANDOM beside distributed buffers whose bands start at row " +
                    std::to_string(b) + ", inside a block of " + std::to_string(c.block) +
                    " rows, is not supported yet: a piece must hold whole blocks of the launch "
                    "to take their entries of the position buffer; give the buffers bounds at "
                    "multiples of " +
                    std::to_string(c.block));
  return bounds;
}

/// Argument `i` in piece `p`: read whole by every device (with its blocks' position entries
/// for ACL_RANDOM), or the region of the piece's rows it holds.
PieceArg piece_arg(const std::vector<ArgDesc>& args, const PartitionRequest& r,
                   const PartitionPlan& s, const Cut& c, const Piece& p, size_t i) {
  PieceArg pa;
  pa.desc = args[i];
  const Follower f = follower(args[i]);
  if (!f.cut) {
    if (args[i].kind == ArgKind::Transfer && at_positions(args[i].attr)) {
      pa.entries = entries_of(r.axis, r.blocks, c.block, p.first, p.end);
      pa.desc.position_bytes = pa.entries.row_bytes * pa.entries.rows * pa.entries.slices;
      const size_t align = r.view_align[p.device];
      const bool dense = pa.entries.span() == pa.desc.position_bytes;
      const size_t at = at_or_zero(r.position_origin, i) + pa.entries.offset();
      pa.positions = dense && align > 0 && at % align == 0 ? Reach::View : Reach::Copy;
    }
    return pa;
  }
  acl_attr& a = pa.desc.attr;
  if (i < r.keep_split.size() && r.keep_split[i]) a.split_min = a.split_max = r.keep_split[i];
  if (r.keep_wg) a.wg_min = a.wg_max = r.keep_wg;
  // Pipelined: data with ACL_RNO neighbours holds the band above's last rows besides its
  // band, the rest just the band.
  const bool reads_above = s.pipelined && is_rno(a.dependency);
  const size_t from = s.pipelined && !reads_above ? p.first : p.held_first;
  const Span held = span_of(args[i], f, r.axis, c.view, from, p.held_end);
  pa.region = box_of(args[i].attr, held);
  a.offset = 0;  // a view or copy of the region starts at the piece's first word
  pa.desc.rows_above = reads_above ? p.first - p.held_first : 0;
  a.size[held.axis] = held.hi - held.lo - pa.desc.rows_above;
  // Positions User_main is told stay those of the whole array (in the view for data
  // following it, in the array's own axes for ACL_TILE data).
  const int shifted = f.tiled ? f.tile_dim : (c.rows ? 1 : 0);
  a.position_offset[shifted] += from + pa.desc.rows_above;
  if (args[i].attr.def != ACL_NONE) {
    pa.copy_out = true;
    pa.owned = box_of(args[i].attr, span_of(args[i], f, r.axis, c.view, p.first, p.end));
  }
  pa.copy_in = args[i].attr.ref != ACL_NONE || pa.desc.rows_above > 0;
  if (i < r.resident.size() && r.resident[i]) pa.reach = Reach::Resident;
  return pa;
}

/// Views where the region starts aligned; written data only where each device's region
/// is just what it owns and the regions of the devices do not overlap (OpenCL defines
/// concurrent writes to sub-buffers only then), else every device copies.
void choose_reach(const std::vector<ArgDesc>& args, const PartitionRequest& r, PartitionPlan& s) {
  for (size_t i = 0; i < args.size(); ++i) {
    if (!follower(args[i]).cut || (i < r.resident.size() && r.resident[i])) continue;
    const bool written = args[i].attr.def != ACL_NONE;
    bool all_views = true;
    for (size_t k = 0; k < s.pieces.size(); ++k) {
      const PieceArg& pa = s.pieces[k].args[i];
      const size_t align = r.view_align[s.pieces[k].device];
      bool view = align > 0 && (at_or_zero(r.origin, i) + pa.region.offset()) % align == 0;
      if (written) {
        view =
            view && pa.region.offset() == pa.owned.offset() && pa.region.span() == pa.owned.span();
        for (size_t j = 0; j < k && view; ++j) {
          const Box& o = s.pieces[j].args[i].region;
          view = o.offset() + o.span() <= pa.region.offset() ||
                 pa.region.offset() + pa.region.span() <= o.offset();
        }
      }
      all_views = all_views && view;
      if (!written) s.pieces[k].args[i].reach = view ? Reach::View : Reach::Copy;
    }
    if (written)
      for (Piece& p : s.pieces) p.args[i].reach = all_views ? Reach::View : Reach::Copy;
  }
}

/// A device's own buffer holds its piece densely: pitches, and where its band lies in it.
void pack_copies(PartitionPlan& s) {
  for (Piece& p : s.pieces)
    for (PieceArg& pa : p.args) {
      if (pa.reach == Reach::View || pa.reach == Reach::Resident) pa.copy_in = pa.copy_out = false;
      if (pa.reach != Reach::Copy && pa.reach != Reach::Resident) continue;
      acl_attr& a = pa.desc.attr;
      a.row_pitch = pa.region.row_bytes;
      a.slice_pitch = a.row_pitch * pa.region.rows;
      if (pa.copy_out) {
        pa.owned_here = pa.owned;
        pa.owned_here.x -= pa.region.x;
        pa.owned_here.y -= pa.region.y;
        pa.owned_here.z -= pa.region.z;
        pa.owned_here.row_pitch = a.row_pitch;
        pa.owned_here.slice_pitch = a.slice_pitch;
      }
    }
}

}  // namespace

PartitionPlan partition_launch(const std::vector<ArgDesc>& args, const PartitionRequest& r) {
  Cut c;
  PartitionPlan s = bands_and_margins(args, r, c);
  check_random(args, r, s, c);
  check_resident(args, r, c);
  const std::vector<size_t> bounds = bounds_of(args, r, s, c);
  for (size_t dev = 0; dev < r.view_align.size(); ++dev) {
    if (bounds[dev + 1] <= bounds[dev]) continue;
    Piece p;
    p.device = dev;
    p.first = bounds[dev];
    p.end = bounds[dev + 1];
    p.held_first = p.first > s.margin_before ? p.first - s.margin_before : 0;
    p.held_end = p.end + std::min(s.margin_after, s.extent - p.end);
    for (size_t i = 0; i < args.size(); ++i) p.args.push_back(piece_arg(args, r, s, c, p, i));
    s.pieces.push_back(std::move(p));
  }
  choose_reach(args, r, s);
  pack_copies(s);
  return s;
}

}  // namespace acl::detail
