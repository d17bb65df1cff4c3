// Reading knobs: the strict ACL_KNOBS parser and the device table's resolution, both from the
// one list in knob_list.cpp.
#include "device/knobs.hpp"

#include <algorithm>
#include <cctype>

#include "error.hpp"

namespace acl::detail {
namespace {

bool is_pow2(uint64_t v) {
  return v && (v & (v - 1)) == 0;
}

/// Edits (insert, delete, replace, swap of neighbours) that turn `a` into `b`.
size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min(
          {d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

/// "unknown knob 'wg_targt' (did you mean wg_target?)", or the list of every knob.
std::string unknown_knob(const std::string& name) {
  std::string lower = name;
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  std::vector<std::string> near;
  for (const Knob& k : knob_list()) {
    const std::string_view n = k.name;
    const bool part = lower.size() >= 3 && n.find(lower) != std::string_view::npos;
    if (part || edit_distance(lower, n) <= std::max<size_t>(2, lower.size() / 4))
      near.push_back(k.name);
  }
  std::string s = "unknown knob '" + name + "' (";
  if (near.empty()) {
    s += "knobs:";
    for (const Knob& k : knob_list()) s += std::string(" ") + k.name;
    return s + ")";
  }
  s += "did you mean";
  for (size_t i = 0; i < near.size(); ++i)
    s += (i == 0 ? " " : i + 1 == near.size() ? " or " : ", ") + near[i];
  return s + "?)";
}

[[noreturn]] void bad_value(const std::string& source, const Knob& k, const std::string& given,
                            const std::string& why) {
  throw Error(CL_INVALID_VALUE, source + ": " + k.name + "=" + given + ": " + why + "; " + k.name +
                                    " takes " + range_text(k.range));
}

/// A plain decimal number in the knob's range (no sign, blanks, suffix or other base).
uint64_t parse_value(const std::string& source, const Knob& k, const std::string& text) {
  if (text.empty()) bad_value(source, k, text, "no value");
  if (text[0] == '-') bad_value(source, k, text, "negative");
  uint64_t v = 0;
  bool overflow = false;
  for (char c : text) {
    if (c < '0' || c > '9') bad_value(source, k, text, "not a plain decimal number");
    const uint64_t digit = uint64_t(c - '0');
    if (v > (UINT64_MAX - digit) / 10) overflow = true;
    if (!overflow) v = v * 10 + digit;
  }
  if (overflow || !in_range(k.range, v)) bad_value(source, k, text, "out of range");
  return v;
}

}  // namespace

const Knob* find_knob(std::string_view name) {
  for (const Knob& k : knob_list())
    if (name == k.name) return &k;
  return nullptr;
}

bool in_range(const KnobRange& r, uint64_t v) {
  if (v < r.min || v > r.max) return false;
  return !r.pow2 || v == 0 || is_pow2(v);
}

std::string range_text(const KnobRange& r) {
  const std::string span = std::to_string(r.min) + ".." + std::to_string(r.max);
  if (!r.pow2) return span;
  if (r.min == 0) return "0 or a power of two up to " + std::to_string(r.max);
  return "a power of two in " + span;
}

std::vector<KnobSetting> parse_knob_spec(const std::string& spec, const std::string& source) {
  std::vector<KnobSetting> out;
  if (spec.empty()) return out;
  size_t pos = 0;
  for (;;) {
    const size_t end = std::min(spec.find(',', pos), spec.size());
    const std::string item = spec.substr(pos, end - pos);
    const size_t eq = item.find('=');
    if (item.empty() || eq == std::string::npos)
      throw Error(CL_INVALID_VALUE, source + ": '" + item + "' in '" + spec +
                                        "' is not knob=value (write knob=value,knob=value)");
    const std::string name = item.substr(0, eq);
    const Knob* k = find_knob(name);
    if (!k) throw Error(CL_INVALID_VALUE, source + ": " + unknown_knob(name));
    for (const KnobSetting& s : out)
      if (s.first == k) throw Error(CL_INVALID_VALUE, source + ": " + name + " is given twice");
    out.emplace_back(k, parse_value(source, *k, item.substr(eq + 1)));
    if (end == spec.size()) return out;
    pos = end + 1;
  }
}

void set_knob(StrategyKnobs& knobs, const std::string& name, uint64_t value,
              const std::string& source) {
  const Knob* k = find_knob(name);
  if (!k) throw Error(CL_INVALID_VALUE, source + ": " + unknown_knob(name));
  if (!in_range(k->range, value)) bad_value(source, *k, std::to_string(value), "out of range");
  k->set(knobs, value);
}

std::string row_label(const DeviceRow& row) {
  if (row.device_class.empty() && row.vendor.empty() && row.name.empty()) return "default";
  std::string s = row.device_class.empty() ? "*" : row.device_class;
  if (!row.vendor.empty() || !row.name.empty()) s += "/" + (row.vendor.empty() ? "*" : row.vendor);
  if (!row.name.empty()) s += "/" + row.name;
  return s;
}

int row_rank(const DeviceRow& row) {
  return (row.name.empty() ? 0 : 4) + (row.vendor.empty() ? 0 : 2) +
         (row.device_class.empty() ? 0 : 1);
}

ResolvedKnobs resolve_knobs(const std::vector<DeviceRow>& rows, DeviceClass cls,
                            const std::string& vendor, const std::string& name) {
  std::vector<const DeviceRow*> hits;
  for (const DeviceRow& r : rows)
    if ((r.device_class.empty() || r.device_class == class_name(cls)) &&
        vendor.find(r.vendor) != std::string::npos && name.find(r.name) != std::string::npos)
      hits.push_back(&r);
  std::stable_sort(hits.begin(), hits.end(), [](const DeviceRow* a, const DeviceRow* b) {
    return row_rank(*a) < row_rank(*b);
  });
  ResolvedKnobs out;
  for (const DeviceRow* r : hits) {
    const std::string label = row_label(*r);
    for (const auto& [knob, value] : r->knobs)
      set_knob(out.knobs, knob, value, "device table row '" + label + "'");
    out.rows.push_back(label);
  }
  return out;
}

}  // namespace acl::detail
