// Validation of one argument's transfer attributes: every rejection names the argument and
// the attribute. The rules are rows of rule_table.cpp; the shape against the buffer is here.
#include "attributes/attributes.hpp"

#include <cctype>
#include <climits>
#include <utility>

#include "attributes/rules.hpp"
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

/// Checks the shape of `a` against the buffer of `mem_size` bytes, in 128-bit arithmetic:
/// sizes and pitches come from the caller, and their products can pass 2^64 (or lose bytes
/// as doubles beyond 2^53). Fills in size[1..2] and the pitches.
void check_shape(unsigned index, const Param& p, acl_attr& a, size_t mem_size) {
  auto fail = [&](cl_int code, const std::string& what) { arg_error(code, index, p.name, what); };
  if (a.size[0] == 0) fail(ACL_INVALID_ATTRIBUTE, "size[0] is 0: give the width in words");
  for (int d = 1; d < 3; ++d)
    if (a.size[d] == 0) a.size[d] = 1;
  auto window_text = [&] {
    return "size " + std::to_string(a.size[0]) + "x" + std::to_string(a.size[1]) + "x" +
           std::to_string(a.size[2]) + " of " + std::to_string(a.word_size) +
           "-byte words (with pitches" +
           (a.offset ? ", from offset " + std::to_string(a.offset) + " words" : std::string()) +
           ")";
  };
  auto too_large = [&](Wide bytes) {
    fail(ACL_SHAPE_EXCEEDS_BUFFER, window_text() + " needs " + wide_text(bytes) +
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
}

}  // namespace

void check_takes_attributes(unsigned index, const Param& p) {
  const acl_attr none = ACL_ATTR_INIT;  // the rows of this step read the parameter only
  check_rules(RuleStep::Parameter, index, {p, none});
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
  check_takes_attributes(index, p);
  acl_attr a = in;
  check_rules(RuleStep::Attributes, index, {p, a, flags});
  check_shape(index, p, a, mem_size);
  check_rules(RuleStep::Placement, index, {p, a, flags});
  return a;
}

}  // namespace acl::detail
