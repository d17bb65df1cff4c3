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


namespace prop {

Props of(const Plan& p) {
  Props s = 0;
  auto add = [&](bool holds, Props bit) { s |= holds ? bit : 0; };
  add(p.is<Sweep>(), kSweep);
  add(p.is<Wavefront>(), kWavefront);
  add(p.is<Pipeline>(), kPipeline);
  add(p.is<Scan>(), kScan);
  add(p.is<Pyramid>(), kPyramid);
  add(p.is<Tiling>(), kTiling);
  add(p.is<Tiling>() && p.tiling().cpu, kCpuTiles);
  add(p.square_lanes, kSquareLanes);
  add(p.skip_dropped, kSkipDropped);
  add(p.lane_words, kLaneWords);
  add(p.group_fast_body, kGroupFastBody);
  add(p.row_loop, kRowLoop);
  add(p.rno_barrier, kRnoBarrier);
  add(p.rno_strip, kRnoStrip);
  add(p.loaders > 0, kLoaders);
  add(p.line_blocks, kLineBlocks);
  add(p.plain_loops, kPlainLoops);
  add(p.unroll_hints, kUnrollHints);
  add(p.inline_user, kInlineUser);
  add(p.user_lanes > 0, kUserLanes);
  add(p.z_walk, kZWalk);
  add(p.is<Steps>(), kSteps);
  add(p.vectorize_hints, kVectorizeHints);
  return s;
}

const char* name(unsigned bit) {
  static const char* const kNames[kCount] = {
      "sweep",        "wavefront",   "pipeline",     "scan",         "pyramid",
      "tiling",       "cpu_tiles",   "square_lanes", "skip_dropped", "lane_words",
      "group_fast_body", "row_loop", "rno_barrier",  "rno_strip",    "loaders",
      "line_blocks",  "plain_loops", "unroll_hints", "inline_user",  "user_lanes",
      "z_walk",       "steps",       "vectorize_hints"};
  return bit < kCount ? kNames[bit] : "?";
}

std::string names(Props props) {
  std::string out;
  for (unsigned b = 0; b < kCount; ++b)
    if (props >> b & 1) out += (out.empty() ? "" : ", ") + std::string(name(b));
  return out;
}

}  // namespace prop

namespace pass_checks {

void listed_before(const char* pass, const char* needed) {
  internal_error(std::string("pass ") + pass + " is listed before pass " + needed +
                 ", which it requires");
}

void required(const char* pass, Props missing) {
  internal_error(std::string("pass ") + pass + " applies to a plan without " +
                 prop::names(missing) + ", which it requires");
}

void excluded(const char* pass, Props held, const Notes& d) {
  std::string by;
  for (unsigned b = 0; b < prop::kCount; ++b)
    if (held >> b & 1)
      by += (by.empty() ? "" : ", ") + std::string(prop::name(b)) + " (set by " +
            (d.set_by[b] ? std::string("pass ") + d.set_by[b] : std::string("the planner")) +
            ")";
  internal_error(std::string("pass ") + pass + " applies to a plan with " + by +
                 ", which it excludes");
}

void undeclared(const char* pass, Props turned) {
  internal_error(std::string("pass ") + pass + " turned on " + prop::names(turned) +
                 ", which it does not declare");
}

}  // namespace pass_checks

}  // namespace acl::detail
