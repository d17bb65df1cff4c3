// Validation of transfer attributes: every rejection names the argument and the attribute.
#include "attributes/attributes.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <utility>

#include "error.hpp"

namespace acl::detail {
namespace {

/// Byte counts of shapes: products of three size_t values fit in 128 bits.
using Wide = unsigned __int128;

std::string wide_text(Wide v) {
  std::string digits;
  do {
    digits.insert(digits.begin(), char('0' + int(v % 10)));
    v /= 10;
  } while (v != 0);
  return digits;
}

void check_min_max(unsigned index, const Param& p, const char* what, cl_uint lo, cl_uint hi) {
  if (lo != 0 && hi != 0 && lo > hi)
    arg_error(ACL_INVALID_MIN_MAX, index, p.name,
              std::string(what) + "_min " + std::to_string(lo) + " is above " + what +
                  "_max " + std::to_string(hi));
}

/// ACL_TILE rules: a 2-D array whose dimensions each follow level 1 (an axis of the result)
/// or level 2 (streamed); see docs/attributes.md.
void validate_tile(unsigned index, const Param& p, const acl_attr& a) {
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  if (a.dim_level[2] != 0 && a.dim_level[2] != 1)
    fail(ACL_INVALID_LEVEL, "dim_level[2] " + std::to_string(a.dim_level[2]) +
                                ": ACL_TILE data is 2-D, leave dim_level[2] 0");
  if (a.size[2] > 1)
    fail(ACL_INVALID_ATTRIBUTE, "size[2] " + std::to_string(a.size[2]) +
                                    ": ACL_TILE data is 2-D (size[2] must be 1)");
  if (a.level != 1)
    fail(ACL_INVALID_LEVEL, "level " + std::to_string(a.level) +
                                " with split ACL_TILE: the level of each dimension goes in "
                                "dim_level, and level stays 1");
  for (int d = 0; d < 2; ++d) {
    const cl_uint v = a.dim_level[d];
    if (v != 0 && v != 1 && v != 2 && v != ACL_LEVEL1_X && v != ACL_LEVEL1_Y)
      fail(v == 3 ? ACL_NOT_SUPPORTED_YET : ACL_INVALID_LEVEL,
           "dim_level[" + std::to_string(d) + "] " + std::to_string(v) +
               (v == 3 ? ": ACL_TILE data streams at level 2 at most (level 3 is not "
                         "supported yet)"
                       : ": use 1, 2, ACL_LEVEL1_X or ACL_LEVEL1_Y"));
  }
  auto level_of = [&](int d) { return a.dim_level[d] == 2 ? 2u : 1u; };
  auto axis_of = [&](int d) {
    return a.dim_level[d] == ACL_LEVEL1_X ? 0 : a.dim_level[d] == ACL_LEVEL1_Y ? 1 : d;
  };
  if (level_of(0) == 2 && level_of(1) == 2)
    fail(ACL_INVALID_LEVEL, "dim_level {2, 2}: at least one dimension must follow level 1");
  if (level_of(0) == 1 && level_of(1) == 1 && axis_of(0) == axis_of(1))
    fail(ACL_INVALID_LEVEL, "dim_level: x and y both follow axis " +
                                std::string(axis_of(0) ? "y" : "x") + " of the result");
  if (level_of(0) == 1 && level_of(1) == 1 && axis_of(0) != 0)
    fail(ACL_NOT_SUPPORTED_YET, "dim_level {ACL_LEVEL1_Y, ACL_LEVEL1_X}: transposed level-1 "
                                "data is not supported yet");
  if ((level_of(0) == 2 || level_of(1) == 2) && a.def != ACL_NONE)
    fail(ACL_INVALID_LEVEL, "def " + origin_name(a.def) + " on data with a level-2 dimension: "
                            "only level-1 data can be written back");
  if (a.broadcast != ACL_SEPARATE)
    fail(ACL_NOT_SUPPORTED_YET, broadcast_name(a.broadcast) +
                                    " with split ACL_TILE is not supported yet: ACL_TILE data is "
                                    "ACL_SEPARATE (the AC kernel shares it through local memory "
                                    "by itself); a table or vector beside it keeps split "
                                    "ACL_VERTICAL");
  if (a.margin != 0)
    fail(ACL_NOT_SUPPORTED_YET, "margin " + std::to_string(a.margin) +
                                    " with split ACL_TILE is not supported yet");
  if (a.ref == ACL_BOTTOM_LEFT || a.def == ACL_BOTTOM_LEFT)
    fail(ACL_NOT_SUPPORTED_YET, "ACL_BOTTOM_LEFT with split ACL_TILE is not supported yet");
  if (is_special(a.def))
    fail(ACL_NOT_SUPPORTED_YET, "def " + origin_name(a.def) +
                                    " with split ACL_TILE is not supported yet");
  for (int d = 0; d < 2; ++d)
    if (a.tile[d] > 16)
      fail(ACL_INVALID_ATTRIBUTE, "tile[" + std::to_string(d) + "] " + std::to_string(a.tile[d]) +
                                      ": at most 16 words per work-item along an axis");
}

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

std::string shape_text(const std::array<size_t, 3>& s) {
  return std::to_string(s[0]) + "x" + std::to_string(s[1]) + "x" + std::to_string(s[2]);
}

/// What the AC kernel does with the data, per `a`, must be allowed by the buffer's
/// device-access flags.
void check_access(unsigned index, const Param& p, const acl_attr& a, cl_mem_flags flags) {
  // Only the device-access bits count: CL_MEM_HOST_* restrict the host, and ACL never
  // touches the buffer from the host.
  auto fail = [&](const std::string& what) { arg_error(ACL_INVALID_ACCESS, index, p.name, what); };
  if (a.def != ACL_NONE && (flags & CL_MEM_READ_ONLY))
    fail("def " + origin_name(a.def) + " writes the data back, but the buffer is "
         "CL_MEM_READ_ONLY (kernels may only read it); create it CL_MEM_READ_WRITE or "
         "CL_MEM_WRITE_ONLY");
  if (a.ref != ACL_NONE && (flags & CL_MEM_WRITE_ONLY))
    fail("ref " + origin_name(a.ref) + " reads the data, but the buffer is CL_MEM_WRITE_ONLY "
         "(kernels may only write it); create it CL_MEM_READ_WRITE or CL_MEM_READ_ONLY");
  if ((a.dependency == ACL_RNO1 || a.dependency == ACL_RNO2) && (flags & CL_MEM_WRITE_ONLY))
    fail("dependency " + dependency_name(a.dependency) + " reads the neighbours' results back "
         "from the buffer, but it is CL_MEM_WRITE_ONLY (kernels may only write it); create it "
         "CL_MEM_READ_WRITE");
}

/// ACL_RNO1_SUM and ACL_RNO1_SCAN: what this version's one-pass scan (pass scan) runs: data
/// only written, from the top left, in columns of private words, combined as 4-byte numbers.
void check_scan(unsigned index, const Param& p, const acl_attr& a) {
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  const std::string dep = "dependency " + dependency_name(a.dependency);
  if (a.def == ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE,
         dep + " makes the written data a 2-D prefix (" +
             (a.dependency == ACL_RNO1_SUM ? "a summed-area table"
                                           : "under " + combine_name(a.combine)) +
             "), but def is ACL_NONE: nothing is written; set def "
             "ACL_TOP_LEFT");
  if (a.def != ACL_TOP_LEFT)
    fail(ACL_NOT_SUPPORTED_YET,
         dep + " with def " + origin_name(a.def) + " is not supported yet (only ACL_TOP_LEFT)");
  if (a.ref != ACL_NONE)
    fail(ACL_NOT_SUPPORTED_YET, dep + " with ref " + origin_name(a.ref) +
                                    " is not supported yet: the data is only written (read "
                                    "the input through another argument)");
  if (a.split != ACL_VERTICAL)
    fail(ACL_NOT_SUPPORTED_YET,
         dep + " with split " + split_name(a.split) + " is not supported yet (only ACL_VERTICAL)");
  if (a.broadcast != ACL_SEPARATE)
    fail(ACL_INVALID_ATTRIBUTE, dep + " on ACL_COMMON data: COMMON data is only read");
  if (a.level != 1)
    fail(ACL_INVALID_LEVEL,
         dep + " at level " + std::to_string(a.level) + ": only level-1 data is written back");
  if (a.margin != 0)
    fail(ACL_INVALID_MARGIN, dep + " with margin " + std::to_string(a.margin) +
                                 ": a margin is for data that is read; set margin 0");
  if (a.word_size != 4 || (p.type != "uint" && p.type != "int" && p.type != "float"))
    fail(ACL_NOT_SUPPORTED_YET, dep + " on '" + p.type + "' words of " +
                                    std::to_string(a.word_size) +
                                    " bytes is not supported yet (uint, int or float, "
                                    "word_size 4)");
}

/// ACL_PER_ROW, _COLUMN and _SLICE data: what this version moves. Level 1 and cut like the
/// view (vertical or horizontal), read or written from the top left without a margin or a
/// dependency; written data is combined by 32-bit atomics.
void check_line(unsigned index, const Param& p, const acl_attr& a) {
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  const std::string what = broadcast_name(a.broadcast);
  if (a.level != 1)
    fail(ACL_INVALID_LEVEL, what + " at level " + std::to_string(a.level) +
                                ": its words follow the rows or columns of the level-1 data; "
                                "give it level 1");
  if (a.split == ACL_TILE)
    fail(ACL_NOT_SUPPORTED_YET, what + " with split ACL_TILE is not supported yet; beside "
                                       "ACL_TILE data give it split ACL_VERTICAL: it follows "
                                       "the tiles' result");
  if (a.margin != 0)
    fail(ACL_INVALID_MARGIN, "margin " + std::to_string(a.margin) + " on " + what +
                                 " data: a portion's words are all of its rows or columns "
                                 "already; set margin 0");
  if (a.dependency != ACL_DEP_NONE)
    fail(ACL_NOT_SUPPORTED_YET, what + " with dependency " + dependency_name(a.dependency) +
                                    " is not supported yet");
  if (a.ref != ACL_NONE && a.ref != ACL_TOP_LEFT)
    fail(ACL_NOT_SUPPORTED_YET,
         what + " with ref " + origin_name(a.ref) + " is not supported yet (ACL_TOP_LEFT)");
  if (a.def != ACL_NONE && a.def != ACL_TOP_LEFT)
    fail(ACL_NOT_SUPPORTED_YET,
         what + " with def " + origin_name(a.def) + " is not supported yet (ACL_TOP_LEFT)");
  if (a.ref != ACL_NONE && a.def != ACL_NONE)
    fail(ACL_NOT_SUPPORTED_YET,
         what + " read and written is not supported yet: the words User_main writes are "
                "combined into the array from the operator's identity; read the old words "
                "through another argument");
  if (a.def != ACL_NONE &&
      (a.word_size != 4 || (p.type != "uint" && p.type != "int" && p.type != "float")))
    fail(ACL_NOT_SUPPORTED_YET, what + " written on '" + p.type + "' words of " +
                                    std::to_string(a.word_size) +
                                    " bytes is not supported yet: the words are combined by "
                                    "32-bit atomics (uint, int or float, word_size 4)");
}

}  // namespace

bool is_line(cl_uint broadcast) {
  return broadcast >= ACL_PER_ROW && broadcast <= ACL_PER_SLICE;
}

std::string broadcast_name(cl_uint v) {
  static const char* kNames[] = {"ACL_SEPARATE", "ACL_COMMON", "ACL_PER_ROW", "ACL_PER_COLUMN",
                                 "ACL_PER_SLICE"};
  return v < 5 ? kNames[v] : std::to_string(v);
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

bool is_special(cl_uint v) { return v >= ACL_SPECIAL_ROT90 && v <= ACL_SPECIAL_SHRINK; }
bool is_rno(cl_uint d) { return d >= ACL_RNO0 && d <= ACL_RNO2; }

bool is_transposing(cl_uint v) {
  return v == ACL_SPECIAL_ROT90 || v == ACL_SPECIAL_ROT270 || v == ACL_SPECIAL_MIRROR_TRANSPOSE;
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

std::string origin_name(cl_uint v) {
  switch (v) {
    case ACL_NONE: return "ACL_NONE";
    case ACL_TOP_LEFT: return "ACL_TOP_LEFT";
    case ACL_BOTTOM_LEFT: return "ACL_BOTTOM_LEFT";
    case ACL_RANDOM: return "ACL_RANDOM";
    case ACL_SPECIAL_ROT90: return "ACL_SPECIAL_ROT90";
    case ACL_SPECIAL_ROT180: return "ACL_SPECIAL_ROT180";
    case ACL_SPECIAL_ROT270: return "ACL_SPECIAL_ROT270";
    case ACL_SPECIAL_MIRROR_TRANSPOSE: return "ACL_SPECIAL_MIRROR_TRANSPOSE";
    case ACL_SPECIAL_FLIP: return "ACL_SPECIAL_FLIP";
    case ACL_SPECIAL_ENLARGE: return "ACL_SPECIAL_ENLARGE";
    case ACL_SPECIAL_SHRINK: return "ACL_SPECIAL_SHRINK";
    default: return std::to_string(v);
  }
}

std::string dependency_name(cl_uint v) {
  static const char* kNames[] = {"ACL_DEP_NONE", "ACL_LNO0",     "ACL_LNO1",
                                 "ACL_LNO2",     "ACL_RNO0",     "ACL_RNO1",
                                 "ACL_RNO2",     "ACL_RNO1_SUM", "ACL_RNO1_SCAN"};
  return v < 9 ? kNames[v] : std::to_string(v);
}

std::string combine_name(cl_uint v) {
  static const char* kNames[] = {"ACL_COMBINE_SUM", "ACL_COMBINE_MIN", "ACL_COMBINE_MAX",
                                 "ACL_COMBINE_PROD", "ACL_COMBINE_USER"};
  return v < 5 ? kNames[v] : std::to_string(v);
}

bool is_scan(cl_uint d) {
  return d == ACL_RNO1_SUM || d == ACL_RNO1_SCAN;
}

cl_uint scan_combine(const acl_attr& a) {
  return a.dependency == ACL_RNO1_SCAN ? a.combine : ACL_COMBINE_SUM;
}

std::string border_name(cl_uint v) {
  static const char* kNames[] = {"ACL_BORDER_CLAMP", "ACL_BORDER_ZERO", "ACL_BORDER_MIRROR",
                                 "ACL_BORDER_NONE"};
  return v < 4 ? kNames[v] : std::to_string(v);
}

std::string split_name(cl_uint v) {
  static const char* kNames[] = {"ACL_VERTICAL", "ACL_HORIZONTAL", "ACL_TILE"};
  return v < 3 ? kNames[v] : std::to_string(v);
}

void check_takes_attributes(unsigned index, const Param& p) {
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  if (!p.pointer)
    fail(ACL_INVALID_ATTRIBUTE, "'" + p.type + " " + p.name + "' is a scalar: scalars take no "
                                "attributes (they describe the data behind a pointer "
                                "parameter); pass the value with NULL attributes");
  if (p.space == AddressSpace::Global || p.space == AddressSpace::Constant) {
    const char* space = p.space == AddressSpace::Global ? "__global" : "__constant";
    fail(ACL_ADDRESS_SPACE_MISMATCH,
         "attributes on a " + std::string(space) + " parameter: transferred data arrives in "
         "private memory (ACL_SEPARATE: declare '" + p.type + "* " + p.name + "') or local "
         "memory (ACL_COMMON: '__local " + p.type + "* " + p.name + "'); pass NULL attributes "
         "to pass the buffer through as a " + space + " pointer");
  }
}

void check_scalar_type(unsigned index, const Param& p, const std::string& host_type) {
  auto fail = [&](const std::string& what) {
    arg_error(CL_INVALID_ARG_VALUE, index, p.name, what);
  };
  const std::string value = "a value of host type '" + host_type + "' ";
  if (p.pointer)
    fail(value + "for the pointer parameter '" + p.type + "* " + p.name + "': pass a buffer");
  if (p.type_size == 0) return;
  if (builtin_type_size(host_type) == 0)
    throw Error(CL_INVALID_VALUE, "argument " + std::to_string(index) + " '" + p.name + "': '" +
                                      host_type + "' is not an OpenCL C type name");
  // Element type and component count of "float4", "uint", ...
  auto split = [](const std::string& t) {
    size_t digits = t.size();
    while (digits > 0 && std::isdigit(static_cast<unsigned char>(t[digits - 1]))) --digits;
    const unsigned n = digits == t.size() ? 1u : unsigned(std::stoul(t.substr(digits)));
    return std::make_pair(t.substr(0, digits), n == 3 ? 4u : n);  // 3 components take 4
  };
  auto integer = [](const std::string& e) {
    return e == "char" || e == "uchar" || e == "short" || e == "ushort" || e == "int" ||
           e == "uint" || e == "long" || e == "ulong";
  };
  const auto [pe, pn] = split(p.type);
  const auto [he, hn] = split(host_type);
  const bool same_size = builtin_type_size(pe) == builtin_type_size(he);
  const bool agree = pn == hn && (pe == he || (integer(pe) && integer(he) && same_size) ||
                                  (pe == "half" && (he == "short" || he == "ushort")));
  if (!agree)
    fail(value + "for '" + p.type + " " + p.name + "'" +
         (integer(he) && !integer(pe) ? " (its bits would be read as a " + pe + ")" : "") +
         "; pass a value of type '" + p.type + "'" +
         (pe == "float" && pn == 1 ? " (2.0f, not 2)" : ""));
}

acl_attr validate_transfer(unsigned index, const Param& p, const acl_attr& in, size_t mem_size,
                           cl_mem_flags flags) {
  acl_attr a = in;
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };

  check_takes_attributes(index, p);
  // Plain range checks.
  if (a.word_size != 1 && a.word_size != 2 && a.word_size != 4 && a.word_size != 8 &&
      a.word_size != 16)
    fail(ACL_INVALID_WORD_SIZE,
         "word_size " + std::to_string(a.word_size) + " must be 1, 2, 4, 8 or 16");
  if (p.type_size != 0 && p.type_size != a.word_size)
    fail(ACL_INVALID_WORD_SIZE, "word_size " + std::to_string(a.word_size) +
                                    " does not match User_main's '" + p.type + "' (" +
                                    std::to_string(p.type_size) + " bytes)");
  if (a.ref > ACL_RANDOM && !is_special(a.ref))
    fail(ACL_INVALID_ATTRIBUTE, "ref " + origin_name(a.ref) + " is not a reference origin");
  if (is_special(a.ref))
    fail(ACL_INVALID_ATTRIBUTE, "ref " + origin_name(a.ref) + " is a definition-only value");
  if (a.def > ACL_RANDOM && !is_special(a.def))
    fail(ACL_INVALID_ATTRIBUTE, "def " + std::to_string(a.def) + " is not a definition origin");
  if (a.ref == ACL_NONE && a.def == ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "ref and def are both ACL_NONE: the data is neither read nor "
                                "written; pass NULL attributes for a pass-through buffer");
  if (is_special(a.def) && a.ref != ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "def " + origin_name(a.def) + " with ref " + origin_name(a.ref) +
                                    ": a transformed write-back goes to a buffer that is not "
                                    "read (blocks would overwrite each other's input); set ref "
                                    "ACL_NONE and read the source through another argument");
  if (a.ref != ACL_NONE && a.def != ACL_NONE && a.ref != a.def)
    fail(ACL_INVALID_ATTRIBUTE, "ref " + origin_name(a.ref) + " and def " + origin_name(a.def) +
                                    " differ: read and write the same buffer from one origin");
  if (a.border > ACL_BORDER_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "border " + std::to_string(a.border) + " is not an ACL_BORDER_*");
  if (a.broadcast > ACL_PER_SLICE)
    fail(ACL_INVALID_ATTRIBUTE, "broadcast " + std::to_string(a.broadcast) +
                                    " is not ACL_SEPARATE, ACL_COMMON or an ACL_PER_*");
  if (a.split > ACL_TILE)
    fail(ACL_INVALID_ATTRIBUTE, "split " + std::to_string(a.split) + " is not a split direction");
  if (a.dependency > ACL_RNO1_SCAN)
    fail(ACL_INVALID_ATTRIBUTE, "dependency " + std::to_string(a.dependency) + " is unknown");
  if (a.combine > ACL_COMBINE_USER)
    fail(ACL_INVALID_ATTRIBUTE,
         "combine " + std::to_string(a.combine) + " is not an ACL_COMBINE_*");
  if (a.combine != ACL_COMBINE_SUM && a.dependency != ACL_RNO1_SCAN &&
      !(is_line(a.broadcast) && a.def != ACL_NONE))
    fail(ACL_INVALID_ATTRIBUTE, "combine " + combine_name(a.combine) +
                                    " is the operator of dependency ACL_RNO1_SCAN and of "
                                    "written ACL_PER_* data, but this is " +
                                    broadcast_name(a.broadcast) +
                                    (a.def == ACL_NONE ? " data only read" : " data") +
                                    " with dependency " + dependency_name(a.dependency) +
                                    "; set dependency ACL_RNO1_SCAN, write ACL_PER_* data, or "
                                    "leave combine 0");
  if (is_line(a.broadcast)) check_line(index, p, a);
  if (is_scan(a.dependency)) check_scan(index, p, a);
  if (is_rno(a.dependency) && a.def == ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "dependency " + dependency_name(a.dependency) +
                                    " delivers neighbours' data after processing, but def is "
                                    "ACL_NONE: nothing is processed; set def");
  if (a.dependency == ACL_RNO1 || a.dependency == ACL_RNO2) {
    if (is_special(a.def))
      fail(ACL_NOT_SUPPORTED_YET, "dependency " + dependency_name(a.dependency) + " with def " +
                                      origin_name(a.def) + " is not supported yet: neighbours "
                                      "are read back from the written data in its own layout");
  }
  if (a.dependency != ACL_DEP_NONE && a.split == ACL_TILE)
    fail(ACL_NOT_SUPPORTED_YET, "dependency " + dependency_name(a.dependency) +
                                    " with split ACL_TILE is not supported yet");
  const bool lno = a.dependency >= ACL_LNO0 && a.dependency <= ACL_LNO2;
  if (lno && a.ref == ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "dependency " + dependency_name(a.dependency) +
                                    " delivers neighbours' data before processing, but ref is "
                                    "ACL_NONE: nothing is read; set ref");
  if (lno && a.def != ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "dependency " + dependency_name(a.dependency) + " with def " +
                                    origin_name(a.def) + ": neighbours would read words this "
                                    "block writes; read and write separate buffers");
  if (lno && a.broadcast == ACL_COMMON)
    fail(ACL_INVALID_ATTRIBUTE, "dependency " + dependency_name(a.dependency) +
                                    " on ACL_COMMON data: the work-group sees the whole tile "
                                    "already");
  if (lno && a.level != 1)
    fail(ACL_INVALID_LEVEL, "dependency " + dependency_name(a.dependency) + " at level " +
                                std::to_string(a.level) + ": neighbours are level-1 portions");
  const bool random = a.ref == ACL_RANDOM || a.def == ACL_RANDOM;
  if (a.position != nullptr && !random)
    fail(ACL_INVALID_ATTRIBUTE, "position is set but neither ref nor def is ACL_RANDOM");
  if (random && a.position == nullptr)
    fail(ACL_INVALID_ATTRIBUTE, std::string(a.ref == ACL_RANDOM ? "ref" : "def") +
                                    " ACL_RANDOM needs a position buffer: set position to a "
                                    "cl_mem of cl_int4 (x, y, z, unused), one per level-1 block");
  if (random && a.split == ACL_TILE)
    fail(ACL_NOT_SUPPORTED_YET, "ACL_RANDOM with split ACL_TILE is not supported yet");
  if (random && a.broadcast == ACL_COMMON)
    fail(ACL_NOT_SUPPORTED_YET, "ACL_RANDOM with ACL_COMMON is not supported yet");
  if (random && a.level != 1)
    fail(ACL_INVALID_LEVEL, "ACL_RANDOM at level " + std::to_string(a.level) +
                                ": positions give level-1 blocks their origins; use level 1");
  if (random && a.dependency != ACL_DEP_NONE)
    fail(ACL_NOT_SUPPORTED_YET, "ACL_RANDOM with dependency " + dependency_name(a.dependency) +
                                    " is not supported yet");
  const bool scaled = a.def == ACL_SPECIAL_ENLARGE || a.def == ACL_SPECIAL_SHRINK;
  if (a.scale_log2 != 0 && !scaled)
    fail(ACL_INVALID_ATTRIBUTE, "scale_log2 is set but def is not ACL_SPECIAL_ENLARGE/SHRINK");
  if (scaled && (a.scale_log2 < 1 || a.scale_log2 > 8))
    fail(ACL_INVALID_ATTRIBUTE, "scale_log2 " + std::to_string(a.scale_log2) + " with def " +
                                    origin_name(a.def) + ": the factor is 2^scale_log2, give "
                                    "scale_log2 1..8");
  for (int d = 0; d < 3; ++d)
    if (a.position_offset[d] > (size_t(1) << 62))
      fail(ACL_INVALID_ATTRIBUTE, "position_offset[" + std::to_string(d) + "] " +
                                      std::to_string(a.position_offset[d]) +
                                      " is above 2^62 (positions are 64-bit signed)");
  check_min_max(index, p, "wg", a.wg_min, a.wg_max);
  check_min_max(index, p, "split", a.split_min, a.split_max);
  if (a.level == 0) fail(ACL_INVALID_LEVEL, "level 0: levels start at 1");
  if (a.level > 3) fail(ACL_INVALID_LEVEL, "level " + std::to_string(a.level) + ": at most 3");

  if (a.split == ACL_TILE) validate_tile(index, p, a);
  else if (a.dim_level[0] || a.dim_level[1] || a.dim_level[2] || a.tile[0] || a.tile[1])
    fail(ACL_INVALID_ATTRIBUTE, "dim_level and tile apply to split ACL_TILE only, but split is " +
                                    split_name(a.split));

  // Shape against the buffer, in 128-bit arithmetic: sizes and pitches come from the caller,
  // and their products can pass 2^64 (or lose bytes as doubles beyond 2^53).
  if (a.size[0] == 0) fail(ACL_INVALID_ATTRIBUTE, "size[0] is 0: give the width in words");
  for (int d = 1; d < 3; ++d)
    if (a.size[d] == 0) a.size[d] = 1;
  auto shape_text = [&] {
    return "size " + std::to_string(a.size[0]) + "x" + std::to_string(a.size[1]) + "x" +
           std::to_string(a.size[2]) + " of " + std::to_string(a.word_size) +
           "-byte words (with pitches" +
           (a.offset ? ", from offset " + std::to_string(a.offset) + " words" : std::string()) +
           ")";
  };
  auto too_large = [&](Wide bytes) {
    fail(ACL_SHAPE_EXCEEDS_BUFFER, shape_text() + " needs " + wide_text(bytes) +
                                       " bytes, but the buffer has " + std::to_string(mem_size));
  };
  const Wide row = Wide(a.size[0]) * a.word_size;
  if (row > SIZE_MAX) too_large(row);
  if (a.row_pitch == 0) a.row_pitch = size_t(row);
  if (a.row_pitch < row || a.row_pitch % a.word_size != 0)
    fail(ACL_INVALID_ATTRIBUTE, "row_pitch " + std::to_string(a.row_pitch) +
                                    " must be a multiple of word_size and at least size[0] * "
                                    "word_size = " + wide_text(row));
  const Wide rows = Wide(a.row_pitch) * a.size[1];
  if (a.slice_pitch == 0) {
    if (rows > SIZE_MAX) too_large(rows);
    a.slice_pitch = size_t(rows);
  }
  if (a.slice_pitch < rows || a.slice_pitch % a.word_size != 0)
    fail(ACL_INVALID_ATTRIBUTE, "slice_pitch " + std::to_string(a.slice_pitch) +
                                    " must be a multiple of word_size and at least row_pitch * "
                                    "size[1] = " + wide_text(rows));
  // The window starts `offset` words into the buffer; its last byte must lie inside it.
  const Wide extent = Wide(a.offset) * a.word_size + Wide(a.slice_pitch) * (a.size[2] - 1) +
                      Wide(a.row_pitch) * (a.size[1] - 1) + row;
  if (extent > mem_size) too_large(extent);
  if (a.size[0] > INT_MAX || a.size[1] > INT_MAX || a.size[2] > INT_MAX)
    fail(ACL_INVALID_ATTRIBUTE, "a dimension above INT_MAX words is not supported");

  // Combinations.
  if (a.broadcast == ACL_COMMON && a.def != ACL_NONE)
    fail(ACL_INVALID_ATTRIBUTE, "ACL_COMMON data is shared by a work-group and read only; "
                                "def must be ACL_NONE");
  if (a.broadcast == ACL_COMMON && a.margin != 0)
    fail(ACL_INVALID_MARGIN, "margin " + std::to_string(a.margin) +
                                 " on ACL_COMMON data: the work-group sees the whole tile already");
  if (a.def != ACL_NONE && a.level != 1)
    fail(ACL_INVALID_LEVEL, "def " + origin_name(a.def) + " at level " + std::to_string(a.level) +
                                ": only level-1 data can be written back (every work-group "
                                "walks all splits of the inner levels)");
  if (a.ref != ACL_NONE && a.def != ACL_NONE && a.margin != 0)
    fail(ACL_INVALID_MARGIN, "margin " + std::to_string(a.margin) +
                                 " on data that is read and written: neighbouring blocks would "
                                 "read words this one writes; use separate input and output");
  // ACL_RNO0 data cut along rows: its margin widens the row above it reads after
  // processing (pass pyramid). On other data only written a margin leaves the window's
  // halo at zero, as it always did.
  const bool rows_over_above = a.dependency == ACL_RNO0 && a.split == ACL_HORIZONTAL;
  if (rows_over_above && a.margin != 0 && a.def != ACL_TOP_LEFT)
    fail(ACL_NOT_SUPPORTED_YET, "def " + origin_name(a.def) +
                                    " on ACL_RNO0 data with a margin is not supported yet; use "
                                    "ACL_TOP_LEFT");
  if (a.margin > 64) fail(ACL_INVALID_MARGIN, "margin " + std::to_string(a.margin) +
                                                  " is above the limit of 64 words");
  // A margin along z: the slices above and below a block's, of data only read.
  if (a.margin_z) {
    const std::string mz = "margin_z " + std::to_string(a.margin_z);
    if (a.margin_z > 64) fail(ACL_INVALID_MARGIN, mz + " is above the limit of 64 slices");
    if (a.broadcast != ACL_SEPARATE)
      fail(ACL_INVALID_MARGIN, mz + " on " + broadcast_name(a.broadcast) +
                                   " data: only ACL_SEPARATE data takes slices of a margin");
    if (a.ref == ACL_NONE || a.def != ACL_NONE)
      fail(ACL_INVALID_MARGIN, mz + " on data that is " +
                                   (a.ref == ACL_NONE ? "not read" : "read and written") +
                                   ": the slices around a block are read before it runs; read "
                                   "one argument with the margin and write another");
    if (a.split == ACL_TILE)
      fail(ACL_NOT_SUPPORTED_YET, mz + " with split ACL_TILE is not supported yet");
    if (a.level != 1)
      fail(ACL_NOT_SUPPORTED_YET, mz + " at level " + std::to_string(a.level) +
                                      " is not supported yet; give the data level 1");
    if (a.dependency != ACL_DEP_NONE)
      fail(ACL_NOT_SUPPORTED_YET, mz + " with dependency " + dependency_name(a.dependency) +
                                      " is not supported yet");
    if (a.ref == ACL_RANDOM)
      fail(ACL_NOT_SUPPORTED_YET, mz + " with ref ACL_RANDOM is not supported yet");
  }

  // Where the data arrives must match the parameter's address space.
  if (a.broadcast == ACL_COMMON && p.space != AddressSpace::Local)
    fail(ACL_ADDRESS_SPACE_MISMATCH, "ACL_COMMON data arrives in local memory; declare the "
                                     "parameter '__local " + p.type + "* " + p.name + "'");
  if ((a.broadcast == ACL_SEPARATE || is_line(a.broadcast)) && p.space != AddressSpace::Private)
    fail(ACL_ADDRESS_SPACE_MISMATCH, broadcast_name(a.broadcast) +
                                         " data arrives in private memory; declare the "
                                         "parameter '" + p.type + "* " + p.name +
                                         "' without an address-space qualifier");
  if (a.def != ACL_NONE && p.is_const)
    fail(ACL_INVALID_ACCESS, "def " + origin_name(a.def) + " writes the data back, but "
                             "User_main declares it const");
  check_access(index, p, a, flags);
  return a;
}


void check_read_back(const std::vector<ArgDesc>& args) {
  // ACL_RNO0 rows with a margin read the row above each band back from the buffer.
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer && args[i].attr.dependency == ACL_RNO0 &&
        args[i].attr.split == ACL_HORIZONTAL && args[i].attr.margin > 0 && args[i].write_only)
      arg_error(ACL_INVALID_ACCESS, unsigned(i), args[i].param.name,
                "dependency ACL_RNO0 with margin " + std::to_string(args[i].attr.margin) +
                    ": the plan reads the row above each band back from the buffer, but it "
                    "is CL_MEM_WRITE_ONLY (kernels may only write it); create it "
                    "CL_MEM_READ_WRITE");
  size_t wave = args.size();
  for (size_t i = 0; i < args.size() && wave == args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer &&
        (args[i].attr.dependency == ACL_RNO1 || args[i].attr.dependency == ACL_RNO2))
      wave = i;
  if (wave == args.size()) return;
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer && args[i].attr.dependency == ACL_RNO0 &&
        args[i].write_only)
      arg_error(ACL_INVALID_ACCESS, unsigned(i), args[i].param.name,
                "dependency ACL_RNO0 beside argument " + std::to_string(wave) + " '" +
                    args[wave].param.name + "' with " +
                    dependency_name(args[wave].attr.dependency) +
                    ": the plan reads the block above back from the buffer, but it is "
                    "CL_MEM_WRITE_ONLY (kernels may only write it); create it "
                    "CL_MEM_READ_WRITE");
}

/// ACL_PER_* data: the shape of its view, and what may stand beside it in this version:
/// plain level-1 and streamed data, values, pointers and scratch.
void check_lines(const std::vector<ArgDesc>& args) {
  size_t line = args.size();
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer && is_line(args[i].attr.broadcast)) {
      line_view(args, i);
      if (line == args.size()) line = i;
    }
  if (line == args.size()) return;
  for (size_t i = 0; i < args.size(); ++i) {
    const acl_attr& o = args[i].attr;
    if (args[i].kind != ArgKind::Transfer) continue;
    std::string what;
    if (o.dependency != ACL_DEP_NONE) what = "dependency " + dependency_name(o.dependency);
    if (is_special(o.def)) what = "def " + origin_name(o.def);
    if (o.ref == ACL_RANDOM || o.def == ACL_RANDOM) what = "ACL_RANDOM";
    if (!what.empty())
      arg_error(ACL_NOT_SUPPORTED_YET, unsigned(i), args[i].param.name,
                what + " beside argument " + std::to_string(line) + " '" +
                    args[line].param.name + "' with broadcast " +
                    broadcast_name(args[line].attr.broadcast) + " is not supported yet");
  }
}

/// Level-1 ACL_SEPARATE data cut along rows or columns and paired block by block: block n
/// of each argument goes with block n of the others, counted in each argument's own grid
/// (not ACL_SPECIAL_* destinations or ACL_RANDOM blocks, which say where their blocks lie).
/// Dependency data (ACL_LNO*, ACL_RNO*) pairs the same way.
bool paired_by_block(const ArgDesc& d) {
  const acl_attr& o = d.attr;
  return d.kind == ArgKind::Transfer && o.level == 1 && o.broadcast == ACL_SEPARATE &&
         (o.split == ACL_VERTICAL || o.split == ACL_HORIZONTAL) && !is_special(o.def) &&
         o.ref != ACL_RANDOM && o.def != ACL_RANDOM;
}

/// Level-1 ACL_VERTICAL data paired by block (plain or with a dependency): its blocks are a
/// work-group's columns wide. Of two such arrays of different widths the grids have
/// different numbers of block columns on some devices, and a block would pair columns and
/// rows that depend on the device's work-group size, so they must have one width (heights
/// and slices may differ: bands pair band by band).
void check_block_columns(const std::vector<ArgDesc>& args) {
  size_t first = args.size();
  for (size_t i = 0; i < args.size(); ++i) {
    const acl_attr& o = args[i].attr;
    if (!paired_by_block(args[i]) || o.split != ACL_VERTICAL) continue;
    if (first == args.size()) first = i;
    const acl_attr& f = args[first].attr;
    if (o.size[0] == f.size[0]) continue;
    arg_error(ACL_INVALID_ATTRIBUTE, unsigned(i), args[i].param.name,
              "size " + shape_text({o.size[0], o.size[1], o.size[2]}) + " beside argument " +
                  std::to_string(first) + " '" + args[first].param.name + "' of size " +
                  shape_text({f.size[0], f.size[1], f.size[2]}) +
                  ": both are level-1 ACL_SEPARATE ACL_VERTICAL data (with or without a "
                  "dependency), cut into blocks a "
                  "work-group's columns wide and paired block by block, so arrays of "
                  "different widths (size[0] " + std::to_string(o.size[0]) + " and " +
                  std::to_string(f.size[0]) +
                  ") would pair other columns on other devices; give them the same width "
                  "(heights and slices may differ), or say how they relate: def "
                  "ACL_SPECIAL_SHRINK, _ENLARGE or a rotation for a transformed destination, "
                  "broadcast ACL_PER_ROW or ACL_PER_COLUMN for a vector, ACL_COMMON or level "
                  "2 for data every block reads");
  }
}

/// Level-1 ACL_VERTICAL data beside level-1 ACL_HORIZONTAL data, both paired by block:
/// work-item i of block n owns a column of the one and a run of S words of a row of the
/// other, and which column goes with which run hangs on the work-group size and the splits
/// the device's plan picks, except for records: both splits pinned (split_min = split_max),
/// each row of the horizontal data one run of its S words per column of the vertical data
/// (ceil(width / S) = the vertical width), and one such row per band of the vertical data
/// (ceil(height / split) x slices = height x slices of the horizontal data). Column x of
/// band b then goes with words x*S .. x*S + S - 1 of row b on every device.
void check_split_mix(const std::vector<ArgDesc>& args) {
  const auto pinned = [](const acl_attr& o) { return o.split_min && o.split_min == o.split_max; };
  const auto ceil_div = [](size_t a, size_t b) { return (a + b - 1) / b; };
  for (size_t v = 0; v < args.size(); ++v) {
    if (!paired_by_block(args[v]) || args[v].attr.split != ACL_VERTICAL) continue;
    for (size_t h = 0; h < args.size(); ++h) {
      if (!paired_by_block(args[h]) || args[h].attr.split != ACL_HORIZONTAL) continue;
      const acl_attr &a = args[v].attr, &b = args[h].attr;
      const std::string av = "'" + args[v].param.name + "'", bh = "'" + args[h].param.name + "'";
      std::string why;
      if (!pinned(a) || !pinned(b)) {
        why = "the split of " + (pinned(a) ? bh : av) + " is not pinned (split_min " +
              std::to_string(pinned(a) ? b.split_min : a.split_min) + ", split_max " +
              std::to_string(pinned(a) ? b.split_max : a.split_max) + ")";
      } else if (ceil_div(b.size[0], b.split_min) != a.size[0]) {
        why = "rows of " + std::to_string(b.size[0]) + " words of " + bh + " hold " +
              std::to_string(ceil_div(b.size[0], b.split_min)) + " runs of " +
              std::to_string(b.split_min) + " words, not one per column of " + av + " (" +
              std::to_string(a.size[0]) + ")";
      } else if (ceil_div(a.size[1], a.split_min) * a.size[2] != b.size[1] * b.size[2]) {
        why = av + " has " + std::to_string(ceil_div(a.size[1], a.split_min) * a.size[2]) +
              " bands of " + std::to_string(a.split_min) + " rows, " + bh + " " +
              std::to_string(b.size[1] * b.size[2]) + " rows, not one per band";
      }
      if (why.empty()) continue;
      const size_t later = std::max(v, h), other = std::min(v, h);
      const acl_attr &l = args[later].attr, &o = args[other].attr;
      arg_error(ACL_INVALID_ATTRIBUTE, unsigned(later), args[later].param.name,
                "split " + split_name(l.split) + " of size " +
                    shape_text({l.size[0], l.size[1], l.size[2]}) + " beside argument " +
                    std::to_string(other) + " '" + args[other].param.name + "' with split " +
                    split_name(o.split) + " of size " +
                    shape_text({o.size[0], o.size[1], o.size[2]}) +
                    ": a work-item owns a column of the one and a run of a row's words of "
                    "the other, and which go together would depend on the device's "
                    "work-group size and splits; give them the same split, or pin both "
                    "splits (split_min = split_max) for records: each row of " + bh +
                    " one run of its split's words per column of " + av +
                    ", one row per band of " + av + " (here " + why + ")");
    }
  }
}

void validate_argument_set(const std::vector<ArgDesc>& args) {
  bool present[4] = {false, false, false, false};
  size_t first_at[4] = {0, 0, 0, 0};
  bool distributed = false;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind == ArgKind::Unset)
      arg_error(ACL_ARG_NOT_SET, unsigned(i), args[i].param.name,
                "never set; call clSetAclKernelArg for every User_main parameter");
    if (args[i].kind != ArgKind::Transfer) continue;
    if (!present[args[i].attr.level]) first_at[args[i].attr.level] = i;
    present[args[i].attr.level] = true;
    if (args[i].attr.level == 1 && args[i].attr.broadcast == ACL_SEPARATE) distributed = true;
  }
  // A tiled plan has 2-D work-groups over the tiles' result: beside ACL_TILE data, other
  // transfer data is a whole level-1 COMMON table or a vector along the result's rows or
  // columns (ACL_PER_*), read or written (a reduction), which the tiled schedule moves too.
  size_t tiled = args.size(), plain = args.size();
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].kind != ArgKind::Transfer) continue;
    const acl_attr& o = args[i].attr;
    const bool beside = (o.broadcast == ACL_COMMON && o.level == 1) || is_line(o.broadcast);
    if (o.split == ACL_TILE && tiled == args.size()) tiled = i;
    if (o.split != ACL_TILE && !beside && plain == args.size()) plain = i;
  }
  if (tiled != args.size() && plain != args.size()) {
    const acl_attr& o = args[plain].attr;
    const std::string what =
        o.broadcast == ACL_COMMON
            ? "ACL_COMMON data at level " + std::to_string(o.level)
            : "split " + split_name(o.split) + " " + broadcast_name(o.broadcast) + " data";
    arg_error(ACL_NOT_SUPPORTED_YET, unsigned(plain), args[plain].param.name,
              what + " beside argument " + std::to_string(tiled) + " '" +
                  args[tiled].param.name +
                  "' with split ACL_TILE is not supported yet: beside ACL_TILE data stand "
                  "level-1 ACL_COMMON tables and ACL_PER_ROW, ACL_PER_COLUMN or ACL_PER_SLICE "
                  "data");
  }
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer && is_special(args[i].attr.def)) special_view(args, i);
  check_lines(args);
  check_block_columns(args);
  check_split_mix(args);
  check_read_back(args);
  for (int l = 3; l >= 2; --l)
    if (present[l] && !present[l - 1])
      arg_error(ACL_INVALID_LEVEL, unsigned(first_at[l]), args[first_at[l]].param.name,
                "level " + std::to_string(l) + " leaves a gap: no argument is at level " +
                    std::to_string(l - 1) + "; number levels 1, 2, 3 without holes");
  if (!distributed)
    throw Error(ACL_INVALID_LEVEL, "no ACL_SEPARATE argument at level 1: nothing to distribute "
                                   "over work-items; give at least one argument level 1");
}

}  // namespace acl::detail
