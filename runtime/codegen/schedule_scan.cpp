// The Scan schedule of ACL_RNO1_SUM plans (plan.hpp): one launch; the work-group that takes
// ticket t runs band t (block row t % gy of slice t / gy) over its block columns left to
// right, each block's loads issued while the block before runs (Scan::prefetch).
// Per block: User_main, each work-item's column summed down in private memory, the
// column's total published and the totals above the band found by looking back up the
// column (64-bit atomics only: no work-group reads a word another one wrote without them),
// then the rows summed across the block in local memory with the row totals of the blocks
// to the left carried on, and the store.
// With Scan::tiles the work-group that takes ticket t runs block t alone (raster order):
// its rows are summed across it first, and the row totals to its left found by looking back
// along the block row as the column totals above are found up the column.
#include "attributes/attributes.hpp"
#include "codegen/combine.hpp"
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

const ArgPlan& summed_arg(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && is_scan(a.desc.attr.dependency)) return a;
  internal_error("scan plan without ACL_RNO1_SUM or ACL_RNO1_SCAN data");
}

/// The scan's operator (Scan::combine) on words of the summed argument's type.
Combine op_of(const Plan& p, const ArgPlan& a) {
  return Combine{p.scan().combine, a.type};
}

/// A word of the summed type as the 32 bits the sync buffer carries, and back.
std::string to_bits(const ArgPlan& a, const std::string& v) {
  return a.type == "uint" ? v : cat("as_uint(", v, ")");
}
std::string from_bits(const ArgPlan& a, const std::string& b) {
  return a.type == "uint" ? b : cat("as_", a.type, "(", b, ")");
}

/// Word i of the work-item's column (the portion User_main wrote; no margin).
std::string own(const ArgPlan& a, const std::string& i) {
  return cat(Names(a.index).window, "[", window_index(a, "0", i), "]");
}

/// The column sums of the block, each combined with `add` when given, go into the rows of
/// local memory (run g of a row at g * (run + 1): a warp's walks along its runs hit distinct
/// banks); each run is summed in place by one work-item, its total left in acl_runs.
void sum_runs(EmitContext& e, const ArgPlan& a, const std::string& add) {
  const Combine op = op_of(e.p, a);
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  const size_t pitch = size_t(v.segments) * (v.run + 1), pairs = size_t(a.split_size) * v.segments;
  // Whole runs: a constant trip count, unrolled, so a run's local reads go out together.
  const bool whole = size_t(v.segments) * v.run == p.wg;
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("for (int acl_i = 0; acl_i < ", a.split_size, "; acl_i++) acl_rows[acl_i * ", pitch,
         " + acl_sx] = ", add.empty() ? own(a, "acl_i") : op.of(add, own(a, "acl_i")), ";");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.open("for (int acl_q = acl_lid; acl_q < ", pairs, "; acl_q += ", p.wg, ")");
  w.line("const int acl_r = acl_q / ", v.segments, ", acl_g = acl_q - acl_r * ", v.segments, ";");
  w.line("__local ", a.type, "* acl_o = acl_rows + acl_r * ", pitch, " + acl_g * ", v.run + 1, ";");
  w.line(a.type, " acl_t = ", op.identity(), ";");
  if (whole) w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ",
         whole ? cat(v.run) : cat("min(", v.run, ", ", p.wg, " - acl_g * ", v.run, ")"),
         "; acl_j++) { ", op.into("acl_t", "acl_o[acl_j]"), "; acl_o[acl_j] = acl_t; }");
  w.line("acl_runs[acl_q] = acl_t;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

/// Turns row acl_r's run totals in acl_runs into the offsets before each run, from acl_t
/// on; acl_t ends as the row's total.
void run_offsets(EmitContext& e, const ArgPlan& a) {
  const Scan& v = e.p.scan();
  e.w.line("for (int acl_g = 0; acl_g < ", v.segments, "; acl_g++) { const ", a.type,
           " acl_u = acl_runs[acl_r * ", v.segments, " + acl_g]; acl_runs[acl_r * ", v.segments,
           " + acl_g] = acl_t; ", op_of(e.p, a).into("acl_t", "acl_u"), "; }");
}

/// Word i of the work-item's column of the block's rows summed across: its run's sum and
/// the run's offset.
std::string summed_across(const Combine& op, const Scan& v, const std::string& i) {
  return op.of(cat("acl_rows[", i, " * ", size_t(v.segments) * (v.run + 1), " + acl_sx]"),
               cat("acl_runs[", i, " * ", v.segments, " + acl_lid / ", v.run, "]"));
}

/// The rows of the block (the totals above added to its columns) summed across it: runs,
/// then one work-item a row turns the row's run totals into the offsets before each run
/// (the row's carry from the blocks to the left included) and keeps the row's new total as
/// the next block's carry; each work-item reads its column back with its run's offset added.
void sum_rows(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  sum_runs(e, a, "acl_above");
  w.open("for (int acl_r = acl_lid; acl_r < ", a.split_size, "; acl_r += ", p.wg, ")");
  w.line(a.type, " acl_t = acl_carry[acl_r];");
  run_offsets(e, a);
  w.line("acl_carry[acl_r] = acl_t;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("for (int acl_i = 0; acl_i < ", a.split_size, "; acl_i++) ", own(a, "acl_i"), " = ",
         summed_across(op_of(p, a), v, "acl_i"), ";");
}

/// The sync buffer's word of band `band` and column acl_x, as a __global ulong.
std::string slot(const Scan& v, const std::string& band) {
  return cat("((__global ulong*)(acl_sync + ", v.slots_at(), "))[", band, " * ", v.nx, " + acl_x]");
}

/// Publishes `value` for column acl_x of this band with a flag in the upper half of one
/// 64-bit word (1: the band's own total; 2, when `running`: the running one; tagged with the
/// count of scan launches, so words of an earlier launch read as not yet written). One atomic
/// carries both, so no fences, barriers or flags per block are needed. Own totals are published by
/// bands with a band above (the first band of a slice knows the totals above it: none) and a band
/// below; running ones by every band with a band below.
void publish(EmitContext& e, const ArgPlan& a, bool running, const std::string& value) {
  const Scan& v = e.p.scan();
  if (running)
    e.w.open("if (acl_B + 1 < ", v.gy,
             v.inclusive > 1 ? cat(" && acl_B % ", v.inclusive, " == 0") : "", ")");
  else
    e.w.open("if (acl_B > 0 && acl_B + 1 < ", v.gy, ")");
  e.w.line("atom_xchg(&", slot(v, "acl_band"), ", ((ulong)(acl_tag | ", running ? 2 : 1,
           "u) << 32) | (ulong)(", to_bits(a, value), "));");
  e.w.close();
}

/// The sync buffer's word of row acl_r of block `block` of this band (Scan::tiles).
std::string row_slot(const Scan& v, const std::string& block) {
  return cat("((__global ulong*)(acl_sync + ", v.row_slots_at(), "))[(acl_band * ", v.gx, " + ",
             block, ") * ", v.rows, " + acl_r]");
}

/// Publishes a row's total across the block (flag 1, with a block to the left and one to
/// the right) or the running one from the row's start (flag 2, with a block to the right).
void publish_row(EmitContext& e, const ArgPlan& a, bool running, const std::string& value) {
  const Scan& v = e.p.scan();
  e.w.open(running ? cat("if (acl_c + 1 < ", v.gx, ")")
                   : cat("if (acl_c > 0 && acl_c + 1 < ", v.gx, ")"));
  e.w.line("atom_xchg(&", row_slot(v, "acl_c"), ", ((ulong)(acl_tag | ", running ? 2 : 1,
           "u) << 32) | (ulong)(", to_bits(a, value), "));");
  e.w.close();
}

/// Walks back from the word of index `first` (an expression) while `more` holds, adding
/// into `sum` the totals published there up to the first running one (flag 2); `slot`
/// names the word of an index. The walk reads `window` words at once (from the nearest
/// back, none past `last`, whose totals are running ones), adds them in order up to the
/// first running one, and reads again from the first not yet written, after a pause.
void look_back(EmitContext& e, const ArgPlan& a, const std::string& more, const std::string& first,
               const std::string& last, const std::string& sum,
               std::string (*slot)(const Scan&, const std::string&)) {
  SourceWriter& w = e.w;
  const Scan& v = e.p.scan();
  const unsigned win = v.window;
  w.open("if (", more, ")");
  w.line("int acl_k = ", first, ";");
  w.line("const int acl_k0 = ", last, ";");
  if (v.backoff) w.line("uint acl_pause = 1; volatile uint acl_spin = 0;");
  w.open("for (;;)");
  w.line("ulong acl_s[", win, "];");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", win,
         "; acl_j++) acl_s[acl_j] = acl_k - acl_j >= acl_k0 ? atom_add(&",
         slot(v, "(acl_k - acl_j)"), ", 0UL) : 0UL;");
  w.line("int acl_stop = 0, acl_ready = ", win, ";");
  w.line("#pragma unroll");
  w.open("for (int acl_j = 0; acl_j < ", win, "; acl_j++)");
  w.line("const uint acl_h = (uint)(acl_s[acl_j] >> 32) - acl_tag;");
  w.open("if (!acl_stop)");
  w.line("if (acl_h - 1u > 1u) { acl_stop = 2; acl_ready = acl_j; }");
  w.line("else { ", op_of(e.p, a).into(sum, from_bits(a, "(uint)acl_s[acl_j]")),
         "; if (acl_h == 2u) acl_stop = 1; }");
  w.close();
  w.close();
  w.line("if (acl_stop == 1) break;");
  w.line("acl_k -= acl_ready;");
  if (v.backoff) {
    w.open("if (acl_stop == 2)");
    w.line("for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;");
    w.line("acl_pause = min(2u * acl_pause, ", v.backoff, "u);");
    w.close();
  }
  w.close();
  w.close();
}

/// The column's totals above the band into acl_above: up the block column to the slice's
/// first band.
void look_back_up(EmitContext& e, const ArgPlan& a) {
  look_back(e, a, "acl_B > 0", "acl_band - 1", "acl_band - acl_B", "acl_above", slot);
}

/// Plan Scan::prefetch: the arguments whose next block is loaded ahead, into acl_f<i>.
bool ahead(const Plan& p, const ArgPlan& a) {
  return p.scan().prefetch && reads(a) && !a.loaded;
}
std::string ahead_name(const ArgPlan& a) {
  return cat("acl_f", a.index);
}

/// Loads block `n` (an expression) of every argument loaded ahead into its acl_f array.
void load_ahead(EmitContext& e, const std::vector<const ArgPlan*>& args, const std::string& n) {
  e.w.block();
  e.w.line("const int acl_nf = ", n, ";");
  for (const ArgPlan* a : args)
    if (ahead(e.p, *a)) load_direct(e, *a, coords(e, *a, "acl_nf", "f"), ahead_name(*a));
  e.w.close();
}

/// Block acl_c of the band up to its columns summed down: loads (or the block loaded ahead,
/// and the next one's loads), User_main and the column sums; the coordinates of each
/// argument's block for the stores.
std::vector<Coords> call_block(EmitContext& e, const ArgPlan& sum,
                               const std::vector<const ArgPlan*>& args) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  w.line("const int acl_n1 = acl_c + ", v.gx, " * acl_band;");
  w.line("acl_st.acl_iter[1] = acl_n1;");
  std::vector<Coords> cs;
  for (const ArgPlan* a : args) {
    if (a->placement != Placement::Private || a->cols.lanes > 1 || a->cols.step > 1)
      internal_error(cat("scan plan with argument ", a->index, " ", placement_name(a->placement),
                         ", lanes ", a->cols.lanes, ", step ", a->cols.step));
    cs.push_back(coords(e, *a, "acl_n1", ""));
    if (ahead(p, *a)) {
      w.line("#pragma unroll");
      w.line("for (int acl_j = 0; acl_j < ", a->window_words(), "; acl_j++) ",
             Names(a->index).window, "[acl_j] = ", ahead_name(*a), "[acl_j];");
    } else {
      load_direct(e, *a, cs.back(), Names(a->index).window);
    }
    if (a->nbh) load_neighbours(e, *a, cs.back());
    write_state(e, *a, cs.back());
  }
  if (v.prefetch) {
    w.open("if (acl_c + 1 < ", v.gx, ")");
    load_ahead(e, args, "acl_n1 + 1");
    w.close();
  }
  write_call(e);
  const Combine op = op_of(p, sum);
  w.line(sum.type, " acl_down = ", op.identity(), ", acl_above = ", op.identity(), ";");
  w.line("for (int acl_i = 0; acl_i < ", sum.split_size, "; acl_i++) { ",
         op.into("acl_down", own(sum, "acl_i")), "; ", own(sum, "acl_i"), " = acl_down; }");
  w.line("const int acl_x = acl_c * ", p.wg, " + acl_lid;");
  return cs;
}

void store_block(EmitContext& e, const std::vector<const ArgPlan*>& args,
                 const std::vector<Coords>& cs) {
  for (size_t i = 0; i < args.size(); ++i)
    if (writes(*args[i])) store_direct(e, *args[i], cs[i]);
}

/// One block of the band (Scan without tiles): the block's column totals, for bands below
/// that look back past this one before it knows the totals above it; the column totals
/// above; the running ones; the rows, carried on from the blocks to the left; the stores.
void run_block(EmitContext& e, const ArgPlan& sum, const std::vector<const ArgPlan*>& args) {
  const std::vector<Coords> cs = call_block(e, sum, args);
  publish(e, sum, false, "acl_down");
  look_back_up(e, sum);
  publish(e, sum, true, op_of(e.p, sum).of("acl_above", "acl_down"));
  sum_rows(e, sum);
  store_block(e, args, cs);
}

/// The block of a Scan with tiles: its rows summed across it, each row's total published
/// and the row totals of the blocks to its left found by looking back along the block row;
/// its last row of the band's sums so far (those totals plus its columns' sums of the
/// rows summed across) published and the totals above found by looking back up the column;
/// each word the totals above its column, the row totals to the left of its row and its
/// sum inside the block.
void run_tile(EmitContext& e, const ArgPlan& sum, const std::vector<const ArgPlan*>& args) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  const Combine op = op_of(p, sum);
  const std::vector<Coords> cs = call_block(e, sum, args);
  sum_runs(e, sum, "");
  w.open("for (int acl_r = acl_lid; acl_r < ", sum.split_size, "; acl_r += ", p.wg, ")");
  w.line(sum.type, " acl_t = ", op.identity(), ", acl_left = ", op.identity(), ";");
  run_offsets(e, sum);
  publish_row(e, sum, false, "acl_t");
  look_back(e, sum, "acl_c > 0", "acl_c - 1", "0", "acl_left", row_slot);
  publish_row(e, sum, true, op.of("acl_left", "acl_t"));
  w.line("acl_carry[acl_r] = acl_left;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  const std::string last = cat(sum.split_size - 1);
  w.line("const ", sum.type,
         " acl_bottom = ", op.of(cat("acl_carry[", last, "]"), summed_across(op, v, last)), ";");
  publish(e, sum, false, "acl_bottom");
  look_back_up(e, sum);
  publish(e, sum, true, op.of("acl_above", "acl_bottom"));
  w.line("for (int acl_i = 0; acl_i < ", sum.split_size, "; acl_i++) ", own(sum, "acl_i"), " = ",
         op.of(op.of("acl_above", "acl_carry[acl_i]"), summed_across(op, v, "acl_i")), ";");
  store_block(e, args, cs);
}

}  // namespace

void write_int64_atomics(EmitContext& e, const std::string& who) {
  e.w.line("#if defined(cl_khr_int64_base_atomics)");
  e.w.line("#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable");
  e.w.line("#else");
  e.w.line("#error \"", who, " needs 64-bit atomics (cl_khr_int64_base_atomics), which this "
           "device does not have\"");
  e.w.line("#endif");
}

void write_scan_constants(EmitContext& e) {
  write_int64_atomics(e, "dependency " + dependency_name(summed_arg(e.p).desc.attr.dependency));
}

void write_scan(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  const ArgPlan& sum = summed_arg(p);
  w.line("__local uint acl_ticket_l;");
  w.line("__local ", sum.type, " acl_rows[", size_t(sum.split_size) * v.segments * (v.run + 1),
         "];");
  w.line("__local ", sum.type, " acl_runs[", size_t(sum.split_size) * v.segments, "];");
  w.line("__local ", sum.type, " acl_carry[", sum.split_size, "];");
  // The band by ticket: every band this group waits on went to a group that started before.
  // The counter runs on from launch to launch; this launch's tickets start at acl_base.
  w.line("if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[", kSyncTicket, "]) - acl_base;");
  if (!v.tiles)
    w.line("for (int acl_r = acl_lid; acl_r < ", sum.split_size, "; acl_r += ", p.wg,
           ") acl_carry[acl_r] = ", op_of(p, sum).identity(), ";");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  if (v.tiles) {
    // Blocks in raster order: those this block waits on (left, above) took earlier tickets.
    w.line("const int acl_band = (int)acl_ticket_l / ", v.gx, ";");
    w.line("const int acl_c = (int)acl_ticket_l - acl_band * ", v.gx, ";");
  } else {
    w.line("const int acl_band = (int)acl_ticket_l;");
  }
  w.line("const uint acl_tag = acl_scans << 2;");
  w.line("const int acl_B = acl_band - (acl_band / ", v.gy, ") * ", v.gy, ";");
  w.line("const int acl_sx = (acl_lid / ", v.run, ") * ", v.run + 1, " + acl_lid % ", v.run, ";");
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  if (v.prefetch) {
    for (const ArgPlan* a : args)
      if (ahead(p, *a)) w.line(a->type, " ", ahead_name(*a), "[", a->window_words(), "];");
    load_ahead(e, args, cat(v.gx, " * acl_band"));
  }
  if (v.tiles) {
    w.block();
    run_tile(e, sum, args);
    w.close();
  } else {
    w.open("for (int acl_c = 0; acl_c < ", v.gx, "; acl_c++)");
    run_block(e, sum, args);
    w.close();
  }
}

}  // namespace acl::detail
