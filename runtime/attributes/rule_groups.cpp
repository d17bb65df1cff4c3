// The groups of the rule table: a heading of docs/errors.md each, with its introduction,
// in the order the generated section lists them (rule_table.cpp holds the rows).
#include "attributes/rule_anchors.hpp"
#include "attributes/rules.hpp"

namespace acl::detail {
namespace {

using namespace rule_anchors;

const std::vector<RuleGroup> kGroups = {
    {kValues, "Values of one attribute", "Each attribute alone, out of its range."},
    {kRefDef, "Reading and writing: ref and def",
     "What may be read and written, and where written data may go."},
    {kCombine, "combine", "The operator of `ACL_RNO1_SCAN` and of written `ACL_PER_*` data."},
    {kLine, "ACL_PER_ROW, ACL_PER_COLUMN and ACL_PER_SLICE data",
     "One word per row, column or slice of the level-1 view, read or written (combined by "
     "32-bit atomics)."},
    {kScan, "ACL_RNO1_SUM and ACL_RNO1_SCAN",
     "The one-pass 2-D prefix: data only written, from the top left, in columns, of 4-byte "
     "numbers."},
    {kDep, "Dependencies", "`ACL_LNO*` and `ACL_RNO*`: neighbours before or after processing."},
    {kRandom, "ACL_RANDOM", "Blocks placed by a position buffer."},
    {kTile, "split ACL_TILE",
     "2-D data whose dimensions follow an axis of the result (level 1) or stream (level 2)."},
    {kMargin, "Margins", "`margin` (x and y) and `margin_z` (slices)."},
    {kSteps, "steps: time steps a launch",
     "Written data that runs several time steps a launch, its words read at the next step "
     "through argument `feeds` (what stands beside it: the plan rules' table)."},
    {kParam, "The parameter and the buffer",
     "Where the data arrives must match the parameter's address space, and what the kernel "
     "does with it the buffer's device-access flags."},
    {kBeside, "Beside other arguments",
     "At `clEnqueueAclKernel` (and plan queries): what only the whole argument list tells. "
     "The message names the other argument."},
    {kDevices, "In a launch over several devices",
     "At `clEnqueueAclKernelMulti` and `aclGetKernelMultiPlan`."},
};

}  // namespace

const std::vector<RuleGroup>& rule_groups() { return kGroups; }

}  // namespace acl::detail
