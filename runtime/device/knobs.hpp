// The strategy knobs as data: one list (knob_list.cpp) that the ACL_KNOBS parser, its checks,
// the device table (device_table.cpp) and the knob table of docs/planner.md all read.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "device/profile.hpp"

namespace acl::detail {

/// The part of the planner a knob steers; the docs show one table per group.
enum class KnobGroup {
  Plan,
  Levels,
  Staging,
  Lanes,
  WriteBacks,
  Margins,
  Dependencies,
  Random,
  Tiles
};

/// The values a knob allows: min..max; with `pow2` only powers of two (and 0 when min is 0).
struct KnobRange {
  uint64_t min = 0, max = 0;
  bool pow2 = false;
};

/// One strategy knob: a field of StrategyKnobs with its name, range and documentation.
struct Knob {
  const char* name;
  KnobGroup group;
  KnobRange range;
  bool is_bool;  ///< the field is a bool (0 or 1)
  uint64_t (*get)(const StrategyKnobs&);
  void (*set)(StrategyKnobs&, uint64_t);
  const char* doc;  ///< one line for the docs table
  const char* see;  ///< anchor of the measurements in bench/results/knobs/README.md ("" = none)
};

/// Every knob of StrategyKnobs, grouped by strategy, in the order the docs list them.
const std::vector<Knob>& knob_list();

/// The knob called `name`, or nullptr.
const Knob* find_knob(std::string_view name);

bool in_range(const KnobRange& r, uint64_t v);
/// "1..65536", "0 or a power of two in 2..128": what error messages and the docs print.
std::string range_text(const KnobRange& r);

/// A knob and the value given it.
using KnobSetting = std::pair<const Knob*, uint64_t>;

/// Parses "knob=value,knob=value" strictly: known names, each once, plain decimal values in
/// the knob's range. Errors (CL_INVALID_VALUE) start with `source` and name the knob and its
/// range; an unknown name gets its near matches or the list of knobs.
std::vector<KnobSetting> parse_knob_spec(const std::string& spec, const std::string& source);

/// The knob named `name` set to `value` in `knobs`, checked as parse_knob_spec checks.
void set_knob(StrategyKnobs& knobs, const std::string& name, uint64_t value,
              const std::string& source);

/// One row of the device table: it applies to devices whose class is `device_class`, whose
/// CL_DEVICE_VENDOR contains `vendor` and whose CL_DEVICE_NAME contains `name` ("" matches
/// any), and sets the knobs it lists over what the rows before it gave.
struct DeviceRow {
  std::string device_class, vendor, name;
  std::vector<std::pair<std::string, uint64_t>> knobs;
};

/// The built-in rows (device_table.cpp), the default row first.
const std::vector<DeviceRow>& device_rows();

/// "default", "gpu", "gpu/NVIDIA", "*/NVIDIA/H200": how plans and the docs name a row.
std::string row_label(const DeviceRow& row);

/// How specific a row is: the device name counts most, then the vendor, then the class.
int row_rank(const DeviceRow& row);

/// The knobs a device gets and the labels of the rows that gave them, general first.
struct ResolvedKnobs {
  StrategyKnobs knobs;
  std::vector<std::string> rows;
};

/// Applies the matching rows of `rows` from the least to the most specific (table order
/// among equals) over StrategyKnobs' initializers.
ResolvedKnobs resolve_knobs(const std::vector<DeviceRow>& rows, DeviceClass cls,
                            const std::string& vendor, const std::string& name);

/// The knob tables of docs/planner.md (the text between its knob-table markers).
std::string knob_table_markdown();

}  // namespace acl::detail
