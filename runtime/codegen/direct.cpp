// Private data (Placement::Private): each work-item loads its window straight from global
// memory and stores its own portion back. Blocks inside the array take unguarded copies;
// with lanes (Columns::lanes) a work-item's columns move as one vector per row, and with
// Plan::lane_words rows of 1- and 2-byte integers move as 32-bit words (EmitContext::part
// says which copies the block schedule wants).
#include <algorithm>

#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "codegen/faults.hpp"

namespace acl::detail {

void begin_unguarded(EmitContext& e, const std::string& inside) {
  if (e.part == Part::Both)
    e.w.open("if (", inside, ")");
  else
    e.w.block();
}

bool begin_guarded(EmitContext& e) {
  if (e.part == Part::Fast) {
    e.w.close();
    e.w.close();
    return false;
  }
  if (e.part == Part::Both)
    e.w.close(" else {");
  else
    e.w.block();
  return true;
}

namespace {

/// Plan::lane_words: whether the unguarded body moves a row of 1- or 2-byte integer lanes
/// as 32-bit words, and the vector of them it moves (uint for one).
bool lanes_as_words(const EmitContext& e, const ArgPlan& a) {
  return e.p.lane_words && e.part == Part::Fast && moves_as_words(a);
}
ir::Type word_vector(const ArgPlan& a) {
  return ir::UInt(unsigned(a.cols.lanes * a.word_bytes / 4));
}

/// Lane `ix` of a row moved as the words `w`: the 32-bit word holding it, and the shift of
/// its lowest bit in that word.
ir::Expr lane_word(const ArgPlan& a, const ir::Expr& w, size_t ix) {
  return w.type().is_vector() ? ir::component(w, unsigned(ix * a.word_bytes / 4)) : w;
}
size_t lane_shift(const ArgPlan& a, size_t ix) {
  return 8 * (ix * a.word_bytes % 4);
}

/// The vector type of one row of a work-item's lanes.
ir::Type lane_vector(const ArgPlan& a) {
  return ir::Type::of(a.type).with_lanes(a.cols.lanes);
}

/// Definition-only data starts at zero, so User_main can accumulate.
void zero_window(EmitContext& e, const ArgPlan& a, const std::string& dst) {
  unroll_in_walk(e);
  e.w.line("for (int acl_j = 0; acl_j < ", a.window_words(), "; acl_j++) ", dst, "[acl_j] = (",
           a.type, ")(0);");
}

/// The own columns as one vector per row (or 32-bit words), the margin columns word by word.
void load_lanes_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c,
                          const std::string& dst) {
  const Names n(a.index);
  const size_t m = a.margin;
  begin_unguarded(e, lanes_inside(a, a.win_y, int(m)));
  const ir::Type word = ir::Type::of(a.type), vec = lane_vector(a);
  const ir::Expr iy = ir::var("acl_iy"), g = ir::var(n.global, word);
  // Window word x of the row; the array's word x of the row (from acl_ox).
  auto slot = [&](size_t x) { return ir::index(ir::text(dst, word), window_index(a, {}, x, iy)); };
  auto in = [&](size_t x) {
    return ir::text(word_in(a, cat("acl_ox + ", x), "acl_oy + acl_iy", c.z));
  };
  std::vector<ir::Stmt> row;
  const bool words = lanes_as_words(e, a);
  if (words) {
    const ir::Expr w = ir::var("acl_w", word_vector(a));
    row.push_back(ir::line("#ifdef __ENDIAN_LITTLE__"));
    row.push_back(ir::decl(w.type(), "acl_w",
                           ir::view(w.type(), "const __global", ir::index(g, in(m))), true));
    for (size_t ix = 0; ix < a.cols.lanes; ++ix)
      row.push_back(ir::assign(
          slot(ix + m),
          ir::cast(word, ir::binary(ir::Op::Shr, lane_word(a, w, ix), lane_shift(a, ix)))));
    row.push_back(ir::line("#else"));
  }
  const ir::Expr whole =
      a.rows_on_vectors(a.cols.lanes)
          ? ir::view(vec, "const __global", ir::index(g, in(m)))
          : ir::vload(vec, 0, g + in(m));  // rows off a vector (pass lanes, rows_take)
  row.push_back(ir::decl(vec, "acl_lv", whole, true));
  auto spread = [&](unsigned ix, const ir::Expr& x) { return ir::assign(slot(ix + m), x); };
  for (const ir::Stmt& s : ir::for_lanes(ir::var("acl_lv", vec), spread)) row.push_back(s);
  if (words) row.push_back(ir::line("#endif"));
  for (size_t ix = 0; ix < m; ++ix)
    for (size_t side : {ix, ix + m + a.cols.lanes})
      row.push_back(ir::assign(slot(side), ir::index(g, in(side))));
  ir::print(
      e.w, ir::loop("acl_iy", 0, a.win_y, ir::Expr(), row, ir::Layout::Braces, ir::Unroll::Pragma));
}

/// Plan::square_lanes: the square's rows as vectors, turned into its columns, each stored
/// as one vector into the window (a column is contiguous there).
void load_square_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c,
                           const std::string& dst) {
  const Names n(a.index);
  const ir::Type vec = lane_vector(a);
  const ir::Expr g = ir::var(n.global, ir::Type::of(a.type));
  begin_unguarded(e, lanes_inside(a, a.win_y));
  for (size_t iy = 0; iy < vec.lanes; ++iy)
    ir::print(
        e.w,
        ir::decl(vec, cat("acl_r", iy),
                 ir::vload(vec, 0, g + ir::text(word_in(a, "acl_ox", cat("acl_oy + ", iy), c.z)))));
  turn_square(e, a, "acl_r");
  for (size_t ix = 0; ix < vec.lanes; ++ix)
    ir::print(e.w, ir::eval(ir::vstore(ir::var(cat("acl_r", ix), vec), 0,
                                       window_index(a, ir::text(dst), ix, 0))));
}

/// Whether a work-item's unguarded moves address its words from a pointer that is uniform
/// across the work-group plus a multiple of get_local_id(0): on CPUs. PoCL 5.0 (LLVM 16/17)
/// makes byte-by-byte gathers of the work-item loop when the index comes from the 32-bit
/// `acl_lid` and contiguous vector loads from this form, which is much faster
/// (docs/performance.md, "Figures behind code-generation choices").
bool lid_addressed(const EmitContext& e) {
  return e.p.device_class == DeviceClass::Cpu;
}

/// The address of the work-item's first word at row `oy`, its columns starting `m` words
/// left of its own (a pointer uniform across the group plus the local id times the
/// work-items' spacing, the one own_x uses). Row loops (Plan::row_loop): the loop's item.
std::string item_pointer(const EmitContext& e, const ArgPlan& a, const Coords& c, int m,
                         const std::string& oy) {
  const size_t stride = !a.vertical        ? a.split_size
                        : a.cols.lanes > 1 ? a.cols.lanes
                                           : std::max<size_t>(a.cols.step, 1);
  return cat(Names(a.index).global, " + ", word_in(a, cat(c.x, " - ", m), oy, c.z), " + ",
             stride == 1 ? std::string() : cat(stride, " * "),
             c.local_id() ? work_item_id(e) : c.lid);
}

/// Whether every work-item's window of the block at `c` lies inside the array. On CPUs a
/// block of kept columns (Columns::step) ends `step - 1` words after its last work-item's
/// column, so its windows end that much before the block's margin: the exact extent lets the
/// block at the right end of a row take the unguarded loads: with blocks of 512 columns a
/// quarter of a 2x2 mean's blocks take the clamped path (PoCL gathers every word there),
/// not half (docs/performance.md, "Figures behind code-generation choices").
std::string windows_inside(const EmitContext& e, const ArgPlan& a, const Coords& c, int m) {
  if (!lid_addressed(e) || !a.vertical || a.cols.lanes > 1 || a.cols.step <= 1 || random(a))
    return block_inside(a, c, m);
  return cat(c.x, " - ", m, " >= 0 && ", c.x, " + ", a.block_w - a.cols.step + 1 + m, " <= ", a.w,
             " && ", c.y, " - ", m, " >= 0 && ", c.y, " + ", a.block_h + m, " <= ", a.h);
}

/// An unroll pragma before a window's load loops, except in strips of one work-item
/// (Plan::plain_loops), whose loops PoCL vectorises as they are.
void unroll_load(const EmitContext& e, const char* indent) {
  if (!e.p.plain_loops) e.w.line(indent, "#pragma unroll");
}

/// The window of a block inside the array, without border handling. The test is on the
/// whole block, so it is uniform across the work-group: no divergence on GPUs, and PoCL
/// can vectorise the work-item loop of the fast path.
void load_block_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c,
                          const std::string& dst) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  begin_unguarded(e, windows_inside(e, a, c, m));
  // Windows with a margin read through a pointer to their first word, at constant offsets,
  // faster on PoCL than an index per word; for data without a margin it was slower
  // (docs/performance.md, "Figures behind code-generation choices").
  // One column every Columns::step: a pointer that advances with the local id shows PoCL
  // the stride (interleaved loads rather than gathers).
  const bool strided = a.cols.step > 1 || (m == 0 && lid_addressed(e));
  if (strided)
    w.line("const __global ", a.type, "* acl_rp = ", item_pointer(e, a, c, m, "acl_oy"), ";");
  else if (m > 0)
    w.line("const __global ", a.type, "* acl_rp = &", n.global, "[",
           word_in(a, "acl_ox", "acl_oy", c.z), "];");
  // Strips of one work-item with vectorize hints (PoCL 5 vectorises a loop only where asked,
  // and only an innermost one): a window of one row is copied by a single hinted loop.
  const bool one_row = e.p.plain_loops && e.p.vectorize_hints && a.win_y == 1;
  unroll_load(e, "");
  if (one_row) vectorize_strip_loop(e);
  w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)", one_row ? " {" : "");
  unroll_load(e, "  ");
  w.line(one_row ? "  const int acl_iy = 0;"
                 : cat("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)"));
  if (m > 0 || strided)
    w.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"), "] = acl_rp[acl_ix + acl_iy * ",
           flip(a) ? "-" : "", a.pitch, "];");
  else
    w.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"), "] = ", n.global, "[",
           word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z), "];");
  if (one_row) w.line("}");
}

/// A reduction strip's window of one row, read, without a margin, that passes the row's end
/// (Plan::line_blocks with plain loops: every strip's row lies in the array): the words up
/// to the row's end in one loop over consecutive words, the padding after them word by word
/// per the border mode (a clamp on every word's index makes PoCL gather the whole strip).
bool load_strip_past_row(EmitContext& e, const ArgPlan& a, const Coords& c,
                         const std::string& dst) {
  if (!e.p.plain_loops || !e.p.line_blocks || a.win_y != 1 || a.margin || writes(a) ||
      flip(a) || a.vertical || random(a))
    return false;
  SourceWriter& w = e.w;
  w.line("const int acl_in = acl_clamp(", a.w, " - acl_ox, 0, ", a.win_x, ");");
  w.line("const __global ", a.type, "* acl_rp = &", Names(a.index).global, "[",
         word_in(a, "acl_ox", "acl_oy", c.z), "];");
  vectorize_strip_loop(e);
  w.line("for (int acl_ix = 0; acl_ix < acl_in; acl_ix++) ", dst, "[acl_ix] = acl_rp[acl_ix];");
  w.line("for (int acl_ix = acl_in; acl_ix < ", a.win_x, "; acl_ix++) ", dst,
         "[acl_ix] = ", read_word(e, a, "acl_ox + acl_ix", "acl_oy", c.z), ";");
  return true;
}

/// The window word by word, words outside the array per the border mode.
void load_guarded(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  if (load_strip_past_row(e, a, c, dst)) return;
  SourceWriter& w = e.w;
  const Names n(a.index);
  unroll_load(e, "");
  w.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
  unroll_load(e, "  ");
  w.open("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
  // Data that is also written gets zero padding without a read: a clamped read of the
  // edge word would race with the work-item that owns and writes it (Oclgrind found it).
  const std::string word =
      writes(a) ? zero_outside(global_word(a, "acl_ox + acl_ix",
                                           word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z)),
                               "acl_ox + acl_ix", "acl_oy + acl_iy", a.w, a.h, a.type)
                : read_word(e, a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z);
  w.line(dst, "[", window_index(a, "acl_ix", "acl_iy"), "] = ", word, ";");
  w.close();
}

/// Each 32-bit word of a row of lanes (Plan::lane_words), its lanes ORed in at their
/// shifts (zero-extended first), as the store's right-hand side.
ir::Expr packed_lane_words(const ArgPlan& a, const ir::Type& words) {
  const ir::Expr p = ir::var(Names(a.index).window, ir::Type::of(a.type));
  const ir::Type u = ir::Type::of(a.word_bytes == 1 ? "uchar" : "ushort");
  std::vector<ir::Expr> w(words.lanes);
  for (size_t ix = 0; ix < a.cols.lanes; ++ix) {
    const size_t k = ix * a.word_bytes / 4;
    const ir::Expr lane =
        ir::cast(ir::UInt(), ir::cast(u, ir::index(p, window_index(a, {}, ix, ir::var("acl_iy")))));
    const ir::Expr shifted = ir::binary(ir::Op::Shl, lane, lane_shift(a, ix));
    w[k] = w[k] ? ir::binary(ir::Op::BitOr, w[k], shifted) : shifted;
  }
  for (ir::Expr& x : w) x = ir::paren(x);
  return words.is_vector() ? ir::vector(words, w) : ir::paren(w[0]);
}

/// The own columns of each row as one vector (or 32-bit words).
void store_lanes_unguarded(EmitContext& e, const ArgPlan& a, const Coords& c, size_t owy) {
  const Names n(a.index);
  const ir::Type word = ir::Type::of(a.type), vec = lane_vector(a);
  std::vector<ir::Expr> lanes;
  for (size_t ix = 0; ix < vec.lanes; ++ix)
    lanes.push_back(ir::index(ir::var(n.window, word), window_index(a, {}, ix, ir::var("acl_iy"))));
  begin_unguarded(e, lanes_inside(a, owy));
  const ir::Expr g = ir::var(n.global, word),
                 at = ir::text(word_in(a, "acl_ox", "acl_oy + acl_iy", c.z));
  auto rows = [&](const ir::Stmt& s) {
    return ir::loop("acl_iy", 0, owy, ir::Expr(), {s}, ir::Layout::SameLine, ir::Unroll::Pragma);
  };
  const bool words = lanes_as_words(e, a);
  if (words) {
    e.w.line("#ifdef __ENDIAN_LITTLE__");
    ir::print(e.w, rows(ir::assign(ir::view(word_vector(a), "__global", ir::index(g, at)),
                                   packed_lane_words(a, word_vector(a)))));
    e.w.line("#else");
  }
  if (a.rows_on_vectors(vec.lanes))
    ir::print(
        e.w, rows(ir::assign(ir::view(vec, "__global", ir::index(g, at)), ir::vector(vec, lanes))));
  else  // rows off a vector (pass lanes, rows_take)
    ir::print(e.w, rows(ir::eval(ir::vstore(ir::vector(vec, lanes), 0, g + at))));
  if (words) e.w.line("#endif");
}

class PrivateTransfer : public Transfer {
 public:
  void declare(EmitContext& e, const ArgPlan& a) const override {
    declare_window(e, a);
    if (a.line) declare_line(e, a);
    if (a.prefetch) e.w.line(a.type, " ", Names(a.index).next_window, "[", a.window_words(), "];");
    if (a.loaded) declare_loader_buffer(e, a);
  }
  void load(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    if (!a.prefetch) load_direct(e, a, c, Names(a.index).window);
  }
  /// The first block into the window, the next one into its copy acl_q.
  void prefetch(EmitContext& e, const ArgPlan& a, const Coords& c, bool first) const override {
    load_direct(e, a, c, first ? Names(a.index).window : Names(a.index).next_window);
  }
  void store(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    store_direct(e, a, c);
  }
  void promote(EmitContext& e, const ArgPlan& a) const override {
    const Names n(a.index);
    e.w.line("for (int acl_j = 0; acl_j < ", a.window_words(), "; acl_j++) ", n.window,
             "[acl_j] = ", n.next_window, "[acl_j];");
  }
  std::string argument(const ArgPlan& a) const override { return window_argument(a); }
};

/// Read data of a strip in place (ArgPlan::in_place): User_main's pointer is the address of
/// the strip's first word in the array, set where a private window would be loaded.
class InPlaceTransfer : public Transfer {
 public:
  void declare(EmitContext& e, const ArgPlan& a) const override {
    e.w.line("const __global ", a.type, "* ", Names(a.index).window, ";");
  }
  void load(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    const Names n(a.index);
    const std::string x = own_x(a, c);
    e.w.line(n.window, " = &", n.global, "[",
             a.line ? line_first_word(a, x, c.y, c.z) : word_in(a, x, c.y, c.z), "];");
  }
  void store(EmitContext&, const ArgPlan&, const Coords&) const override {}
  std::string argument(const ArgPlan& a) const override { return Names(a.index).window; }
};

}  // namespace

const Transfer& private_transfer() {
  static const PrivateTransfer kPrivate;
  return kPrivate;
}

const Transfer& in_place_transfer() {
  static const InPlaceTransfer kInPlace;
  return kInPlace;
}

void declare_window(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  const Names n(a.index);
  // ArgPlan::into_totals: a pointer into the column totals (load_line sets it).
  if (a.into_totals) {
    w.line(a.type, "* ", n.window, ";");
    return;
  }
  if (a.nbh) {
    // The neighbours' portions (a.split_size words each), then the window: get_acl_nbh(p, k) is
    // p less a constant.
    // ACL_RNO0 rows with a margin: the neighbour above is 2 x nbh_margin words wider.
    const size_t before = a.nbh * a.split_size + 2 * size_t(a.nbh_margin);
    // Plan::rno_strip: the strip's neighbours, word j of item i at acl_hs<i>[j * wg + i]
    // (neighbouring items' words side by side, so the loop over them moves vectors); the
    // loop declares each item's acl_h<i> and window (strip_window, strip_keep).
    if (e.p.rno_strip && rno0(a)) {
      w.line(a.type, " acl_hs", a.index, "[", size_t(e.p.wg) * before, "];");
      return;
    }
    w.line(a.type, " acl_h", a.index, "[", before + a.window_words(), "];");
    w.line(a.type, "* const ", n.window, " = acl_h", a.index, " + ", before, ";");
  } else {
    w.line(a.type, " ", n.window, "[", a.window_words(), "];");
  }
}

void strip_window(EmitContext& e, const ArgPlan& a) {
  const size_t before = a.nbh * a.split_size + 2 * size_t(a.nbh_margin);
  e.w.line(a.type, " acl_h", a.index, "[", before + a.window_words(), "];");
  e.w.line(a.type, "* const ", Names(a.index).window, " = acl_h", a.index, " + ", before, ";");
  e.w.line("#pragma unroll");
  e.w.line("for (int acl_j = 0; acl_j < ", before, "; acl_j++) acl_h", a.index, "[acl_j] = acl_hs",
           a.index, "[acl_j * ", e.p.wg, " + acl_lid];");
}

void strip_keep(EmitContext& e, const ArgPlan& a) {
  const size_t before = a.nbh * a.split_size + 2 * size_t(a.nbh_margin);
  keep_as_neighbour(e, a);
  e.w.line("#pragma unroll");
  e.w.line("for (int acl_j = 0; acl_j < ", before, "; acl_j++) acl_hs", a.index, "[acl_j * ",
           e.p.wg, " + acl_lid] = acl_h", a.index, "[acl_j];");
}

std::string window_argument(const ArgPlan& a) {
  // With a margin along z, the portion is in the middle plane.
  std::string arg =
      cat(Names(a.index).window, " + ", portion_offset(a) + a.margin_z * a.win_x * a.win_y);
  if (a.cols.lanes > 1) arg += cat(" + acl_lane * ", a.win_y);
  return arg;
}

std::string lanes_inside(const ArgPlan& a, size_t rows, int m, const std::string& ox,
                         const std::string& oy) {
  return cat(ox, " >= 0 && ", ox, " + ", a.cols.lanes + 2 * m, " <= ", a.w, " && ", oy, " >= 0 && ",
             oy, " + ", rows, " <= ", a.h);
}

std::string lanes_all_inside(const std::vector<const ArgPlan*>& args,
                             const std::vector<Coords>& cs) {
  std::string all;
  auto add = [&](const std::string& test) { all += cat(all.empty() ? "(" : " && (", test, ")"); };
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgPlan& a = *args[i];
    const int m = int(a.margin);
    if (reads(a))
      add(lanes_inside(a, a.win_y, m, cat("(", own_x(a, cs[i]), " - ", m, ")"),
                       cat("(", cs[i].y, " - ", m, ")")));
    if (writes(a)) add(lanes_inside(a, a.split_size, 0, own_x(a, cs[i]), cat("(", cs[i].y, ")")));
  }
  return all.empty() ? "1" : all;
}

std::string blocks_all_inside(const EmitContext& e, const std::vector<const ArgPlan*>& args,
                              const std::vector<Coords>& cs) {
  std::string all;
  auto add = [&](const std::string& test) { all += cat(all.empty() ? "(" : " && (", test, ")"); };
  for (size_t i = 0; i < args.size(); ++i) {
    if (reads(*args[i])) add(windows_inside(e, *args[i], cs[i], int(args[i]->margin)));
    if (writes(*args[i])) add(block_inside(*args[i], cs[i], 0));
  }
  return all.empty() ? "1" : all;
}

namespace {

/// The window of the block at `c` (one plane of data with a margin along z, at slice c.z):
/// unguarded and guarded, as EmitContext::part asks.
void load_plane(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  SourceWriter& w = e.w;
  const int m = int(a.margin);
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), " - ", m, ", acl_oy = ", c.y, " - ", m, ";");
  if (e.p.square_lanes && a.cols.lanes == a.win_y && a.margin == 0) {
    load_square_unguarded(e, a, c, dst);
  } else if (a.cols.lanes > 1) {
    if (e.part != Part::Slow) load_lanes_unguarded(e, a, c, dst);
  } else if (e.part != Part::Slow) {
    load_block_unguarded(e, a, c, dst);
  }
  if (!begin_guarded(e)) return;
  load_guarded(e, a, c, dst);
  w.close();
  w.close();
}

}  // namespace

void load_direct(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  if (a.line) return load_line(e, a, c, dst);
  if (!reads(a)) return zero_window(e, a, dst);
  if (a.loaded) return load_from_loaders(e, a, dst);
  if (!a.margin_z) return load_plane(e, a, c, dst);
  const auto plane = [&](const Coords& at, const std::string& into) { load_plane(e, a, at, into); };
  if (!e.p.z_walk) return for_each_plane(e, a, c, dst, plane);
  // Plan::z_walk: the walk's first slice loads every plane; the next ones move the planes
  // down one (the slice below's) and load the new top plane.
  SourceWriter& w = e.w;
  const size_t words = a.win_x * a.win_y;
  w.open("if (acl_zk == 0)");
  for_each_plane(e, a, c, dst, plane);
  w.close(" else {");
  w.line("#pragma unroll");
  w.line("for (int acl_j = 0; acl_j < ", (a.planes() - 1) * words, "; acl_j++) ", dst,
         "[acl_j] = ", dst, "[acl_j + ", words, "];");
  for_each_plane(e, a, c, dst, plane, a.planes() - 1);
  w.close();
}

void store_direct(EmitContext& e, const ArgPlan& a, const Coords& c) {
  if (a.dest_w) return store_special_direct(e, a, c);
  if (a.line) return fold_line(e, a, c);
  SourceWriter& w = e.w;
  const Names n(a.index);
  const int m = int(a.margin);
  const size_t owx = a.vertical ? a.cols.lanes : a.split_size, owy = a.vertical ? a.split_size : 1;
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  const std::string store = global_store(
      a, "acl_ox + acl_ix", word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z),
      cat(n.window, "[", window_index(a, cat("acl_ix + ", m), cat("acl_iy + ", m)), "]"));
  if (a.cols.lanes > 1) {
    if (e.part != Part::Slow) store_lanes_unguarded(e, a, c, owy);
  } else if (e.part != Part::Slow) {
    begin_unguarded(e, block_inside(a, c, 0));
    std::string fast = store;
    if (lid_addressed(e)) {
      w.line("__global ", a.type, "* acl_wp = ", item_pointer(e, a, c, 0, "acl_oy"), ";");
      fast = cat("acl_wp[acl_ix + acl_iy * ", flip(a) ? "-" : "", a.pitch, "] = ", n.window, "[",
                 window_index(a, cat("acl_ix + ", m), cat("acl_iy + ", m)), "];");
    }
    unroll_in_walk(e);
    w.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
    if (unroll_own_loops(e.p)) w.line("  #pragma unroll");
    w.line("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++) ", fast);
  }
  if (!begin_guarded(e)) return;
  unroll_in_walk(e);
  w.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
  if (unroll_own_loops(e.p)) w.line("  #pragma unroll");
  w.line("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
  if (random(a))  // clipped on every side, slices included
    w.line("    if ((ACL_UCOORD)(acl_ox + acl_ix) < ", a.w, "u && (ACL_UCOORD)(acl_oy + acl_iy) < ",
           a.h, "u && (ACL_UCOORD)", c.z, " < ", a.d, "u) ", store);
  else
    w.line("    if (acl_ox + acl_ix < ", a.w + fault_guard_shift(), " && acl_oy + acl_iy < ", a.h,
           ") ", store);
  w.close();
  w.close();
}

}  // namespace acl::detail
