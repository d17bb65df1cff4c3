// What every emitter of the AC kernel shares: the emission context (writer, plan, the
// lane_words part), the names of an argument's variables, a block's coordinates, and the
// address arithmetic and border reads of all transfers. Private to runtime/codegen/; the
// emitters themselves are listed in emitters.hpp.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "codegen/ir.hpp"
#include "codegen/source_writer.hpp"
#include "planner/plan.hpp"

namespace acl::detail {

inline size_t ceil_div(size_t a, size_t b) {
  return (a + b - 1) / b;
}

/// Names of one argument's variables in the generated kernel.
struct Names {
  std::string global;         ///< the kernel's __global pointer parameter (acl_g<i>)
  std::string window;         ///< the work-item's private window (acl_p<i>)
  std::string next_window;    ///< the window's prefetched copy, the next split's (acl_q<i>)
  std::string tile;           ///< the local tile the group loads, Staged or COMMON (acl_t<i>)
  std::string def_tile;       ///< the Staged local tile written data goes back through (acl_d<i>)
  std::string prefetch_regs;  ///< registers holding the next block for the tile (acl_r<i>)
  explicit Names(unsigned i)
      : global(cat("acl_g", i)),
        window(cat("acl_p", i)),
        next_window(cat("acl_q", i)),
        tile(cat("acl_t", i)),
        def_tile(cat("acl_d", i)),
        prefetch_regs(cat("acl_r", i)) {}
};

/// Block coordinates of an argument for one split, named with a suffix. ACL_RANDOM data
/// moves its words from reduced coordinates (`x`, `y`: the same words, nearer the array)
/// and reports the listed origin (`sx`, `sy`) to User_main; elsewhere they are the same.
/// `lid` names the work-item of the block whose portion moves: the local id, except in
/// pipelines, where a work-item runs every portion of a block row in turn.
struct Coords {
  std::string x, y, z, sx, sy;
  std::string lid = "acl_lid";
  Coords(std::string x_, std::string y_, std::string z_)
      : x(std::move(x_)), y(std::move(y_)), z(std::move(z_)), sx(x), sy(y) {}
  bool local_id() const { return lid == "acl_lid"; }
};

/// Which of a lanes transfer's moves load_direct and store_direct emit (Plan::lane_words):
/// both behind the work-item's test, only the unguarded vectors, or only the guarded words.
enum class Part { Both, Fast, Slow };

/// The emission context every emitter writes through.
struct EmitContext {
  SourceWriter& w;
  const Plan& p;
  Part part = Part::Both;  ///< set by the block schedule around a lane_words body
};

/// Plan::rno_barrier: PoCL vectorises its work-item loop between the walk's barriers only
/// where the work-item's code there has no loop left, so the AC kernel's own loops in the
/// walk (zero fills, stores, the neighbour's copy) are unrolled too; the same for the body
/// of plans with one inside test per work-group (Plan::group_fast_body), whose splits may
/// be several words, and of plans that inline User_main for its windows (Plan::inline_user:
/// a local window's rows were a zero fill and a store loop around the inlined sums, which
/// kept them scalar; bench/results/knobs/README.md, "Local windows on CPUs").
/// Plan::rno_strip: the same for its loop over the strip's work-items. Not in strips of one
/// work-item (Plan::plain_loops): their loops run over thousands of words.
inline bool unroll_own_loops(const Plan& p) {
  return !p.plain_loops &&
         (p.rno_barrier || p.rno_strip || p.group_fast_body || p.inline_user);
}
inline void unroll_in_walk(const EmitContext& e) {
  if (unroll_own_loops(e.p)) e.w.line("#pragma unroll");
}
/// Strips of one work-item with Plan::vectorize_hints: the line before one of the AC
/// kernel's own loops that copies or updates the strip's words one by one (no reduction
/// inside it), asking for it to be vectorised, which PoCL 5 does only so.
inline void vectorize_strip_loop(const EmitContext& e) {
  if (e.p.plain_loops && e.p.vectorize_hints) e.w.line("#pragma clang loop vectorize(enable)");
}

/// The work-item's local id as the AC kernel names it: the loop's item in row loops
/// (Plan::row_loop), else get_local_id(0), which shows PoCL the stride of an address.
inline const char* work_item_id(const EmitContext& e) {
  return e.p.row_loop ? "acl_lid" : "get_local_id(0)";
}

// ---- what an argument does ----
inline bool reads(const ArgPlan& a) {
  return a.desc.attr.ref != ACL_NONE;
}
inline bool writes(const ArgPlan& a) {
  return a.desc.attr.def != ACL_NONE;
}
/// SEPARATE data: a private window per work-item.
inline bool separate(const ArgPlan& a) {
  return a.placement == Placement::Private || a.placement == Placement::Staged;
}
/// ACL_RNO0 data keeps the block above's portion in `acl_h<i>`, just before its window.
inline bool rno0(const ArgPlan& a) {
  return a.desc.attr.dependency == ACL_RNO0;
}
/// ACL_RANDOM data: block n starts at entry n of the position buffer `acl_pos<i>`, which
/// may lie partly or wholly outside the array.
inline bool random(const ArgPlan& a) {
  return a.desc.attr.ref == ACL_RANDOM || a.desc.attr.def == ACL_RANDOM;
}
inline int flip(const ArgPlan& a) {
  return (a.desc.attr.ref == ACL_BOTTOM_LEFT || a.desc.attr.def == ACL_BOTTOM_LEFT) ? 1 : 0;
}
/// Offset of the portion User_main gets inside the window.
inline size_t portion_offset(const ArgPlan& a) {
  return a.margin * (a.vertical ? a.win_y : a.win_x) + a.margin;
}
/// The transfer arguments of `level` that move block by block (not broadcast whole).
std::vector<const ArgPlan*> at_level(const Plan& p, unsigned level);

// ---- addresses and words ----
/// Moves the pointer of every transfer argument that starts inside its buffer
/// (ArgPlan::shifted) to its array's first word, by the kernel argument acl_off<index>, once,
/// so that every address after it is the array's own; every kernel of a plan's program opens
/// with it.
void write_array_starts(SourceWriter& w, const Plan& p);
/// Word index expression of user-view (x, y, z) for in-range and border-checked reads.
std::string word_in(const ArgPlan& a, const std::string& x, const std::string& y,
                    const std::string& z);
/// Data with a margin along z (ArgPlan::margin_z): `load(c, into)` moves each plane of the
/// window `dst` (plane k at dst + k * win_x * win_y) as a window without one, `c` at the
/// plane's slice, z + k - margin_z folded per the border mode (ZERO: planes of zeros outside
/// the array).
/// `from`: the first plane moved (Plan::z_walk: the new top plane alone).
void for_each_plane(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst,
                    const std::function<void(const Coords&, const std::string&)>& load,
                    size_t from = 0);
/// Coordinate `g` folded into [0, n) per the border mode (border.hpp).
std::string fold(const EmitContext& e, const ArgPlan& a, const std::string& g, size_t n);
/// Element `i` (0..15) of an OpenCL vector: ".s0" .. ".sf".
std::string vector_element(size_t i);
/// The word of `a` at `index`, whose x is `x` (in the array): a load, or where each row's
/// last vector is partial (ArgDesc::partial) that vector word by word, the rest zero.
std::string global_word(const ArgPlan& a, const std::string& x, const std::string& index);
/// A statement storing `value` into the word of `a` at `index`, whose x is `x` (in the
/// array); a partial last vector (ArgDesc::partial) only its words in the array.
std::string global_store(const ArgPlan& a, const std::string& x, const std::string& index,
                         const std::string& value);
/// The word the border mode gives at user-view (x, y, z), as an rvalue of the word type.
std::string read_word(const EmitContext& e, const ArgPlan& a, const std::string& x,
                      const std::string& y, const std::string& z);
/// Declares the block coordinates of `a` for split index expression `n`, named with `sfx`.
Coords coords(EmitContext& e, const ArgPlan& a, const std::string& n, const std::string& sfx);
/// Whether the block at `c` with a margin of `m` lies inside the array (work-group uniform).
std::string block_inside(const ArgPlan& a, const Coords& c, int m);
/// x of the first word this work-item owns in a SEPARATE block.
std::string own_x(const ArgPlan& a, const Coords& c);
/// Index of window word (ix, iy) in the private array (column-major for vertical data).
std::string window_index(const ArgPlan& a, const std::string& ix, const std::string& iy);
/// The same as an expression, added to `base` where it is set: `base + (iy) * win_x + (ix)`,
/// grouped as C reads that text (base + (iy) * win_x first).
ir::Expr window_index(const ArgPlan& a, const ir::Expr& base, const ir::Expr& ix,
                      const ir::Expr& iy);
/// Coordinate `dim` of a position User_main is told (get_acl_origin), `expr` in the array,
/// moved by the argument's position_offset.
std::string reported(const ArgPlan& a, unsigned dim, const std::string& expr);

}  // namespace acl::detail
