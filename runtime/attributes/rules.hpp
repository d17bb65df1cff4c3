// The table of what the attributes refuse: one row per rule, read by validation and by the
// generator of the rules section of docs/errors.md.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "attributes/attributes.hpp"

namespace acl::detail {

/// Where a rule is checked, in the order a call meets the steps (the first three look at one
/// argument, the others at the argument list). Rows of one step run in table order, and the
/// first that refuses throws: the order decides which error a call with several faults gets.
enum class RuleStep {
  Parameter,           ///< clSetAclKernelArg, before arg_value is read: pointers take them
  Attributes,          ///< clSetAclKernelArg, before the shape is checked against the buffer
  Placement,           ///< clSetAclKernelArg, after it: margins, the parameter, the flags
  TiledBeside,         ///< enqueue: untiled data beside ACL_TILE data
  LineBeside,          ///< enqueue: what stands beside ACL_PER_* data
  ReadBackBand,        ///< enqueue: ACL_RNO0 rows with a margin read back from the buffer
  ReadBackWave,        ///< every launch: ACL_RNO0 beside a wavefront, read back from the buffer
  SeveralDevices,      ///< clEnqueueAclKernelMulti, aclGetKernelMultiPlan: ACL_PER_* data
  SeveralDevicesScan,  ///< there, after it: one-pass scans
  SeveralDevicesScatter,  ///< there, after it: data written at a position buffer's places
  SeveralDevicesAxis,     ///< there, after it: data that needs whole columns beside other data
  SeveralDevicesBands,    ///< there, after it: what a band waiting on the band above cannot take
  SeveralDevicesMargins,  ///< there, after it: what a piece's margin rows cannot take
};

/// What a rule looks at: one argument's parameter, attributes (normalised from step
/// Placement on) and buffer, and for the steps over the argument list, the other argument
/// the rule is about (the first one `Rule::other` selects).
struct RuleSubject {
  const Param& param;
  const acl_attr& attr;
  cl_mem_flags flags = 0;   ///< the buffer's flags (steps Attributes and Placement)
  bool write_only = false;  ///< CL_MEM_WRITE_ONLY (the steps over the argument list)
  const ArgDesc* other = nullptr;
  size_t other_index = 0;
  const std::vector<ArgDesc>* args = nullptr;  ///< the argument list (the steps over it)
};

/// One refusal. `message` names the attributes and says what to do; `<field>` in it is the
/// value of that field of the subject (`<def>`: "ACL_BOTTOM_LEFT", `<margin>`: "3",
/// `<tile[1]>`, `<type>`, `<name>`; `<other>`, `<other.name>`, `<other.broadcast>`,
/// `<other.dependency>`, `<other.margin>` for the other argument). arg_error prefixes
/// "argument i 'name': ".
struct Rule {
  RuleStep step;
  const char* anchor;  ///< the heading of docs/errors.md that lists it ("with-split-acl_tile")
  const char* when;    ///< the condition in words, for the docs
  cl_int code;
  bool (*refuses)(const RuleSubject&);
  const char* message;
  /// Steps over the argument list: the other argument the rule needs (the first transfer
  /// argument it selects; none: the rule does not apply). nullptr: the rule needs none.
  bool (*other)(const ArgDesc&) = nullptr;
};

/// A heading of the generated section of docs/errors.md.
struct RuleGroup {
  const char* anchor;
  const char* heading;
  const char* intro;
};

const std::vector<Rule>& rule_table();
const std::vector<RuleGroup>& rule_groups();

/// `message` with every `<field>` replaced by `field(name)` (the plan rules' messages too).
/// Throws std::logic_error for a '<' without its '>'.
std::string fill_template(const char* message,
                          const std::function<std::string(const std::string&)>& field);

/// A code's name for the docs ("ACL_NOT_SUPPORTED_YET").
std::string code_name(cl_int code);

/// The message of `rule` for `s`: its template with every `<field>` replaced. Throws
/// std::logic_error for a field the template names that does not exist.
std::string rule_message(const Rule& rule, const RuleSubject& s);

/// Throws, naming argument `index`, for the first rule of `step` that refuses `s`.
void check_rules(RuleStep step, unsigned index, const RuleSubject& s);

/// The rules of `step` over the argument list: for each transfer argument in order, the
/// first rule that refuses it throws (naming it and the other argument).
void check_rules(RuleStep step, const std::vector<ArgDesc>& args);

/// The steps of a launch over several devices (SeveralDevices to SeveralDevicesMargins), in
/// order.
void check_several_devices(const std::vector<ArgDesc>& args);

/// The generated section of docs/errors.md: a table per group, a row per rule.
std::string rule_table_markdown();

}  // namespace acl::detail
