// The AC kernel of ACL_TILE plans of the CPU strategy (Tiling::cpu, passes tile_cpu_*):
// each work-item's tile is one run per axis, held in chunk-local arrays over a chunk's whole
// k loop, so that after inlining and unrolling User_main it is a block of registers and each
// call is a row of vector FMAs; level-2 data is copied into one padded local tile per chunk,
// in its array's own layout (B^T k-major), between two barriers, or read where it is
// (TileAxes::direct: B's rows; tiles past their width read them word by word).
// docs/performance.md has the measurements and what PoCL made of each form.
#include "attributes/user_main.hpp"
#include "codegen/border.hpp"
#include "codegen/emit.hpp"
#include "codegen/source_writer.hpp"
#include "codegen/tiled.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

class TiledCpuWriter {
 public:
  TiledCpuWriter(SourceWriter& w, const Plan& p)
      : w_(w), p_(p), t_(p.tiling()), lanes_(t_.lanes > 1 ? t_.lanes : 1) {}

  void kernel(const std::string& params) {
    w_.line("__kernel __attribute__((reqd_work_group_size(", t_.wg_x, ", ", t_.wg_y, ", 1)))");
    w_.open("void ACL_kernel(", params, ")");
    write_array_starts(w_, p_);
    w_.line("const int acl_lid = get_local_id(1) * ", t_.wg_x, " + get_local_id(0);");
    w_.line("const int acl_lx = ACL_LX, acl_ly = ACL_LY;");
    write_block_origin(w_, t_);
    w_.line("acl_state acl_st;");
    w_.line(
        "acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = get_group_id(1) * get_num_groups(0) + "
        "get_group_id(0); acl_st.acl_iter[2] = 0; acl_st.acl_iter[3] = 0;");
    w_.line("acl_st.acl_lane = 0;");
    for (const ArgPlan& a : p_.args) declare(a);
    load_commons(w_, p_, "acl_lid");
    for (const ArgPlan& a : p_.args)
      if (level1(a)) load(a);
    chunks();
    for (const ArgPlan& a : p_.args)
      if (level1(a) && a.desc.attr.def != ACL_NONE && !a.line) store(a);
    write_tile_reductions(w_, p_, [this](char axis, const std::string& j, const std::string& l) {
      return own(axis, j, l);
    });
    w_.close();
  }

 private:
  /// Data in a work-item's private tile for the whole kernel (not streamed, not a COMMON
  /// table beside the tiles).
  static bool level1(const ArgPlan& a) {
    return a.is_transfer() && !a.streamed() && a.placement != Placement::Common;
  }
  SourceWriter& w_;
  const Plan& p_;
  const Tiling& t_;
  const unsigned lanes_;  ///< words per vector User_main runs on (1: words)

  static std::string g(const ArgPlan& a) { return cat("acl_g", a.index); }
  static std::string priv(const ArgPlan& a) { return cat("acl_p", a.index); }
  static std::string tile(const ArgPlan& a) { return cat("acl_t", a.index); }
  static std::string held(const ArgPlan& a) { return cat("acl_w", a.index); }
  /// On vectors (Tiling::lanes): data along x hold a vector per lanes_ words, the rest a
  /// broadcast vector per word; User_main's `float` is then the vector type.
  bool along_x(const ArgPlan& a) const {
    return lanes_ > 1 && (a.tiled.axis[0] == 'x' || a.tiled.axis[1] == 'x');
  }
  size_t window(const ArgPlan& a) const {
    return a.win_x * a.win_y / (along_x(a) ? lanes_ : 1);
  }
  /// The type of a word of the private tile: a vector of lanes_ words on vectors.
  ir::Type ptype(const ArgPlan& a) const { return ir::Type::of(a.type).with_lanes(lanes_); }
  static ir::Expr var(const std::string& name, const ir::Type& t = ir::Int()) {
    return ir::var(name, t);
  }

  /// Global x (y) of word j of the work-item's tile: one run per axis.
  /// (Of the work-item at `l` along the axis: the work-item's own by default.)
  std::string own(char axis, const std::string& j, std::string l = "") const {
    if (l.empty()) l = axis == 'x' ? "acl_lx" : "acl_ly";
    return axis == 'x' ? cat("acl_bx + ", l, " * ", t_.tile_x, " + ", j)
                       : cat("acl_by + ", l, " * ", t_.tile_y, " + ", j);
  }
  /// The same along dimension `dim` of level-1 data `a`: 0 along a dimension of one word
  /// (ACL_PER_* data beside the tiles: axis '1').
  std::string coord(const ArgPlan& a, int dim, const std::string& j) const {
    const char axis = a.tiled.axis[dim];
    return axis == '1' ? std::string("0") : own(axis, j);
  }

  std::string read_word(const ArgPlan& a, const std::string& x, const std::string& y) const {
    return tiled_word(p_, a, x, y);
  }

  void declare(const ArgPlan& a) {
    if (!a.is_transfer()) return;
    if (a.placement == Placement::Common) return declare_common(w_, a);
    declare_tile_reduction(w_, p_, a);
    w_.line("acl_st.acl_valid[", a.index, "] = ", window(a), "; acl_st.acl_origin[", a.index,
            "][0] = 0; acl_st.acl_origin[", a.index, "][1] = 0; acl_st.acl_origin[", a.index,
            "][2] = 0;");
    if (a.streamed()) {
      if (!a.tiled.direct)
        w_.line("__local ", a.type, " ", tile(a), "[", a.tile_w * a.tile_h,
                "] __attribute__((aligned(64)));");
    } else
      w_.line(ptype(a).str(), " ", priv(a), "[", window(a), "];");
  }

  // ---- level-1 data: the work-item's tile, once before and once after the k loop ----
  void load(const ArgPlan& a) {
    if (a.desc.attr.ref == ACL_NONE) {
      // (On vectors, Tiling::lanes, there is no ACL_PER_* data: the start is 0.)
      w_.line("for (int acl_j = 0; acl_j < ", window(a), "; acl_j++) ", priv(a),
              "[acl_j] = ", lanes_ > 1 ? cat("(", ptype(a).str(), ")(0)") : tile_start(a), ";");
      return;
    }
    if (lanes_ > 1) return load_vectors(a);
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
    w_.line(priv(a), "[acl_iy * ", a.win_x, " + acl_ix] = ",
            read_word(a, coord(a, 0, "acl_ix"), coord(a, 1, "acl_iy")), ";");
    w_.close();
    w_.close();
  }

  /// On vectors: each vector's words one by one (per the border mode), once per kernel.
  void load_vectors(const ArgPlan& a) {
    const size_t per_row = a.win_x / lanes_;
    const ir::Type word = ir::Type::of(a.type), vec = ptype(a);
    const ir::Expr l = var("acl_l", word), e = var("acl_e");
    const ir::Stmt words =
        ir::loop("acl_e", 0, vec.lanes, ir::Expr(),
                 {ir::assign(ir::index(l, e),
                             ir::text(read_word(a, own('x', cat("acl_v * ", lanes_, " + acl_e")),
                                                own('y', "acl_iy"))))},
                 ir::Layout::SameLine);
    const ir::Expr at = var("acl_iy") * per_row + var("acl_v");
    const ir::Stmt vector =
        ir::loop("acl_v", 0, per_row, ir::Expr(),
                 {ir::decl_array(word, "acl_l", vec.lanes), words,
                  ir::assign(ir::index(var(priv(a), vec), at), ir::vload(vec, 0, l))});
    ir::print(w_, ir::loop("acl_iy", 0, a.win_y, ir::Expr(), {vector}));
  }

  /// On vectors: whole vectors inside the array at once, the others word by word.
  void store_vectors(const ArgPlan& a) {
    const size_t per_row = a.win_x / lanes_;
    const ir::Type word = ir::Type::of(a.type), vec = ptype(a);
    const ir::Expr P = ir::index(var(priv(a), vec), var("acl_iy") * per_row + var("acl_v"));
    const ir::Expr gy = var("acl_gy"), gx = var("acl_gx"), G = var(g(a), word),
                   l = var("acl_l", word), e = var("acl_e"), at = var("acl_at");
    const ir::Type coord_t = ir::Type::named("ACL_COORD"), index_t = ir::Type::named("ACL_INDEX");
    // Words past the array's edge stay unwritten: the vector goes through acl_l.
    const ir::Stmt words = ir::loop(
        "acl_e", 0, vec.lanes, ir::Expr(),
        {ir::if_then(gy < a.h && gx + e < a.w, {ir::assign(ir::index(G, at + e), ir::index(l, e))},
                     ir::Layout::SameLine)},
        ir::Layout::NextLine);
    const ir::Stmt vector =
        ir::loop("acl_v", 0, per_row, ir::Expr(),
                 {ir::decl(coord_t,
                           {{"acl_gy", ir::text(own('y', "acl_iy"))},
                            {"acl_gx", ir::text(own('x', cat("acl_v * ", lanes_)))}},
                           true),
                  ir::decl(index_t, "acl_at", ir::cast(index_t, gy) * a.pitch + gx, true),
                  ir::if_then(gy < a.h && gx + vec.lanes <= a.w,
                              {ir::eval(ir::vstore(P, 0, G + at))}, ir::Layout::Braces,
                              ir::block({ir::decl_array(word, "acl_l", vec.lanes),
                                         ir::eval(ir::vstore(P, 0, l)), words},
                                        false))});
    ir::print(w_, ir::loop("acl_iy", 0, a.win_y, ir::Expr(), {vector}));
  }

  /// Rows of the tile inside the array in vectors, the others word by word; words outside
  /// the array are never written.
  void store(const ArgPlan& a) {
    if (lanes_ > 1) return store_vectors(a);
    const std::string P = priv(a), G = g(a);
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.line("const ACL_COORD acl_gy = ", own('y', "acl_iy"), ", acl_gx = ", own('x', "0"), ";");
    w_.line("const ACL_INDEX acl_at = (ACL_INDEX)acl_gy * ", a.pitch, " + acl_gx;");
    if (a.tiled.vec > 1) {
      w_.open("if (acl_gy < ", a.h, " && acl_gx + ", a.win_x, " <= ", a.w, ")");
      w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix += ", a.tiled.vec, ")");
      // The row's words as one vector literal of the tile's width.
      const ir::Type vec = ir::Type::of(a.type).with_lanes(a.tiled.vec);
      ir::print(w_, ir::eval(ir::vstore(private_run(a, vec), 0,
                                        var(G) + var("acl_at") + var("acl_ix"))));
      w_.close();
      w_.close(" else {");
    }
    w_.open("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
    w_.line("if (acl_gy < ", a.h, " && acl_gx + acl_ix < ", a.w, ") ", G, "[acl_at + acl_ix] = ", P,
            "[acl_iy * ", a.win_x, " + acl_ix];");
    w_.close();
    if (a.tiled.vec > 1) w_.close();
    w_.close();
  }

  // ---- level-2 data: a chunk of k into one local tile ----
  /// Origin of the chunk at k0 in the argument's own coordinates.
  std::pair<std::string, std::string> origin(const ArgPlan& a, const std::string& k0) const {
    auto o = [&](char axis) -> std::string {
      return axis == 'k' ? k0 : axis == 'x' ? "acl_bx" : axis == 'y' ? "acl_by" : "0";
    };
    return {o(a.tiled.axis[0]), o(a.tiled.axis[1])};
  }

  /// Work-item `acl_lid`'s share of `n` items, item acl_t in the body; ids past the end do
  /// nothing (a guard only where the group does not divide `n`). end_share closes it.
  void share(size_t n, const std::string& count) {
    w_.open("for (int acl_j = 0; acl_j < ", count, "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ";");
    if (n % p_.wg) w_.open("if (acl_t < ", n, ")");
  }
  void end_share(size_t n) {
    if (n % p_.wg) w_.close();
    w_.close();
  }

  void copy(const ArgPlan& a) {
    const auto [ox, oy] = origin(a, "acl_k0");
    const std::string T = tile(a);
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", ox, ", acl_oy = ", oy, ";");
    if (a.tiled.k_major) {
      // k-major: word (r, c) of the array's block goes to k-row c.
      const size_t n = a.block_w * a.block_h, per = ceil_div(n, p_.wg);
      share(n, cat(per));
      w_.line("const int acl_r = acl_t / ", a.block_w, ", acl_c = acl_t - acl_r * ", a.block_w,
              ";");
      w_.line(T, "[acl_c * ", a.tiled.ld, " + acl_r] = ",
              read_word(a, "acl_ox + acl_c", "acl_oy + acl_r"), ";");
      end_share(n);
      w_.close();
      return;
    }
    const size_t per_row = ceil_div(a.block_w, a.tiled.vec), n = per_row * a.block_h;
    const size_t per = ceil_div(n, p_.wg);
    share(n, cat(per));
    w_.line("const int acl_r = acl_t / ", per_row, ", acl_c = acl_t - acl_r * ", per_row, ";");
    if (a.tiled.vec == 1) {
      w_.line(T, "[acl_r * ", a.tiled.ld, " + acl_c] = ",
              read_word(a, "acl_ox + acl_c", "acl_oy + acl_r"), ";");
      end_share(n);
      w_.close();
      return;
    }
    // Every vector from a place inside the array (right wherever the vector is inside it);
    // constant trip counts and no branch, so the loop unrolls.
    const ir::Type vec = ir::Type::of(a.type).with_lanes(a.tiled.vec);
    const ir::Expr r = var("acl_r"), c = var("acl_c");
    const ir::Expr y = ir::min(var("acl_oy") + r, a.h - 1),
                   x = ir::min(var("acl_ox") + c * vec.lanes, a.w - vec.lanes);
    ir::print(w_, ir::eval(ir::vstore(ir::vload(vec, 0, array_at(a, y, x)), 0,
                                      var(T) + r * a.tiled.ld + c * vec.lanes)));
    end_share(n);
    // Blocks that reach past the array redo word by word, per the border mode, the vectors
    // not wholly inside that a call may read: none that start past k's end, whose words no
    // call reads, so the clamped vectors loaded there can stay.
    const bool k_x = a.tiled.axis[0] == 'k', k_y = a.tiled.axis[1] == 'k';
    w_.line("const int acl_edge = acl_ox + ", per_row * a.tiled.vec, " > ", a.w,
            k_y ? std::string() : cat(" || acl_oy + ", a.block_h, " > ", a.h), " ? ", per, " : 0;");
    share(n, "acl_edge");
    w_.line("const int acl_r = acl_t / ", per_row, ", acl_c = acl_t - acl_r * ", per_row, ";");
    w_.line("const ACL_COORD acl_x = acl_ox + acl_c * ", a.tiled.vec, ", acl_y = acl_oy + acl_r;");
    const std::string outside = cat("acl_x + ", a.tiled.vec, " > ", a.w,
                                    k_y ? std::string() : cat(" || acl_y >= ", a.h));
    std::string read;
    if (k_x) read += cat("acl_x < ", a.w, " && ");
    if (k_y) read += cat("acl_y < ", a.h, " && ");
    w_.open("if (", read.empty() ? outside : cat(read, "(", outside, ")"), ")");
    w_.line("for (int acl_e = 0; acl_e < ", a.tiled.vec, "; acl_e++) ", T, "[acl_r * ", a.tiled.ld,
            " + acl_c * ", a.tiled.vec, " + acl_e] = ", read_word(a, "acl_x + acl_e", "acl_y"),
            ";");
    w_.close();
    end_share(n);
    w_.close();
  }

  /// Whether `a` is read in place with blocks past its width (a ragged last block column).
  static bool direct_ragged(const ArgPlan& a) {
    return a.is_transfer() && a.streamed() && a.tiled.direct && a.w % a.block_w != 0;
  }
  bool any_direct_ragged() const {
    for (const ArgPlan& a : p_.args)
      if (direct_ragged(a)) return true;
    return false;
  }

  /// The work-item's fragment of `a` at k-row `kk`: a pointer to its first word, then each
  /// word at a constant offset from it (indices written out whole made PoCL rebuild the
  /// addresses, or assemble B's vector from pieces, at every k). `edge`: the work-item's
  /// tile reaches past the width of data read in place, so its words are read one by one
  /// per the border mode (a vector read would pass the buffer's end on the last row).
  void fragment(const ArgPlan& a, const std::string& kk, bool edge = false) {
    const char axis = a.tiled.axis[0] == 'k' ? a.tiled.axis[1] : a.tiled.axis[0];
    const unsigned run = axis == 'x' ? t_.tile_x : t_.tile_y;
    const std::string first = cat(axis == 'x' ? "acl_lx" : "acl_ly", " * ", run);
    const bool across_rows = a.tiled.axis[0] == 'k' && !a.tiled.k_major;
    if (edge && a.tiled.direct) {
      const std::string k = cat("acl_k0 + ", kk);
      if (lanes_ > 1) {
        w_.block();
        w_.line(a.type, " acl_l[", a.win_x, "];");
        w_.line("for (int acl_e = 0; acl_e < ", a.win_x, "; acl_e++) acl_l[acl_e] = ",
                read_word(a, own('x', "acl_e"), k), ";");
        for (unsigned e = 0; e < window(a); ++e)
          ir::print(w_, ir::assign(ir::index(var(priv(a)), e),
                                   ir::vload(ptype(a), 0, var("acl_l") + e * lanes_)));
        w_.close();
      } else {
        for (unsigned e = 0; e < window(a); ++e)
          w_.line(priv(a), "[", e, "] = ", read_word(a, own('x', cat(e)), k), ";");
      }
      return;
    }
    const std::string f = cat("acl_f", a.index);
    if (a.tiled.direct)  // k-row acl_k0 + kk of the array itself: x follows x, inside
      w_.line("__global const ", a.type, "* ", f, " = ", g(a), " + (ACL_INDEX)(acl_k0 + ", kk,
              ") * ", a.pitch, " + acl_bx + ", first, ";");
    else
      w_.line("__local const ", a.type, "* ", f, " = ", tile(a), " + ",
              across_rows ? cat(first, " * ", a.tiled.ld, " + ", kk)
                          : cat(kk, " * ", a.tiled.ld, " + ", first),
              ";");
    for (unsigned e = 0; e < window(a); ++e) {
      if (along_x(a))  // x runs along the local tile's rows (TileAxes::k_major or x first)
        ir::print(w_, ir::assign(ir::index(var(priv(a)), e),
                                 ir::vload(ptype(a), 0, var(f) + e * lanes_)));
      else if (lanes_ > 1)  // a word of a tile along y, broadcast to every lane
        ir::print(w_,
                  ir::assign(ir::index(var(priv(a)), e),
                             ir::cast(ptype(a), ir::paren(ir::index(
                                                    var(f), across_rows ? e * a.tiled.ld : e)))));
      else
        w_.line(priv(a), "[", e, "] = ", f, "[", across_rows ? e * a.tiled.ld : e, "];");
    }
  }

  void fragments(bool edge) {
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && a.streamed()) fragment(a, "acl_kk", edge);
  }

  void call() {
    std::string args;
    for (const ArgPlan& a : p_.args) {
      args += ", ";
      args += !a.is_transfer()                    ? g(a)
              : a.placement == Placement::Common ? tile(a)
              : a.streamed()                     ? priv(a)
                                                 : held(a);
    }
    w_.line("acl_s.acl_iter[2] = acl_k0 + acl_kk;");
    for (const ArgPlan& a : p_.args) {
      if (!a.is_transfer()) continue;
      const auto [ox, oy] = origin(a, "acl_k0 + acl_kk");
      w_.line("acl_s.acl_origin[", a.index, "][0] = ", reported(a, 0, ox), "; acl_s.acl_origin[",
              a.index, "][1] = ", reported(a, 1, oy), ";");
    }
    w_.line("User_main(&acl_s", args, ");");
  }

  /// One chunk's k loop. Its arrays are declared inside it, so none lives across a barrier
  /// (PoCL keeps those in memory, one copy per work-item).
  void body() {
    w_.block();
    w_.line("acl_state acl_s = acl_st;");
    for (const ArgPlan& a : p_.args) {
      if (!a.is_transfer() || a.placement == Placement::Common) continue;
      if (a.streamed()) {
        w_.line(ptype(a).str(), " ", priv(a), "[", window(a), "];");
        continue;
      }
      w_.line(ptype(a).str(), " ", held(a), "[", window(a), "];");
      w_.line("for (int acl_j = 0; acl_j < ", window(a), "; acl_j++) ", held(a), "[acl_j] = ",
              priv(a), "[acl_j];");
    }
    // PoCL gives a loop whose trip count is the same for every work-item a barrier per
    // iteration and runs the work-items inside it, each tile then read and written in memory
    // at every k; a count that depends on the local id keeps each work-item's loop whole.
    std::string steps =
        t_.k % t_.chunk ? cat("min(", t_.chunk, ", ", t_.k, " - acl_k0)") : cat(t_.chunk);
    // On vectors (User_main lane_safe: no barrier, no work-item function) a work-item whose
    // tile lies wholly past the result's edge skips its calls: at 1025^3 the last block
    // column holds one column of C in 8 work-items' tiles.
    if (lanes_ > 1 && (t_.x % t_.block_x() || t_.y % t_.block_y()))
      steps = cat("(", own('x', "0"), " < ", t_.x, " && ", own('y', "0"), " < ", t_.y, " ? ",
                  steps, " : 0)");
    w_.line("const int acl_kend = ", steps, " + (acl_lid >> 30);");
    // Data read in place past its width: work-items whose tiles reach past it (one column
    // of them, in the last block column) read it word by word. The choice is made inside
    // one k loop: PoCL 5.0 aborts compiling two copies of the loop, one for each, between
    // the chunk's barriers (an assertion in createParallelRegionBefore).
    const bool ragged = any_direct_ragged();
    if (ragged) {
      std::string inside;
      for (const ArgPlan& a : p_.args)
        if (direct_ragged(a))
          inside += cat(inside.empty() ? "" : " && ", own('x', "0"), " + ", a.win_x, " <= ", a.w);
      w_.line("const int acl_inside = ", inside, ";");
    }
    w_.open("for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++)");
    if (ragged) w_.open("if (acl_inside)");
    fragments(false);
    if (ragged) {
      w_.close(" else {");
      fragments(true);
      w_.close();
    }
    call();
    w_.close();
    for (const ArgPlan& a : p_.args)
      if (level1(a))
        w_.line("for (int acl_j = 0; acl_j < ", window(a), "; acl_j++) ", priv(a), "[acl_j] = ",
                held(a), "[acl_j];");
    w_.close();
  }

  void chunks() {
    w_.open("for (int acl_kc = 0; acl_kc < ", ceil_div(t_.k, t_.chunk), "; acl_kc++)");
    w_.line("const int acl_k0 = acl_kc * ", t_.chunk, ";");
    bool staged = false;
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && a.streamed() && !a.tiled.direct) copy(a), staged = true;
    if (staged) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    body();
    if (staged) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    w_.close();
  }
};

}  // namespace

void write_tiled_cpu_kernel(SourceWriter& w, const Plan& p, const std::string& params) {
  if (!p.is<Tiling>() || !p.tiling().cpu || !p.tiling().k)
    internal_error("write_tiled_cpu_kernel on a plan without the CPU tile strategy");
  TiledCpuWriter(w, p).kernel(params);
}

}  // namespace acl::detail
