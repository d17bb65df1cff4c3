// Names of attribute constants for messages, and what a value of an attribute is.
#include "attributes/attributes.hpp"

namespace acl::detail {

bool is_line(cl_uint broadcast) {
  return broadcast >= ACL_PER_ROW && broadcast <= ACL_PER_SLICE;
}

std::string broadcast_name(cl_uint v) {
  static const char* kNames[] = {"ACL_SEPARATE", "ACL_COMMON", "ACL_PER_ROW", "ACL_PER_COLUMN",
                                 "ACL_PER_SLICE"};
  return v < 5 ? kNames[v] : std::to_string(v);
}

bool is_special(cl_uint v) { return v >= ACL_SPECIAL_ROT90 && v <= ACL_SPECIAL_SHRINK; }
bool is_rno(cl_uint d) { return d >= ACL_RNO0 && d <= ACL_RNO2; }

bool is_transposing(cl_uint v) {
  return v == ACL_SPECIAL_ROT90 || v == ACL_SPECIAL_ROT270 || v == ACL_SPECIAL_MIRROR_TRANSPOSE;
}

bool cut_with_view(const acl_attr& a) {
  return a.level == 1 && a.broadcast == ACL_SEPARATE && a.split != ACL_TILE &&
         a.ref != ACL_RANDOM && a.def != ACL_RANDOM;
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

}  // namespace acl::detail
