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
#include "codegen/source_writer.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// Whether words of `a` are a scalar OpenCL type, so `type`N vectors of them exist.
bool scalar_word(const ArgPlan& a) {
  const char last = a.type.empty() ? '0' : a.type.back();
  return !(last >= '0' && last <= '9') && a.type != "bool" && builtin_type_size(a.type) == a.ws;
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
  std::string vtype(const ArgPlan& a, unsigned v) const {
    return v > 1 ? cat(a.type, v) : a.type;
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
  /// no branch). Tiles have no halo: coordinates are never negative.
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
    w_.line(vtype(a, a.tiled.vec), " ", regs(a), "[", reg_count(a), "];");
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
    const std::string P = priv(a), G = g(a);
    if (t_.branchless && !store) return level1_words(a, false);
    w_.open("if (acl_inside)");
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.line("const ACL_COORD acl_gy = ", coord(a, 1, "acl_iy"), ";");
    w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix += ", v, ")");
    w_.line("const ACL_COORD acl_gx = ", coord(a, 0, "acl_ix"), ";");
    w_.line("const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * ", a.pitch, " + acl_gx;");
    if (v == 1) {
      if (store)
        w_.line(G, "[acl_at] = ", P, "[acl_iy * ", a.win_x, " + acl_ix];");
      else
        w_.line(P, "[acl_iy * ", a.win_x, " + acl_ix] = ", G, "[acl_at];");
    } else if (store) {
      std::string parts;
      for (unsigned e = 0; e < v; ++e)
        parts += cat(e ? ", " : "", P, "[acl_iy * ", a.win_x, " + acl_ix + ", e, "]");
      w_.line("*(__global ", vtype(a, v), "*)(", G, " + acl_at) = (", vtype(a, v), ")(", parts,
              ");");
    } else {
      w_.line("const ", vtype(a, v), " acl_v = *(const __global ", vtype(a, v), "*)(", G,
              " + acl_at);");
      for (unsigned e = 0; e < v; ++e)
        w_.line(P, "[acl_iy * ", a.win_x, " + acl_ix + ", e, "] = acl_v", vector_element(e), ";");
    }
    w_.close();
    w_.close();
    w_.close(" else {");
    level1_words(a, store);
    w_.close();
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
    const std::string V = vtype(a, a.tiled.vec);
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
    const std::string at = cat(g(a), " + (ACL_INDEX)(acl_oy + acl_r) * ", a.pitch,
                               " + acl_ox + acl_c * ", a.tiled.vec);
    const std::string load = a.tiled.unaligned ? cat("vload", a.tiled.vec, "(0, ", at, ")")
                                               : cat("*(const __global ", V, "*)(", at, ")");
    if (n % p_.wg)
      w_.line("if (acl_t < ", n, ") ", regs(a), "[acl_j] = ", load, ";");
    else
      w_.line(regs(a), "[acl_j] = ", load, ";");
    w_.close();
    w_.close(" else {");
    fetch_words(a);
    w_.close();
    w_.close();
  }

  /// Word by word with folded coordinates (edge chunks, or every chunk when branch-free).
  void fetch_words(const ArgPlan& a) {
    const size_t n = vectors(a);
    w_.open("for (int acl_j = 0; acl_j < ", reg_count(a), "; acl_j++)");
    w_.line("const int acl_t = min(acl_lid + acl_j * ", p_.wg, ", ", n - 1, "), ", split(a), ";");
    if (a.tiled.vec == 1) {
      w_.line(regs(a), "[acl_j] = ", read_word(a, cat("acl_ox + acl_c"), "acl_oy + acl_r"), ";");
    } else {
      for (unsigned e = 0; e < a.tiled.vec; ++e)
        w_.line(regs(a), "[acl_j]", vector_element(e), " = ",
                read_word(a, cat("acl_ox + acl_c * ", a.tiled.vec, " + ", e), "acl_oy + acl_r"),
                ";");
    }
    w_.close();
  }

  /// Stores the staging registers into tile buffer `buf` (0 or 1), k-major.
  void deposit(const ArgPlan& a, const std::string& buf) {
    const size_t n = vectors(a);
    const std::string T = tile(a), base = cat("(", buf, ") * ", a.tile_w * a.tile_h);
    w_.open("for (int acl_j = 0; acl_j < ", reg_count(a), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ", ", split(a), ";");
    if (n % p_.wg) w_.open("if (acl_t < ", n, ")");
    if (a.tiled.axis[0] == 'k') {
      // Rows of the argument are level-1 words: transpose into k-rows (k-row c * vec + e,
      // whose swizzle is the same for every e).
      const std::string column =
          a.tiled.swizzle ? cat("(acl_r ^ (acl_c * ", a.tiled.swizzle, " & 31))") : "acl_r";
      for (unsigned e = 0; e < a.tiled.vec; ++e)
        w_.line(T, "[", base, " + (acl_c * ", a.tiled.vec, " + ", e, ") * ", a.tiled.ld, " + ",
                column, "] = ", regs(a), "[acl_j]", a.tiled.vec > 1 ? vector_element(e) : "", ";");
    } else if (a.tiled.vec > 1) {
      w_.line("*(__local ", vtype(a, a.tiled.vec), "*)(", T, " + ", base, " + acl_r * ", a.tiled.ld,
              " + acl_c * ", a.tiled.vec, ") = ", regs(a), "[acl_j];");
    } else {
      w_.line(T, "[", base, " + acl_r * ", a.tiled.ld, " + acl_c] = ", regs(a), "[acl_j];");
    }
    if (n % p_.wg) w_.close();
    w_.close();
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
    const unsigned run = axis == 'x' ? t_.run_x : t_.run_y, wg = axis == 'x' ? t_.wg_x : t_.wg_y;
    const unsigned count = axis == 'x' ? t_.tile_x : t_.tile_y;
    const char* l = axis == 'x' ? "acl_lx" : "acl_ly";
    const std::string row =
        cat("(", buf, ") * ", a.tile_w * a.tile_h, " + (", kk, ") * ", a.tiled.ld);
    const bool vector = vector_fragment(a);
    // A swizzled k-row (TileAxes::swizzle) moves the run by a multiple of its length.
    const std::string swizzle =
        a.tiled.swizzle ? cat(" ^ ((", kk, ") / ", a.tiled.vec, " * ", a.tiled.swizzle, " & 31)")
                        : "";
    for (unsigned h = 0; h < count / run; ++h) {
      const std::string column = cat("(", h * wg, " + ", l, ") * ", run);
      const std::string at =
          a.tiled.swizzle ? cat(row, " + ((", column, ")", swizzle, ")") : cat(row, " + ", column);
      if (vector) {
        w_.block();
        w_.line("const ", vtype(a, run), " acl_v = *(__local const ", vtype(a, run), "*)(", tile(a),
                " + ", at, ");");
        for (unsigned e = 0; e < run; ++e)
          w_.line(priv(a), "[", h * run + e, "] = acl_v", vector_element(e), ";");
        w_.close();
      } else {
        for (unsigned e = 0; e < run; ++e)
          w_.line(priv(a), "[", h * run + e, "] = ", tile(a), "[", at, " + ", e, "];");
      }
    }
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
