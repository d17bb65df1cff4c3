// The Scan schedule of ACL_RNO1_SUM plans (plan.hpp): one launch; the work-group that takes
// ticket t runs band t (block row t % gy of slice t / gy) over its block columns left to
// right. Per block: User_main, each work-item's column summed down in private memory, the
// column's total published and the totals above the band found by looking back up the
// column (64-bit atomics only: no work-group reads a word another one wrote without them),
// then the rows summed across the block in local memory with the row totals of the blocks
// to the left carried on, and the store.
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

const ArgPlan& summed_arg(const Plan& p) {
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.desc.attr.dependency == ACL_RNO1_SUM) return a;
  internal_error("scan plan without ACL_RNO1_SUM data");
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
  return cat(Names(a.index).p, "[", window_index(a, "0", i), "]");
}

/// The column sums of the block plus the totals above go into the rows of local memory
/// (run g of a row at g * (run + 1): a warp's walks along its runs hit distinct banks);
/// each row's runs are summed by one work-item each, then offset by the row's carry and
/// the runs before; the row's last word is the next block's carry.
void sum_rows(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  const size_t pitch = size_t(v.segments) * (v.run + 1), pairs = size_t(a.s) * v.segments;
  const size_t last =
      size_t(v.segments - 1) * (v.run + 1) + (p.wg - size_t(v.segments - 1) * v.run) - 1;
  auto each_run = [&] {
    w.open("for (int acl_q = acl_lid; acl_q < ", pairs, "; acl_q += ", p.wg, ")");
    w.line("const int acl_r = acl_q / ", v.segments, ", acl_g = acl_q - acl_r * ", v.segments, ";");
    w.line("__local ", a.type, "* acl_o = acl_rows + acl_r * ", pitch, " + acl_g * ", v.run + 1,
           ";");
    w.line("const int acl_n = min(", v.run, ", ", p.wg, " - acl_g * ", v.run, ");");
  };
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("for (int acl_i = 0; acl_i < ", a.s, "; acl_i++) acl_rows[acl_i * ", pitch,
         " + acl_sx] = acl_above + ", own(a, "acl_i"), ";");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  each_run();
  w.line(a.type, " acl_t = (", a.type, ")(0);");
  w.line(
      "for (int acl_j = 0; acl_j < acl_n; acl_j++) { acl_t += acl_o[acl_j]; acl_o[acl_j] = acl_t; "
      "}");
  w.line("acl_runs[acl_q] = acl_t;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  each_run();
  w.line(a.type, " acl_t = acl_carry[acl_r];");
  w.line("for (int acl_j = 0; acl_j < acl_g; acl_j++) acl_t += acl_runs[acl_r * ", v.segments,
         " + acl_j];");
  w.line("for (int acl_j = 0; acl_j < acl_n; acl_j++) acl_o[acl_j] += acl_t;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("for (int acl_i = 0; acl_i < ", a.s, "; acl_i++) ", own(a, "acl_i"),
         " = acl_rows[acl_i * ", pitch, " + acl_sx];");
  w.line("for (int acl_r = acl_lid; acl_r < ", a.s, "; acl_r += ", p.wg,
         ") acl_carry[acl_r] = acl_rows[acl_r * ", pitch, " + ", last, "];");
}

/// Each work-item publishes its column's total with a flag in the upper half of one 64-bit
/// word (1: the block's own total, 2: the running one; tagged with the launch count, so
/// words of an earlier launch read as not yet written), and walks up its own column: one
/// atomic carries both, so no fences, barriers or flags per block are needed.
void publish_and_look_back(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Scan& v = e.p.scan();
  const std::string slots = cat("((__global ulong*)(acl_sync + ", v.slots_at(), "))");
  auto word = [&](const char* kind, const std::string& value) {
    return cat("((ulong)(acl_tag | ", kind, "u) << 32) | (ulong)(", to_bits(a, value), ")");
  };
  w.open("if (acl_B > 0 && acl_B + 1 < ", v.gy, ")");
  w.line("atom_xchg(&", slots, "[acl_band * ", v.nx, " + acl_x], ", word("1", "acl_down"), ");");
  w.close();
  // The walk reads `window` bands at once (from the nearest up, none above the slice's
  // first band, whose totals are running ones), adds them in order up to the first with
  // running totals, and reads again from the first not yet written, after a pause.
  const unsigned win = v.window;
  w.open("if (acl_B > 0)");
  w.line("int acl_k = acl_band - 1;");
  w.line("const int acl_k0 = acl_band - acl_B;");
  if (v.backoff) w.line("uint acl_pause = 1; volatile uint acl_spin = 0;");
  w.open("for (;;)");
  w.line("ulong acl_s[", win, "];");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", win,
         "; acl_j++) acl_s[acl_j] = acl_k - acl_j >= acl_k0 ? atom_add(&", slots,
         "[(acl_k - acl_j) * ", v.nx, " + acl_x], 0UL) : 0UL;");
  w.line("int acl_stop = 0, acl_ready = ", win, ";");
  w.line("#pragma unroll");
  w.open("for (int acl_j = 0; acl_j < ", win, "; acl_j++)");
  w.line("const uint acl_h = (uint)(acl_s[acl_j] >> 32) - acl_tag;");
  w.open("if (!acl_stop)");
  w.line("if (acl_h - 1u > 1u) { acl_stop = 2; acl_ready = acl_j; }");
  w.line("else { acl_above += ", from_bits(a, "(uint)acl_s[acl_j]"),
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
  w.open("if (acl_B + 1 < ", v.gy, v.inclusive > 1 ? cat(" && acl_B % ", v.inclusive, " == 0") : "",
         ")");
  w.line("atom_xchg(&", slots, "[acl_band * ", v.nx, " + acl_x], ",
         word("2", "acl_above + acl_down"), ");");
  w.close();
}

/// One block of the band: loads, User_main, the column sums, the totals above, the row
/// sums and the stores.
void run_block(EmitContext& e, const ArgPlan& sum) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  w.line("const int acl_n1 = acl_c + ", v.gx, " * acl_band;");
  w.line("acl_st.acl_iter[1] = acl_n1;");
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  std::vector<Coords> cs;
  for (const ArgPlan* a : args) {
    if (a->placement != Placement::Private || a->cols.lanes > 1 || a->cols.step > 1)
      internal_error(cat("scan plan with argument ", a->index, " ", placement_name(a->placement),
                         ", lanes ", a->cols.lanes, ", step ", a->cols.step));
    cs.push_back(coords(e, *a, "acl_n1", ""));
    load_direct(e, *a, cs.back(), Names(a->index).p);
    if (a->nbh) load_neighbours(e, *a, cs.back());
    write_state(e, *a, cs.back());
  }
  write_call(e);
  w.line(sum.type, " acl_down = (", sum.type, ")(0), acl_above = (", sum.type, ")(0);");
  w.line("for (int acl_i = 0; acl_i < ", sum.s, "; acl_i++) { acl_down += ", own(sum, "acl_i"),
         "; ", own(sum, "acl_i"), " = acl_down; }");
  w.line("const int acl_x = acl_c * ", p.wg, " + acl_lid;");
  // The block's own totals, for bands below that look back past this one before it knows
  // the totals above it (the first band of a slice knows them: none); the totals above;
  // the running totals.
  publish_and_look_back(e, sum);
  sum_rows(e, sum);
  for (size_t i = 0; i < args.size(); ++i)
    if (writes(*args[i])) store_direct(e, *args[i], cs[i]);
}

}  // namespace

void write_scan_constants(EmitContext& e) {
  e.w.line("#if defined(cl_khr_int64_base_atomics)");
  e.w.line("#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable");
  e.w.line("#else");
  e.w.line(
      "#error \"dependency ACL_RNO1_SUM needs 64-bit atomics (cl_khr_int64_base_atomics), which "
      "this device does not have\"");
  e.w.line("#endif");
}

void write_scan(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Scan& v = p.scan();
  const ArgPlan& sum = summed_arg(p);
  w.line("__local uint acl_ticket_l;");
  w.line("__local ", sum.type, " acl_rows[", size_t(sum.s) * v.segments * (v.run + 1), "];");
  w.line("__local ", sum.type, " acl_runs[", size_t(sum.s) * v.segments, "];");
  w.line("__local ", sum.type, " acl_carry[", sum.s, "];");
  // The band by ticket: every band this group waits on went to a group that started before.
  w.line("if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[", kSyncTicket, "]);");
  w.line("for (int acl_r = acl_lid; acl_r < ", sum.s, "; acl_r += ", p.wg, ") acl_carry[acl_r] = (",
         sum.type, ")(0);");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("const int acl_band = (int)acl_ticket_l;");
  w.line("const uint acl_tag = atomic_or(&acl_sync[", kScanEpoch, "], 0u) << 2;");
  w.line("const int acl_B = acl_band - (acl_band / ", v.gy, ") * ", v.gy, ";");
  w.line("const int acl_sx = (acl_lid / ", v.run, ") * ", v.run + 1, " + acl_lid % ", v.run, ";");
  w.open("for (int acl_c = 0; acl_c < ", v.gx, "; acl_c++)");
  run_block(e, sum);
  w.close();
  // The last group to finish leaves the ticket and the count at zero for the next launch,
  // and counts the launch (work-item 0 alone: its group's words are all published).
  w.line("barrier(CLK_GLOBAL_MEM_FENCE);");
  w.open("if (acl_lid == 0 && atomic_inc(&acl_sync[", kSyncDone, "]) == ", v.tickets() - 1, "u)");
  w.line("atomic_xchg(&acl_sync[", kSyncTicket, "], 0u);");
  w.line("atomic_xchg(&acl_sync[", kSyncDone, "], 0u);");
  w.line("atomic_inc(&acl_sync[", kScanEpoch, "]);");
  w.close();
}

}  // namespace acl::detail
