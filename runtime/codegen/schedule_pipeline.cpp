// The Pipeline schedule of ACL_RNO1/RNO2 plans (plan.hpp): one launch; the work-group that
// takes ticket t runs band t, work-item i its block row b * wg + i, portion column x at
// step x + skew * i. Results pass to the next work-item through a ring in local memory and
// to the band below through the sync buffer (atomics only, so that no work-group reads a
// word another one wrote without them), behind a progress count per band.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// Transfer data with an ACL_RNO0/1/2 dependency: its neighbours come from the ring, the
/// band above's chunk and the work-item's own last portion.
bool handed_on(const ArgPlan& a) {
  return a.is_transfer() && is_rno(a.desc.attr.dependency);
}

/// Names of a handed-on argument's local arrays: the ring of the group's last results and
/// the band above's chunk.
std::string ring(const ArgPlan& a) {
  return cat("acl_ring", a.index);
}
std::string above_chunk(const ArgPlan& a) {
  return cat("acl_up", a.index);
}

/// Words from one work-item's portion in the ring to the next (odd: a warp reading word j of
/// its neighbours' portions hits distinct banks).
size_t ring_pitch(const ArgPlan& a) {
  return a.split_size | 1;
}

/// Word j of the portion User_main just wrote, in the window.
std::string result_word(const ArgPlan& a, const std::string& j) {
  const std::string m = cat(a.margin);
  return cat(
      Names(a.index).window, "[",
      a.vertical ? window_index(a, m, cat(j, " + ", m)) : window_index(a, cat(j, " + ", m), m),
      "]");
}

/// Whether word j of the portion `dx` portion columns and `dy` portion rows from the own one
/// lies outside the array, or the rows of results above it (user-view coordinates from
/// acl_ox, acl_oy).
std::string outside(const ArgPlan& a, long dx, long dy) {
  const long s = long(a.split_size);
  const std::string x = a.vertical ? cat("acl_ox + ", dx) : cat("acl_ox + ", dx * s, " + acl_j");
  const std::string y = a.vertical ? cat("acl_oy + ", dy * s, " + acl_j") : cat("acl_oy + ", dy);
  return outside_results(a, x, y);
}

/// The union that carries a word of `a` through 32-bit atomics.
std::string pun(const ArgPlan& a) {
  return cat("union { ", a.type, " acl_word; uint acl_bits[", edge_units(a.word_bytes),
             "]; } acl_w");
}

/// The sync buffer index of word j of portion column `x` in band `band`'s edge.
std::string edge_word(const Plan& p, const ArgPlan& a, const std::string& band,
                      const std::string& x, const std::string& j) {
  return cat(p.edge_at(a), " + ((", band, ") * ", p.pipeline().nx, " + (", x, ")) * ",
             a.split_size * edge_units(a.word_bytes), " + (", j, ") * ", edge_units(a.word_bytes));
}

/// The neighbours of one handed-on argument at the start of a step: those above come from
/// the ring (work-item i - 1's results) or, for work-item 0, from the band above's chunk;
/// at the first column all of them, later only the rightmost (the others are the ones a
/// column to their right held at the last step); the left one is the work-item's own last
/// portion, zero at the first column. Words outside the array read as zero.
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
    const long dx = d[k].first;
    w.block();
    w.line("const __local ", a.type, "* acl_a = acl_lid > 0 ? ", ring(a), " + (((acl_x + ", dx,
           ") & ", 4 * v.cols - 1, ") * ", e.p.wg, " + acl_lid - 1) * ", ring_pitch(a), " : ",
           above_chunk(a), " + (acl_x + ", dx, " - acl_c0 + 1) * ", s, ";");
    w.line("#pragma unroll");
    w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", h, "[", k * s,
           " + acl_j] = ", outside(a, dx, -1), " ? (", a.type, ")(0) : acl_a[acl_j];");
    w.close();
  };
  w.open("if (acl_x == 0)");
  for (size_t k = 0; k < d.size(); ++k)
    if (d[k].second == 0)
      w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", h, "[", k * s, " + acl_j] = (",
             a.type, ")(0);");
  for (size_t i = 0; i + 1 < above.size(); ++i) read(above[i]);
  w.close(" else {");
  for (size_t i = 0; i + 1 < above.size(); ++i)
    w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", h, "[", above[i] * s,
           " + acl_j] = ", h, "[", above[i + 1] * s, " + acl_j];");
  w.close();
  read(above.back());
}

/// After User_main: the results into the ring, and (when the dependency has one) into the
/// left neighbour's slot for the next column, zero where outside the array.
void results_out(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const auto d = neighbour_offsets(a.desc.attr.dependency);
  const long s = long(a.split_size);
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) ", ring(a), "[((acl_x & ",
         4 * e.p.pipeline().cols - 1, ") * ", e.p.wg, " + acl_lid) * ", ring_pitch(a),
         " + acl_j] = ", result_word(a, "acl_j"), ";");
  for (size_t k = 0; k < d.size(); ++k)
    if (d[k].second == 0) {
      w.line("#pragma unroll");
      w.line("for (int acl_j = 0; acl_j < ", s, "; acl_j++) acl_h", a.index, "[", k * s,
             " + acl_j] = ", outside(a, 0, 0), " ? (", a.type, ")(0) : ", result_word(a, "acl_j"),
             ";");
    }
}

/// The band's last work-item (a band walk: its last row) hands each portion's results to the
/// band below: the edge words, with atomics.
void hand_down(EmitContext& e, const PortionWalk& walk,
               const std::vector<const ArgPlan*>& handed) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  w.open("if (", walk.hands_down, " && acl_B + 1 < ", v.bands, ")");
  for (const ArgPlan* a : handed) {
    w.open("for (int acl_j = 0; acl_j < ", a->split_size, "; acl_j++)");
    w.line(pun(*a), ";");
    if (a->word_bytes % 4) w.line("acl_w.acl_bits[0] = 0u;");
    w.line("acl_w.acl_word = ", result_word(*a, "acl_j"), ";");
    for (size_t q = 0; q < edge_units(a->word_bytes); ++q)
      w.line("atomic_xchg(&acl_sync[", edge_word(e.p, *a, "acl_band", "acl_x", "acl_j"), " + ", q,
             "], acl_w.acl_bits[", q, "]);");
    w.close();
  }
  w.close();
}

/// After a step that completes columns the band below waits for (a chunk, and reach
/// columns past it), the band's last work-item publishes its progress behind a fence.
void publish(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  const long c = long(v.chunk), r = long(v.reach), k = long(v.cols);
  w.line("const int acl_p = min(acl_sx + ", k, ", ", v.nx, ");");
  w.open("if (acl_lid == ", e.p.wg - 1, " && acl_B + 1 < ", v.bands, " && ((acl_p + ", c - r,
         ") / ", c, " != (acl_p + ", c - r - k, ") / ", c, " || acl_p == ", v.nx, "))");
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.line("atomic_xchg(&acl_sync[", kSyncProgress, " + acl_band], (uint)acl_p);");
  w.close();
}

/// Before each chunk, work-item 0 (the only one that reads above the band) waits until the
/// band above has published the chunk's columns and the reach past them, polling its progress
/// with a doubling pause, then copies their edge words, and the column before them, into
/// local memory with atomics. One work-item does it all, so no barrier is needed: the
/// fence after its poll orders its reads.
void follow_band_above(EmitContext& e, const std::vector<const ArgPlan*>& handed) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  w.open("if (acl_lid == 0 && acl_B > 0)");
  poll_band_above(e);
  for (const ArgPlan* a : handed) {
    const size_t split = a->split_size;
    w.open("for (int acl_t = 0; acl_t < ", (v.chunk + 1 + v.reach) * split, "; acl_t++)");
    w.line("const int acl_c = acl_c0 - 1 + acl_t / ", split, ";");
    w.open("if (acl_c >= 0 && acl_c < ", v.nx, ")");
    w.line(pun(*a), ";");
    for (size_t q = 0; q < edge_units(a->word_bytes); ++q)
      w.line("acl_w.acl_bits[", q, "] = ",
             sync_read(v, cat("&acl_sync[", edge_word(e.p, *a, "acl_band - 1", "acl_c",
                                                      cat("acl_t % ", split)),
                              " + ", q, "]")),
             ";");
    w.line(above_chunk(*a), "[acl_t] = acl_w.acl_word;");
    w.close();
    w.close();
  }
  w.close();
}

/// A band of a launch over several devices: the rows of results above its array
/// (ArgDesc::rows_above) were written by the device of the band above, before this launch.
/// The first band's work-item 0 reads the chunk's portions above from there, as the other
/// bands read the band above's edge.
void read_rows_above(EmitContext& e, const std::vector<const ArgPlan*>& handed) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  bool any = false;
  for (const ArgPlan* a : handed) any = any || a->desc.rows_above;
  if (!any) return;
  w.open("if (acl_lid == 0 && acl_B == 0)");
  for (const ArgPlan* a : handed) {
    if (!a->desc.rows_above) continue;
    const size_t split = a->split_size;
    w.open("for (int acl_t = 0; acl_t < ", (v.chunk + 1 + v.reach) * split, "; acl_t++)");
    w.line("const int acl_c = acl_c0 - 1 + acl_t / ", split, ", acl_i = acl_t % ", split, ";");
    const std::string x = a->vertical ? "acl_c" : cat("acl_c * ", split, " + acl_i");
    const std::string y = a->vertical ? cat("acl_i - ", split) : "-1";
    w.line("if (acl_c >= 0 && acl_c < ", v.nx, ") ", above_chunk(*a),
           "[acl_t] = ", written_word(*a, x, y, "acl_Z"), ";");
    w.close();
  }
  w.close();
}

/// Argument `a`'s portion before the call: its words (data that moves rows as vectors,
/// Pipeline::vectors, never in a band walk: from the step's rows where they lie inside the
/// array), its neighbours, its state.
void portion_in(EmitContext& e, const PortionWalk& walk, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  if (v.moves_rows(a) && reads(a)) {
    // Column acl_u of the step's rows, loaded as vectors (rows_in), where they were.
    w.open("if (acl_vin", a.index, ")");
    w.line("#pragma unroll");
    w.line("for (int acl_iy = 0; acl_iy < ", a.split_size, "; acl_iy++) ", Names(a.index).window,
           "[acl_iy] = acl_rin", a.index, "[acl_iy * ", v.cols, " + acl_u];");
    w.close(" else {");
    load_direct(e, a, c, Names(a.index).window);
    w.close();
  } else {
    load_direct(e, a, c, Names(a.index).window);
  }
  if (handed_on(a)) {
    w.block();
    w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
    walk.neighbours_in(e, a);
    w.close();
  } else if (a.nbh) {
    load_neighbours(e, a, c);
  }
  write_state(e, a, c);
}

/// Argument `a`'s portion after the call: its words stored (into the step's rows where it
/// moves rows as vectors), and for data handed on, its results for the next portions.
void portion_out(EmitContext& e, const PortionWalk& walk, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  if (writes(a) && v.moves_rows(a)) {
    // Into the step's rows, stored as vectors after the last column (rows_out).
    w.open("if (acl_vin", a.index, ")");
    w.line("#pragma unroll");
    w.line("for (int acl_iy = 0; acl_iy < ", a.split_size, "; acl_iy++) acl_rout", a.index,
           "[acl_iy * ", v.cols, " + acl_u] = ", Names(a.index).window, "[acl_iy];");
    w.close(" else {");
    store_direct(e, a, c);
    w.close();
  } else if (writes(a)) {
    store_direct(e, a, c);
  }
  if (!handed_on(a)) return;
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  walk.results_out(e, a);
  w.close();
}

}  // namespace

void write_portion(EmitContext& e, const PortionWalk& walk) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  w.line("const int acl_n1 = ", walk.block, ";");
  w.line("const int acl_blid = ", walk.blid, ";");
  w.line("acl_st.acl_iter[1] = acl_n1;");
  const std::vector<const ArgPlan*> args = at_level(p, 1);
  std::vector<Coords> cs;
  std::vector<const ArgPlan*> handed;
  for (const ArgPlan* a : args) {
    if (a->placement != Placement::Private || a->cols.lanes > 1 || a->cols.step > 1)
      internal_error(cat(walk.name, " with argument ", a->index, " ",
                         placement_name(a->placement), ", lanes ", a->cols.lanes, ", step ",
                         a->cols.step));
    cs.push_back(coords(e, *a, "acl_n1", ""));
    cs.back().lid = "acl_blid";
    if (handed_on(*a)) handed.push_back(a);
  }
  for (size_t i = 0; i < args.size(); ++i) portion_in(e, walk, *args[i], cs[i]);
  write_call(e);
  for (size_t i = 0; i < args.size(); ++i) portion_out(e, walk, *args[i], cs[i]);
  hand_down(e, walk, handed);
}

namespace {

/// The last group to finish leaves the counters at zero for the next launch.
void reset_sync(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  w.line("barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);");
  w.open("if (acl_lid == 0)");
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.line("acl_last_l = atomic_inc(&acl_sync[", kSyncDone, "]) == ", v.tickets() - 1, "u;");
  w.close();
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("if (acl_last_l)");
  w.line("  for (int acl_t = acl_lid; acl_t < ", kSyncProgress + v.tickets(), "; acl_t += ",
         e.p.wg, ") atomic_xchg(&acl_sync[acl_t], 0u);");
}

/// Row acl_iy of the step's rows of `a` in global memory, as a vector of `vec` through a
/// pointer qualified `quals`.
ir::Expr step_row(const ArgPlan& a, const ir::Type& vec, const std::string& quals) {
  const ir::Expr g = ir::var(Names(a.index).global, vec.element());
  return ir::pointee(
      vec, quals,
      g + ir::text(word_in(a, "acl_sx", cat("acl_Y * ", a.split_size, " + acl_iy"), "acl_Z")));
}
/// Row acl_iy of the private copy `rows` (vectors of `vec` one after another).
ir::Expr private_row(const std::string& rows, const ir::Type& vec) {
  return ir::var(rows, vec.element()) + ir::var("acl_iy") * vec.lanes;
}
/// The unrolled loop over the step's split_size rows.
void over_rows(EmitContext& e, const ArgPlan& a, const ir::Stmt& move) {
  ir::print(e.w, ir::loop("acl_iy", 0, a.split_size, ir::Expr(), {move}, ir::Layout::SameLine,
                          ir::Unroll::Pragma));
}

/// The step's rows of data that moves rows as vectors (Pipeline::vectors): whether they lie
/// inside the array (acl_vin<i>), and those read, loaded.
void rows_in(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  for (const ArgPlan* a : at_level(e.p, 1)) {
    if (!v.moves_rows(*a)) continue;
    const ir::Type vec = ir::Type::of(a->type).with_lanes(unsigned(v.cols));
    const std::string i = cat(a->index);
    w.line("const int acl_vin", i, " = acl_sx + ", v.cols, " <= ", a->w, " && acl_Y * ",
           a->split_size, " + ", a->split_size, " <= ", a->h, ";");
    if (writes(*a)) w.line(a->type, " acl_rout", i, "[", a->split_size * v.cols, "];");
    if (!reads(*a)) continue;
    w.line(a->type, " acl_rin", i, "[", a->split_size * v.cols, "];");
    w.open("if (acl_vin", i, ")");
    over_rows(e, *a,
              ir::eval(ir::vstore(step_row(*a, vec, "const __global"), 0,
                                  private_row(cat("acl_rin", i), vec))));
    w.close();
  }
}

/// The step's rows of written data that moves rows as vectors, stored.
void rows_out(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  for (const ArgPlan* a : at_level(e.p, 1)) {
    if (!v.moves_rows(*a) || !writes(*a)) continue;
    const ir::Type vec = ir::Type::of(a->type).with_lanes(unsigned(v.cols));
    const std::string i = cat(a->index);
    w.open("if (acl_vin", i, ")");
    over_rows(e, *a,
              ir::assign(step_row(*a, vec, "__global"),
                         ir::vload(vec, 0, private_row(cat("acl_rout", i), vec))));
    w.close();
  }
}

}  // namespace

std::string sync_read(const Pipeline& v, const std::string& at) {
  // Band walks run on CPUs, whose drivers (PoCL on x86-64) run compare-exchange far cheaper
  // (docs/performance.md, "Figures behind code-generation choices"); pipelines where knob
  // wave_cas_reads says (bench/results/knobs, *Wavefront pipelines*).
  return v.band_rows || v.cas_reads ? cat("atomic_cmpxchg(", at, ", 0u, 0u)")
                                    : cat("atomic_or(", at, ", 0u)");
}

void poll_band_above(EmitContext& e) {
  SourceWriter& w = e.w;
  const Pipeline& v = e.p.pipeline();
  w.line("const uint acl_need = (uint)min(acl_c0 + ", v.chunk + v.reach, ", ", v.nx, ");");
  w.open("if (acl_seen < acl_need)");
  if (v.backoff) w.line("uint acl_pause = 1; volatile uint acl_spin = 0;");
  w.open("for (;;)");
  w.line("acl_seen = ", sync_read(v, cat("&acl_sync[", kSyncProgress, " + acl_band - 1]")), ";");
  w.line("if (acl_seen >= acl_need) break;");
  if (v.backoff) {
    w.line("for (uint acl_i = 0; acl_i < acl_pause; acl_i++) acl_spin = acl_i;");
    w.line("acl_pause = min(2u * acl_pause, ", v.backoff, "u);");
  }
  w.close();
  w.line("mem_fence(CLK_GLOBAL_MEM_FENCE);");
  w.close();
}

std::string pipeline_result_word(const ArgPlan& a, const std::string& j) {
  return result_word(a, j);
}
std::string pipeline_outside(const ArgPlan& a, long dx, long dy) {
  return outside(a, dx, dy);
}
std::string pipeline_pun(const ArgPlan& a) {
  return pun(a);
}
std::string pipeline_edge_word(const Plan& p, const ArgPlan& a, const std::string& band,
                               const std::string& x, const std::string& j) {
  return edge_word(p, a, band, x, j);
}

void write_pipeline_constants(EmitContext& e) {
  // get_acl_blockOrigin: a work-item runs every portion of its block row, so its offset in
  // the block follows from the portion's origin (blocks start at multiples of their width).
  e.w.line("#define ACL_ITEM_OFFSET(p) (get_acl_origin(p, 0) % ACL_BLOCKW_##p)");
  for (const ArgPlan* a : at_level(e.p, 1))
    e.w.line("#define ACL_BLOCKW_", a->name, " ", a->block_w);
}

void write_pipeline(EmitContext& e) {
  SourceWriter& w = e.w;
  const Plan& p = e.p;
  const Pipeline& v = p.pipeline();
  std::vector<const ArgPlan*> handed;
  for (const ArgPlan* a : at_level(p, 1))
    if (handed_on(*a)) handed.push_back(a);
  if (handed.empty()) internal_error("pipeline plan without dependent data");
  w.line("__local uint acl_ticket_l;");
  w.line("__local int acl_last_l;");
  for (const ArgPlan* a : handed) {
    w.line("__local ", a->type, " ", ring(*a), "[", 4 * v.cols * p.wg * ring_pitch(*a), "];");
    w.line("__local ", a->type, " ", above_chunk(*a), "[", (v.chunk + 2) * a->split_size, "];");
  }
  // The band by ticket: every band this group waits on went to a group that started before.
  w.line("if (acl_lid == 0) acl_ticket_l = atomic_inc(&acl_sync[", kSyncTicket, "]);");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.line("const int acl_band = (int)acl_ticket_l;");
  w.line("const int acl_Z = acl_band / ", v.bands, ", acl_B = acl_band - acl_Z * ", v.bands, ";");
  w.line("const int acl_Y = acl_B * ", p.wg, " + acl_lid;");
  w.line("uint acl_seen = 0;");
  const size_t steps = v.steps(p.wg), per_chunk = v.chunk / v.cols;
  w.open("for (int acl_s0 = 0; acl_s0 < ", steps, "; acl_s0 += ", per_chunk, ")");
  w.line("const int acl_c0 = acl_s0 * ", v.cols, ";");
  follow_band_above(e, handed);
  read_rows_above(e, handed);
  w.open("for (int acl_s = acl_s0; acl_s < min(acl_s0 + ", per_chunk, ", ", steps, "); acl_s++)");
  w.line("const int acl_sx = (acl_s - ", v.skew, " * acl_lid) * ", v.cols, ";");
  w.open("if (acl_sx >= 0 && acl_sx < ", v.nx, " && acl_Y < ", v.gy, ")");
  if (v.cols > 1) {
    rows_in(e);
    if (e.p.device_class != DeviceClass::Cpu) w.line("#pragma unroll");
    w.open("for (int acl_u = 0; acl_u < ", v.cols, "; acl_u++)");
    w.line("const int acl_x = acl_sx + acl_u;");
    if (v.nx % v.cols) w.open("if (acl_x < ", v.nx, ")");
  } else {
    w.block();
    w.line("const int acl_x = acl_sx;");
  }
  write_portion(e, {cat("acl_x / ", p.wg, " + ", v.gx, " * (acl_Y + ", v.gy, " * acl_Z)"),
                    cat("acl_x - (acl_x / ", p.wg, ") * ", p.wg), "pipeline plan", neighbours_in,
                    results_out, cat("acl_lid == ", p.wg - 1)});
  if (v.cols > 1 && v.nx % v.cols) w.close();
  w.close();
  if (v.cols > 1) rows_out(e);
  publish(e);
  w.close();
  // Orders this step's ring words before the next work-item reads them.
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
  w.close();
  w.close();
  reset_sync(e);
}

}  // namespace acl::detail
