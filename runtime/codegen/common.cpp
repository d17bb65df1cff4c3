// COMMON data (Placement::Common): a local tile the whole work-group shares, loaded word by
// word by all its work-items (with the border mode outside the array), double-buffered
// through registers when prefetched; level-1 data broadcast whole is loaded once.
#include "codegen/emitters.hpp"

namespace acl::detail {
namespace {

size_t tile_words(const ArgPlan& a) {
  return a.tile_w * a.tile_h;
}

/// One word of a COMMON tile: the statements that load tile word `acl_t` into `dst`.
void common_word(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& dst) {
  SourceWriter& w = e.w;
  w.line("int acl_ty = acl_t / ", a.tile_w, ";");
  w.line("const int acl_tx = acl_t - acl_ty * ", a.tile_w, ";");
  w.line("const int acl_tz = acl_ty / ", a.block_h, ";");
  w.line("acl_ty -= acl_tz * ", a.block_h, ";");
  w.line(dst, " = ", read_word(e, a, c.x + " + acl_tx", c.y + " + acl_ty", c.z + " + acl_tz"), ";");
}

/// The group loads the tile of the block at `c` into the tile half at `buf_offset`.
void common_load(EmitContext& e, const ArgPlan& a, const Coords& c, const std::string& buf_offset) {
  e.w.open("for (int acl_t = acl_lid; acl_t < ", tile_words(a), "; acl_t += ", e.p.wg, ")");
  common_word(e, a, c, cat(Names(a.index).tile, "[", buf_offset, " + acl_t]"));
  e.w.close();
}

/// The next block's words into each work-item's registers (prefetch).
void common_to_regs(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  w.open("for (int acl_j = 0; acl_j < ", ceil_div(tile_words(a), e.p.wg), "; acl_j++)");
  w.line("const int acl_t = acl_lid + acl_j * ", e.p.wg, ";");
  w.open("if (acl_t < ", tile_words(a), ")");
  common_word(e, a, c, cat(Names(a.index).prefetch_regs, "[acl_j]"));
  w.close();
  w.close();
}

/// The registers into the tile half at `buf_offset`.
void regs_to_common(EmitContext& e, const ArgPlan& a, const std::string& buf_offset) {
  SourceWriter& w = e.w;
  w.open("for (int acl_j = 0; acl_j < ", ceil_div(tile_words(a), e.p.wg), "; acl_j++)");
  w.line("const int acl_t = acl_lid + acl_j * ", e.p.wg, ";");
  w.line("if (acl_t < ", tile_words(a), ") ", Names(a.index).tile, "[", buf_offset,
         " + acl_t] = ", Names(a.index).prefetch_regs, "[acl_j];");
  w.close();
}

class CommonTransfer : public Transfer {
 public:
  Sharing sharing(const ArgPlan&) const override {
    Sharing s;
    s.loaded = true;
    return s;
  }
  void declare(EmitContext& e, const ArgPlan& a) const override {
    const Names n(a.index);
    // On vectors (ArgDesc::splat) each word is a vector of copies; loads convert to it.
    const std::string local = a.desc.splat ? cat(a.type, a.desc.splat) : a.type;
    e.w.line("__local ", local, " ", n.tile, "[", tile_words(a) * (a.prefetch ? 2 : 1), "];");
    if (a.prefetch)
      e.w.line(a.type, " ", n.prefetch_regs, "[", ceil_div(tile_words(a), e.p.wg), "];");
  }
  void load(EmitContext& e, const ArgPlan& a, const Coords& c) const override {
    if (!a.prefetch) common_load(e, a, c, "0");
  }
  /// The first block straight into the first tile half, the next one into registers.
  void prefetch(EmitContext& e, const ArgPlan& a, const Coords& c, bool first) const override {
    if (first)
      common_load(e, a, c, "0");
    else
      common_to_regs(e, a, c);
  }
  /// The registers into the tile half the next split reads.
  void after_call(EmitContext& e, const ArgPlan& a, const std::string& split) const override {
    if (a.prefetch) regs_to_common(e, a, cat("((", split, " + 1) & 1) * ", tile_words(a)));
  }
  std::string argument(const ArgPlan& a) const override {
    if (a.prefetch)
      return cat(Names(a.index).tile, " + (acl_st.acl_iter[", a.level, "] & 1) * ", tile_words(a));
    return Names(a.index).tile;
  }
};

}  // namespace

const Transfer& common_transfer() {
  static const CommonTransfer kCommon;
  return kCommon;
}

void load_common_whole(EmitContext& e, const ArgPlan& a) {
  SourceWriter& w = e.w;
  w.block();
  const Coords c = coords(e, a, "0", "w");
  common_load(e, a, c, "0");
  w.close();
  w.line("acl_st.acl_valid[", a.index, "] = ", a.w * a.h * a.d, ";");
  w.line("barrier(CLK_LOCAL_MEM_FENCE);");
}

}  // namespace acl::detail
