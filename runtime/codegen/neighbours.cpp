// Neighbour portions of ACL_LNO* and ACL_RNO* data (get_acl_nbh): kept in acl_h<i>, just
// before the work-item's window, in get_acl_nbh order.
#include "codegen/border.hpp"
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {

/// ACL_LNO0/1/2 (up and down, left, left and right): before processing, words outside the
/// array per the border mode. ACL_RNO0/1/2 in wavefront plans (above; above, above-left,
/// left; left, above-left, above, above-right): after processing, read back from the
/// written buffer, words outside the array zero.
std::vector<std::pair<long, long>> neighbour_offsets(cl_uint dependency) {
  switch (dependency) {
    case ACL_LNO0:
      return {{0, -1}, {0, 1}};
    case ACL_LNO1:
      return {{-1, 0}};
    case ACL_LNO2:
      return {{-1, 0}, {1, 0}};
    case ACL_RNO0:
      return {{0, -1}};
    case ACL_RNO1:
      return {{0, -1}, {-1, -1}, {-1, 0}};
    case ACL_RNO2:
      return {{-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    default:
      internal_error("neighbour_offsets: dependency " + std::to_string(dependency));
  }
}

std::string outside_results(const ArgPlan& a, const std::string& x, const std::string& y) {
  const size_t up = a.desc.rows_above;
  return cat("acl_outside(", x, ", ", up ? cat(y, " + ", up) : y, ", ", a.w, ", ", a.h + up, ")");
}

std::string written_word(const ArgPlan& a, const std::string& x, const std::string& y,
                         const std::string& z) {
  return cat("(", outside_results(a, x, y), " ? (", a.type, ")(0) : ", Names(a.index).global, "[",
             word_in(a, x, y, z), "])");
}

void load_neighbours(EmitContext& e, const ArgPlan& a, const Coords& c) {
  SourceWriter& w = e.w;
  const std::vector<std::pair<long, long>> d = neighbour_offsets(a.desc.attr.dependency);
  const long s = long(a.split_size), step_x = a.vertical ? 1 : s, step_y = a.vertical ? s : 1;
  w.block();
  w.line("const ACL_COORD acl_ox = ", own_x(a, c), ", acl_oy = ", c.y, ";");
  for (size_t k = 0; k < d.size(); ++k) {
    const long dx = d[k].first * step_x, dy = d[k].second * step_y;
    const std::string x = a.vertical ? cat("acl_ox + ", dx) : cat("acl_ox + ", dx, " + acl_j");
    const std::string y = a.vertical ? cat("acl_oy + ", dy, " + acl_j") : cat("acl_oy + ", dy);
    const std::string word =
        is_rno(a.desc.attr.dependency) ? written_word(a, x, y, c.z) : read_word(e, a, x, y, c.z);
    w.line("#pragma unroll");
    w.line("for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++) acl_h", a.index, "[",
           k * a.split_size, " + acl_j] = ", word, ";");
  }
  w.close();
}

void zero_first_neighbour(EmitContext& e, const ArgPlan& a, const Coords& c) {
  if (e.p.rno_barrier || e.p.rno_strip) {
    e.w.open("if (", c.y, " == 0)");
    unroll_in_walk(e);
    e.w.line("for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++) acl_h", a.index,
             "[acl_j] = (", a.type, ")(0);");
    e.w.close();
    return;
  }
  e.w.line("if (", c.y, " == 0) for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++) acl_h",
           a.index, "[acl_j] = (", a.type, ")(0);");
}

void keep_as_neighbour(EmitContext& e, const ArgPlan& a) {
  const std::string m = cat(a.margin);
  unroll_in_walk(e);
  e.w.line(
      "for (int acl_j = 0; acl_j < ", a.split_size, "; acl_j++) acl_h", a.index,
      "[acl_j] = ", Names(a.index).window, "[",
      a.vertical ? window_index(a, m, cat("acl_j + ", m)) : window_index(a, cat("acl_j + ", m), m),
      "];");
}

}  // namespace acl::detail
