// The AC kernel generator: emits the loop nest over splits, the transfers of each
// argument (direct, staged or shared), double buffering, and the User_main call.
#include "codegen/generator.hpp"

#include <algorithm>
#include <cstdlib>
#include <functional>

#include "attributes/user_main.hpp"
#include "codegen/border.hpp"
#include "codegen/embedded.hpp"
#include "codegen/source_writer.hpp"
#include "codegen/tiled.hpp"
#include "codegen/type_checks.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// Test-only faults (ACL_MUTATE), which the test suite must catch (tests/mutation_test.sh):
/// "drop_barrier" removes every barrier of the AC kernel; "shift_guard" lets the edge guard
/// of direct stores pass one column past the array.
std::string mutation() {
  const char* m = std::getenv("ACL_MUTATE");
  return m ? m : "";
}

size_t ceil_div(size_t a, size_t b) { return (a + b - 1) / b; }

/// Names of one argument's variables in the generated kernel.
struct Names {
  std::string g, p, q, t, dt, r;
  explicit Names(unsigned i)
      : g(cat("acl_g", i)), p(cat("acl_p", i)), q(cat("acl_q", i)), t(cat("acl_t", i)),
        dt(cat("acl_d", i)), r(cat("acl_r", i)) {}
};

/// Block coordinates of an argument for one split, named with a suffix.
/// Block coordinates of an argument for one split, named with a suffix. ACL_RANDOM data
/// moves its words from reduced coordinates (`x`, `y`: the same words, nearer the array)
/// and reports the listed origin (`sx`, `sy`) to User_main; elsewhere they are the same.
struct Coords {
  std::string x, y, z, sx, sy;
  Coords(std::string x_, std::string y_, std::string z_)
      : x(std::move(x_)), y(std::move(y_)), z(std::move(z_)), sx(x), sy(y) {}
};

class Generator {
 public:
  Generator(const Plan& plan, const std::string& user) : p_(plan), user_(user) {}

  std::string run() {
    constants();
    w_.raw(embedded_acl_builtins());
    w_.raw(embedded_acl_transfer());
    w_.line("#line 1 \"User_main\"");
    w_.raw(add_state_parameter(p_.unroll_hints ? hint_loop_unrolling(user_) : user_));
    // Compiler messages about the generated code then count lines from this marker rather
    // than pointing into User_main.
    w_.line("#line 1 \"ACL_kernel\"");
    w_.line("/* ---- AC kernel ---- */");
    w_.raw(word_size_checks(p_));
    kernel();
    return w_.str();
  }

 private:
  const Plan& p_;
  const std::string& user_;
  SourceWriter w_;
  /// Which of a lanes transfer's moves load_direct and store_direct emit (Plan::lane_words):
  /// both behind the work-item's test, only the unguarded vectors, or only the guarded words.
  enum class Part { Both, Fast, Slow };
  Part part_ = Part::Both;

  static bool separate(const ArgPlan& a) {
    return a.placement == Placement::Private || a.placement == Placement::Staged;
  }
  bool reads(const ArgPlan& a) const { return a.desc.attr.ref != ACL_NONE; }
  /// ACL_RNO0 data keeps the block above's portion in `acl_h<i>`, just before its window.
  static bool rno0(const ArgPlan& a) { return a.desc.attr.dependency == ACL_RNO0; }
  /// ACL_RANDOM data: block n starts at entry n of the position buffer `acl_pos<i>`, which
  /// may lie partly or wholly outside the array.
  static bool random(const ArgPlan& a) {
    return a.desc.attr.ref == ACL_RANDOM || a.desc.attr.def == ACL_RANDOM;
  }
  /// Offset of the portion User_main gets inside the window.
  static size_t portion_offset(const ArgPlan& a) {
    return a.margin * (a.vertical ? a.win_y : a.win_x) + a.margin;
  }
  bool writes(const ArgPlan& a) const { return a.desc.attr.def != ACL_NONE; }
  int flip(const ArgPlan& a) const {
    return (a.desc.attr.ref == ACL_BOTTOM_LEFT || a.desc.attr.def == ACL_BOTTOM_LEFT) ? 1 : 0;
  }
  std::vector<const ArgPlan*> at_level(unsigned level) const {
    std::vector<const ArgPlan*> v;
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && !a.broadcast_whole && a.level == level) v.push_back(&a);
    return v;
  }

  // ---- constants ----
  void constants() {
    w_.line("/* ACL AC kernel generated for '", p_.device, "'. Plan:");
    std::string text = cat(p_);
    for (size_t pos; (pos = text.find("*/")) != std::string::npos;) text.replace(pos, 2, "* /");
    w_.raw(text);
    w_.line("*/");
    w_.line("#define ACL_WG ", p_.wg);
    w_.line("#define ACL_LEVELS ", p_.levels);
    w_.line("#define ACL_NUM_PARAMS ", p_.args.size());
    w_.line("#define ACL_INDEX ", p_.wide_index ? "long" : "int");
    w_.line("#define ACL_COORD ", p_.wide_coords ? "long" : "int");
    w_.line("#define ACL_UCOORD ", p_.wide_coords ? "ulong" : "uint");
    for (unsigned l = 1; l <= 3; ++l) {
      w_.line("#define ACL_BLOCKSIZE_", l, " ", l <= p_.levels ? p_.block_size[l] : 0);
      w_.line("#define ACL_BLOCKNUM_", l, " ", l <= p_.levels ? p_.count[l] : 1);
    }
    for (const ArgPlan& a : p_.args) {
      const std::string& n = a.name;
      w_.line("#define ACL_ARG_", n, " ", a.index);
      if (!a.is_transfer()) continue;
      size_t size, width, lr, xs, ys;
      if (a.axis[0]) {  // ACL_TILE: a row-major private tile or fragment
        size = a.win_x * a.win_y;
        width = a.win_x;
        lr = 0;
        xs = 1;
        ys = a.win_x;
      } else if (a.placement == Placement::Common) {
        size = a.broadcast_whole ? a.w * a.h * a.d : a.tile_w * a.tile_h;
        width = a.tile_w;
        lr = 1;
        xs = 1;
        ys = a.tile_w;
      } else {
        size = a.s;
        width = a.win_x;
        lr = a.vertical ? a.win_y : a.s;
        xs = a.vertical ? a.win_y : 1;
        ys = a.vertical ? 1 : a.win_x;
      }
      w_.line("#define ACL_SIZE_", n, " ", size);
      w_.line("#define ACL_WIDTH_", n, " ", width);
      w_.line("#define ACL_LR_", n, " ", lr);
      w_.line("#define ACL_XSTEP_", n, " ", xs);
      w_.line("#define ACL_YSTEP_", n, " ", ys);
      w_.line("#define ACL_LIDSTEP_", n, " ",
              a.placement == Placement::Common || a.axis[0]
                  ? 0
                  : (a.vertical ? a.lanes * a.col_step : a.s));
      if (a.nbh) w_.line("#define ACL_NBH_", n, " ", a.nbh * a.s + portion_offset(a));
    }
    if (p_.tiling.on) write_tiled_constants(w_, p_);
  }

  // ---- kernel signature ----
  void kernel() {
    std::string params;
    for (const ArgPlan& a : p_.args) {
      if (!params.empty()) params += ", ";
      const std::string cnst = a.is_const ? "const " : "";
      switch (a.placement) {
        case Placement::Value: params += cat(a.type, " ", Names(a.index).g); break;
        case Placement::Global:
          params += cat(a.desc.param.space == AddressSpace::Constant ? "__constant " : "__global ",
                        cnst, a.type, "* ", Names(a.index).g);
          break;
        case Placement::Scratch:
          params += cat("__local ", cnst, a.type, "* ", Names(a.index).g);
          break;
        default:
          params += cat("__global ", writes(a) ? "" : "const ", a.type, "* restrict ",
                        Names(a.index).g);
      }
    }
    for (const ArgPlan& a : p_.args)
      if (a.is_transfer() && random(a))
        params += cat(", __global const int4* restrict acl_pos", a.index);
    if (p_.tiling.on) return write_tiled_kernel(w_, p_, params);
    if (p_.wave.on) params += ", const int acl_wave_d, const int acl_wave_r0, const int acl_wave_n";
    w_.line("__kernel __attribute__((reqd_work_group_size(", p_.wg, ", 1, 1)))");
    w_.open("void ", kAcKernelName, "(", params, ")");
    w_.line("const int acl_lid = get_local_id(0);");
    w_.line("acl_state acl_st;");
    declarations();
    for (const ArgPlan& a : p_.args)
      if (a.broadcast_whole) common_whole(a);
    if (p_.wave.on) wavefront();
    else if (p_.sweep) sweep();
    else level(1);
    w_.close();
  }

  /// ACL_RNO1/RNO2 plans: this launch runs the tiles of diagonal acl_wave_d (Wavefront in
  /// plan.hpp); at step t work-item lid runs its portion of block row t - lid of the tile.
  /// Work-items of a group work on different blocks, so every transfer is direct and
  /// User_main is called by the active work-items only.
  void wavefront() {
    const Wavefront& v = p_.wave;
    w_.line("const int acl_tile = (int)get_group_id(0);");
    w_.line("const int acl_Z = acl_tile / acl_wave_n;");
    w_.line("const int acl_R = acl_wave_r0 + (acl_tile - acl_Z * acl_wave_n);");
    w_.line("const int acl_G = acl_wave_d - ", v.step, " * acl_R;");
    w_.open("for (int acl_step = 0; acl_step < ", v.rows + p_.wg - 1, "; acl_step++)");
    w_.line("const int acl_row = acl_R * ", v.rows, " + acl_step - acl_lid;");
    w_.open("if (acl_step - acl_lid >= 0 && acl_step - acl_lid < ", v.rows, " && acl_row < ", v.gy,
            ")");
    const std::string n = "acl_n1";
    w_.line("const int ", n, " = acl_G + ", v.gx, " * (acl_row + ", v.gy, " * acl_Z);");
    w_.line("acl_st.acl_iter[1] = ", n, ";");
    const std::vector<const ArgPlan*> args = at_level(1);
    std::vector<Coords> cs;
    for (const ArgPlan* a : args) cs.push_back(coords(*a, n, ""));
    for (size_t i = 0; i < args.size(); ++i) {
      const ArgPlan& a = *args[i];
      if (a.placement != Placement::Private)
        internal_error("wavefront plan with a " + std::string(placement_name(a.placement)) +
                       " argument");
      load_direct(a, cs[i], Names(a.index).p);
      if (a.nbh) load_neighbours(a, cs[i]);
      state(a, cs[i]);
    }
    call();
    for (size_t i = 0; i < args.size(); ++i)
      if (writes(*args[i])) store_direct(*args[i], cs[i]);
    w_.close();
    // Orders this step's stores before the next step's neighbour loads in the group.
    w_.line("barrier(CLK_GLOBAL_MEM_FENCE);");
    w_.close();
  }

  /// Plan::sweep: the group runs p_.sweep block rows of one block column in turn. One test,
  /// uniform across the group, picks a path for the whole sweep: every window inside the
  /// arrays (no clamps, rows through pointers that advance with the local id, so PoCL
  /// emits vector loads and stores) or not (clamped column indices, guarded stores). The
  /// steps are unrolled: the rows two windows share move within private memory.
  void sweep() {
    const std::vector<const ArgPlan*> args = at_level(1);
    const ArgPlan& f = *args.front();
    const size_t gx = f.grid[0], rows = ceil_div(f.grid[1], p_.sweep);
    w_.line("const int acl_gid = (int)get_group_id(0);");
    w_.line("const ACL_COORD acl_bx = acl_gid % ", gx, ", acl_by = ((acl_gid / ", gx, ") % ", rows,
            ") * ", p_.sweep, ", acl_bz = acl_gid / ", gx * rows, ";");
    std::string inside;
    for (const ArgPlan* a : args) {
      const size_t m = a->margin, bw = a->block_w, bh = a->block_h;
      inside += cat(inside.empty() ? "" : " && ", "acl_bx * ", bw, " >= ", m, " && acl_bx * ", bw,
                    " + ", bw + m, " <= ", a->w, " && acl_by * ", bh, " >= ", m, " && (acl_by + ",
                    p_.sweep, ") * ", bh, " + ", m, " <= ", a->h);
    }
    w_.open("if (", inside, ")");
    sweep_steps(args, true);
    w_.close(" else {");
    sweep_steps(args, false);
    w_.close();
  }

  void sweep_steps(const std::vector<const ArgPlan*>& args, bool inside) {
    const size_t gx = args.front()->grid[0], gy = args.front()->grid[1];
    w_.line("#pragma unroll");
    w_.open("for (int acl_sk = 0; acl_sk < ", p_.sweep, "; acl_sk++)");
    // The last sweep can be short. (A guard around the step instead of the break: PoCL 3.1
    // computed wrong windows in the steps before it, with MIRROR borders, margin 2.)
    if (!inside) w_.line("if (acl_by + acl_sk >= ", gy, ") break;");
    w_.line("acl_st.acl_iter[1] = acl_bx + ", gx, " * (acl_by + acl_sk + ", gy, " * acl_bz);");
    std::vector<Coords> cs;
    for (const ArgPlan* a : args) {
      const Coords c{cat("acl_x", a->index), cat("acl_y", a->index), cat("acl_z", a->index)};
      w_.line("const ACL_COORD ", c.x, " = acl_bx * ", a->block_w, ", ", c.y, " = (acl_by + acl_sk) * ",
              a->block_h, ", ", c.z, " = acl_bz;");
      cs.push_back(c);
    }
    for (size_t i = 0; i < args.size(); ++i) sweep_load(*args[i], cs[i], inside);
    for (size_t i = 0; i < args.size(); ++i) state(*args[i], cs[i]);
    call();
    for (size_t i = 0; i < args.size(); ++i)
      if (writes(*args[i])) sweep_store(*args[i], cs[i], inside);
    w_.close();
  }

  /// A sweep step's window: rows shared with the previous step's window move up, the
  /// others load (a.win_y = a.s + 2m rows; 2m are shared).
  void sweep_load(const ArgPlan& a, const Coords& c, bool inside) {
    const Names n(a.index);
    const std::string& dst = n.p;
    if (!reads(a)) {
      w_.line("#pragma unroll");
      w_.line("for (int acl_j = 0; acl_j < ", a.win_x * a.win_y, "; acl_j++) ", dst, "[acl_j] = (",
              a.type, ")(0);");
      return;
    }
    const int m = int(a.margin);
    const size_t keep = a.win_y - a.s;
    const bool mirror = outside_word(a.desc.attr.border) == OutsideWord::Reflected;
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", own_x(a, c), " - ", m, ", acl_oy = ", c.y, " - ", m, ";");
    if (!inside) {
      // Column indices folded once per step. For clamping borders each is the previous one
      // plus 0 or 1: separate clamps are packed into 2-word vectors by PoCL's SLP pass,
      // and its work-item loop then is not vectorised.
      w_.line("ACL_COORD acl_cx[", a.win_x, "];");
      for (size_t ix = 0; ix < a.win_x; ++ix) {
        if (mirror)
          w_.line("acl_cx[", ix, "] = ", folded(OutsideWord::Reflected, cat("acl_ox + ", ix), a.w,
                                                 true, p_.wide_coords), ";");
        else if (ix == 0)
          w_.line("acl_cx[0] = acl_clamp(acl_ox, 0, ", a.w - 1, ");");
        else
          w_.line("acl_cx[", ix, "] = acl_cx[", ix - 1, "] + ((ACL_UCOORD)(acl_ox + ", ix - 1, ") < ",
                  a.w - 1, "u);");
      }
      // Row indices the same way (advanced at the end of each row below).
      if (!mirror) w_.line("ACL_COORD acl_ry = acl_clamp(acl_oy, 0, ", a.h - 1, ");");
    }
    w_.line("#pragma unroll");
    w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    if (keep) {
      w_.open("if (acl_sk > 0 && acl_iy < ", keep, ")");
      w_.line("#pragma unroll");
      w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
              window_index(a, "acl_ix", "acl_iy"), "] = ", dst, "[",
              window_index(a, "acl_ix", cat("acl_iy + ", a.s)), "];");
      w_.close(" else {");
    } else {
      w_.block();
    }
    if (inside) {
      w_.line("const __global ", a.type, "* acl_rp = ", n.g, " + ",
              word_in(a, cat(c.x, " - ", m), "acl_oy + acl_iy", c.z), " + get_local_id(0);");
      w_.line("#pragma unroll");
      w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
              window_index(a, "acl_ix", "acl_iy"), "] = acl_rp[acl_ix];");
    } else {
      const std::string ry = mirror ? folded(OutsideWord::Reflected, "acl_oy + acl_iy", a.h, true,
                                             p_.wide_coords)
                                    : "acl_ry";
      std::string word = cat(n.g, "[", word_in(a, "acl_cx[acl_ix]", ry, c.z), "]");
      if (writes(a))  // in place (no margin): no read outside the array
        word = zero_outside(cat(n.g, "[", word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z), "]"),
                            "acl_ox + acl_ix", "acl_oy + acl_iy", a.w, a.h, a.type);
      else
        word = bordered(outside_word(a.desc.attr.border), word, "acl_ox + acl_ix",
                        "acl_oy + acl_iy", a.w, a.h, a.type);
      w_.line("#pragma unroll");
      w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++) ", dst, "[",
              window_index(a, "acl_ix", "acl_iy"), "] = ", word, ";");
    }
    w_.close();
    if (!inside && !mirror)
      w_.line("acl_ry += (ACL_UCOORD)(acl_oy + acl_iy) < ", a.h - 1, "u;");
    w_.close();
    w_.close();
  }

  /// A sweep step's write-back of the work-item's own column.
  void sweep_store(const ArgPlan& a, const Coords& c, bool inside) {
    const Names n(a.index);
    const int m = int(a.margin);
    const std::string guard =
        inside ? ""
               : cat("if (", c.x, " + acl_lid < ", a.w + (mutation() == "shift_guard" ? 1 : 0),
                     " && ", c.y, " + acl_iy < ", a.h, ") ");
    w_.line("#pragma unroll");
    w_.line("for (int acl_iy = 0; acl_iy < ", a.s, "; acl_iy++) ", guard, "(", n.g, " + ",
            word_in(a, c.x, cat(c.y, " + acl_iy"), c.z), ")[get_local_id(0)] = ", n.p, "[",
            window_index(a, cat(m), cat("acl_iy + ", m)), "];");
  }

  void declarations() {
    for (const ArgPlan& a : p_.args) {
      const Names n(a.index);
      if (separate(a) && a.nbh) {
        // The neighbours' portions (a.s words each), then the window: get_acl_nbh(p, k) is
        // p less a constant.
        w_.line(a.type, " acl_h", a.index, "[", a.nbh * a.s + a.win_x * a.win_y, "];");
        w_.line(a.type, "* const ", n.p, " = acl_h", a.index, " + ", a.nbh * a.s, ";");
        if (a.prefetch && a.placement == Placement::Private)
          w_.line(a.type, " ", n.q, "[", a.win_x * a.win_y, "];");
      } else if (separate(a)) {
        w_.line(a.type, " ", n.p, "[", a.win_x * a.win_y, "];");
        if (a.prefetch && a.placement == Placement::Private)
          w_.line(a.type, " ", n.q, "[", a.win_x * a.win_y, "];");
      }
      if (a.placement == Placement::Staged) {
        if (reads(a))
          w_.line("__local uchar ", n.t, "[", a.tile_h * a.row_bytes,
                  "] __attribute__((aligned(16)));");
        if (writes(a))
          w_.line("__local uchar ", n.dt, "[", a.block_h * a.row_bytes,
                  "] __attribute__((aligned(16)));");
        if (a.prefetch) w_.line("uint4 ", n.r, "[", chunk_regs(a), "];");
      }
      if (a.placement == Placement::Common) {
        const size_t words = a.tile_w * a.tile_h * (a.prefetch ? 2 : 1);
        w_.line("__local ", a.type, " ", n.t, "[", words, "];");
        if (a.prefetch) w_.line(a.type, " ", n.r, "[", ceil_div(a.tile_w * a.tile_h, p_.wg), "];");
      }
      if (a.is_transfer()) {
        w_.line("acl_st.acl_valid[", a.index, "] = 0; acl_st.acl_origin[", a.index,
                "][0] = 0; acl_st.acl_origin[", a.index, "][1] = 0; acl_st.acl_origin[", a.index,
                "][2] = 0;");
      }
    }
    w_.line(
        "acl_st.acl_iter[0] = 0; acl_st.acl_iter[1] = 0; acl_st.acl_iter[2] = 0; "
        "acl_st.acl_iter[3] = 0;");
    w_.line("acl_st.acl_lane = 0;");
  }

  // Word index expression for in-range and border-checked reads.
  std::string word_in(const ArgPlan& a, const std::string& x, const std::string& y,
                      const std::string& z) const {
    return cat("acl_word_in(", x, ", ", y, ", ", z, ", ", a.h, ", ", flip(a), ", ", a.pitch, ", ",
               a.slice, ")");
  }
  /// Coordinate `g` folded into [0, n) per the border mode (border.hpp). Without a margin
  /// (and without ACL_RANDOM origins or LNO neighbours) no coordinate is negative.
  std::string fold(const ArgPlan& a, const std::string& g, size_t n) const {
    return folded(outside_word(a.desc.attr.border), g, n, a.margin > 0 || random(a) || a.nbh,
                  p_.wide_coords);
  }

  /// The word the border mode gives at user-view (x, y, z), as an rvalue of type T.
  std::string read_word(const ArgPlan& a, const std::string& x, const std::string& y,
                        const std::string& z) const {
    const std::string zz = random(a) ? cat("acl_clamp(", z, ", 0, ", a.d - 1, ")") : z;
    const std::string load =
        cat(Names(a.index).g, "[", word_in(a, fold(a, x, a.w), fold(a, y, a.h), zz), "]");
    return bordered(outside_word(a.desc.attr.border), load, x, y, a.w, a.h, a.type);
  }

  /// Declares block coordinates of `a` for split index expression `n`.
  Coords coords(const ArgPlan& a, const std::string& n, const std::string& sfx) {
    Coords c{cat("acl_x", a.index, sfx), cat("acl_y", a.index, sfx), cat("acl_z", a.index, sfx)};
    if (random(a)) {
      const std::string o = cat("acl_o", a.index, sfx);
      w_.line("const int4 ", o, " = acl_pos", a.index, "[", n, "];");
      w_.line("const ACL_COORD ", c.x, " = ", random_origin(a, o + ".x", a.w, a.block_w), ", ",
              c.y, " = ", random_origin(a, o + ".y", a.h, a.block_h), ", ", c.z, " = ", o,
              ".z;");
      c.sx = o + ".x";
      c.sy = o + ".y";
      return c;
    }
    const size_t gx = a.grid[0], gy = a.grid[1];
    w_.line("const ACL_COORD ", c.x, " = (ACL_COORD)(", n, " % ", gx, ") * ", a.block_w, ";");
    w_.line("const ACL_COORD ", c.y, " = (ACL_COORD)((", n, " / ", gx, ") % ", gy, ") * ",
            a.block_h, ";");
    w_.line("const ACL_COORD ", c.z, " = ", n, " / ", gx * gy, ";");
    return c;
  }

  /// An ACL_RANDOM origin `o` along an axis of `n` words, blocks `span` words long, moved
  /// to where the block's words (halo included) are the same but the coordinates cannot
  /// overflow: for MIRROR borders by whole periods of the reflection, otherwise clamped to
  /// a block (and halo) outside either end, where every word is outside the array.
  std::string random_origin(const ArgPlan& a, const std::string& o, size_t n, size_t span) const {
    if (outside_word(a.desc.attr.border) == OutsideWord::Reflected && n > 1)
      return cat("acl_period(", o, ", ", 2 * n - 2, ")");
    const size_t out = span + a.margin;
    return cat("acl_clamp(", o, ", -", out, ", ", n + a.margin, ")");
  }

  /// Whether the block at `c` with a halo of `m` lies inside the array (work-group uniform).
  std::string block_inside(const ArgPlan& a, const Coords& c, int m) const {
    std::string in = cat(c.x, " - ", m, " >= 0 && ", c.x, " + ", a.block_w + m, " <= ", a.w,
                         " && ", c.y, " - ", m, " >= 0 && ", c.y, " + ", a.block_h + m, " <= ",
                         a.h);
    if (random(a)) in += cat(" && (ACL_UCOORD)", c.z, " < ", a.d, "u");
    return in;
  }

  /// x of the first word this work-item owns in a SEPARATE block.
  std::string own_x(const ArgPlan& a, const Coords& c) const {
    if (a.vertical && a.lanes > 1) return cat("(", c.x, " + acl_lid * ", a.lanes, ")");
    if (a.vertical && a.col_step > 1) return cat("(", c.x, " + acl_lid * ", a.col_step, ")");
    return a.vertical ? cat("(", c.x, " + acl_lid)") : cat("(", c.x, " + acl_lid * ", a.s, ")");
  }
  /// Lanes (ArgPlan::lanes): the work-item's columns (with `m` halo columns each side, from
  /// `ox`) and `rows` rows from `oy` lie inside the array, so each row is one whole vector
  /// (per work-item: only the edges' items diverge).
  std::string lanes_inside(const ArgPlan& a, size_t rows, int m = 0,
                           const std::string& ox = "acl_ox",
                           const std::string& oy = "acl_oy") const {
    return cat(ox, " >= 0 && ", ox, " + ", a.lanes + 2 * m, " <= ", a.w, " && ", oy, " >= 0 && ",
               oy, " + ", rows, " <= ", a.h);
  }
  /// A transfer's unguarded moves (part_ Fast or Both): behind `inside` when the guarded
  /// ones follow, else in a bare block (the unguarded copy of the body tested it already).
  void begin_unguarded(const std::string& inside) {
    if (part_ == Part::Both) w_.open("if (", inside, ")");
    else w_.block();
  }
  /// After the unguarded moves: closes them and the transfer's block when only they are
  /// emitted (returns false), else opens the guarded moves ("} else {", or a bare block
  /// when only they are emitted).
  bool begin_guarded() {
    if (part_ == Part::Fast) {
      w_.close();
      w_.close();
      return false;
    }
    if (part_ == Part::Both) w_.close(" else {");
    else w_.block();
    return true;
  }
  /// Plan::lane_words: whether every row a work-item loads or stores at level-1 coordinates
  /// `cs` lies inside its array (the conjunction of load_direct's and store_direct's tests).
  std::string lanes_all_inside(const std::vector<const ArgPlan*>& args,
                               const std::vector<Coords>& cs) const {
    std::string all;
    auto add = [&](const std::string& test) { all += cat(all.empty() ? "(" : " && (", test, ")"); };
    for (size_t i = 0; i < args.size(); ++i) {
      const ArgPlan& a = *args[i];
      const int m = int(a.margin);
      if (reads(a))
        add(lanes_inside(a, a.win_y, m, cat("(", own_x(a, cs[i]), " - ", m, ")"),
                         cat("(", cs[i].y, " - ", m, ")")));
      if (writes(a)) add(lanes_inside(a, a.s, 0, own_x(a, cs[i]), cat("(", cs[i].y, ")")));
    }
    return all.empty() ? "1" : all;
  }
  /// Plan::lane_words: the unguarded body moves a row of 1- or 2-byte integer lanes as this
  /// vector of 32-bit words ("" when it moves them as they are).
  std::string word_vector(const ArgPlan& a) const {
    if (!p_.lane_words || part_ != Part::Fast || !moves_as_words(a)) return "";
    const size_t words = a.lanes * a.ws / 4;
    return words == 1 ? "uint" : cat("uint", words);
  }
  /// Lane `ix` of a row moved as `words` (in acl_w): the 32-bit word holding it, and the
  /// shift of its lowest bit in that word.
  static std::string lane_word(const ArgPlan& a, const std::string& words, size_t ix) {
    return words == "uint" ? "acl_w" : cat("acl_w.s", "0123"[ix * a.ws / 4]);
  }
  static size_t lane_shift(const ArgPlan& a, size_t ix) { return 8 * (ix * a.ws % 4); }
  /// The vector type of one row of a work-item's lanes, and its element `ix`.
  std::string lane_vector(const ArgPlan& a) const { return cat(a.type, a.lanes); }
  static std::string lane_element(size_t ix) {
    return cat(".s", "0123456789abcdef"[ix]);
  }
  std::string window_index(const ArgPlan& a, const std::string& ix, const std::string& iy) const {
    return a.vertical ? cat("(", ix, ") * ", a.win_y, " + (", iy, ")")
                      : cat("(", iy, ") * ", a.win_x, " + (", ix, ")");
  }

  /// Loads a work-item's window straight from global memory into private array `dst`.
  void load_direct(const ArgPlan& a, const Coords& c, const std::string& dst) {
    const Names n(a.index);
    const int m = int(a.margin);
    if (!reads(a)) {  // definition only: starts at zero so User_main can accumulate
      w_.line("for (int acl_j = 0; acl_j < ", a.win_x * a.win_y, "; acl_j++) ", dst, "[acl_j] = (",
              a.type, ")(0);");
      return;
    }
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", own_x(a, c), " - ", m, ", acl_oy = ", c.y, " - ", m, ";");
    const bool fast = part_ != Part::Slow;
    if (a.lanes > 1) {
      // The own columns as one vector per row, the halo columns word by word.
      if (fast) {
        begin_unguarded(lanes_inside(a, a.win_y, m));
        w_.line("#pragma unroll");
        w_.open("for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
        const std::string words = word_vector(a),
                          at = word_in(a, cat("acl_ox + ", m), "acl_oy + acl_iy", c.z);
        if (!words.empty()) {
          w_.line("#ifdef __ENDIAN_LITTLE__");
          w_.line("const ", words, " acl_w = *(const __global ", words, "*)&", n.g, "[", at, "];");
          for (size_t ix = 0; ix < a.lanes; ++ix)
            w_.line(dst, "[", window_index(a, cat(ix + m), "acl_iy"), "] = (", a.type, ")(",
                    lane_word(a, words, ix), " >> ", lane_shift(a, ix), ");");
          w_.line("#else");
        }
        w_.line("const ", lane_vector(a), " acl_lv = *(const __global ", lane_vector(a), "*)&", n.g,
                "[", at, "];");
        for (size_t ix = 0; ix < a.lanes; ++ix)
          w_.line(dst, "[", window_index(a, cat(ix + m), "acl_iy"), "] = acl_lv", lane_element(ix),
                  ";");
        if (!words.empty()) w_.line("#endif");
        for (int ix = 0; ix < m; ++ix)
          for (size_t side : {size_t(ix), size_t(ix) + m + a.lanes})
            w_.line(dst, "[", window_index(a, cat(side), "acl_iy"), "] = ", n.g, "[",
                    word_in(a, cat("acl_ox + ", side), "acl_oy + acl_iy", c.z), "];");
        w_.close();
      }
    } else {
      // The test is on the whole block, so it is uniform across the work-group: no
      // divergence on GPUs, and PoCL can vectorise the work-item loop of the fast path.
      w_.open("if (", block_inside(a, c, m), ")");
      // Windows with a halo read through a pointer to their first word, at constant offsets
      // (PoCL, 3x3 Gaussian on 2048^2: 1.24-1.35 ms against 1.40-1.65 with an index per
      // word; for data without a margin it measured slower: gather 2.42 against 2.25).
      // Columns every col_step words: a pointer that advances with the local id shows PoCL
      // the stride (interleaved loads rather than gathers).
      const bool strided = a.col_step > 1;
      if (strided)
        w_.line("const __global ", a.type, "* acl_rp = ", n.g, " + ",
                word_in(a, cat(c.x, " - ", m), "acl_oy", c.z), " + ", a.col_step,
                " * get_local_id(0);");
      else if (m > 0)
        w_.line("const __global ", a.type, "* acl_rp = &", n.g, "[",
                word_in(a, "acl_ox", "acl_oy", c.z), "];");
      w_.line("#pragma unroll");
      w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
      w_.line("  #pragma unroll");
      w_.line("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
      if (m > 0 || strided)
        w_.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"),
                "] = acl_rp[acl_ix + acl_iy * ", flip(a) ? "-" : "", a.pitch, "];");
      else
        w_.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"), "] = ", n.g, "[",
                word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z), "];");
    }
    if (!begin_guarded()) return;
    w_.line("#pragma unroll");
    w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
    w_.line("  #pragma unroll");
    w_.open("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    // Data that is also written gets zero padding without a read: a clamped read of the
    // edge word would race with the work-item that owns and writes it (Oclgrind found it).
    const std::string word =
        writes(a) ? zero_outside(cat(n.g, "[", word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z),
                                     "]"),
                                 "acl_ox + acl_ix", "acl_oy + acl_iy", a.w, a.h, a.type)
                  : read_word(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z);
    w_.line(dst, "[", window_index(a, "acl_ix", "acl_iy"), "] = ", word, ";");
    w_.close();
    w_.close();
    w_.close();
  }

  // ---- staged blocks (vertical SEPARATE data through a local tile) ----
  // Tile word (tx, ty) sits at byte ty * row_bytes + off(ty) + tx * ws, where off(ty) is
  // the 16-byte misalignment of the block row in global memory (0 when rows are aligned or
  // copied word by word). Chunked rows then copy as whole 16-byte chunks.

  /// Byte address of block row `r` (an expression) of `a`, relative to the buffer.
  std::string row_address(const ArgPlan& a, const Coords& c, const std::string& r) const {
    return cat("(", word_in(a, c.x, cat(c.y, " + ", r), c.z), ") * ", a.ws);
  }
  std::string row_off(const ArgPlan& a, const Coords& c, const std::string& r) const {
    if (!a.chunked || a.aligned_rows) return "0";
    return cat("(int)(", row_address(a, c, r), " & 15)");
  }
  /// The tile word (tx, ty) as an lvalue of type T.
  std::string tile_word(const ArgPlan& a, const std::string& tile, const std::string& tx,
                        const std::string& ty, const std::string& off) const {
    return cat("((__local ", a.type, "*)(", tile, " + (", ty, ") * ", a.row_bytes, " + ", off,
               "))[", tx, "]");
  }
  /// Whole 16-byte chunks can be copied: the block lies inside the array and, for unaligned
  /// rows, the extra chunk past each row's end stays inside the array too (work-group uniform).
  std::string chunks_inside(const ArgPlan& a, const Coords& c) const {
    std::string cond = cat(c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h,
                           " <= ", a.h);
    if (!a.aligned_rows) {
      const size_t extent = ((a.d - 1) * a.slice + (a.h - 1) * a.pitch + a.w) * a.ws;
      cond += cat(" && max(", row_address(a, c, "0"), ", ", row_address(a, c, cat(a.block_h - 1)),
                  ") + ", a.block_w * a.ws + 16, " <= ", extent);
    }
    return cond;
  }
  size_t chunk_count(const ArgPlan& a) const { return a.tile_h * a.chunks_per_row; }
  size_t chunk_regs(const ArgPlan& a) const { return ceil_div(chunk_count(a), p_.wg); }

  /// Chunk t of the block as a uint4 expression (declares r, c, A in the current scope).
  void chunk_source(const ArgPlan& a, const Coords& c) {
    const size_t cpr = a.chunks_per_row;
    w_.line("const int acl_r = acl_t / ", cpr, ", acl_c = acl_t - acl_r * ", cpr, ";");
    w_.line("const ACL_INDEX acl_A = ", row_address(a, c, "acl_r"), ";");
  }
  std::string chunk_load(const ArgPlan& a) const {
    return cat("*(const __global uint4*)((const __global uchar*)", Names(a.index).g,
               " + acl_A - (acl_A & 15) + 16 * acl_c)");
  }

  /// Group copy of the block into its tile, 16-byte chunks straight from global memory.
  void staged_chunks_to_tile(const ArgPlan& a, const Coords& c) {
    w_.open("for (int acl_t = acl_lid; acl_t < ", chunk_count(a), "; acl_t += ", p_.wg, ")");
    chunk_source(a, c);
    w_.line("((__local uint4*)", Names(a.index).t, ")[acl_t] = ", chunk_load(a), ";");
    w_.close();
  }
  /// The next block's chunks into registers (prefetch).
  void staged_chunks_to_regs(const ArgPlan& a, const Coords& c) {
    w_.open("for (int acl_j = 0; acl_j < ", chunk_regs(a), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ";");
    w_.open("if (acl_t < ", chunk_count(a), ")");
    chunk_source(a, c);
    w_.line(Names(a.index).r, "[acl_j] = ", chunk_load(a), ";");
    w_.close();
    w_.close();
  }
  void staged_regs_to_tile(const ArgPlan& a) {
    w_.open("for (int acl_j = 0; acl_j < ", chunk_regs(a), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ";");
    w_.line("if (acl_t < ", chunk_count(a), ") ((__local uint4*)", Names(a.index).t,
            ")[acl_t] = ", Names(a.index).r, "[acl_j];");
    w_.close();
  }
  /// Word-by-word group copy with border handling (ragged blocks, margins).
  void staged_words_to_tile(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    const int m = int(a.margin);
    w_.open("for (int acl_t = acl_lid; acl_t < ", a.tile_w * a.tile_h, "; acl_t += ", p_.wg, ")");
    w_.line("const int acl_ty = acl_t / ", a.tile_w, ", acl_tx = acl_t - acl_ty * ", a.tile_w, ";");
    w_.line(tile_word(a, n.t, "acl_tx", "acl_ty", row_off(a, c, "acl_ty")), " = ",
            read_word(a, cat(c.x, " - ", m, " + acl_tx"), cat(c.y, " - ", m, " + acl_ty"), c.z),
            ";");
    w_.close();
  }

  /// Fills the staged tile of the block at `c`; from registers when they were prefetched.
  void load_staged_tile(const ArgPlan& a, const Coords& c) {
    w_.block();
    if (a.chunked) {
      w_.open("if (", chunks_inside(a, c), ")");
      if (a.prefetch) staged_regs_to_tile(a);
      else staged_chunks_to_tile(a, c);
      w_.close(" else {");
    }
    staged_words_to_tile(a, c);
    if (a.chunked) w_.close();
    w_.close();
  }
  /// Prefetch of the next block's chunks (only blocks that pass chunks_inside).
  void prefetch_staged(const ArgPlan& a, const Coords& c) {
    w_.open("if (", chunks_inside(a, c), ")");
    staged_chunks_to_regs(a, c);
    w_.close();
  }

  /// Copies a work-item's window from the staged tile into its private array.
  void copy_from_tile(const ArgPlan& a, const Coords& c, const std::string& dst) {
    const Names n(a.index);
    w_.line("#pragma unroll");
    w_.line("for (int acl_ix = 0; acl_ix < ", a.win_x, "; acl_ix++)");
    w_.line("  #pragma unroll");
    w_.line("  for (int acl_iy = 0; acl_iy < ", a.win_y, "; acl_iy++)");
    w_.line("    ", dst, "[", window_index(a, "acl_ix", "acl_iy"),
            "] = ", tile_word(a, n.t, "acl_lid + acl_ix", "acl_iy", row_off(a, c, "acl_iy")), ";");
  }

  /// The neighbours' portions into acl_h<i>, in get_acl_nbh order. ACL_LNO0/1/2 (up and
  /// down, left, left and right): before processing, words outside the array per the
  /// border mode. ACL_RNO0/1/2 in wavefront plans (above; above, above-left, left; left,
  /// above-left, above, above-right): after processing, read back from the written buffer,
  /// words outside the array zero.
  void load_neighbours(const ArgPlan& a, const Coords& c) {
    // Offsets of each neighbour in portions (x, y).
    std::vector<std::pair<long, long>> d;
    switch (a.desc.attr.dependency) {
      case ACL_LNO0: d = {{0, -1}, {0, 1}}; break;
      case ACL_LNO1: d = {{-1, 0}}; break;
      case ACL_LNO2: d = {{-1, 0}, {1, 0}}; break;
      case ACL_RNO0: d = {{0, -1}}; break;
      case ACL_RNO1: d = {{0, -1}, {-1, -1}, {-1, 0}}; break;
      default: d = {{-1, 0}, {-1, -1}, {0, -1}, {1, -1}}; break;  // RNO2
    }
    const long s = long(a.s), step_x = a.vertical ? 1 : s, step_y = a.vertical ? s : 1;
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
    for (size_t k = 0; k < d.size(); ++k) {
      const long dx = d[k].first * step_x, dy = d[k].second * step_y;
      const std::string x = a.vertical ? cat("acl_ox + ", dx) : cat("acl_ox + ", dx, " + acl_j");
      const std::string y = a.vertical ? cat("acl_oy + ", dy, " + acl_j") : cat("acl_oy + ", dy);
      const std::string word =
          is_rno(a.desc.attr.dependency)
              ? zero_outside(cat(Names(a.index).g, "[", word_in(a, x, y, c.z), "]"), x, y, a.w,
                             a.h, a.type)
              : read_word(a, x, y, c.z);
      w_.line("#pragma unroll");
      w_.line("for (int acl_j = 0; acl_j < ", a.s, "; acl_j++) acl_h", a.index, "[", k * a.s,
              " + acl_j] = ", word, ";");
    }
    w_.close();
  }

  // ---- transformed write-backs (ACL_SPECIAL_*) ----
  // User_main fills its block in the view's orientation; these stores put view word
  // (sx, sy) where the transform sends it in the destination (dest_w x dest_h).

  unsigned scale_log2(const ArgPlan& a) const { return a.desc.attr.scale_log2; }

  /// Destination word (X, Y) of the slice z as an lvalue.
  std::string dest_word(const ArgPlan& a, const std::string& X, const std::string& Y,
                        const std::string& z) const {
    return cat(Names(a.index).g, "[acl_word_in(", X, ", ", Y, ", ", z, ", ", a.dest_h, ", 0, ",
               a.pitch, ", ", a.slice, ")]");
  }

  /// Statements storing `value`, view word (sx, sy) of slice z, per the transform; the
  /// caller has checked that (sx, sy) lies inside the view.
  void special_store(const ArgPlan& a, const std::string& sx, const std::string& sy,
                     const std::string& z, const std::string& value) {
    const std::string W1 = cat(a.w - 1), H1 = cat(a.h - 1);
    const unsigned k = scale_log2(a);
    const size_t f = size_t(1) << k;
    switch (a.desc.attr.def) {
      case ACL_SPECIAL_ROT90:
        w_.line(dest_word(a, cat(H1, " - (", sy, ")"), sx, z), " = ", value, ";");
        break;
      case ACL_SPECIAL_ROT180:
        w_.line(dest_word(a, cat(W1, " - (", sx, ")"), cat(H1, " - (", sy, ")"), z), " = ", value,
                ";");
        break;
      case ACL_SPECIAL_ROT270:
        w_.line(dest_word(a, sy, cat(W1, " - (", sx, ")"), z), " = ", value, ";");
        break;
      case ACL_SPECIAL_MIRROR_TRANSPOSE:
        w_.line(dest_word(a, sy, sx, z), " = ", value, ";");
        break;
      case ACL_SPECIAL_FLIP:
        w_.line(dest_word(a, cat(W1, " - (", sx, ")"), sy, z), " = ", value, ";");
        break;
      case ACL_SPECIAL_ENLARGE:
        w_.line("#pragma unroll");
        w_.line("for (int acl_ey = 0; acl_ey < ", f, "; acl_ey++)");
        w_.line("  #pragma unroll");
        w_.line("  for (int acl_ex = 0; acl_ex < ", f, "; acl_ex++) ",
                dest_word(a, cat("((", sx, ") << ", k, ") + acl_ex"),
                          cat("((", sy, ") << ", k, ") + acl_ey"), z),
                " = ", value, ";");
        break;
      case ACL_SPECIAL_SHRINK:
        w_.line("if (((", sx, ") & ", f - 1, ") == 0 && ((", sy, ") & ", f - 1, ") == 0) ",
                dest_word(a, cat("(", sx, ") >> ", k), cat("(", sy, ") >> ", k), z), " = ", value,
                ";");
        break;
      default: internal_error("special_store: not an ACL_SPECIAL_* def");
    }
  }

  /// A work-item stores its own words one by one (classes that do not stage), or, with
  /// lanes, as vectors: for ENLARGE each row of its lanes as 2^k destination rows of
  /// 16-byte vectors, for SHRINK each kept row's kept words as one vector.
  void store_special_direct(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    const int m = int(a.margin);
    const size_t owx = a.vertical ? a.lanes : a.s, owy = a.vertical ? a.s : 1;
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
    const bool shrink = a.desc.attr.def == ACL_SPECIAL_SHRINK;
    if (a.lanes > 1 && shrink && a.s % (size_t(1) << scale_log2(a)) != 0) {
      w_.block();  // short blocks (kept rows at no fixed step): word by word below
    } else if (a.lanes > 1 && shrink) {
      // SHRINK (choose_lanes, lane_shrink): each kept row's lanes >> k kept words as one
      // vector (a word when lanes is 2^k); blocks start on kept rows.
      const unsigned k = scale_log2(a);
      const size_t f = size_t(1) << k, words = a.lanes >> k;
      const std::string vt = words > 1 ? cat(a.type, words) : a.type;
      std::string v;
      for (size_t j = 0; j < words; ++j)
        v += cat(j ? ", " : "", n.p, "[", window_index(a, cat(j << k), "acl_iy"), "]");
      w_.open("if (", lanes_inside(a, owy), ")");
      w_.line("#pragma unroll");
      w_.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy += ", f, ")");
      w_.line("  *(__global ", vt, "*)&",
              dest_word(a, cat("acl_ox >> ", k), cat("(acl_oy + acl_iy) >> ", k), c.z), " = (", vt,
              ")(", v, ");");
      w_.close(" else {");
    } else if (a.lanes > 1) {
      // ENLARGE (choose_lanes): lanes x 2^k destination words per row, one aligned vector
      // (knob enlarge_bytes), through acl_stream where the plan streams (ArgPlan::stream).
      const unsigned k = scale_log2(a);
      const size_t f = size_t(1) << k, run = a.lanes * f;
      const std::string vt = cat(a.type, run);
      std::string v;
      for (size_t r = 0; r < run; ++r)
        v += cat(r ? ", " : "", n.p, "[", window_index(a, cat(r >> k), "acl_iy"), "]");
      w_.open("if (", lanes_inside(a, owy), ")");
      w_.line("#pragma unroll");
      w_.open("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
      for (size_t ey = 0; ey < f; ++ey) {
        const std::string at = cat("(__global ", vt, "*)&",
                                   dest_word(a, cat("(acl_ox << ", k, ") + 0"),
                                             cat("((acl_oy + acl_iy) << ", k, ") + ", ey), c.z));
        if (a.stream) w_.line("acl_stream((", vt, ")(", v, "), ", at, ");");
        else w_.line("*", at, " = (", vt, ")(", v, ");");
      }
      w_.close();
      w_.close(" else {");
    }
    if (a.col_step > 1) {
      // Kept columns only (SHRINK by col_step): work-item lid stores destination word
      // (x >> k) + lid of each kept row, unguarded where the block lies inside the view (so
      // PoCL's loads above stay unmasked and interleave), through the same address with a
      // guard elsewhere (so the compiler's merged store is not a scatter).
      const unsigned k = scale_log2(a);
      const std::string store =
          cat("(", n.g, " + acl_word_in(", c.x, " >> ", k, ", (acl_oy + acl_iy) >> ", k, ", ", c.z,
              ", ", a.dest_h, ", 0, ", a.pitch, ", ", a.slice, "))[get_local_id(0)] = ", n.p, "[",
              window_index(a, cat(m), cat("acl_iy + ", m)), "];");
      const std::string kept = cat("((acl_oy + acl_iy) & ", a.col_step - 1, ") == 0");
      w_.open("if (", block_inside(a, c, 0), ")");
      w_.line("#pragma unroll");
      w_.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
      w_.line("  if (", kept, ") ", store);
      w_.close(" else {");
      w_.line("#pragma unroll");
      w_.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
      w_.line("  if (", kept, " && acl_ox < ", a.w + (mutation() == "shift_guard" ? 1 : 0),
              " && acl_oy + acl_iy < ", a.h, ") ", store);
      w_.close();
      w_.close();
      return;
    }
    w_.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
    w_.open("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
    w_.open("if (acl_ox + acl_ix < ", a.w, " && acl_oy + acl_iy < ", a.h, ")");
    special_store(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z,
                  cat(n.p, "[", window_index(a, cat("acl_ix + ", m), cat("acl_iy + ", m)), "]"));
    w_.close();
    w_.close();
    if (a.lanes > 1) w_.close();
    w_.close();
  }

  /// The group stores its staged block in the destination's row order: consecutive
  /// work-items write consecutive destination words and read down the padded tile. Blocks
  /// inside the view take a copy of the loop without the per-word guard (H200, summed-area
  /// pass over 8192^2 words with a transposing write-back: 0.540 ms guarded, 0.320 not).
  void store_special_group(const ArgPlan& a, const Coords& c) {
    const cl_uint def = a.desc.attr.def;
    w_.block();
    if (def == ACL_SPECIAL_ENLARGE || def == ACL_SPECIAL_SHRINK) {
      // Scaling write-backs keep their guards everywhere: without them in blocks inside
      // the view, H200 shrink2 (8192^2 floats) took 0.095 ms instead of 0.081.
      if (a.dest_run) store_scaled_runs(a, c);
      else special_group_words(a, c, true);
      w_.close();
      return;
    }
    w_.open("if (", c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h, " <= ",
            a.h, ")");
    special_group_words(a, c, false);
    w_.close(" else {");
    special_group_words(a, c, true);
    w_.close();
    w_.close();
  }

  /// store_special_group's loop; `guarded`: each word checks that it lies inside the view
  /// (always for ENLARGE and SHRINK).
  void special_group_words(const ArgPlan& a, const Coords& c, bool guarded) {
    const Names n(a.index);
    const size_t bw = a.block_w, bh = a.block_h;
    const unsigned k = scale_log2(a);
    const size_t f = size_t(1) << k;
    const cl_uint def = a.desc.attr.def;
    auto tile = [&](const std::string& tx, const std::string& ty) {
      return tile_word(a, n.dt, tx, ty, "0");
    };
    if (a.dest_run && !guarded) {
      store_transposed_runs(a, c);
    } else if (def == ACL_SPECIAL_ENLARGE) {
      // Destination words of the block, row by row; each reads its source word.
      const size_t dw = bw * f;
      w_.open("for (int acl_t = acl_lid; acl_t < ", dw * bh * f, "; acl_t += ", p_.wg, ")");
      w_.line("const int acl_v = acl_t / ", dw, ", acl_u = acl_t - acl_v * ", dw, ";");
      w_.line("const int acl_tx = acl_u >> ", k, ", acl_ty = acl_v >> ", k, ";");
      w_.line("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ") ",
              dest_word(a, cat("(", c.x, " << ", k, ") + acl_u"),
                        cat("(", c.y, " << ", k, ") + acl_v"), c.z),
              " = ", tile("acl_tx", "acl_ty"), ";");
      w_.close();
    } else if (def == ACL_SPECIAL_SHRINK) {
      // The destination words whose square starts in this block.
      const size_t nx = (bw + f - 1) / f, ny = (bh + f - 1) / f;
      w_.line("const ACL_COORD acl_X0 = (", c.x, " + ", f - 1, ") >> ", k, ", acl_Y0 = (", c.y, " + ",
              f - 1, ") >> ", k, ";");
      w_.open("for (int acl_t = acl_lid; acl_t < ", nx * ny, "; acl_t += ", p_.wg, ")");
      w_.line("const int acl_v = acl_t / ", nx, ", acl_u = acl_t - acl_v * ", nx, ";");
      w_.line("const int acl_tx = ((acl_X0 + acl_u) << ", k, ") - ", c.x,
              ", acl_ty = ((acl_Y0 + acl_v) << ", k, ") - ", c.y, ";");
      w_.line("if (acl_tx < ", bw, " && acl_ty < ", bh, " && ", c.x, " + acl_tx < ", a.w, " && ",
              c.y, " + acl_ty < ", a.h, ") ", dest_word(a, "acl_X0 + acl_u", "acl_Y0 + acl_v", c.z),
              " = ", tile("acl_tx", "acl_ty"), ";");
      w_.close();
    } else {
      const bool swap = is_transposing(def);
      const size_t dw = swap ? bh : bw;  // destination-row words of the block
      w_.open("for (int acl_t = acl_lid; acl_t < ", bw * bh, "; acl_t += ", p_.wg, ")");
      w_.line("const int acl_v = acl_t / ", dw, ", acl_u = acl_t - acl_v * ", dw, ";");
      std::string tx, ty;
      switch (def) {
        case ACL_SPECIAL_ROT90:
          tx = "acl_v", ty = cat(bh - 1, " - acl_u");
          break;
        case ACL_SPECIAL_ROT270:
          tx = cat(bw - 1, " - acl_v"), ty = "acl_u";
          break;
        case ACL_SPECIAL_MIRROR_TRANSPOSE:
          tx = "acl_v", ty = "acl_u";
          break;
        case ACL_SPECIAL_ROT180:
          tx = cat(bw - 1, " - acl_u"), ty = cat(bh - 1, " - acl_v");
          break;
        default:
          tx = cat(bw - 1, " - acl_u"), ty = "acl_v";
          break;  // FLIP
      }
      w_.line("const int acl_tx = ", tx, ", acl_ty = ", ty, ";");
      if (guarded) w_.open("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ")");
      special_store(a, cat(c.x, " + acl_tx"), cat(c.y, " + acl_ty"), c.z, tile("acl_tx", "acl_ty"));
      if (guarded) w_.close();
      w_.close();
    }
  }

  /// store_special_group for ENLARGE and SHRINK in runs of a.dest_run destination words:
  /// a work-item stores a whole run as one 16-byte vector, or word by word at the array's
  /// right edge. (The planner has checked that every run starts 16-byte aligned.)
  void store_scaled_runs(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    const size_t run = a.dest_run, bw = a.block_w, bh = a.block_h;
    const unsigned k = scale_log2(a);
    const size_t f = size_t(1) << k;
    const bool enlarge = a.desc.attr.def == ACL_SPECIAL_ENLARGE;
    // Destination words per block row and block rows; the view word of run word u + r.
    const size_t dw = enlarge ? bw * f : bw / f, dh = enlarge ? bh * f : (bh + f - 1) / f;
    auto source_x = [&](const std::string& u) {
      return enlarge ? cat("((", u, ") >> ", k, ")") : cat("((", u, ") << ", k, ")");
    };
    const std::string X = enlarge ? cat("(", c.x, " << ", k, ")") : cat("(", c.x, " >> ", k, ")");
    w_.open("for (int acl_t = acl_lid; acl_t < ", dw / run * dh, "; acl_t += ", p_.wg, ")");
    w_.line("const int acl_v = acl_t / ", dw / run, ", acl_u = (acl_t - acl_v * ", dw / run, ") * ",
            run, ";");
    if (enlarge) {
      w_.line("const int acl_ty = acl_v >> ", k, ";");
      w_.line("const ACL_COORD acl_Y = (", c.y, " << ", k, ") + acl_v;");
      w_.open("if (", c.y, " + acl_ty < ", a.h, ")");
    } else {
      w_.line("const ACL_COORD acl_Y = ((", c.y, " + ", f - 1, ") >> ", k,
              ") + acl_v, acl_ty = (acl_Y << ", k, ") - ", c.y, ";");
      w_.open("if (acl_ty < ", bh, " && ", c.y, " + acl_ty < ", a.h, ")");
    }
    std::string words;
    for (size_t r = 0; r < run; ++r)
      words += cat(r ? ", " : "", tile_word(a, n.dt, source_x(cat("acl_u + ", r)), "acl_ty", "0"));
    w_.open("if (", c.x, " + ", source_x(cat("acl_u + ", run - 1)), " < ", a.w, ")");
    w_.line("*(__global ", a.type, run, "*)&", dest_word(a, cat(X, " + acl_u"), "acl_Y", c.z),
            " = (", a.type, run, ")(", words, ");");
    w_.close(" else {");
    w_.line("#pragma unroll");
    w_.line("for (int acl_r = 0; acl_r < ", run, "; acl_r++)");
    w_.line("  if (", c.x, " + ", source_x("acl_u + acl_r"), " < ", a.w, ") ",
            dest_word(a, cat(X, " + acl_u + acl_r"), "acl_Y", c.z), " = ",
            tile_word(a, n.dt, source_x("acl_u + acl_r"), "acl_ty", "0"), ";");
    w_.close();
    w_.close();
    w_.close();
  }

  /// A transposing write-back of a block inside the view in runs of a.dest_run destination
  /// words: a block column is a destination row, so a work-item reads a run down a tile
  /// column and stores it as one 16-byte vector (H200, summed-area pass over 8192^2 words:
  /// 0.320 ms word by word, 0.263 in runs of 4). The planner has checked that runs start
  /// 16-byte aligned: block heights, and for ROT90 the view's height, are multiples of runs.
  void store_transposed_runs(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    const size_t run = a.dest_run, bw = a.block_w, bh = a.block_h, per_row = bh / run;
    const cl_uint def = a.desc.attr.def;
    w_.open("for (int acl_t = acl_lid; acl_t < ", bw * per_row, "; acl_t += ", p_.wg, ")");
    w_.line("const int acl_v = acl_t / ", per_row, ", acl_u = (acl_t - acl_v * ", per_row, ") * ",
            run, ";");
    // Destination row and first word of the run; tile row of run word r.
    std::string X, Y, tx = "acl_v";
    auto ty = [&](size_t r) { return cat("acl_u + ", r); };
    switch (def) {
      case ACL_SPECIAL_ROT90:  // view (sx, sy) -> (H - 1 - sy, sx)
        X = cat(a.h, " - ", c.y, " - ", bh, " + acl_u"), Y = cat(c.x, " + acl_v");
        break;
      case ACL_SPECIAL_ROT270:  // (sx, sy) -> (sy, W - 1 - sx)
        X = cat(c.y, " + acl_u"), Y = cat(a.w - 1, " - ", c.x, " - acl_v");
        break;
      default:  // MIRROR_TRANSPOSE: (sx, sy) -> (sy, sx)
        X = cat(c.y, " + acl_u"), Y = cat(c.x, " + acl_v");
        break;
    }
    std::string words;
    for (size_t r = 0; r < run; ++r)
      words +=
          cat(r ? ", " : "",
              tile_word(a, n.dt, tx,
                        def == ACL_SPECIAL_ROT90 ? cat(bh - 1, " - acl_u - ", r) : ty(r), "0"));
    w_.line("*(__global ", a.type, run, "*)&", dest_word(a, X, Y, c.z), " = (", a.type, run, ")(",
            words, ");");
    w_.close();
  }

  /// Plan::skip_dropped: leaves a block (uniformly for the group) when every SHRINK
  /// argument keeps none of its words: no multiple of 2^k among its rows or its columns.
  void skip_dropped_block(const std::vector<const ArgPlan*>& args, const std::vector<Coords>& cs) {
    std::string all;
    for (size_t i = 0; i < args.size(); ++i) {
      const ArgPlan& a = *args[i];
      if (a.desc.attr.def != ACL_SPECIAL_SHRINK) continue;
      const unsigned k = scale_log2(a);
      auto none = [&](const std::string& o, size_t extent) {
        return cat("((", o, " + ", extent - 1, ") >> ", k, ") == ((", o, " - 1) >> ", k, ")");
      };
      all += cat(all.empty() ? "" : " && ", "(", none(cs[i].y, a.block_h), " || ",
                 none(cs[i].x, a.block_w), ")");
    }
    w_.line("if (", all, ") continue;");
  }

  /// Writes the work-item's own portion (never the halo, never padding) back.
  void store_direct(const ArgPlan& a, const Coords& c) {
    if (a.dest_w) return store_special_direct(a, c);
    const Names n(a.index);
    const int m = int(a.margin);
    const size_t owx = a.vertical ? a.lanes : a.s, owy = a.vertical ? a.s : 1;
    w_.block();
    w_.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
    const std::string store =
        cat(n.g, "[", word_in(a, "acl_ox + acl_ix", "acl_oy + acl_iy", c.z), "] = ", n.p, "[",
            window_index(a, cat("acl_ix + ", m), cat("acl_iy + ", m)), "];");
    const bool fast = part_ != Part::Slow;
    if (a.lanes > 1) {
      if (fast) {
        std::string lanes;
        for (size_t ix = 0; ix < a.lanes; ++ix)
          lanes += cat(ix ? ", " : "", n.p, "[", window_index(a, cat(ix), "acl_iy"), "]");
        begin_unguarded(lanes_inside(a, owy));
        const std::string words = word_vector(a), at = word_in(a, "acl_ox", "acl_oy + acl_iy", c.z);
        if (!words.empty()) {
          // Each 32-bit word ORs its lanes in at their shifts (zero-extended first).
          const std::string u = a.ws == 1 ? "uchar" : "ushort";
          std::vector<std::string> w(a.lanes * a.ws / 4);
          for (size_t ix = 0; ix < a.lanes; ++ix) {
            const size_t k = ix * a.ws / 4;
            w[k] += cat(w[k].empty() ? "" : " | ", "(uint)(", u, ")", n.p, "[",
                        window_index(a, cat(ix), "acl_iy"), "] << ", lane_shift(a, ix));
          }
          std::string packed;
          for (size_t k = 0; k < w.size(); ++k) packed += cat(k ? ", " : "", "(", w[k], ")");
          w_.line("#ifdef __ENDIAN_LITTLE__");
          w_.line("#pragma unroll");
          w_.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++) *(__global ", words, "*)&",
                  n.g, "[", at, "] = ", w.size() > 1 ? cat("(", words, ")") : "", "(", packed,
                  ");");
          w_.line("#else");
        }
        w_.line("#pragma unroll");
        w_.line("for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++) *(__global ", lane_vector(a),
                "*)&", n.g, "[", at, "] = (", lane_vector(a), ")(", lanes, ");");
        if (!words.empty()) w_.line("#endif");
      }
    } else {
      w_.open("if (", block_inside(a, c, 0), ")");
      w_.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
      w_.line("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++) ", store);
    }
    if (!begin_guarded()) return;
    w_.line("for (int acl_ix = 0; acl_ix < ", owx, "; acl_ix++)");
    w_.line("  for (int acl_iy = 0; acl_iy < ", owy, "; acl_iy++)");
    if (random(a))  // clipped on every side, slices included
      w_.line("    if ((ACL_UCOORD)(acl_ox + acl_ix) < ", a.w, "u && (ACL_UCOORD)(acl_oy + acl_iy) < ",
              a.h, "u && (ACL_UCOORD)", c.z, " < ", a.d, "u) ", store);
    else
      w_.line("    if (acl_ox + acl_ix < ", a.w + (mutation() == "shift_guard" ? 1 : 0),
              " && acl_oy + acl_iy < ", a.h, ") ", store);
    w_.close();
    w_.close();
  }

  /// Staged write-back: own column into the def tile, then a group store.
  void store_staged_tile(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    const int m = int(a.margin);
    if (a.lanes > 1) {  // the work-item's columns, side by side
      w_.line("#pragma unroll");
      w_.open("for (int acl_lane = 0; acl_lane < ", a.lanes, "; acl_lane++)");
      w_.line("for (int acl_iy = 0; acl_iy < ", a.s, "; acl_iy++)");
      w_.line("  ",
              tile_word(a, n.dt, cat("acl_lid * ", a.lanes, " + acl_lane"), "acl_iy",
                        row_off(a, c, "acl_iy")),
              " = ", n.p, "[", window_index(a, cat("acl_lane + ", m), cat("acl_iy + ", m)), "];");
      w_.close();
      return;
    }
    w_.line("for (int acl_iy = 0; acl_iy < ", a.s, "; acl_iy++)");
    w_.line("  ", tile_word(a, n.dt, "acl_lid", "acl_iy", row_off(a, c, "acl_iy")), " = ", n.p, "[",
            window_index(a, cat(m), cat("acl_iy + ", m)), "];");
  }
  void store_staged_group(const ArgPlan& a, const Coords& c) {
    const Names n(a.index);
    w_.block();
    if (a.chunked) {
      // Whole 16-byte chunks of each block row are stored whole. An unaligned row starts
      // `off` bytes into its first chunk: its head (16 - off bytes) and tail (off bytes) are
      // 16 single-byte stores, one per work-item, so nothing outside the block is touched
      // and no work-item loops over bytes alone.
      const size_t row = a.block_w * a.ws, vpr = row / 16;
      const size_t tasks = a.aligned_rows ? vpr : vpr + 15;  // per row
      w_.open("if (", c.x, " + ", a.block_w, " <= ", a.w, " && ", c.y, " + ", a.block_h, " <= ",
              a.h, ")");
      w_.line("__global uchar* acl_g = (__global uchar*)", n.g, ";");
      w_.line("__local const uchar* acl_l = (__local const uchar*)", n.dt, ";");
      w_.open("for (int acl_t = acl_lid; acl_t < ", a.block_h * tasks, "; acl_t += ", p_.wg, ")");
      w_.line("const int acl_r = acl_t / ", tasks, ", acl_k = acl_t - acl_r * ", tasks, ";");
      w_.line("const ACL_INDEX acl_A = ", row_address(a, c, "acl_r"), ";");
      if (a.aligned_rows) {
        w_.line("*(__global uint4*)(acl_g + acl_A + 16 * acl_k) = *(__local const uint4*)(acl_l + ",
                a.row_bytes, " * acl_r + 16 * acl_k);");
      } else {
        w_.line("const int acl_off = (int)(acl_A & 15), acl_full = acl_off ? ", vpr - 1, " : ", vpr,
                ";");
        w_.line(
            "const ACL_INDEX acl_first = acl_off ? acl_A - acl_off + 16 : acl_A;  /* acl_first "
            "whole chunk */");
        w_.open("if (acl_k < acl_full)");
        w_.line(
            "*(__global uint4*)(acl_g + acl_first + 16 * acl_k) = *(__local const uint4*)(acl_l + ",
            a.row_bytes, " * acl_r + (acl_first - (acl_A - acl_off)) + 16 * acl_k);");
        w_.close(" else if (acl_off) {");
        w_.line("const int acl_b = acl_k - acl_full;  /* 0..15: head bytes, then tail bytes */");
        w_.line("const int acl_j = acl_b < 16 - acl_off ? acl_b : ", row,
                " - 16 + acl_b;  /* byte of the block row */");
        w_.line("acl_g[acl_A + acl_j] = acl_l[", a.row_bytes, " * acl_r + acl_off + acl_j];");
        w_.close();
      }
      w_.close();
      w_.close(" else {");
    }
    w_.open("for (int acl_t = acl_lid; acl_t < ", a.block_w * a.block_h, "; acl_t += ", p_.wg, ")");
    w_.line("const int acl_ty = acl_t / ", a.block_w, ", acl_tx = acl_t - acl_ty * ", a.block_w,
            ";");
    w_.line("if (", c.x, " + acl_tx < ", a.w, " && ", c.y, " + acl_ty < ", a.h, ") ", n.g, "[",
            word_in(a, c.x + " + acl_tx", c.y + " + acl_ty", c.z),
            "] = ", tile_word(a, n.dt, "acl_tx", "acl_ty", row_off(a, c, "acl_ty")), ";");
    w_.close();
    if (a.chunked) w_.close();
    w_.close();
  }

  /// One word of a COMMON tile: the statement that loads tile word `t` into `dst`.
  void common_word(const ArgPlan& a, const Coords& c, const std::string& dst) {
    const Names n(a.index);
    w_.line("int acl_ty = acl_t / ", a.tile_w, ";");
    w_.line("const int acl_tx = acl_t - acl_ty * ", a.tile_w, ";");
    w_.line("const int acl_tz = acl_ty / ", a.block_h, ";");
    w_.line("acl_ty -= acl_tz * ", a.block_h, ";");
    w_.line(dst, " = ", read_word(a, c.x + " + acl_tx", c.y + " + acl_ty", c.z + " + acl_tz"), ";");
  }

  void common_load(const ArgPlan& a, const Coords& c, const std::string& buf_offset) {
    w_.open("for (int acl_t = acl_lid; acl_t < ", a.tile_w * a.tile_h, "; acl_t += ", p_.wg, ")");
    common_word(a, c, cat(Names(a.index).t, "[", buf_offset, " + acl_t]"));
    w_.close();
  }
  void common_to_regs(const ArgPlan& a, const Coords& c) {
    w_.open("for (int acl_j = 0; acl_j < ", ceil_div(a.tile_w * a.tile_h, p_.wg), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ";");
    w_.open("if (acl_t < ", a.tile_w * a.tile_h, ")");
    common_word(a, c, cat(Names(a.index).r, "[acl_j]"));
    w_.close();
    w_.close();
  }
  void regs_to_common(const ArgPlan& a, const std::string& buf_offset) {
    w_.open("for (int acl_j = 0; acl_j < ", ceil_div(a.tile_w * a.tile_h, p_.wg), "; acl_j++)");
    w_.line("const int acl_t = acl_lid + acl_j * ", p_.wg, ";");
    w_.line("if (acl_t < ", a.tile_w * a.tile_h, ") ", Names(a.index).t, "[", buf_offset,
            " + acl_t] = ", Names(a.index).r, "[acl_j];");
    w_.close();
  }

  void common_whole(const ArgPlan& a) {
    w_.block();
    Coords c = coords(a, "0", "w");
    common_load(a, c, "0");
    w_.close();
    w_.line("acl_st.acl_valid[", a.index, "] = ", a.w * a.h * a.d, ";");
    w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
  }

  /// Records valid words and origin of `a`'s current portion in the state.
  void state(const ArgPlan& a, const Coords& c) {
    const unsigned i = a.index;
    if (a.placement == Placement::Common) {
      const std::string v = a.vertical ? cat("acl_clamp(", a.h, " - ", c.y, ", 0, ", a.s, ")")
                                       : cat("acl_clamp(", a.w, " - ", c.x, ", 0, ", a.s, ")");
      w_.line("acl_st.acl_valid[", i, "] = ", v, ";");
      w_.line("acl_st.acl_origin[", i, "][0] = ", c.x, "; acl_st.acl_origin[", i, "][1] = ", c.y,
              "; acl_st.acl_origin[", i, "][2] = ", c.z, ";");
      return;
    }
    // ACL_RANDOM: the listed origin (Coords::sx, sy).
    const Coords listed{c.sx, c.sy, c.z};
    const std::string ox =
        a.lanes > 1 ? cat("(", own_x(a, listed), " + acl_lane)") : own_x(a, listed);
    const std::string v = a.vertical
                              ? cat("(", ox, " < ", a.w, " ? acl_clamp(", a.h, " - ", c.sy,
                                    ", 0, ", a.s, ") : 0)")
                              : cat("acl_clamp(", a.w, " - ", ox, ", 0, ", a.s, ")");
    w_.line("acl_st.acl_valid[", i, "] = ", v, ";");
    w_.line("acl_st.acl_origin[", i, "][0] = ", ox, "; acl_st.acl_origin[", i, "][1] = ", c.sy,
            "; acl_st.acl_origin[", i, "][2] = ", c.z, ";");
  }

  void call() {
    std::string args;
    for (const ArgPlan& a : p_.args) {
      args += ", ";
      const Names n(a.index);
      if (separate(a)) {
        args += cat(n.p, " + ", portion_offset(a));
        if (a.lanes > 1) args += cat(" + acl_lane * ", a.win_y);
      } else if (a.placement == Placement::Common && a.prefetch) {
        args += cat(n.t, " + (acl_st.acl_iter[", a.level, "] & 1) * ", a.tile_w * a.tile_h);
      } else if (a.placement == Placement::Common) {
        args += n.t;
      } else {
        args += n.g;
      }
    }
    w_.line("User_main(&acl_st", args, ");");
  }

  /// Emits the loop over the splits of `level` and everything inside it.
  void level(unsigned level) {
    const std::vector<const ArgPlan*> args = at_level(level);
    const bool innermost = level == p_.levels;
    bool prefetch = false, any_common = false, any_staged = false, any_staged_def = false;
    for (const ArgPlan* a : args) {
      prefetch |= a->prefetch;
      any_common |= a->placement == Placement::Common;
      any_staged |= a->placement == Placement::Staged && reads(*a);
      any_staged_def |= a->placement == Placement::Staged && writes(*a);
    }
    const std::string n = cat("acl_n", level);
    const std::string first = level == 1 ? "(int)get_group_id(0)" : "0";
    const std::string step = level == 1 ? "(int)get_num_groups(0)" : "1";
    const std::string count = cat("ACL_BLOCKNUM_", level);

    w_.block();
    if (prefetch) {  // prologue: the first split of this level
      w_.open("if (", first, " < ", count, ")");
      if (any_common) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
      for (const ArgPlan* a : args) {
        if (!a->prefetch) continue;
        Coords c = coords(*a, first, "f");
        if (a->placement == Placement::Common) {
          common_load(*a, c, "0");
        } else if (a->placement == Placement::Staged) {
          prefetch_staged(*a, c);
        } else {
          load_direct(*a, c, Names(a->index).p);
        }
      }
      w_.close();
    }
    // One block per work-group (no persistent loop): PoCL then sees a work-item loop it can
    // vectorise, which it cannot across a loop of unknown trip count.
    if (level == 1 && !prefetch && p_.groups == p_.count[1])
      w_.open("for (int ", n, " = ", first, ", acl_once = 0; acl_once < 1; acl_once++)");
    else
      w_.open("for (int ", n, " = ", first, "; ", n, " < ", count, "; ", n, " += ", step, ")");
    w_.line("acl_st.acl_iter[", level, "] = ", n, ";");
    std::vector<Coords> cs;
    for (const ArgPlan* a : args) cs.push_back(coords(*a, n, ""));
    if (p_.skip_dropped) skip_dropped_block(args, cs);
    // Everyone is done with the previous split's COMMON tiles, and with its staged tiles
    // when no write-back barrier ordered that already.
    if (any_common || (any_staged && !any_staged_def)) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    // Loads, User_main and stores of this split; a plan moving lanes as words
    // (Plan::lane_words) emits them twice, the unguarded copy for work-items whose rows all
    // lie inside the arrays.
    const auto body = [&]() {
    // Loads of this split (those not prefetched), staged tiles first.
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i]->placement == Placement::Staged && reads(*args[i])) load_staged_tile(*args[i], cs[i]);
    // Also orders the last split's group store before this split's writes to def tiles.
    if (any_staged || any_staged_def) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    for (size_t i = 0; i < args.size(); ++i) {
      const ArgPlan& a = *args[i];
      if (a.prefetch && a.placement != Placement::Staged) continue;
      const Names nm(a.index);
      if (a.placement == Placement::Staged) {
        if (reads(a)) copy_from_tile(a, cs[i], nm.p);
        else load_direct(a, cs[i], nm.p);  // zero fill
      } else if (a.placement == Placement::Private) {
        load_direct(a, cs[i], nm.p);
      } else if (a.placement == Placement::Common) {
        common_load(a, cs[i], "0");
      }
    }
    if (any_common && !prefetch) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    // Prefetch of the next split.
    if (prefetch) {
      w_.line("const int acl_next", level, " = ", n, " + ", step, ";");
      w_.open("if (acl_next", level, " < ", count, ")");
      for (const ArgPlan* a : args) {
        if (!a->prefetch) continue;
        Coords c = coords(*a, cat("acl_next", level), "n");
        if (a->placement == Placement::Common) common_to_regs(*a, c);
        else if (a->placement == Placement::Staged) prefetch_staged(*a, c);
        else load_direct(*a, c, Names(a->index).q);
      }
      w_.close();
    }
    for (size_t i = 0; i < args.size(); ++i)
      if (args[i]->nbh && !rno0(*args[i])) load_neighbours(*args[i], cs[i]);
    // Lanes: User_main runs once per column of the work-item's (level 1 is then innermost).
    const unsigned lanes = args.empty() ? 1 : args.front()->lanes;
    if (lanes > 1) {
      w_.line("#pragma unroll");
      w_.open("for (int acl_lane = 0; acl_lane < ", lanes, "; acl_lane++)");
      w_.line("acl_st.acl_lane = acl_lane;");
    }
    for (size_t i = 0; i < args.size(); ++i) {
      state(*args[i], cs[i]);
      // ACL_RNO0: the first block of a column has no block above: its portion reads zero.
      if (rno0(*args[i]))
        w_.line("if (", cs[i].y, " == 0) for (int acl_j = 0; acl_j < ", args[i]->s,
                "; acl_j++) acl_h", args[i]->index, "[acl_j] = (", args[i]->type, ")(0);");
    }
    if (innermost) {
      call();
    } else {
      this->level(level + 1);
    }
    if (lanes > 1) w_.close();
    if (prefetch) {
      w_.open("if (acl_next", level, " < ", count, ")");
      for (const ArgPlan* a : args) {
        if (!a->prefetch) continue;
        if (a->placement == Placement::Common)
          regs_to_common(*a, cat("((", n, " + 1) & 1) * ", a->tile_w * a->tile_h));
      }
      w_.close();
    }
    // Write-back of definition data (level 1 only: validated).
    for (size_t i = 0; i < args.size(); ++i) {
      const ArgPlan& a = *args[i];
      if (!writes(a)) continue;
      if (a.placement == Placement::Staged) {
        store_staged_tile(a, cs[i]);
      } else {
        store_direct(a, cs[i]);
      }
    }
    };
    if (p_.lane_words && level == 1) {
      w_.open("if (", lanes_all_inside(args, cs), ")");
      part_ = Part::Fast;
      body();
      w_.close(" else {");
      part_ = Part::Slow;
      body();
      w_.close();
      part_ = Part::Both;
    } else {
      body();
    }
    // ACL_RNO0: this block's portion becomes the next block's neighbour (same work-item).
    for (const ArgPlan* a : args)
      if (rno0(*a)) {
        const std::string m = cat(a->margin);
        w_.line("for (int acl_j = 0; acl_j < ", a->s, "; acl_j++) acl_h", a->index,
                "[acl_j] = ", Names(a->index).p, "[",
                a->vertical ? window_index(*a, m, cat("acl_j + ", m))
                            : window_index(*a, cat("acl_j + ", m), m),
                "];");
      }
    // Plan::rno_barrier: the walk's blocks one at a time for the whole group (every
    // work-item of a group walks the same blocks, so all of them reach it).
    if (p_.rno_barrier && level == 1 && !any_staged_def) w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
    if (any_staged_def) {
      w_.line("barrier(CLK_LOCAL_MEM_FENCE);");
      for (size_t i = 0; i < args.size(); ++i)
        if (writes(*args[i]) && args[i]->placement == Placement::Staged) {
          if (args[i]->dest_w) store_special_group(*args[i], cs[i]);
          else store_staged_group(*args[i], cs[i]);
        }
    }
    if (prefetch) {
      w_.open("if (acl_next", level, " < ", count, ")");
      for (const ArgPlan* a : args)
        if (a->prefetch && a->placement == Placement::Private)
          w_.line("for (int acl_j = 0; acl_j < ", a->win_x * a->win_y, "; acl_j++) ",
                  Names(a->index).p, "[acl_j] = ", Names(a->index).q, "[acl_j];");
      w_.close();
    }
    w_.close();
    w_.close();
  }
};

}  // namespace

std::string generate(const Plan& plan, const std::string& user_source) {
  std::string source = Generator(plan, user_source).run();
  if (mutation() == "drop_barrier") {
    for (const std::string b : {"barrier(CLK_LOCAL_MEM_FENCE);", "barrier(CLK_GLOBAL_MEM_FENCE);"})
      for (size_t p; (p = source.find(b)) != std::string::npos;)
        source.replace(p, b.size(), "/* ACL_MUTATE: barrier dropped */");
  }
  return source;
}

}  // namespace acl::detail
