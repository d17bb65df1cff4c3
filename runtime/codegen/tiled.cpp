// The AC kernel of ACL_TILE plans: 2-D work-groups, each work-item owning a tile of the
// level-1 data in runs of consecutive words; level-2 data streams through double-buffered
// k-major local tiles, and each User_main call gets one word of k as private fragments.
#include "codegen/tiled.hpp"

#include "attributes/attributes.hpp"
#include "attributes/user_main.hpp"
#include "codegen/border.hpp"
#include "codegen/combine.hpp"
#include "codegen/emit.hpp"
#include "codegen/generator.hpp"
#include "codegen/ir.hpp"
#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// Whether words of `a` are a scalar OpenCL type, so `type`N vectors of them exist.
bool scalar_word(const ArgPlan& a) {
  const char last = a.type.empty() ? '0' : a.type.back();
  return !(last >= '0' && last <= '9') && a.type != "bool" &&
         builtin_type_size(a.type) == a.word_bytes;
}

class TiledWriter {
 public:
  TiledWriter(SourceWriter& w, const Plan& p) : w_(w), p_(p), t_(p.tiling()) {}

  void kernel(const std::string& params) {
    w_.line("__kernel __attribute__((reqd_work_group_size(", t_.wg_x, ", ", t_.wg_y, ", 1)))");
    w_.open("void ", kAcKernelName, "(", params, ")");
    write_array_starts(w_, p_);
    w_.line("const int acl_lid = get_local_id(1) * ", t_.wg_x, " + get_local_id(0);");
    w_.line("const int acl_lx = ACL_LX, acl_ly = ACL_LY;");
    if (t_.parts) {
      // Split k (Tiling::parts): a row of groups, `parts` a block past the whole ones.
      w_.line("const int acl_g = get_group_id(0);");
      w_.line("const int acl_part = acl_g < ", t_.whole, " ? -1 : (acl_g - ", t_.whole, ") % ",
              t_.parts, ";");
      w_.line("const int acl_gid = acl_g < ", t_.whole, " ? acl_g : ", t_.whole, " + (acl_g - ",
              t_.whole, ") / ", t_.parts, ";");
    }
    write_block_origin(w_, t_);
    w_.line("acl_state acl_st;");
    if (t_.parts)
      w_.line(
          "acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = acl_gid; acl_st.acl_iter[2] = 0; "
          "acl_st.acl_iter[3] = 0;");
    else
      w_.line(
          "acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + "
          "get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;");
    w_.line("acl_st.acl_lane = 0;");
    for (const ArgPlan& a : p_.args) declare(a);
    load_commons(w_, p_, "acl_lid");
    // Level-1 data: loaded (or zeroed) once per block.
    w_.line("const int acl_inside = acl_bx + ", t_.block_x(), " <= ", t_.x, " && acl_by + ",
            t_.block_y(), " <= ", t_.y, ";");
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && !a.streamed() && a.placement != Placement::Common) load_level1(a);
    if (t_.k) stream();
    else call("0");
    if (t_.parts) store_part();
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && !a.streamed() && a.desc.attr.def != ACL_NONE && !a.line)
        level1(a, true);
    write_tile_reductions(w_, p_, [this](char axis, const std::string& j, const std::string& l) {
      return cat(block_origin(axis), " + ", own(axis, j, l));
    });
    w_.close();
  }

  /// Split k's sum (ACL_sum): a group per word of a work-item's tile per tail block, a
  /// work-item per word: it adds the parts' words in part order, to the result's word where
  /// the result is read (as an unsplit block starts its sums from it), and writes the
  /// result. (A group per block, each work-item walking its words, waits on one load at a
  /// time; part 0 writing the result itself, as a whole block, and the sum adding the
  /// others to it, is slower: docs/performance.md, "Figures behind code-generation choices".)
  void sum(const std::string& params) {
    const ArgPlan& r = split_result();
    const size_t win = r.win_x * r.win_y, tile = size_t(p_.wg) * win;
    w_.line("__kernel __attribute__((reqd_work_group_size(", t_.wg_x, ", ", t_.wg_y, ", 1)))");
    w_.open("void ", kSplitKernelName, "(", params, ")");
    write_array_starts(w_, p_);
    w_.line("const int acl_lid = get_local_id(1) * ", t_.wg_x, " + get_local_id(0);");
    w_.line("const int acl_lx = ACL_LX, acl_ly = ACL_LY;");
    w_.line("const int acl_tail = get_group_id(0) / ", win, ", acl_j = get_group_id(0) % ", win,
            ";");
    w_.line("const int acl_gid = ", t_.whole, " + acl_tail;");
    write_block_origin(w_, t_);
    w_.line("const int acl_iy = acl_j / ", r.win_x, ", acl_ix = acl_j - acl_iy * ", r.win_x, ";");
    w_.line("const ACL_COORD acl_gy = acl_by + ", own('y', "acl_iy"), ", acl_gx = acl_bx + ",
            own('x', "acl_ix"), ";");
    w_.line("if (acl_gx >= ", r.w, " || acl_gy >= ", r.h, ") return;");
    w_.line("__global const uint* acl_word = acl_sync + (ACL_INDEX)acl_tail * ", t_.parts * tile,
            " + acl_j * ", p_.wg, " + acl_lid;");
    w_.line("const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * ", r.pitch, " + acl_gx;");
    const std::string as = cat("as_", r.type);
    w_.line(r.type, " acl_s = ", r.desc.attr.ref != ACL_NONE ? cat(g(r), "[acl_at] + ") : "", as,
            "(acl_word[0]);");
    w_.line("#pragma unroll");
    w_.open("for (int acl_q = 1; acl_q < ", t_.parts, "; acl_q++)");
    w_.line("acl_s += ", as, "(acl_word[acl_q * ", tile, "]);");
    w_.close();
    w_.line(g(r), "[acl_at] = acl_s;");
    w_.close();
  }

 private:
  SourceWriter& w_;
  const Plan& p_;
  const Tiling& t_;

  static std::string g(const ArgPlan& a) { return cat("acl_g", a.index); }
  static std::string priv(const ArgPlan& a) { return cat("acl_p", a.index); }
  static std::string tile(const ArgPlan& a) { return cat("acl_t", a.index); }
  static std::string regs(const ArgPlan& a) { return cat("acl_r", a.index); }
  /// `v` words of `a` as one vector (v 1: the word's own type); vectors are of scalar words.
  static ir::Type vtype(const ArgPlan& a, unsigned v) {
    const ir::Type word = ir::Type::of(a.type);
    if (v == 1) return word;
    if (word.is_vector()) internal_error(cat("a vector of ", v, " words of ", a.type));
    return word.with_lanes(v);
  }
  static ir::Expr var(const std::string& name, const ir::Type& t = ir::Int()) {
    return ir::var(name, t);
  }

  // Ownership: tile word j along an axis sits at block offset ((j / run) * wg + l) * run + j % run.
  // (Of the work-item at `l` along the axis: the work-item's own by default.)
  std::string own(char axis, const std::string& j, std::string l = "") const {
    const unsigned run = axis == 'x' ? t_.run_x : t_.run_y, wg = axis == 'x' ? t_.wg_x : t_.wg_y;
    if (l.empty()) l = axis == 'x' ? "acl_lx" : "acl_ly";
    return cat("((", j, ") / ", run, " * ", wg, " + ", l, ") * ", run, " + (", j, ") % ", run);
  }
  std::string block_origin(char axis) const {
    return axis == 'x' ? "acl_bx" : axis == 'y' ? "acl_by" : "0";
  }
  /// Global coordinate along dimension `dim` of level-1 data `a` of its tile word `j`: 0 along
  /// a dimension of one word (ACL_PER_* data beside the tiles: axis '1').
  std::string coord(const ArgPlan& a, int dim, const std::string& j) const {
    const char axis = a.tiled.axis[dim];
    return axis == '1' ? std::string("0") : cat(block_origin(axis), " + ", own(axis, j));
  }

  /// Word index of (x, y) folded into the array per the border mode (border.hpp; a select,
  /// no branch). Tiles have no margin: coordinates are never negative.
  std::string read_word(const ArgPlan& a, const std::string& x, const std::string& y) const {
    return tiled_word(p_, a, x, y);
  }

  /// Vector t of the block -> row r and vector column c. Along rows by default (coalesced);
  /// with `down`, transposed copies go down the rows first, so consecutive work-items store
  /// consecutive words of a local k-row.
  std::string split(const ArgPlan& a) const {
    const size_t per_row = a.block_w / a.tiled.vec;
    if (t_.down && a.tiled.axis[0] == 'k')
      return cat("acl_c = acl_t / ", a.block_h, ", acl_r = acl_t - acl_c * ", a.block_h);
    return cat("acl_r = acl_t / ", per_row, ", acl_c = acl_t - acl_r * ", per_row);
  }

  size_t vectors(const ArgPlan& a) const { return a.block_w / a.tiled.vec * a.block_h; }
  size_t reg_count(const ArgPlan& a) const { return ceil_div(vectors(a), p_.wg); }

  void declare(const ArgPlan& a) {
    if (!a.is_transfer()) return;
    if (a.placement == Placement::Common) return declare_common(w_, a);
    declare_tile_reduction(w_, p_, a);
    w_.line(a.type, " ", priv(a), "[", a.win_x * a.win_y, "];");
    w_.line("acl_st.acl_valid[", a.index, "] = ", a.win_x * a.win_y, "; acl_st.acl_origin[",
            a.index, "][0] = 0; acl_st.acl_origin[", a.index, "][1] = 0; acl_st.acl_origin[",
            a.index, "][2] = 0;");
    if (!a.streamed()) return;
    w_.line("__local ", a.type, " ", tile(a), "[", 2 * a.tile_w * a.tile_h,
            "] __attribute__((aligned(16)));");
    ir::print(w_, ir::decl_array(vtype(a, a.tiled.vec), regs(a), reg_count(a)));
  }

  /// The result whose parts split k adds up (Tiling::parts): its one level-1 result.
  const ArgPlan& split_result() const {
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && !a.streamed() && a.desc.attr.def != ACL_NONE) return a;
    internal_error("a split-k plan without a level-1 result");
  }

  /// Level-1 data in; split k's parts start the result at zero (ACL_sum reads it).
  void load_level1(const ArgPlan& a) {
    if (!t_.parts || a.desc.attr.def == ACL_NONE || a.desc.attr.ref == ACL_NONE)
      return level1(a, false);
    w_.open("if (acl_part >= 0)");
    w_.line("for (int acl_j = 0; acl_j < ", a.win_x * a.win_y, "; acl_j++) ", priv(a),
            "[acl_j] = (", a.type, ")(0);");
    w_.close(" else {");
    level1(a, false);
    w_.close();
  }

  /// Split k's part: its tile into its place in the sync buffer (consecutive work-items,
  /// consecutive words), for ACL_sum, the next launch; then it ends.
  void store_part() {
    const ArgPlan& r = split_result();
    const size_t win = r.win_x * r.win_y, tile = size_t(p_.wg) * win;
    w_.open("if (acl_part >= 0)");
    w_.line("__global uint* acl_slot = acl_sync + (ACL_INDEX)(acl_g - ", t_.whole, ") * ", tile,
            ";");
    w_.line("#pragma unroll");
    w_.open("for (int acl_j = 0; acl_j < ", win, "; acl_j++)");
    w_.line("acl_slot[acl_j * ", p_.wg, " + acl_lid] = as_uint(", priv(r), "[acl_j]);");
    w_.close();
    w_.line("return;");
    w_.close();
  }

  // ---- level-1 data: the work-item's tile, straight between global and private memory ----
  void level1(const ArgPlan& a, bool store) {
    const bool zero = !store && a.desc.attr.ref == ACL_NONE;
    if (zero) {
      w_.line("for (int acl_j = 0; acl_j < ", a.win_x * a.win_y, "; acl_j++) ", priv(a),
              "[acl_j] = ", tile_start(a), ";");
      return;
    }
    const unsigned v = a.tiled.vec;
    if (t_.branchless && !store) return level1_words(a, false);
    w_.open("if (acl_inside)");
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.line("const ACL_COORD acl_gy = ", coord(a, 1, "acl_iy"), ";");
    w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix += ", v, ")");
    w_.line("const ACL_COORD acl_gx = ", coord(a, 0, "acl_ix"), ";");
    w_.line("const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * ", a.pitch, " + acl_gx;");
    for (const ir::Stmt& s : level1_moves(a, store)) ir::print(w_, s);
    w_.close();
    w_.close();
    w_.close(" else {");
    level1_words(a, store);
    w_.close();
  }

  /// A run of `a.tiled.vec` words of the tile between private memory (acl_iy, acl_ix) and
  /// global memory (acl_at): a word, or a vector move whose lanes are the run's words.
  std::vector<ir::Stmt> level1_moves(const ArgPlan& a, bool store) const {
    const ir::Type word = ir::Type::of(a.type), V = vtype(a, a.tiled.vec);
    const ir::Expr P = var(priv(a), word), G = var(g(a), word), at = var("acl_at");
    const ir::Expr j = var("acl_iy") * a.win_x + var("acl_ix");
    if (a.tiled.vec == 1) {
      if (store) return {ir::assign(ir::index(G, at), ir::index(P, j))};
      return {ir::assign(ir::index(P, j), ir::index(G, at))};
    }
    if (store) return {ir::assign(ir::pointee(V, "__global", G + at), private_run(a, V))};
    std::vector<ir::Stmt> out = {
        ir::decl(V, "acl_v", ir::pointee(V, "const __global", G + at), true)};
    for (const ir::Stmt& s : ir::for_lanes(var("acl_v", V), [&](unsigned e, const ir::Expr& x) {
           return ir::assign(ir::index(P, j + e), x);
         }))
      out.push_back(s);
    return out;
  }

  /// Word by word (edge blocks): padding words are read per the border mode, never written.
  void level1_words(const ArgPlan& a, bool store) {
    const std::string P = priv(a), G = g(a);
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.line("const ACL_COORD acl_gy = ", coord(a, 1, "acl_iy"), ";");
    w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
    w_.line("const ACL_COORD acl_gx = ", coord(a, 0, "acl_ix"), ";");
    if (store)
      w_.line("if (acl_gx < ", a.w, " && acl_gy < ", a.h, ") ", G, "[(ACL_INDEX)acl_gy * ", a.pitch,
              " + acl_gx] = ", P, "[acl_iy * ", a.win_x, " + acl_ix];");
    else
      w_.line(P, "[acl_iy * ", a.win_x, " + acl_ix] = ", read_word(a, "acl_gx", "acl_gy"), ";");
    w_.close();
    w_.close();
  }

  // ---- level-2 data: chunks of k through double-buffered local tiles ----
  /// Origin of chunk `k0` in the argument's own coordinates.
  std::pair<std::string, std::string> chunk_origin(const ArgPlan& a, const std::string& k0) const {
    auto o = [&](char axis) { return axis == 'k' ? k0 : block_origin(axis); };
    return {o(a.tiled.axis[0]), o(a.tiled.axis[1])};
  }

  /// Loads the chunk at k0 into the staging registers (coalesced: consecutive work-items
  /// take consecutive vectors of a row).
  void fetch(const ArgPlan& a, const std::string& k0) {
    const auto [ox, oy] = chunk_origin(a, k0);
    const size_t n = vectors(a);
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", ox, ", acl_oy = ", oy, ";");
    if (t_.branchless) {
      fetch_words(a);
      w_.close();
      return;
    }
    // Terms known at generation time are folded here (a literal in && draws a warning).
    auto fits = [](const std::string& origin, size_t span, size_t extent) -> std::string {
      if (origin == "0") return span <= extent ? "" : "0";
      return cat(origin, " + ", span, " <= ", extent);
    };
    std::string cond;
    for (const std::string& term : {fits(ox, a.block_w, a.w), fits(oy, a.block_h, a.h)})
      if (!term.empty()) cond += (cond.empty() ? "" : " && ") + term;
    w_.open("if (", cond.empty() ? "1" : cond, ")");
    w_.open("for (int acl_j = 0; acl_j < ", reg_count(a), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ", ", split(a), ";");
    const ir::Stmt move = ir::assign(reg(a), fetched(a));
    ir::print(w_, n % p_.wg ? ir::if_then(var("acl_t") < n, {move}, ir::Layout::SameLine) : move);
    w_.close();
    w_.close(" else {");
    fetch_words(a);
    w_.close();
    w_.close();
  }

  /// The work-item's staging register acl_j of `a`: a vector of a.tiled.vec words.
  static ir::Expr reg(const ArgPlan& a) {
    return ir::index(var(regs(a), vtype(a, a.tiled.vec)), var("acl_j"));
  }

  /// The vector at row acl_r, vector column acl_c of the chunk at (acl_ox, acl_oy): a vector
  /// load (vloadN off its alignment).
  static ir::Expr fetched(const ArgPlan& a) {
    const ir::Type V = vtype(a, a.tiled.vec);
    const ir::Expr at =
        array_at(a, var("acl_oy") + var("acl_r"), var("acl_ox")) + var("acl_c") * a.tiled.vec;
    return a.tiled.unaligned ? ir::vload(V, 0, at) : ir::pointee(V, "const __global", at);
  }

  /// Word by word with folded coordinates (edge chunks, or every chunk when branch-free).
  void fetch_words(const ArgPlan& a) {
    const size_t n = vectors(a);
    w_.open("for (int acl_j = 0; acl_j < ", reg_count(a), "; acl_j++)");
    w_.line("const int acl_t = min(acl_lid + acl_j * ", p_.wg, ", ", n - 1, "), ", split(a), ";");
    if (a.tiled.vec == 1) {
      w_.line(regs(a), "[acl_j] = ", read_word(a, cat("acl_ox + acl_c"), "acl_oy + acl_r"), ";");
    } else {
      const ir::Expr x = var("acl_ox") + var("acl_c") * a.tiled.vec;
      for (const ir::Stmt& s : ir::for_lanes(reg(a), [&](unsigned e, const ir::Expr& l) {
             return ir::assign(l, ir::text(read_word(a, ir::str(x + e), "acl_oy + acl_r")));
           }))
        ir::print(w_, s);
    }
    w_.close();
  }

  /// Stores the staging registers into tile buffer `buf` (0 or 1), k-major.
  void deposit(const ArgPlan& a, const std::string& buf) {
    const size_t n = vectors(a);
    w_.open("for (int acl_j = 0; acl_j < ", reg_count(a), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ", ", split(a), ";");
    if (n % p_.wg) w_.open("if (acl_t < ", n, ")");
    for (const ir::Stmt& s : deposits(a, buf)) ir::print(w_, s);
    if (n % p_.wg) w_.close();
    w_.close();
  }

  /// Staging register acl_j (row acl_r, vector column acl_c) into tile buffer `buf`.
  std::vector<ir::Stmt> deposits(const ArgPlan& a, const std::string& buf) const {
    const ir::Type V = vtype(a, a.tiled.vec);
    const ir::Expr T = var(tile(a), ir::Type::of(a.type)), r = var("acl_r"), c = var("acl_c");
    const ir::Expr base = ir::paren(ir::text(buf)) * (a.tile_w * a.tile_h);
    if (a.tiled.axis[0] != 'k') {
      if (a.tiled.vec == 1) return {ir::assign(ir::index(T, base + r * a.tiled.ld + c), reg(a))};
      const ir::Expr at = T + base + r * a.tiled.ld + c * a.tiled.vec;
      return {ir::assign(ir::pointee(V, "__local", at), reg(a))};
    }
    // Rows of the argument are level-1 words: transpose into k-rows (k-row c * vec + e,
    // whose swizzle is the same for every e), a lane of the register each.
    const ir::Expr column =
        a.tiled.swizzle ? ir::paren(ir::binary(ir::Op::BitXor, r,
                                               ir::paren(ir::binary(ir::Op::BitAnd,
                                                                    c * a.tiled.swizzle, 31))))
                        : r;
    auto word = [&](unsigned e, const ir::Expr& x) {
      return ir::assign(ir::index(T, base + (c * a.tiled.vec + e) * a.tiled.ld + column), x);
    };
    if (a.tiled.vec == 1) return {word(0, reg(a))};
    return ir::for_lanes(reg(a), word);
  }

  /// The axis (x or y) that a streamed argument's fragment runs along.
  static char fragment_axis(const ArgPlan& a) {
    return a.tiled.axis[0] == 'k' ? a.tiled.axis[1] : a.tiled.axis[0];
  }

  /// Whether the fragment's runs are read as vectors: runs of 2-16 words of a scalar type,
  /// on local rows that keep them aligned.
  bool vector_fragment(const ArgPlan& a) const {
    const unsigned run = fragment_axis(a) == 'x' ? t_.run_x : t_.run_y;
    return run > 1 && (run == 2 || run == 4 || run == 8 || run == 16) && a.tiled.ld % run == 0 &&
           scalar_word(a);
  }

  /// The work-item's fragment of k-row `kk` of buffer `buf`, in runs (vector loads).
  void fragment(const ArgPlan& a, const std::string& buf, const std::string& kk) {
    const char axis = fragment_axis(a);
    const unsigned run = axis == 'x' ? t_.run_x : t_.run_y;
    const unsigned count = axis == 'x' ? t_.tile_x : t_.tile_y;
    const ir::Type word = ir::Type::of(a.type);
    const ir::Expr P = var(priv(a), word), T = var(tile(a), word);
    const bool vector = vector_fragment(a);
    for (unsigned h = 0; h < count / run; ++h) {
      if (!vector) {
        for (unsigned e = 0; e < run; ++e)
          ir::print(w_, ir::assign(ir::index(P, h * run + e),
                                   ir::index(T, fragment_at(a, buf, kk, h, ir::Expr()) + e)));
        continue;
      }
      const ir::Type V = word.with_lanes(run);
      std::vector<ir::Stmt> body = {
          ir::decl(V, "acl_v", ir::pointee(V, "__local const", fragment_at(a, buf, kk, h, T)),
                   true)};
      for (const ir::Stmt& s : ir::for_lanes(var("acl_v", V), [&](unsigned e, const ir::Expr& x) {
             return ir::assign(ir::index(P, h * run + e), x);
           }))
        body.push_back(s);
      ir::print(w_, ir::block(body));
    }
  }

  /// Where run `h` of the work-item's fragment of k-row `kk` of buffer `buf` starts in the
  /// local tile (past `start`, the tile itself, where it is set).
  ir::Expr fragment_at(const ArgPlan& a, const std::string& buf, const std::string& kk,
                       unsigned h, const ir::Expr& start) const {
    const char axis = fragment_axis(a);
    const unsigned run = axis == 'x' ? t_.run_x : t_.run_y, wg = axis == 'x' ? t_.wg_x : t_.wg_y;
    const ir::Expr b = ir::paren(ir::text(buf)) * (a.tile_w * a.tile_h);
    const ir::Expr row = (start ? start + b : b) + ir::paren(ir::text(kk)) * a.tiled.ld;
    const ir::Expr column = (ir::lit(h * wg) + var(axis == 'x' ? "acl_lx" : "acl_ly")) * run;
    if (!a.tiled.swizzle) return row + column;
    // A swizzled k-row (TileAxes::swizzle) moves the run by a multiple of its length.
    const ir::Expr moved = ir::binary(
        ir::Op::BitAnd, ir::paren(ir::text(kk)) / a.tiled.vec * a.tiled.swizzle, 31);
    return row + ir::paren(ir::binary(ir::Op::BitXor, ir::paren(column), ir::paren(moved)));
  }

  void call(const std::string& k) {
    std::string args;
    for (const ArgPlan& a : p_.args) {
      args += ", ";
      if (a.placement == Placement::Common) args += tile(a);
      else if (a.is_transfer()) args += priv(a);
      else args += g(a);
    }
    if (t_.k) w_.line("acl_st.acl_iter[2] = ", k, ";");
    for (const ArgPlan& a : p_.args) {
      if (!a.is_transfer()) continue;
      const auto [ox, oy] = chunk_origin(a, k);
      w_.line("acl_st.acl_origin[", a.index, "][0] = ", reported(a, 0, ox), "; acl_st.acl_origin[",
              a.index, "][1] = ", reported(a, 1, oy), ";");
    }
    w_.line("User_main(&acl_st", args, ");");
  }

  /// One word of k: the fragments, then User_main. Fragments read as vectors come first, then
  /// those read word by word (H200, C = A x B with A's padded rows read word by word:
  /// 4096^3 45.5 -> 45.8 TFLOP/s, 8192^3 45.5 -> 46.6; other orders 44.1-45.8).
  void step(const std::string& buf, const std::string& kk, const std::string& k0) {
    for (const bool vectors : {true, false})
      for (const ArgPlan& a : p_.args)
        if (a.is_transfer() && a.streamed() && vector_fragment(a) == vectors)
          fragment(a, buf, kk);
    call(cat(k0, " + ", kk));
  }

  /// The chunks of k: all of them, or (split k) the part's share, chunks acl_c0 to acl_c1.
  void stream() {
    const size_t chunks = t_.chunks();
    std::vector<const ArgPlan*> s;
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && a.streamed()) s.push_back(&a);
    std::string first = "0", end = cat(chunks), buf = "acl_kc & 1";
    if (t_.parts) {
      w_.line("const int acl_c0 = acl_part < 0 ? 0 : acl_part * ", chunks, " / ", t_.parts,
              ", acl_c1 = acl_part < 0 ? ", chunks, " : (acl_part + 1) * ", chunks, " / ", t_.parts,
              ";");
      first = cat("acl_c0 * ", t_.chunk);
      end = "acl_c1";
      buf = "(acl_kc - acl_c0) & 1";
    }
    for (const ArgPlan* a : s) fetch(*a, first);
    for (const ArgPlan* a : s) deposit(*a, "0");
    w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    w_.open("for (int acl_kc = ", t_.parts ? "acl_c0" : "0", "; acl_kc < ", end, "; acl_kc++)");
    w_.line("const int acl_k0 = acl_kc * ", t_.chunk, ", acl_buf = ", buf, ";");
    if (chunks > 1 && t_.branchless) {
      // The last step fetches its own chunk again and stores it to the idle buffer.
      const std::string last =
          t_.parts ? cat("(acl_c1 - 1) * ", t_.chunk) : cat((chunks - 1) * t_.chunk);
      for (const ArgPlan* a : s) fetch(*a, cat("min(acl_k0 + ", t_.chunk, ", ", last, ")"));
    } else if (chunks > 1) {
      w_.open("if (acl_kc + 1 < ", end, ")");
      for (const ArgPlan* a : s) fetch(*a, cat("acl_k0 + ", t_.chunk));
      w_.close();
    }
    if (t_.branchless && t_.k % t_.chunk != 0) {
      w_.open("for (int acl_kk = 0; acl_kk < min(", t_.chunk, ", ", t_.k, " - acl_k0); acl_kk++)");
      step("acl_buf", "acl_kk", "acl_k0");
      w_.close();
    } else if (t_.k % t_.chunk == 0) {
      w_.line("#pragma unroll");
      w_.open("for (int acl_kk = 0; acl_kk < ", t_.chunk, "; acl_kk++)");
      step("acl_buf", "acl_kk", "acl_k0");
      w_.close();
    } else {
      w_.open("if (acl_k0 + ", t_.chunk, " <= ", t_.k, ")");
      w_.line("#pragma unroll");
      w_.open("for (int acl_kk = 0; acl_kk < ", t_.chunk, "; acl_kk++)");
      step("acl_buf", "acl_kk", "acl_k0");
      w_.close();
      w_.close(" else {");
      w_.open("for (int acl_kk = 0; acl_kk < ", t_.k, " - acl_k0; acl_kk++)");
      step("acl_buf", "acl_kk", "acl_k0");
      w_.close();
      w_.close();
    }
    if (chunks > 1 && t_.branchless) {
      for (const ArgPlan* a : s) deposit(*a, "acl_buf ^ 1");
    } else if (chunks > 1) {
      w_.open("if (acl_kc + 1 < ", end, ")");
      for (const ArgPlan* a : s) deposit(*a, "acl_buf ^ 1");
      w_.close();
    }
    w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    w_.close();
  }
};

}  // namespace

void write_tiled_kernel(SourceWriter& w, const Plan& p, const std::string& params) {
  if (!p.is<Tiling>()) internal_error("write_tiled_kernel on a plan without tiling");
  TiledWriter(w, p).kernel(params);
  if (!p.tiling().parts) return;
  w.line("");
  TiledWriter(w, p).sum(params);
}

}  // namespace acl::detail
