// Targets from the knobs, and notes that name their pass (draft.hpp).
#include "planner/draft.hpp"

#include <algorithm>

namespace acl::detail {

Targets Targets::from(const DeviceProfile& dev) {
  const StrategyKnobs& k = dev.knobs;
  Targets t;
  t.wg_target = k.wg_target;
  t.split_bytes = k.split_bytes;
  t.chunk_words = k.chunk_words;
  t.groups_per_cu = k.groups_per_cu;
  t.stage_below_bytes = k.stage_below_bytes;
  t.private_bytes = k.private_bytes;
  t.prefetch = k.prefetch;
  t.fit_width = k.fit_width;
  t.wg_cap = dev.max_wg;
  return t;
}

void Notes::note(const std::string& why) {
  plan.notes.push_back(std::string(pass) + ": " + why);
  ++written;
}

void Notes::withdraw(const std::string& part) {
  std::vector<std::string>& n = plan.notes;
  n.erase(std::remove_if(n.begin(), n.end(),
                         [&](const std::string& x) { return x.find(part) != std::string::npos; }),
          n.end());
}

}  // namespace acl::detail
