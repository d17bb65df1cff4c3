// The band walk of a Pipeline (Pipeline::band_rows, plan.hpp; pass band_walk): a work-group
// of one work-item takes band t by ticket and walks its block rows chunk by chunk, row after
// row inside a chunk, row r's chunk starting `reach` columns left of row r - 1's (ACL_RNO2
// reads above-right). Each row's results go into a ring of `ring` portions in local memory,
// where the next row reads its neighbours above; the band above's last row arrives in ring
// row 0, read from the sync buffer with atomics behind that band's progress count, and the
// band's last row hands its words down the same way. No barrier, and no work-group reads a
// word another one wrote without atomics.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

bool handed_on(const ArgPlan& a) {
  return a.is_transfer() && is_rno(a.desc.attr.dependency);
}

/// The ring of `a`'s results: ring row q (0: the band above's last row, r + 1: the band's
/// row r), portion column c at slot c & (ring - 1), split_size words each.
std::string ring_of(const ArgPlan& a) {
  return cat("acl_band", a.index);
}
std::string slot(const Pipeline& v, const ArgPlan& a, const std::string& row,
                 const std::string& col) {
  return cat(ring_of(a), " + ((", row, ") * ", v.ring, " + ((", col, ") & ", v.ring - 1, ")) * ",
             a.split_size);
}

/// Whether word `j` of the portion `dx` columns and `dy` rows from the own one lies outside
/// the results (as pipeline_outside, from acl_ox, acl_oy).
std::string outside(const ArgPlan& a, long dx, long dy, const std::string& j = "acl_j") {
  const long s = long(a.split_size);
  const std::string x = a.vertical ? cat("acl_ox + ", dx) : cat("acl_ox + ", dx * s, " + ", j);
  const std::string y = a.vertical ? cat("acl_oy + ", dy * s, " + ", j) : cat("acl_oy + ", dy);
  return outside_results(a, x, y);
}

/// Whether every word of that portion lies inside: its first and its last do (the results
/// are a box and a portion's words a line in it). Tested once a portion, so that the copy
/// of an inside portion, nearly all of them, is a plain loop PoCL turns into vector moves;
/// a test a word made it a compare, a branch and a scalar load a word (PoCL 3.1).
std::string all_inside(const ArgPlan& a, long dx, long dy) {
  return cat("!(", outside(a, dx, dy, "0"), ") && !(", outside(a, dx, dy, cat(a.split_size - 1)),
             ")");
}

/// `to`[acl_j] = `from`[acl_j] for the split_size words of the portion `dx`, `dy` from the
/// own one, zero where a word lies outside the results.
void copy_portion(SourceWriter& w, const ArgPlan& a, long dx, long dy, const std::string& to,
                  const std::string& from) {
  const long s = long(a.split_size);
  w.open("if (", all_inside(a, dx, dy), ")");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", to, " = ", from, ";");
  w.close(" else {");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", to, " = ", outside(a, dx, dy),
         " ? (", a.type, ")(0) : ", from, ";");
  w.close();
}

/// The neighbours of one handed-on argument: at a row's first column of the chunk all of
/// them from the ring (above: ring row acl_r, the row above's results or the band above's;
/// left: the own row acl_r + 1), later only the rightmost above, the others being the ones
/// a column to their right held at the last column and the left one the own last result
/// (results_out). Words outside the array read as zero.
void neighbours_in(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  const auto d = neighbour_offsets(a.desc.attr.dependency);
  const std::string h = cat("acl_h", a.index);
  const long s = long(a.split_size);
  std::vector<size_t> above;  // slots of the row above, by dx ascending
  for (long dx = -1; dx <= 1; ++dx)
    for (size_t k = 0; k < d.size(); ++k)
      if (d[k].first == dx && d[k].second == -1) above.push_back(k);
  auto read = [&](size_t k) {
    const long dx = d[k].first, dy = d[k].second;
    w.block();
    w.line("const __local ", a.type, "* acl_a = ",
           slot(v, a, dy < 0 ? "acl_r" : "acl_r + 1", cat("acl_x + ", dx)), ";");
    copy_portion(w, a, dx, dy, cat(h, "[", k * s, " + acl_j]"), "acl_a[acl_j]");
    w.close();
  };
  w.open("if (acl_x == max(acl_xs, 0))");
  for (size_t k = 0; k < d.size(); ++k)
    if (k != above.back()) read(k);
  w.close(" else {");
  for (size_t i = 0; i + 1 < above.size(); ++i)
    w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", h, "[", above[i] * s,
           " + acl_j] = ", h, "[", above[i + 1] * s, " + acl_j];");
  w.close();
  read(above.back());
}

/// After User_main: the results into the own ring row, and into the left neighbour's slot
/// for the next column (zero where outside the array).
void results_out(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  const auto d = neighbour_offsets(a.desc.attr.dependency);
  const long s = long(a.split_size);
  w.block();
  w.line("__local ", a.type, "* acl_a = ", slot(v, a, "acl_r + 1", "acl_x"), ";");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) acl_a[acl_j] = ",
         pipeline_result_word(a, "acl_j"), ";");
  for (size_t k = 0; k < d.size(); ++k)
    if (d[k].second == 0) {
      copy_portion(w, a, 0, 0, cat("acl_h", a.index, "[", k * s, " + acl_j]"),
                   pipeline_result_word(a, "acl_j"));
    }
  w.close();
}

/// Before each chunk: wait until the band above's last row has finished the chunk's columns
/// and the reach past them (a poll with a doubling pause), then copy its words of those
/// columns and the one before them into ring row 0 with atomics (sync_read). A band with no
/// band above whose data has rows of results above it (a launch over several devices) reads
/// them from the array instead.
void follow_band_above(EmitContext& e, const std::vector<const ArgPlan*>& handed) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  const size_t cols = v.chunk + 1 + v.reach;
  w.open("if (acl_B > 0)");
  poll_band_above(e);
  for (const ArgPlan* a : handed) {
    const size_t split = a->split_size;
    w.open("for (int acl_c = max(acl_c0 - 1, 0); acl_c < min(acl_c0 + ", cols - 1, ", ", v.nx,
           "); acl_c++)");
    w.line("__local ", a->type, "* acl_a = ", slot(v, *a, "0", "acl_c"), ";");
    w.open("for (int acl_j = 0; acl_j < ", split, "; acl_j++)");
    w.line(pipeline_pun(*a), ";");
    for (size_t q = 0; q < edge_units(a->word_bytes); ++q)
      w.line("acl_w.acl_bits[", q, "] = ",
             sync_read(v, cat("&acl_sync[",
                              pipeline_edge_word(e.p, *a, "acl_band - 1", "acl_c", "acl_j"),
                              " + ", q, "]")),
             ";");
    w.line("acl_a[acl_j] = acl_w.acl_word;");
    w.close();
    w.close();
  }
  w.close();
  bool any = false;
  for (const ArgPlan* a : handed) any = any || a->desc.rows_above;
  if (!any) return;
  w.open("if (acl_B == 0)");
  for (const ArgPlan* a : handed) {
    if (!a->desc.rows_above) continue;
    const size_t split = a->split_size;
    w.open("for (int acl_c = max(acl_c0 - 1, 0); acl_c < min(acl_c0 + ", cols - 1, ", ", v.nx,
           "); acl_c++)");
    w.line("__local ", a->type, "* acl_a = ", slot(v, *a, "0", "acl_c"), ";");
    w.open("for (int acl_i = 0; acl_i < ", split, "; acl_i++)");
    const std::string x = a->vertical ? "acl_c" : cat("acl_c * ", split, " + acl_i");
    const std::string y = a->vertical ? cat("acl_i - ", split) : "-1";
    w.line("acl_a[acl_i] = ", written_word(*a, x, y, "acl_Z"), ";");
    w.close();
    w.close();
  }
  w.close();
}

/// After a chunk: the band's last row has finished the columns before acl_c0 + chunk -
/// reach * (band_rows - 1); published behind a fence for the band below.
void publish(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  w.line("const int acl_p = min(acl_c0 + ", long(v.chunk) - long(v.reach) * (v.band_rows - 1),
         ", ", v.nx, ");");
  w.open("if (acl_B + 1 < ", v.bands, " && acl_p > 0)");
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.line("atomic_xchg(&acl_sync[", kSyncProgress, " + acl_band], (uint)acl_p);");
  w.close();
}

}  // namespace

void write_bands(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pipeline& v = p.pipeline();
  if (p.wg != 1) internal_error(cat("band walk with work-groups of ", p.wg));
  std::vector<const ArgPlan*> handed;
  for (const ArgPlan* a : at_level(p, 1))
    if (handed_on(*a)) handed.push_back(a);
  if (handed.empty()) internal_error("band walk without dependent data");
  for (const ArgPlan* a : handed)
    w.line("__local ", a->type, " ", ring_of(*a), "[",
           (size_t(v.band_rows) + 1) * v.ring * a->split_size, "];");
  // The band by ticket: the band this one waits on went to a group that started before.
  w.line("const int acl_band = (int)atomic_inc(&acl_sync[", kSyncTicket, "]);");
  w.line("const int acl_Z = acl_band / ", v.bands, ", acl_B = acl_band - acl_Z * ", v.bands, ";");
  w.line("const int acl_rows = min(", v.band_rows, ", ", v.gy, " - acl_B * ", v.band_rows, ");");
  w.line("uint acl_seen = 0;");
  w.open("for (int acl_c0 = 0; acl_c0 < ", v.nx, " + ", v.reach, " * (acl_rows - 1); acl_c0 += ",
         v.chunk, ")");
  follow_band_above(e, handed);
  w.open("for (int acl_r = 0; acl_r < acl_rows; acl_r++)");
  w.line("const int acl_Y = acl_B * ", v.band_rows, " + acl_r, acl_xs = acl_c0 - ", v.reach,
         " * acl_r;");
  // A plain loop over the row's columns of the chunk, User_main inlined, no barrier.
  w.open("for (int acl_x = max(acl_xs, 0); acl_x < min(acl_xs + ", v.chunk, ", ", v.nx,
         "); acl_x++)");
  write_portion(e, {cat("acl_x + ", v.gx, " * (acl_Y + ", v.gy, " * acl_Z)"), "0", "band walk",
                    neighbours_in, results_out, cat("acl_r == ", v.band_rows - 1)});
  w.close();
  w.close();
  publish(e);
  w.close();
  // The last group to finish leaves the counters at zero for the next launch.
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.open("if (atomic_inc(&acl_sync[", kSyncDone, "]) == ", v.tickets() - 1, "u)");
  w.line("for (int acl_t = 0; acl_t < ", kSyncProgress + v.tickets(),
         "; acl_t++) atomic_xchg(&acl_sync[acl_t], 0u);");
  w.close();
}

}  // namespace acl::detail
