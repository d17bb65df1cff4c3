// Pass declarations (planner/draft.hpp, docs/architecture.md "Pass declarations"): the
// planner's lists keep to them, and a list or a pass that breaks one is an internal error
// naming both passes.
#include <catch2/catch.hpp>

#include "common.hpp"
#include "planner/draft.hpp"
#include "planner/passes/passes.hpp"

namespace acltest {
namespace {

using acl::detail::check_pass_lists;
using acl::detail::check_pass_order;
using acl::detail::Pass;
using acl::detail::PlanDraft;
namespace passes = acl::detail::passes;
namespace prop = acl::detail::prop;

bool always(const PlanDraft&) {
  return true;
}
void sets_lane_words(PlanDraft& d) {
  d.plan.lane_words = true;
  d.note("lane words");
}
void notes_only(PlanDraft& d) {
  d.note("read");
}

/// A message that names every one of `parts`.
struct Names : Catch::MatcherBase<std::string> {
  std::vector<std::string> parts;
  explicit Names(std::vector<std::string> p) : parts(std::move(p)) {}
  bool match(const std::string& s) const override {
    if (s.find("ACL internal error") == std::string::npos) return false;
    for (const std::string& p : parts)
      if (s.find(p) == std::string::npos) return false;
    return true;
  }
  std::string describe() const override { return "is an internal error naming each part"; }
};

/// Runs `list` on a fresh draft of a small CPU plan.
template <size_t N>
void run_on_draft(const Pass* const (&list)[N]) {
  const DeviceProfile dev = cpu_profile();
  const std::vector<ArgDesc> args = {transfer(0, param("a", "float"), attr(64, 64))};
  PlanDraft d(args, dev);
  acl::detail::run_passes(d, list);
}

TEST_CASE("the planner's pass lists keep to their passes' declarations", "[passes]") {
  CHECK_NOTHROW(check_pass_lists());
}

TEST_CASE("a pass listed before a pass it requires is an internal error naming both",
          "[passes]") {
  // row_loop reads group_fast_body's decision.
  const Pass* const wrong[] = {&passes::kRowLoop, &passes::kGroupFastBody};
  CHECK_THROWS_WITH(check_pass_order<PlanDraft>({wrong}),
                    Names({"pass row_loop is listed before pass group_fast_body"}));
  CHECK_THROWS_WITH(run_on_draft(wrong),
                    Names({"pass row_loop is listed before pass group_fast_body"}));
  // A property read before the only pass that turns it on.
  const Pass setter = {"setter", always, sets_lane_words, {{}, 0, 0, prop::kLaneWords}};
  const Pass reader = {"reader", always, notes_only, {{}, 0, prop::kLaneWords}};
  const Pass* const early[] = {&reader, &setter};
  CHECK_THROWS_WITH(check_pass_order<PlanDraft>({early}),
                    Names({"pass reader reads lane_words", "pass setter"}));
  // The same passes in the right order, the order split over two lists as make_plan.cpp does.
  const Pass follower = {"follower", always, notes_only, {{&setter}, 0, prop::kLaneWords}};
  const Pass* const first[] = {&setter};
  const Pass* const then[] = {&reader, &follower};
  CHECK_NOTHROW(check_pass_order<PlanDraft>({first, then}));
  const Pass* const reversed[] = {&follower, &setter};
  CHECK_THROWS_WITH(check_pass_order<PlanDraft>({reversed}),
                    Names({"pass follower is listed before pass setter"}));
}

TEST_CASE("run_passes: excluded, required and undeclared properties", "[passes]") {
  const Pass setter = {"setter", always, sets_lane_words, {{}, 0, 0, prop::kLaneWords}};
  const Pass excludes = {"excluder", always, notes_only, {{&setter}, 0, prop::kLaneWords}};
  const Pass* const excluded[] = {&setter, &excludes};
  CHECK_THROWS_WITH(run_on_draft(excluded),
                    Names({"pass excluder applies to a plan with lane_words (set by pass setter)"}));

  const Pass requires = {"requirer", always, notes_only, {{}, prop::kGroupFastBody}};
  const Pass* const required[] = {&setter, &requires};
  CHECK_THROWS_WITH(run_on_draft(required),
                    Names({"pass requirer applies to a plan without group_fast_body"}));

  const Pass silent = {"silent_setter", always, sets_lane_words};
  const Pass* const undeclared[] = {&silent};
  CHECK_THROWS_WITH(run_on_draft(undeclared),
                    Names({"pass silent_setter turned on lane_words, which it does not declare"}));

  const Pass* const fine[] = {&setter};
  CHECK_NOTHROW(run_on_draft(fine));
}

}  // namespace
}  // namespace acltest
