// The rule table (runtime/attributes/rule_table.cpp): its messages expand, its anchors are
// headings of docs/errors.md, and that file shows the table as it is.
#include <catch2/catch.hpp>

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <initializer_list>
#include <iterator>
#include <random>
#include <set>
#include <sstream>

#include "attributes/rules.hpp"
#include "common.hpp"
#include "doc_text.hpp"
#include "error.hpp"

using namespace acl::detail;

namespace {

const std::string kBegin = "<!-- rule-table: begin";
const std::string kEnd = "<!-- rule-table: end -->";
const std::string kPath = std::string(ACL_SOURCE_DIR) + "/docs/errors.md";

std::string read_doc() { return acltest::read_text(kPath); }

/// GitHub's anchor for a heading (doc_text.hpp).
std::string anchor(const std::string& heading) { return acltest::heading_anchor(heading); }

}  // namespace

TEST_CASE("rules: docs/errors.md shows the rule table", "[rules][docs]") {
  std::string doc = read_doc();
  const size_t begin = doc.find(kBegin), end = doc.find(kEnd);
  REQUIRE(begin != std::string::npos);
  REQUIRE(end != std::string::npos);
  REQUIRE(begin < end);
  const size_t from = doc.find('\n', begin) + 1;
  const std::string want = rule_table_markdown();
  // ACL_KNOBS_DOC_UPDATE=1 rewrites the text between the markers instead (one variable
  // refreshes every generated doc).
  if (const char* u = std::getenv("ACL_KNOBS_DOC_UPDATE"); u && std::string(u) == "1") {
    doc.replace(from, end - from, want + "\n");
    std::ofstream(kPath, std::ios::binary) << doc;
    WARN("rewrote the rule table of " << kPath);
    return;
  }
  INFO("docs/errors.md differs from the rule table: ACL_KNOBS_DOC_UPDATE=1 "
       "build/tests/acl-unit-tests \"[rules][docs]\" refreshes it");
  CHECK(doc.substr(from, end - from) == want + "\n");
}

TEST_CASE("rules: every row's anchor is a heading of docs/errors.md", "[rules][docs]") {
  std::set<std::string> anchors;
  std::istringstream in(read_doc());
  for (std::string line; std::getline(in, line);)
    if (line.rfind("#", 0) == 0)
      anchors.insert(anchor(line.substr(line.find_first_not_of('#') + 1)));
  for (const RuleGroup& g : rule_groups()) {
    INFO("group " << g.heading);
    CHECK(anchor(g.heading) == g.anchor);
  }
  for (const Rule& r : rule_table()) {
    INFO(r.message << " -> #" << r.anchor);
    CHECK(anchors.count(r.anchor));
    CHECK(*r.when);
  }
}

TEST_CASE("rules: every message names fields that exist, and rows over the argument list "
          "name the other argument only where they have one",
          "[rules]") {
  Param p;
  p.name = "frame";
  p.type = "float";
  p.pointer = true;
  acl_attr a = ACL_ATTR_INIT;
  ArgDesc other;
  other.param.name = "dst";
  for (const Rule& r : rule_table()) {
    INFO(r.message);
    RuleSubject s{p, a};
    if (r.other) s.other = &other, s.other_index = 3;
    std::string m;
    CHECK_NOTHROW(m = rule_message(r, s));
    CHECK(m.find_first_of("<>") == std::string::npos);
    if (r.other) CHECK(m.find("argument 3 'dst'") != std::string::npos);
    const bool over_list = r.step > RuleStep::Placement;
    if (!over_list) CHECK(r.other == nullptr);
  }
  // A template naming a field that does not exist is refused, not printed.
  const Rule bad{RuleStep::Attributes, "values-of-one-attribute", "never", ACL_INVALID_ATTRIBUTE,
                 [](const RuleSubject&) { return true; }, "wg_mid <wg_mid>"};
  RuleSubject s{p, a};
  CHECK_THROWS_AS(rule_message(bad, s), std::logic_error);
  const Rule no_other{RuleStep::LineBeside, "beside-other-arguments", "never",
                      ACL_INVALID_ATTRIBUTE, [](const RuleSubject&) { return true; },
                      "beside <other.name>"};
  CHECK_THROWS_AS(rule_message(no_other, s), std::logic_error);
}

namespace {

std::mt19937_64 rng(47);
template <class T>
T pick(std::initializer_list<T> v) {
  return *(v.begin() + rng() % v.size());
}
bool coin(int percent) { return int(rng() % 100) < percent; }

/// Attributes near the defaults, each field off them now and then, values at and past the
/// bounds the rules name.
acl_attr random_attr() {
  acl_attr a = ACL_ATTR_INIT;
  a.size[0] = pick<size_t>({1, 8, 13, 64, 0, 101});
  a.size[1] = pick<size_t>({0, 1, 8, 37, 3});
  a.size[2] = pick<size_t>({0, 1, 2});
  a.word_size = coin(90) ? 4 : pick<cl_uint>({1, 2, 3, 8, 16, 0});
  if (coin(30)) a.ref = pick<cl_uint>({0, 1, 2, 3, 4, 15, 16, 17, 18, 19, 20, 21, 22, 23});
  if (coin(20)) a.ref = ACL_NONE;
  if (coin(40)) a.def = pick<cl_uint>({0, 1, 1, 1, 2, 3, 4, 15, 16, 18, 20, 21, 22, 23});
  if (coin(30)) a.margin = pick<cl_uint>({1, 2, 64, 65});
  if (coin(10)) a.border = pick<cl_uint>({1, 2, 3, 4, 9});
  if (coin(40)) a.broadcast = pick<cl_uint>({1, 2, 3, 4, 5});
  if (coin(40)) a.split = pick<cl_uint>({1, 2, 3});
  if (coin(15)) a.wg_min = pick<cl_uint>({64, 128}), a.wg_max = pick<cl_uint>({0, 64});
  if (coin(15)) a.split_min = pick<cl_uint>({4, 8}), a.split_max = pick<cl_uint>({0, 4});
  if (coin(30)) a.level = pick<cl_uint>({0, 2, 3, 4});
  if (coin(50)) a.dependency = pick<cl_uint>({1, 2, 3, 4, 5, 6, 7, 8, 9});
  if (coin(20)) a.scale_log2 = pick<cl_uint>({1, 3, 8, 9});
  if (coin(15)) a.position = reinterpret_cast<cl_mem>(0x1000);
  if (coin(15))
    for (cl_uint& t : a.tile) t = pick<cl_uint>({0, 4, 16, 17});
  if (coin(30))
    for (cl_uint& d : a.dim_level)
      d = pick<cl_uint>({0, 0, 1, 2, 3, 4, ACL_LEVEL1_X, ACL_LEVEL1_Y});
  if (coin(5)) a.position_offset[rng() % 3] = (size_t(1) << 62) + 1;
  if (coin(30)) a.combine = pick<cl_uint>({1, 2, 3, 4, 5});
  if (coin(20)) a.margin_z = pick<cl_uint>({1, 64, 65});
  // steps from a stream of its own, so that the rows above keep the draws that reach them.
  static std::mt19937_64 steps_rng(50);
  if (steps_rng() % 100 < 6) a.steps = cl_uint(std::vector<int>{1, 2, 4, 64, 65}[steps_rng() % 5]);
  return a;
}

}  // namespace

TEST_CASE("rules: every row of clSetAclKernelArg is the one that refuses some attributes",
          "[rules]") {
  // A row that an earlier row always preempts would be dead: its message never shown.
  std::set<const Rule*> reached;
  for (int k = 0; k < 200000; ++k) {
    Param p;
    p.name = "frame";
    p.pointer = coin(99);
    p.type = coin(70) ? "float" : pick<const char*>({"int", "uint", "uchar", "double", "pix"});
    p.type_size = p.type == "uchar" ? 1 : p.type == "double" ? 8 : p.type == "pix" ? 0 : 4;
    p.is_const = coin(10);
    acl_attr a = random_attr();
    p.space = a.broadcast == ACL_COMMON && coin(90) ? AddressSpace::Local
              : coin(95)                          ? AddressSpace::Private
                                                  : pick<AddressSpace>({AddressSpace::Local,
                                                                        AddressSpace::Global,
                                                                        AddressSpace::Constant});
    if (coin(90)) a.word_size = p.type_size ? p.type_size : 4;
    const cl_mem_flags flags = pick<cl_mem_flags>({0, CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY});
    try {
      validate_transfer(2, p, a, size_t(1) << 40, flags);
    } catch (const Error& e) {
      const RuleSubject s{p, a, flags};
      for (const Rule& r : rule_table())
        if (r.step <= RuleStep::Placement && r.code == e.code() && r.refuses(s) &&
            std::string(e.what()) == "argument 2 'frame': " + rule_message(r, s))
          reached.insert(&r);
    }
  }
  for (const Rule& r : rule_table())
    if (r.step <= RuleStep::Placement) {
      INFO(r.message);
      CHECK(reached.count(&r));
    }
}

namespace {

acltest::ArgDesc written_only(acltest::ArgDesc d) {
  d.write_only = true;
  return d;
}

}  // namespace

TEST_CASE("rules: every row over the argument list refuses the list built for it, exactly",
          "[rules]") {
  using namespace acltest;
  const Param f = param("src", "float");
  acl_attr tile = attr(8, 8);
  tile.split = ACL_TILE;
  acl_attr row = attr(1, 8);
  row.broadcast = ACL_PER_ROW;
  acl_attr rnd = attr(64, 8);
  rnd.ref = ACL_RANDOM;
  rnd.position = reinterpret_cast<cl_mem>(0x1000);
  acl_attr rot = out(attr(8, 64));
  rot.def = ACL_SPECIAL_ROT90;
  acl_attr lno = attr(64, 8);
  lno.dependency = ACL_LNO1;
  acl_attr band = horizontal(out(attr(64, 8)));
  band.dependency = ACL_RNO0;
  band.margin = 1;
  acl_attr wave = out(attr(64, 8)), rno0 = out(attr(64, 8)), sum = out(attr(64, 8));
  wave.dependency = ACL_RNO1;
  rno0.dependency = ACL_RNO0;
  sum.dependency = ACL_RNO1_SUM;
  acl_attr scatter = out(attr(64, 8)), lno0 = attr(64, 8), held = attr(64, 8);
  scatter.def = ACL_RANDOM;
  scatter.position = rnd.position;
  lno0.dependency = ACL_LNO0;
  held.margin = 2;
  const ArgDesc src = transfer(0, f, attr(64, 8)), per_row = transfer(1, param("r", "float"), row);
  const ArgDesc waves = transfer(1, param("w", "float"), wave);
  const std::string several = " in a launch over several devices is not supported yet";
  const std::string across = several + ": the one needs whole columns, the other bands of rows; "
                                       "launch it with clEnqueueAclKernel";
  const std::string beside_tile =
      " beside argument 0 'a' with split ACL_TILE is not supported yet: beside ACL_TILE data "
      "stand level-1 ACL_COMMON tables and ACL_PER_ROW, ACL_PER_COLUMN or ACL_PER_SLICE data";
  const std::string beside_row = " beside argument 1 'r' with broadcast ACL_PER_ROW is not "
                                 "supported yet";
  const std::string write_only = ", but it is CL_MEM_WRITE_ONLY (kernels may only write it); "
                                 "create it CL_MEM_READ_WRITE";
  struct Case {
    std::vector<ArgDesc> args;
    RuleStep step;
    cl_int code;
    std::string message;
  };
  const Case cases[] = {
      {{transfer(0, param("a", "float"), tile),
        transfer(1, param("v", "float", true, AddressSpace::Local), common(attr(4), 2))},
       RuleStep::TiledBeside, ACL_NOT_SUPPORTED_YET,
       "argument 1 'v': ACL_COMMON data at level 2" + beside_tile},
      {{transfer(0, param("a", "float"), tile), transfer(1, param("b", "float"), attr(8, 8))},
       RuleStep::TiledBeside, ACL_NOT_SUPPORTED_YET,
       "argument 1 'b': split ACL_VERTICAL ACL_SEPARATE data" + beside_tile},
      {{src, per_row, transfer(2, param("p", "float"), rnd)}, RuleStep::LineBeside,
       ACL_NOT_SUPPORTED_YET, "argument 2 'p': ACL_RANDOM" + beside_row},
      {{src, per_row, transfer(2, param("d", "float"), rot)}, RuleStep::LineBeside,
       ACL_NOT_SUPPORTED_YET, "argument 2 'd': def ACL_SPECIAL_ROT90" + beside_row},
      {{src, per_row, transfer(2, param("n", "float"), lno)}, RuleStep::LineBeside,
       ACL_NOT_SUPPORTED_YET, "argument 2 'n': dependency ACL_LNO1" + beside_row},
      {{written_only(transfer(0, param("o", "float"), band))}, RuleStep::ReadBackBand,
       ACL_INVALID_ACCESS,
       "argument 0 'o': dependency ACL_RNO0 with margin 1: the plan reads the row above each "
       "band back from the buffer" + write_only},
      {{transfer(0, param("w", "float"), wave),
        written_only(transfer(1, param("z", "float"), rno0))},
       RuleStep::ReadBackWave, ACL_INVALID_ACCESS,
       "argument 1 'z': dependency ACL_RNO0 beside argument 0 'w' with ACL_RNO1: the plan reads "
       "the block above back from the buffer" + write_only},
      {{src, per_row}, RuleStep::SeveralDevices, ACL_NOT_SUPPORTED_YET,
       "argument 1 'r': ACL_PER_ROW data in a launch over several devices is not supported yet "
       "(a row's or column's words may lie on several devices); launch on one device"},
      {{src, transfer(1, param("o", "float"), [] {
          acl_attr a = out(attr(64, 8));
          a.steps = 3;
          return a;
        }())},
       RuleStep::SeveralDevices, ACL_NOT_SUPPORTED_YET,
       "argument 1 'o': steps 3 in a launch over several devices is not supported yet (each "
       "step reaches a margin further over the pieces' edges); launch on one device"},
      {{src, transfer(1, param("s", "uint"), sum)}, RuleStep::SeveralDevicesScan,
       ACL_NOT_SUPPORTED_YET,
       "argument 1 's': dependency ACL_RNO1_SUM in a launch over several devices is not "
       "supported yet (every word's prefix reaches over the pieces above it); launch on one "
       "device"},
      {{src, transfer(1, param("d", "float"), scatter)}, RuleStep::SeveralDevicesScatter,
       ACL_NOT_SUPPORTED_YET,
       "argument 1 'd': def ACL_RANDOM" + several + ": the devices would write one buffer at "
       "places only the position buffer knows, which OpenCL does not order between devices; "
       "launch it with clEnqueueAclKernel"},
      {{transfer(0, f, lno0), waves}, RuleStep::SeveralDevicesAxis, ACL_NOT_SUPPORTED_YET,
       "argument 0 'src': dependency ACL_LNO0 beside ACL_RNO1 data of argument 1 'w'" + across},
      {{transfer(0, param("d", "float"), rot), waves}, RuleStep::SeveralDevicesAxis,
       ACL_NOT_SUPPORTED_YET,
       "argument 0 'd': def ACL_SPECIAL_ROT90 beside ACL_RNO1 data of argument 1 'w'" + across},
      {{transfer(0, param("n", "float"), lno), transfer(1, param("z", "float"), rno0)},
       RuleStep::SeveralDevicesAxis, ACL_NOT_SUPPORTED_YET,
       "argument 0 'n': dependency ACL_LNO1 (neighbours to the left and right) beside argument 1 "
       "'z', which needs whole columns," + several + ": no axis keeps both on one device"},
      {{transfer(0, f, held), waves}, RuleStep::SeveralDevicesBands, ACL_NOT_SUPPORTED_YET,
       "argument 0 'src': margin 2 beside ACL_RNO1 data of argument 1 'w'" + several +
           ": a band cannot compute the rows of the band above again (they wait on the blocks "
           "further up); launch it with clEnqueueAclKernel"},
      {{transfer(0, param("p", "float"), rnd), transfer(1, f, held)},
       RuleStep::SeveralDevicesMargins, ACL_NOT_SUPPORTED_YET,
       "argument 0 'p': ref ACL_RANDOM beside margin 2 of argument 1 'src'" + several +
           ": a piece's margin rows would be blocks the position buffer does not list; launch it "
           "with clEnqueueAclKernel"},
  };
  size_t list_rows = 0;
  for (const Rule& r : rule_table())
    list_rows += r.step > RuleStep::Placement;
  CHECK(list_rows == std::size(cases));  // a new row over the list needs its case here
  for (const Case& c : cases) {
    INFO(c.message);
    try {
      // The steps before enqueue's run inside validate_argument_set, the read-backs in
      // check_read_back too (and alone at launches), the multi-device ones in plan_multi.
      if (c.step >= RuleStep::SeveralDevices) {
        CHECK_NOTHROW(validate_argument_set(c.args));
        check_rules(c.step, c.args);
      } else if (c.step == RuleStep::ReadBackBand || c.step == RuleStep::ReadBackWave) {
        check_read_back(c.args);
      } else {
        validate_argument_set(c.args);
      }
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      CHECK(e.code() == c.code);
      CHECK(std::string(e.what()) == c.message);
    }
  }
}
