// The view User_main sees of data that follows other data: ACL_PER_* vectors and
// ACL_SPECIAL_* destinations, checked against the level-1 data beside them.
#include "attributes/attributes.hpp"

#include "error.hpp"

namespace acl::detail {
namespace {

/// The view of `view` after `def`: rotations by 90/270 and the transpose swap x and y,
/// enlarging multiplies x and y by f, shrinking keeps one word per started f x f square.
std::array<size_t, 3> transformed(const std::array<size_t, 3>& view, cl_uint def, size_t f) {
  switch (def) {
    case ACL_SPECIAL_ROT90:
    case ACL_SPECIAL_ROT270:
    case ACL_SPECIAL_MIRROR_TRANSPOSE: return {view[1], view[0], view[2]};
    case ACL_SPECIAL_ENLARGE: return {view[0] * f, view[1] * f, view[2]};
    case ACL_SPECIAL_SHRINK: return {(view[0] + f - 1) / f, (view[1] + f - 1) / f, view[2]};
    default: return view;
  }
}

/// The result of ACL_TILE data among `args`: the extents along x and y of the dimensions
/// that follow them (1 where none does), and the first such argument; none: no ACL_TILE data.
bool tiled_result(const std::vector<ArgDesc>& args, std::array<size_t, 3>& view, size_t& from) {
  bool any = false;
  view = {1, 1, 1};
  for (size_t j = 0; j < args.size(); ++j) {
    const acl_attr& o = args[j].attr;
    if (args[j].kind != ArgKind::Transfer || o.split != ACL_TILE) continue;
    if (!any) from = j;
    any = true;
    for (int d = 0; d < 2; ++d) {
      const cl_uint v = o.dim_level[d];
      if (v == 2) continue;
      const int axis = v == ACL_LEVEL1_X ? 0 : v == ACL_LEVEL1_Y ? 1 : d;
      view[size_t(axis)] = o.size[d];
    }
  }
  return any;
}

}  // namespace

std::string shape_text(const std::array<size_t, 3>& s) {
  return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]);
}

std::array<size_t, 3> line_view(const std::vector<ArgDesc>& args, size_t i) {
  const acl_attr& a = args[i].attr;
  const std::array<size_t, 3> own = {a.size[0], a.size[1], a.size[2]};
  // Beside ACL_TILE data the view is the tiles' result (x and y of the level-1 axes).
  std::array<size_t, 3> result;
  size_t from = 0;
  if (tiled_result(args, result, from)) {
    const std::array<size_t, 3> want = {a.broadcast == ACL_PER_COLUMN ? result[0] : 1,
                                        a.broadcast == ACL_PER_ROW ? result[1] : 1, 1};
    if (want != own)
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
                broadcast_name(a.broadcast) + " data of size " + shape_text(own) +
                    " beside the " + shape_text(result) + " result of the ACL_TILE data of "
                    "argument " + std::to_string(from) + " '" + args[from].param.name +
                    "': one word per " +
                    (a.broadcast == ACL_PER_ROW      ? "row"
                     : a.broadcast == ACL_PER_COLUMN ? "column"
                                                     : "result") +
                    " of it is size " + shape_text(want));
    return result;
  }
  for (size_t j = 0; j < args.size(); ++j) {
    const acl_attr& o = args[j].attr;
    if (j == i || args[j].kind != ArgKind::Transfer || o.level != 1 ||
        o.broadcast != ACL_SEPARATE || o.split == ACL_TILE || is_special(o.def) ||
        o.ref == ACL_RANDOM || o.def == ACL_RANDOM)
      continue;
    const std::array<size_t, 3> view = {o.size[0], o.size[1], o.size[2]};
    const std::array<size_t, 3> want = {a.broadcast == ACL_PER_COLUMN ? view[0] : 1,
                                        a.broadcast == ACL_PER_ROW ? view[1] : 1, view[2]};
    if (want != own)
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
                broadcast_name(a.broadcast) + " data of size " + shape_text(own) +
                    " beside the " + shape_text(view) + " level-1 data of argument " +
                    std::to_string(j) + " '" + args[j].param.name + "': one word per " +
                    (a.broadcast == ACL_PER_ROW      ? "row"
                     : a.broadcast == ACL_PER_COLUMN ? "column"
                                                     : "slice") +
                    " of it is size " + shape_text(want));
    if (o.split != a.split)
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
                broadcast_name(a.broadcast) + " data with split " + split_name(a.split) +
                    " beside argument " + std::to_string(j) + " '" + args[j].param.name +
                    "' with split " + split_name(o.split) +
                    ": it is cut as that data is; give it the same split");
    return view;
  }
  arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
            broadcast_name(a.broadcast) +
                " data follows the rows and columns of level-1 ACL_SEPARATE data (without "
                "ACL_RANDOM or ACL_SPECIAL_*), and there is none");
}

std::array<size_t, 3> special_view(const std::vector<ArgDesc>& args, size_t i) {
  const acl_attr& a = args[i].attr;
  const size_t f = size_t(1) << a.scale_log2;
  const std::array<size_t, 3> dest = {a.size[0], a.size[1], a.size[2]};
  for (size_t j = 0; j < args.size(); ++j) {
    const acl_attr& o = args[j].attr;
    if (j == i || args[j].kind != ArgKind::Transfer || o.level != 1 || is_special(o.def) ||
        o.broadcast != ACL_SEPARATE)
      continue;
    const std::array<size_t, 3> view = {o.size[0], o.size[1], o.size[2]};
    const std::array<size_t, 3> want = transformed(view, a.def, f);
    if (want != dest)
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
                "size " + shape_text(dest) + " is not the " + shape_text(view) +
                    " level-1 data of argument " + std::to_string(j) + " '" +
                    args[j].param.name + "' after def " + origin_name(a.def) +
                    ": the destination must be " + shape_text(want));
    return view;
  }
  // No other level-1 data gives the view: undo the transform.
  if (a.def == ACL_SPECIAL_ENLARGE && (dest[0] % f || dest[1] % f))
    arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
              "size " + shape_text(dest) + " with def ACL_SPECIAL_ENLARGE by " +
                  std::to_string(f) + ": the destination's width and height must be multiples "
                  "of the factor");
  switch (a.def) {
    case ACL_SPECIAL_ENLARGE: return {dest[0] / f, dest[1] / f, dest[2]};
    case ACL_SPECIAL_SHRINK: return {dest[0] * f, dest[1] * f, dest[2]};
    default: return transformed(dest, a.def, f);
  }
}

}  // namespace acl::detail
