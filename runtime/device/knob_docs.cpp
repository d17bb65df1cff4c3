// The knob tables of docs/planner.md, rendered from the knob list and the device table
// (tests/unit/knobs_test.cpp compares them with the docs and can rewrite them).
#include <sstream>

#include "device/knobs.hpp"

namespace acl::detail {
namespace {

/// The measurements behind the values, from docs/ (the table's links are relative to it).
constexpr const char* kNotes = "../bench/results/knobs/README.md";

/// A device the docs show the knobs of: the columns of the tables.
struct Column {
  const char* heading;
  DeviceClass cls;
  const char* vendor;
};
constexpr Column kColumns[] = {{"GPU (NVIDIA)", DeviceClass::Gpu, "NVIDIA Corporation"},
                               {"GPU (other)", DeviceClass::Gpu, ""},
                               {"CPU", DeviceClass::Cpu, ""},
                               {"other", DeviceClass::Other, ""}};

const char* group_title(KnobGroup g) {
  switch (g) {
    case KnobGroup::Plan:
      return "Every plan: work-groups, splits, memory budgets";
    case KnobGroup::Levels:
      return "Inner levels (streamed data)";
    case KnobGroup::Staging:
      return "Staging through local memory";
    case KnobGroup::Lanes:
      return "Lanes (passes lanes, lane_words, stream_stores)";
    case KnobGroup::WriteBacks:
      return "`ACL_SPECIAL_*` write-backs";
    case KnobGroup::Margins:
      return "Data with a margin";
    case KnobGroup::Dependencies:
      return "`ACL_RNO0` walks and `ACL_RNO1`/`RNO2` wavefronts";
    case KnobGroup::Random:
      return "`ACL_RANDOM` data";
    default:
      return "`ACL_TILE` plans (tiled plans, below)";
  }
}

std::string applies_to(const DeviceRow& r) {
  if (row_rank(r) == 0) return "every device";
  std::string s = r.device_class.empty() ? "devices" : "`" + r.device_class + "` devices";
  if (!r.vendor.empty()) s += " whose vendor contains \"" + r.vendor + "\"";
  if (!r.name.empty())
    s += (r.vendor.empty() ? " whose" : " and whose") + std::string(" name contains \"") + r.name +
         "\"";
  return s;
}

void knob_tables(std::ostringstream& o) {
  std::vector<StrategyKnobs> values;
  for (const Column& c : kColumns)
    values.push_back(resolve_knobs(device_rows(), c.cls, c.vendor, "").knobs);
  for (size_t i = 0; i < knob_list().size(); ++i) {
    const Knob& k = knob_list()[i];
    if (i == 0 || knob_list()[i - 1].group != k.group) {
      o << "\n**" << group_title(k.group) << "**\n\n| knob | values |";
      for (const Column& c : kColumns) o << " " << c.heading << " |";
      o << " meaning |\n|---|---|";
      for (size_t c = 0; c < std::size(kColumns); ++c) o << "---|";
      o << "---|\n";
    }
    o << "| `" << k.name << "` | " << range_text(k.range) << " |";
    for (const StrategyKnobs& v : values) o << " " << k.get(v) << " |";
    o << " " << k.doc;
    if (*k.see) o << " ([why](" << kNotes << "#" << k.see << "))";
    o << " |\n";
  }
}

void row_table(std::ostringstream& o) {
  o << "\nThe device table (`runtime/device/device_table.cpp`). A row matches a device by "
       "class, by a substring of `CL_DEVICE_VENDOR` and by a substring of `CL_DEVICE_NAME` "
       "(each may be left open); every matching row applies, each over the ones before it: "
       "the default row, then rows naming a class, a vendor, a class and a vendor, and a "
       "device name (table order among equals). `ACL_KNOBS` applies last.\n\n"
       "| row | applies to | sets |\n|---|---|---|\n";
  for (const DeviceRow& r : device_rows()) {
    o << "| `" << row_label(r) << "` | " << applies_to(r) << " | ";
    if (r.knobs.size() == knob_list().size()) {
      o << "every knob (the *other* column) |\n";
      continue;
    }
    for (size_t i = 0; i < r.knobs.size(); ++i)
      o << (i ? ", " : "") << "`" << r.knobs[i].first << "=" << r.knobs[i].second << "`";
    o << " |\n";
  }
}

}  // namespace

std::string knob_table_markdown() {
  std::ostringstream o;
  o << "Each knob's value on an NVIDIA GPU, another GPU, a CPU and any other device, and the "
       "values `ACL_KNOBS` accepts (plain decimal numbers; 0 and 1 for switches).\n";
  knob_tables(o);
  row_table(o);
  return o.str();
}

}  // namespace acl::detail
