// What only the whole argument list can tell: levels, pairings of level-1 data, the
// rules beside other arguments (rule_table.cpp), read-backs.
#include "attributes/attributes.hpp"

#include <algorithm>

#include "attributes/rules.hpp"
#include "error.hpp"

namespace acl::detail {
namespace {

/// ACL_PER_* data: the shape of its view, and what may stand beside it in this version:
/// plain level-1 and streamed data, values, pointers and scratch.
void check_lines(const std::vector<ArgDesc>& args) {
  for (size_t i = 0; i < args.size(); ++i)
    if (args[i].kind == ArgKind::Transfer && is_line(args[i].attr.broadcast)) line_view(args, i);
  check_rules(RuleStep::LineBeside, args);
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

}  // namespace

void check_read_back(const std::vector<ArgDesc>& args) {
  check_rules(RuleStep::ReadBackBand, args);
  check_rules(RuleStep::ReadBackWave, args);
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
  // A tiled plan has 2-D work-groups over the tiles' result: what stands beside ACL_TILE
  // data is in the rule table.
  check_rules(RuleStep::TiledBeside, args);
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