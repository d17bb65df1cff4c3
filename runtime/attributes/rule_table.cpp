// The rows of the rule table (rules.hpp): what each argument's attributes may not be, alone,
// together and beside the other arguments. Rows of a step run in this order.
#include "attributes/rule_anchors.hpp"
#include "attributes/rules.hpp"

namespace acl::detail {
namespace {

using namespace rule_anchors;

using S = const RuleSubject&;

bool lno(cl_uint d) { return d >= ACL_LNO0 && d <= ACL_LNO2; }
bool random(const acl_attr& a) { return a.ref == ACL_RANDOM || a.def == ACL_RANDOM; }
bool scaled(const acl_attr& a) {
  return a.def == ACL_SPECIAL_ENLARGE || a.def == ACL_SPECIAL_SHRINK;
}
/// 4-byte uint, int or float words: what 32-bit atomics and the one-pass scan combine.
bool word4(S s) {
  const std::string& t = s.param.type;
  return s.attr.word_size == 4 && (t == "uint" || t == "int" || t == "float");
}
bool tiled(S s) { return s.attr.split == ACL_TILE; }
bool line(S s) { return is_line(s.attr.broadcast); }
bool scan(S s) { return is_scan(s.attr.dependency); }
/// An ACL_TILE dimension's level (1 or 2) and the axis of the result it follows.
unsigned tile_level(const acl_attr& a, int d) { return a.dim_level[d] == 2 ? 2u : 1u; }
int tile_axis(const acl_attr& a, int d) {
  return a.dim_level[d] == ACL_LEVEL1_X ? 0 : a.dim_level[d] == ACL_LEVEL1_Y ? 1 : d;
}
bool tile_dim_known(cl_uint v) {
  return v == 0 || v == 1 || v == 2 || v == ACL_LEVEL1_X || v == ACL_LEVEL1_Y;
}
bool tile_both_level1(const acl_attr& a) { return tile_level(a, 0) == 1 && tile_level(a, 1) == 1; }
bool wave(cl_uint d) { return d == ACL_RNO1 || d == ACL_RNO2; }
/// Data cut with the view in a launch over several devices; neighbours left and right.
bool cut(S s) { return cut_with_view(s.attr); }
bool lno12(S s) { return s.attr.dependency == ACL_LNO1 || s.attr.dependency == ACL_LNO2; }
/// Whether the argument list has ACL_RNO1/RNO2 data (its bands wait on the band above).
bool any_wave(S s) {
  for (const ArgDesc& d : *s.args)
    if (d.kind == ArgKind::Transfer && wave(d.attr.dependency)) return true;
  return false;
}
/// Data that needs whole columns on a device: the dependency runs down them (ACL_RNO0 only
/// where no ACL_RNO1/RNO2 data makes bands of rows), or the def sends them to rows.
bool needs_columns(const ArgDesc& d) {
  const acl_attr& a = d.attr;
  return cut_with_view(a) && (a.dependency == ACL_LNO0 || a.dependency == ACL_RNO0 ||
                              is_transposing(a.def));
}

constexpr RuleStep kA = RuleStep::Attributes, kP = RuleStep::Placement;


// clang-format off
const std::vector<Rule> kRules = {
  // Step Parameter: attributes describe the data behind a pointer parameter.
  {RuleStep::Parameter, kParam, "attributes for a scalar parameter", ACL_INVALID_ATTRIBUTE,
   [](S s) { return !s.param.pointer; },
   "'<type> <name>' is a scalar: scalars take no attributes (they describe the data behind a "
   "pointer parameter); pass the value with NULL attributes"},
  {RuleStep::Parameter, kParam, "attributes for a `__global` parameter",
   ACL_ADDRESS_SPACE_MISMATCH,
   [](S s) { return s.param.space == AddressSpace::Global; },
   "attributes on a __global parameter: transferred data arrives in private memory "
   "(ACL_SEPARATE: declare '<type>* <name>') or local memory (ACL_COMMON: '__local <type>* "
   "<name>'); pass NULL attributes to pass the buffer through as a __global pointer"},
  {RuleStep::Parameter, kParam, "attributes for a `__constant` parameter",
   ACL_ADDRESS_SPACE_MISMATCH,
   [](S s) { return s.param.space == AddressSpace::Constant; },
   "attributes on a __constant parameter: transferred data arrives in private memory "
   "(ACL_SEPARATE: declare '<type>* <name>') or local memory (ACL_COMMON: '__local <type>* "
   "<name>'); pass NULL attributes to pass the buffer through as a __constant pointer"},
  // Step Attributes: values, then what combines with what, in the order validation has
  // always checked them.
  {kA, kValues, "`word_size` not 1, 2, 4, 8 or 16", ACL_INVALID_WORD_SIZE,
   [](S s) {
     const cl_uint w = s.attr.word_size;
     return w != 1 && w != 2 && w != 4 && w != 8 && w != 16;
   },
   "word_size <word_size> must be 1, 2, 4, 8 or 16"},
  {kA, kValues, "`word_size` not the size of User_main's built-in type", ACL_INVALID_WORD_SIZE,
   [](S s) { return s.param.type_size != 0 && s.param.type_size != s.attr.word_size; },
   "word_size <word_size> does not match User_main's '<type>' (<type_size> bytes)"},
  {kA, kValues, "`ref` not an origin", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.ref > ACL_RANDOM && !is_special(s.attr.ref); },
   "ref <ref> is not a reference origin"},
  {kA, kValues, "`ref` an `ACL_SPECIAL_*` value", ACL_INVALID_ATTRIBUTE,
   [](S s) { return is_special(s.attr.ref); },
   "ref <ref> is a definition-only value"},
  {kA, kValues, "`def` not an origin nor an `ACL_SPECIAL_*` value", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.def > ACL_RANDOM && !is_special(s.attr.def); },
   "def <def> is not a definition origin"},
  {kA, kRefDef, "`ref` and `def` both `ACL_NONE`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.ref == ACL_NONE && s.attr.def == ACL_NONE; },
   "ref and def are both ACL_NONE: the data is neither read nor written; pass NULL attributes "
   "for a pass-through buffer"},
  {kA, kRefDef, "`def` `ACL_SPECIAL_*` with `ref` set", ACL_INVALID_ATTRIBUTE,
   [](S s) { return is_special(s.attr.def) && s.attr.ref != ACL_NONE; },
   "def <def> with ref <ref>: a transformed write-back goes to a buffer that is not read "
   "(blocks would overwrite each other's input); set ref ACL_NONE and read the source through "
   "another argument"},
  {kA, kRefDef, "`ref` and `def` both set and different", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.ref != ACL_NONE && s.attr.def != ACL_NONE && s.attr.ref != s.attr.def; },
   "ref <ref> and def <def> differ: read and write the same buffer from one origin"},
  {kA, kValues, "`border` not an `ACL_BORDER_*`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.border > ACL_BORDER_NONE; },
   "border <border> is not an ACL_BORDER_*"},
  {kA, kValues, "`broadcast` unknown", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.broadcast > ACL_PER_SLICE; },
   "broadcast <broadcast> is not ACL_SEPARATE, ACL_COMMON or an ACL_PER_*"},
  {kA, kValues, "`split` unknown", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.split > ACL_TILE; },
   "split <split> is not a split direction"},
  {kA, kValues, "`dependency` unknown", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.dependency > ACL_RNO1_SCAN; },
   "dependency <dependency> is unknown"},
  {kA, kValues, "`combine` not an `ACL_COMBINE_*`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.combine > ACL_COMBINE_USER; },
   "combine <combine> is not an ACL_COMBINE_*"},
  {kA, kCombine, "`combine` set on data only read, without `ACL_RNO1_SCAN`", ACL_INVALID_ATTRIBUTE,
   [](S s) {
     return s.attr.combine != ACL_COMBINE_SUM && s.attr.dependency != ACL_RNO1_SCAN &&
            s.attr.def == ACL_NONE;
   },
   "combine <combine> is the operator of dependency ACL_RNO1_SCAN and of written ACL_PER_* "
   "data, but this is <broadcast> data only read with dependency <dependency>; set dependency "
   "ACL_RNO1_SCAN, write ACL_PER_* data, or leave combine 0"},
  {kA, kCombine, "`combine` set on written data that is not `ACL_PER_*`, without `ACL_RNO1_SCAN`",
   ACL_INVALID_ATTRIBUTE,
   [](S s) {
     return s.attr.combine != ACL_COMBINE_SUM && s.attr.dependency != ACL_RNO1_SCAN &&
            s.attr.def != ACL_NONE && !line(s);
   },
   "combine <combine> is the operator of dependency ACL_RNO1_SCAN and of written ACL_PER_* "
   "data, but this is <broadcast> data with dependency <dependency>; set dependency "
   "ACL_RNO1_SCAN, write ACL_PER_* data, or leave combine 0"},
  // ACL_PER_ROW, _COLUMN and _SLICE data: level 1, cut like the view, read or written from
  // the top left without a margin or a dependency; written words combine by 32-bit atomics.
  {kA, kLine, "`level` not 1", ACL_INVALID_LEVEL,
   [](S s) { return line(s) && s.attr.level != 1; },
   "<broadcast> at level <level>: its words follow the rows or columns of the level-1 data; "
   "give it level 1"},
  {kA, kLine, "`split` `ACL_TILE`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && tiled(s); },
   "<broadcast> with split ACL_TILE is not supported yet; beside ACL_TILE data give it split "
   "ACL_VERTICAL: it follows the tiles' result"},
  {kA, kLine, "a `margin`", ACL_INVALID_MARGIN,
   [](S s) { return line(s) && s.attr.margin != 0; },
   "margin <margin> on <broadcast> data: a portion's words are all of its rows or columns "
   "already; set margin 0"},
  {kA, kLine, "a `dependency`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && s.attr.dependency != ACL_DEP_NONE; },
   "<broadcast> with dependency <dependency> is not supported yet"},
  {kA, kLine, "`ref` other than `ACL_TOP_LEFT`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && s.attr.ref != ACL_NONE && s.attr.ref != ACL_TOP_LEFT; },
   "<broadcast> with ref <ref> is not supported yet (ACL_TOP_LEFT)"},
  {kA, kLine, "`def` other than `ACL_TOP_LEFT`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && s.attr.def != ACL_NONE && s.attr.def != ACL_TOP_LEFT; },
   "<broadcast> with def <def> is not supported yet (ACL_TOP_LEFT)"},
  {kA, kLine, "read and written", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && s.attr.ref != ACL_NONE && s.attr.def != ACL_NONE; },
   "<broadcast> read and written is not supported yet: the words User_main writes are "
   "combined into the array from the operator's identity; read the old words through another "
   "argument"},
  {kA, kLine, "written, on other than 4-byte `uint`, `int` or `float` words", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s) && s.attr.def != ACL_NONE && !word4(s); },
   "<broadcast> written on '<type>' words of <word_size> bytes is not supported yet: the "
   "words are combined by 32-bit atomics (uint, int or float, word_size 4)"},
  // ACL_RNO1_SUM and ACL_RNO1_SCAN: what the one-pass scan runs: data only written, from the
  // top left, in columns of private words, combined as 4-byte numbers.
  {kA, kScan, "`ACL_RNO1_SUM` with `def` `ACL_NONE`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.dependency == ACL_RNO1_SUM && s.attr.def == ACL_NONE; },
   "dependency <dependency> makes the written data a 2-D prefix (a summed-area table), but "
   "def is ACL_NONE: nothing is written; set def ACL_TOP_LEFT"},
  {kA, kScan, "`ACL_RNO1_SCAN` with `def` `ACL_NONE`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.dependency == ACL_RNO1_SCAN && s.attr.def == ACL_NONE; },
   "dependency <dependency> makes the written data a 2-D prefix (under <combine>), but def "
   "is ACL_NONE: nothing is written; set def ACL_TOP_LEFT"},
  {kA, kScan, "`def` other than `ACL_TOP_LEFT`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return scan(s) && s.attr.def != ACL_TOP_LEFT; },
   "dependency <dependency> with def <def> is not supported yet (only ACL_TOP_LEFT)"},
  {kA, kScan, "`ref` set", ACL_NOT_SUPPORTED_YET,
   [](S s) { return scan(s) && s.attr.ref != ACL_NONE; },
   "dependency <dependency> with ref <ref> is not supported yet: the data is only written "
   "(read the input through another argument)"},
  {kA, kScan, "`split` other than `ACL_VERTICAL`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return scan(s) && s.attr.split != ACL_VERTICAL; },
   "dependency <dependency> with split <split> is not supported yet (only ACL_VERTICAL)"},
  {kA, kScan, "`ACL_COMMON` data", ACL_INVALID_ATTRIBUTE,
   [](S s) { return scan(s) && s.attr.broadcast != ACL_SEPARATE; },
   "dependency <dependency> on ACL_COMMON data: COMMON data is only read"},
  {kA, kScan, "`level` not 1", ACL_INVALID_LEVEL,
   [](S s) { return scan(s) && s.attr.level != 1; },
   "dependency <dependency> at level <level>: only level-1 data is written back"},
  {kA, kScan, "a `margin`", ACL_INVALID_MARGIN,
   [](S s) { return scan(s) && s.attr.margin != 0; },
   "dependency <dependency> with margin <margin>: a margin is for data that is read; set "
   "margin 0"},
  {kA, kScan, "other than 4-byte `uint`, `int` or `float` words", ACL_NOT_SUPPORTED_YET,
   [](S s) { return scan(s) && !word4(s); },
   "dependency <dependency> on '<type>' words of <word_size> bytes is not supported yet "
   "(uint, int or float, word_size 4)"},
  {kA, kDep, "`ACL_RNO0/1/2` (and `_SUM`, `_SCAN`) with `def` `ACL_NONE`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return is_rno(s.attr.dependency) && s.attr.def == ACL_NONE; },
   "dependency <dependency> delivers neighbours' data after processing, but def is "
   "ACL_NONE: nothing is processed; set def"},
  {kA, kDep, "`ACL_RNO1`/`RNO2` with an `ACL_SPECIAL_*` def", ACL_NOT_SUPPORTED_YET,
   [](S s) { return wave(s.attr.dependency) && is_special(s.attr.def); },
   "dependency <dependency> with def <def> is not supported yet: neighbours are read back "
   "from the written data in its own layout"},
  {kA, kDep, "any dependency with `split` `ACL_TILE`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.dependency != ACL_DEP_NONE && tiled(s); },
   "dependency <dependency> with split ACL_TILE is not supported yet"},
  {kA, kDep, "`ACL_LNO*` with `ref` `ACL_NONE`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return lno(s.attr.dependency) && s.attr.ref == ACL_NONE; },
   "dependency <dependency> delivers neighbours' data before processing, but ref is "
   "ACL_NONE: nothing is read; set ref"},
  {kA, kDep, "`ACL_LNO*` with `def` set", ACL_INVALID_ATTRIBUTE,
   [](S s) { return lno(s.attr.dependency) && s.attr.def != ACL_NONE; },
   "dependency <dependency> with def <def>: neighbours would read words this block writes; "
   "read and write separate buffers"},
  {kA, kDep, "`ACL_LNO*` on `ACL_COMMON` data", ACL_INVALID_ATTRIBUTE,
   [](S s) { return lno(s.attr.dependency) && s.attr.broadcast == ACL_COMMON; },
   "dependency <dependency> on ACL_COMMON data: the work-group sees the whole tile already"},
  {kA, kDep, "`ACL_LNO*` at level 2 or 3", ACL_INVALID_LEVEL,
   [](S s) { return lno(s.attr.dependency) && s.attr.level != 1; },
   "dependency <dependency> at level <level>: neighbours are level-1 portions"},
  {kA, kRandom, "`position` set without `ACL_RANDOM`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.position != nullptr && !random(s.attr); },
   "position is set but neither ref nor def is ACL_RANDOM"},
  {kA, kRandom, "`ref` `ACL_RANDOM` without `position`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.ref == ACL_RANDOM && s.attr.position == nullptr; },
   "ref ACL_RANDOM needs a position buffer: set position to a cl_mem of cl_int4 (x, y, z, "
   "unused), one per level-1 block"},
  {kA, kRandom, "`def` `ACL_RANDOM` without `position`", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.def == ACL_RANDOM && s.attr.position == nullptr; },
   "def ACL_RANDOM needs a position buffer: set position to a cl_mem of cl_int4 (x, y, z, "
   "unused), one per level-1 block"},
  {kA, kRandom, "`split` `ACL_TILE`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return random(s.attr) && tiled(s); },
   "ACL_RANDOM with split ACL_TILE is not supported yet"},
  {kA, kRandom, "`ACL_COMMON`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return random(s.attr) && s.attr.broadcast == ACL_COMMON; },
   "ACL_RANDOM with ACL_COMMON is not supported yet"},
  {kA, kRandom, "`level` not 1", ACL_INVALID_LEVEL,
   [](S s) { return random(s.attr) && s.attr.level != 1; },
   "ACL_RANDOM at level <level>: positions give level-1 blocks their origins; use level 1"},
  {kA, kRandom, "a `dependency`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return random(s.attr) && s.attr.dependency != ACL_DEP_NONE; },
   "ACL_RANDOM with dependency <dependency> is not supported yet"},
  {kA, kRefDef, "`scale_log2` set without `def` `ACL_SPECIAL_ENLARGE`/`SHRINK`",
   ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.scale_log2 != 0 && !scaled(s.attr); },
   "scale_log2 is set but def is not ACL_SPECIAL_ENLARGE/SHRINK"},
  {kA, kRefDef, "`def` `ACL_SPECIAL_ENLARGE`/`SHRINK` with `scale_log2` outside 1..8",
   ACL_INVALID_ATTRIBUTE,
   [](S s) { return scaled(s.attr) && (s.attr.scale_log2 < 1 || s.attr.scale_log2 > 8); },
   "scale_log2 <scale_log2> with def <def>: the factor is 2^scale_log2, give scale_log2 1..8"},
  {kA, kValues, "`position_offset[0]` above 2^62", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.position_offset[0] > (size_t(1) << 62); },
   "position_offset[0] <position_offset[0]> is above 2^62 (positions are 64-bit signed)"},
  {kA, kValues, "`position_offset[1]` above 2^62", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.position_offset[1] > (size_t(1) << 62); },
   "position_offset[1] <position_offset[1]> is above 2^62 (positions are 64-bit signed)"},
  {kA, kValues, "`position_offset[2]` above 2^62", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.position_offset[2] > (size_t(1) << 62); },
   "position_offset[2] <position_offset[2]> is above 2^62 (positions are 64-bit signed)"},
  {kA, kValues, "`wg_min` above `wg_max` (both set)", ACL_INVALID_MIN_MAX,
   [](S s) { return s.attr.wg_min != 0 && s.attr.wg_max != 0 && s.attr.wg_min > s.attr.wg_max; },
   "wg_min <wg_min> is above wg_max <wg_max>"},
  {kA, kValues, "`split_min` above `split_max` (both set)", ACL_INVALID_MIN_MAX,
   [](S s) {
     return s.attr.split_min != 0 && s.attr.split_max != 0 && s.attr.split_min > s.attr.split_max;
   },
   "split_min <split_min> is above split_max <split_max>"},
  {kA, kValues, "`level` 0", ACL_INVALID_LEVEL,
   [](S s) { return s.attr.level == 0; },
   "level 0: levels start at 1"},
  {kA, kValues, "`level` above 3", ACL_INVALID_LEVEL,
   [](S s) { return s.attr.level > 3; },
   "level <level>: at most 3"},
  // ACL_TILE: a 2-D array whose dimensions each follow level 1 (an axis of the result) or
  // level 2 (streamed); see docs/attributes.md.
  {kA, kTile, "`dim_level[2]` not 0 or 1", ACL_INVALID_LEVEL,
   [](S s) { return tiled(s) && s.attr.dim_level[2] != 0 && s.attr.dim_level[2] != 1; },
   "dim_level[2] <dim_level[2]>: ACL_TILE data is 2-D, leave dim_level[2] 0"},
  {kA, kTile, "`size[2]` above 1", ACL_INVALID_ATTRIBUTE,
   [](S s) { return tiled(s) && s.attr.size[2] > 1; },
   "size[2] <size[2]>: ACL_TILE data is 2-D (size[2] must be 1)"},
  {kA, kTile, "`level` not 1", ACL_INVALID_LEVEL,
   [](S s) { return tiled(s) && s.attr.level != 1; },
   "level <level> with split ACL_TILE: the level of each dimension goes in dim_level, and "
   "level stays 1"},
  {kA, kTile, "`dim_level[0]` 3", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && s.attr.dim_level[0] == 3; },
   "dim_level[0] <dim_level[0]>: ACL_TILE data streams at level 2 at most (level 3 is not "
   "supported yet)"},
  {kA, kTile, "`dim_level[0]` not 0, 1, 2, 3, `ACL_LEVEL1_X` or `ACL_LEVEL1_Y`", ACL_INVALID_LEVEL,
   [](S s) { return tiled(s) && s.attr.dim_level[0] != 3 && !tile_dim_known(s.attr.dim_level[0]); },
   "dim_level[0] <dim_level[0]>: use 1, 2, ACL_LEVEL1_X or ACL_LEVEL1_Y"},
  {kA, kTile, "`dim_level[1]` 3", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && s.attr.dim_level[1] == 3; },
   "dim_level[1] <dim_level[1]>: ACL_TILE data streams at level 2 at most (level 3 is not "
   "supported yet)"},
  {kA, kTile, "`dim_level[1]` not 0, 1, 2, 3, `ACL_LEVEL1_X` or `ACL_LEVEL1_Y`", ACL_INVALID_LEVEL,
   [](S s) { return tiled(s) && s.attr.dim_level[1] != 3 && !tile_dim_known(s.attr.dim_level[1]); },
   "dim_level[1] <dim_level[1]>: use 1, 2, ACL_LEVEL1_X or ACL_LEVEL1_Y"},
  {kA, kTile, "both dimensions at level 2", ACL_INVALID_LEVEL,
   [](S s) { return tiled(s) && tile_level(s.attr, 0) == 2 && tile_level(s.attr, 1) == 2; },
   "dim_level {2, 2}: at least one dimension must follow level 1"},
  {kA, kTile, "both dimensions follow axis x of the result", ACL_INVALID_LEVEL,
   [](S s) {
     return tiled(s) && tile_both_level1(s.attr) && tile_axis(s.attr, 0) == 0 &&
            tile_axis(s.attr, 1) == 0;
   },
   "dim_level: x and y both follow axis x of the result"},
  {kA, kTile, "both dimensions follow axis y of the result", ACL_INVALID_LEVEL,
   [](S s) {
     return tiled(s) && tile_both_level1(s.attr) && tile_axis(s.attr, 0) == 1 &&
            tile_axis(s.attr, 1) == 1;
   },
   "dim_level: x and y both follow axis y of the result"},
  {kA, kTile, "level-1 data transposed (`{ACL_LEVEL1_Y, ACL_LEVEL1_X}`)", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && tile_both_level1(s.attr) && tile_axis(s.attr, 0) != 0; },
   "dim_level {ACL_LEVEL1_Y, ACL_LEVEL1_X}: transposed level-1 data is not supported yet"},
  {kA, kTile, "`def` on data with a level-2 dimension", ACL_INVALID_LEVEL,
   [](S s) {
     return tiled(s) && (tile_level(s.attr, 0) == 2 || tile_level(s.attr, 1) == 2) &&
            s.attr.def != ACL_NONE;
   },
   "def <def> on data with a level-2 dimension: only level-1 data can be written back"},
  {kA, kTile, "`broadcast` other than `ACL_SEPARATE`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && s.attr.broadcast != ACL_SEPARATE; },
   "<broadcast> with split ACL_TILE is not supported yet: ACL_TILE data is ACL_SEPARATE (the "
   "AC kernel shares it through local memory by itself); a table or vector beside it keeps "
   "split ACL_VERTICAL"},
  {kA, kTile, "a `margin`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && s.attr.margin != 0; },
   "margin <margin> with split ACL_TILE is not supported yet"},
  {kA, kTile, "`ACL_BOTTOM_LEFT`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && (s.attr.ref == ACL_BOTTOM_LEFT || s.attr.def == ACL_BOTTOM_LEFT); },
   "ACL_BOTTOM_LEFT with split ACL_TILE is not supported yet"},
  {kA, kTile, "`def` `ACL_SPECIAL_*`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return tiled(s) && is_special(s.attr.def); },
   "def <def> with split ACL_TILE is not supported yet"},
  {kA, kTile, "`tile[0]` above 16", ACL_INVALID_ATTRIBUTE,
   [](S s) { return tiled(s) && s.attr.tile[0] > 16; },
   "tile[0] <tile[0]>: at most 16 words per work-item along an axis"},
  {kA, kTile, "`tile[1]` above 16", ACL_INVALID_ATTRIBUTE,
   [](S s) { return tiled(s) && s.attr.tile[1] > 16; },
   "tile[1] <tile[1]>: at most 16 words per work-item along an axis"},
  {kA, kTile, "`dim_level` or `tile` set without `split` `ACL_TILE`", ACL_INVALID_ATTRIBUTE,
   [](S s) {
     const acl_attr& a = s.attr;
     return !tiled(s) &&
            (a.dim_level[0] || a.dim_level[1] || a.dim_level[2] || a.tile[0] || a.tile[1]);
   },
   "dim_level and tile apply to split ACL_TILE only, but split is <split>"},

  // Step Placement, after the shape is checked against the buffer.
  {kP, kRefDef, "`ACL_COMMON` data with `def` set", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.broadcast == ACL_COMMON && s.attr.def != ACL_NONE; },
   "ACL_COMMON data is shared by a work-group and read only; def must be ACL_NONE"},
  {kP, kMargin, "a `margin` on `ACL_COMMON` data", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.broadcast == ACL_COMMON && s.attr.margin != 0; },
   "margin <margin> on ACL_COMMON data: the work-group sees the whole tile already"},
  {kP, kRefDef, "`def` at level 2 or 3", ACL_INVALID_LEVEL,
   [](S s) { return s.attr.def != ACL_NONE && s.attr.level != 1; },
   "def <def> at level <level>: only level-1 data can be written back (every work-group "
   "walks all splits of the inner levels)"},
  {kP, kMargin, "a `margin` on data read and written", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.ref != ACL_NONE && s.attr.def != ACL_NONE && s.attr.margin != 0; },
   "margin <margin> on data that is read and written: neighbouring blocks would read words "
   "this one writes; use separate input and output"},
  // ACL_RNO0 data cut along rows: its margin widens the row above it reads after processing
  // (pass pyramid). On other data only written a margin leaves the window's margin words 0.
  {kP, kMargin,
   "`ACL_RNO0` `ACL_HORIZONTAL` data with a `margin` and `def` other than `ACL_TOP_LEFT`",
   ACL_NOT_SUPPORTED_YET,
   [](S s) {
     const acl_attr& a = s.attr;
     return a.dependency == ACL_RNO0 && a.split == ACL_HORIZONTAL && a.margin != 0 &&
            a.def != ACL_TOP_LEFT;
   },
   "def <def> on ACL_RNO0 data with a margin is not supported yet; use ACL_TOP_LEFT"},
  {kP, kMargin, "`margin` above 64", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.margin > 64; },
   "margin <margin> is above the limit of 64 words"},
  // A margin along z: the slices above and below a block's, of data only read.
  {kP, kMargin, "`margin_z` above 64", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.margin_z > 64; },
   "margin_z <margin_z> is above the limit of 64 slices"},
  {kP, kMargin, "`margin_z` on data not `ACL_SEPARATE`", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.margin_z != 0 && s.attr.broadcast != ACL_SEPARATE; },
   "margin_z <margin_z> on <broadcast> data: only ACL_SEPARATE data takes slices of a margin"},
  {kP, kMargin, "`margin_z` on data not read", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.margin_z != 0 && s.attr.ref == ACL_NONE; },
   "margin_z <margin_z> on data that is not read: the slices around a block are read before "
   "it runs; read one argument with the margin and write another"},
  {kP, kMargin, "`margin_z` on data read and written", ACL_INVALID_MARGIN,
   [](S s) { return s.attr.margin_z != 0 && s.attr.def != ACL_NONE; },
   "margin_z <margin_z> on data that is read and written: the slices around a block are read "
   "before it runs; read one argument with the margin and write another"},
  {kP, kMargin, "`margin_z` with `split` `ACL_TILE`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.margin_z != 0 && tiled(s); },
   "margin_z <margin_z> with split ACL_TILE is not supported yet"},
  {kP, kMargin, "`margin_z` at level 2 or 3", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.margin_z != 0 && s.attr.level != 1; },
   "margin_z <margin_z> at level <level> is not supported yet; give the data level 1"},
  {kP, kMargin, "`margin_z` with a `dependency`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.margin_z != 0 && s.attr.dependency != ACL_DEP_NONE; },
   "margin_z <margin_z> with dependency <dependency> is not supported yet"},
  {kP, kMargin, "`margin_z` with `ref` `ACL_RANDOM`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.margin_z != 0 && s.attr.ref == ACL_RANDOM; },
   "margin_z <margin_z> with ref ACL_RANDOM is not supported yet"},
  // Time steps a launch (steps > 1): the written data's words become argument `feeds`'s at
  // the next step; the plan keeps both in local tiles (pass steps).
  {kA, kSteps, "`steps` above 64", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.steps > 64; },
   "steps <steps> is above the limit of 64 a launch"},
  {kA, kSteps, "`steps` above 1 on data not written", ACL_INVALID_ATTRIBUTE,
   [](S s) { return s.attr.steps > 1 && s.attr.def == ACL_NONE; },
   "steps <steps> on data that is not written: give steps to the written argument, whose "
   "words argument feeds (<feeds>) reads at the next step"},
  {kA, kSteps, "`steps` above 1 on data also read", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.steps > 1 && s.attr.ref != ACL_NONE; },
   "steps <steps> on data read and written (ref <ref>) is not supported yet: write it only "
   "(ref ACL_NONE) and read the first step's input through argument feeds"},
  {kA, kSteps, "`steps` above 1 on other than level-1 `ACL_SEPARATE` `ACL_VERTICAL` data "
   "written from the top left, without a dependency or margin", ACL_NOT_SUPPORTED_YET,
   [](S s) {
     const acl_attr& a = s.attr;
     return a.steps > 1 && (a.level != 1 || a.broadcast != ACL_SEPARATE ||
                            a.split != ACL_VERTICAL || a.def != ACL_TOP_LEFT ||
                            a.dependency != ACL_DEP_NONE || a.margin || a.margin_z);
   },
   "steps <steps> on level <level> <broadcast> <split> data with def <def>, dependency "
   "<dependency>, margin <margin> is not supported yet: the stepped data is level 1, "
   "ACL_SEPARATE, ACL_VERTICAL, written from ACL_TOP_LEFT, without a dependency or margin"},
  // Where the data arrives must match the parameter's address space.
  {kP, kParam, "`ACL_COMMON` data into a parameter not `__local`", ACL_ADDRESS_SPACE_MISMATCH,
   [](S s) { return s.attr.broadcast == ACL_COMMON && s.param.space != AddressSpace::Local; },
   "ACL_COMMON data arrives in local memory; declare the parameter '__local <type>* <name>'"},
  {kP, kParam, "`ACL_SEPARATE` or `ACL_PER_*` data into a parameter not private",
   ACL_ADDRESS_SPACE_MISMATCH,
   [](S s) {
     return (s.attr.broadcast == ACL_SEPARATE || line(s)) && s.param.space != AddressSpace::Private;
   },
   "<broadcast> data arrives in private memory; declare the parameter '<type>* <name>' "
   "without an address-space qualifier"},
  {kP, kParam, "`def` on a `const` parameter", ACL_INVALID_ACCESS,
   [](S s) { return s.attr.def != ACL_NONE && s.param.is_const; },
   "def <def> writes the data back, but User_main declares it const"},
  // Only the device-access bits count: CL_MEM_HOST_* restrict the host, and ACL never
  // touches the buffer from the host.
  {kP, kParam, "`def` on a `CL_MEM_READ_ONLY` buffer", ACL_INVALID_ACCESS,
   [](S s) { return s.attr.def != ACL_NONE && (s.flags & CL_MEM_READ_ONLY); },
   "def <def> writes the data back, but the buffer is CL_MEM_READ_ONLY (kernels may only "
   "read it); create it CL_MEM_READ_WRITE or CL_MEM_WRITE_ONLY"},
  {kP, kParam, "`ref` on a `CL_MEM_WRITE_ONLY` buffer", ACL_INVALID_ACCESS,
   [](S s) { return s.attr.ref != ACL_NONE && (s.flags & CL_MEM_WRITE_ONLY); },
   "ref <ref> reads the data, but the buffer is CL_MEM_WRITE_ONLY (kernels may only write "
   "it); create it CL_MEM_READ_WRITE or CL_MEM_READ_ONLY"},
  {kP, kParam, "`ACL_RNO1`/`RNO2` on a `CL_MEM_WRITE_ONLY` buffer", ACL_INVALID_ACCESS,
   [](S s) { return wave(s.attr.dependency) && (s.flags & CL_MEM_WRITE_ONLY); },
   "dependency <dependency> reads the neighbours' results back from the buffer, but it is "
   "CL_MEM_WRITE_ONLY (kernels may only write it); create it CL_MEM_READ_WRITE"},

  // Over the argument list, at enqueue. A tiled plan has 2-D work-groups over the tiles'
  // result: beside ACL_TILE data, other transfer data is a whole level-1 COMMON table or a
  // vector along the result's rows or columns (ACL_PER_*), which the tiled schedule moves.
  {RuleStep::TiledBeside, kBeside, "`ACL_COMMON` data at level 2 or 3 beside `ACL_TILE` data",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return !tiled(s) && s.attr.broadcast == ACL_COMMON && s.attr.level != 1; },
   "ACL_COMMON data at level <level> beside argument <other> '<other.name>' with split "
   "ACL_TILE is not supported yet: beside ACL_TILE data stand level-1 ACL_COMMON tables and "
   "ACL_PER_ROW, ACL_PER_COLUMN or ACL_PER_SLICE data",
   [](const ArgDesc& o) { return o.attr.split == ACL_TILE; }},
  {RuleStep::TiledBeside, kBeside, "untiled `ACL_SEPARATE` data beside `ACL_TILE` data",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return !tiled(s) && s.attr.broadcast == ACL_SEPARATE; },
   "split <split> <broadcast> data beside argument <other> '<other.name>' with split ACL_TILE "
   "is not supported yet: beside ACL_TILE data stand level-1 ACL_COMMON tables and "
   "ACL_PER_ROW, ACL_PER_COLUMN or ACL_PER_SLICE data",
   [](const ArgDesc& o) { return o.attr.split == ACL_TILE; }},
  {RuleStep::LineBeside, kBeside, "`ACL_RANDOM` beside `ACL_PER_*` data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return random(s.attr); },
   "ACL_RANDOM beside argument <other> '<other.name>' with broadcast <other.broadcast> is not "
   "supported yet",
   [](const ArgDesc& o) { return is_line(o.attr.broadcast); }},
  {RuleStep::LineBeside, kBeside, "`def` `ACL_SPECIAL_*` beside `ACL_PER_*` data",
   ACL_NOT_SUPPORTED_YET,
   [](S s) { return is_special(s.attr.def); },
   "def <def> beside argument <other> '<other.name>' with broadcast <other.broadcast> is not "
   "supported yet",
   [](const ArgDesc& o) { return is_line(o.attr.broadcast); }},
  {RuleStep::LineBeside, kBeside, "a dependency beside `ACL_PER_*` data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.dependency != ACL_DEP_NONE; },
   "dependency <dependency> beside argument <other> '<other.name>' with broadcast "
   "<other.broadcast> is not supported yet",
   [](const ArgDesc& o) { return is_line(o.attr.broadcast); }},
  // ACL_RNO0 rows with a margin read the row above each band back from the buffer.
  {RuleStep::ReadBackBand, kBeside, "`ACL_RNO0` `ACL_HORIZONTAL` data with a `margin` in a "
   "`CL_MEM_WRITE_ONLY` buffer", ACL_INVALID_ACCESS,
   [](S s) {
     const acl_attr& a = s.attr;
     return a.dependency == ACL_RNO0 && a.split == ACL_HORIZONTAL && a.margin > 0 && s.write_only;
   },
   "dependency ACL_RNO0 with margin <margin>: the plan reads the row above each band back from "
   "the buffer, but it is CL_MEM_WRITE_ONLY (kernels may only write it); create it "
   "CL_MEM_READ_WRITE"},
  // Beside ACL_RNO1/RNO2 data the plan is a wavefront, which reads ACL_RNO0 data back from
  // its buffer too (alone, the block above stays in private memory).
  {RuleStep::ReadBackWave, kBeside, "`ACL_RNO0` data in a `CL_MEM_WRITE_ONLY` buffer beside "
   "`ACL_RNO1`/`RNO2` data", ACL_INVALID_ACCESS,
   [](S s) { return s.attr.dependency == ACL_RNO0 && s.write_only; },
   "dependency ACL_RNO0 beside argument <other> '<other.name>' with <other.dependency>: the "
   "plan reads the block above back from the buffer, but it is CL_MEM_WRITE_ONLY (kernels may "
   "only write it); create it CL_MEM_READ_WRITE",
   [](const ArgDesc& o) { return wave(o.attr.dependency); }},
  // Each device would combine its own rows only: the sums and prefixes cross the pieces.
  {RuleStep::SeveralDevices, kDevices, "`ACL_PER_*` data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return line(s); },
   "<broadcast> data in a launch over several devices is not supported yet (a row's or "
   "column's words may lie on several devices); launch on one device"},
  {RuleStep::SeveralDevices, kDevices, "`steps` above 1", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.steps > 1; },
   "steps <steps> in a launch over several devices is not supported yet (each step reaches a "
   "margin further over the pieces' edges); launch on one device"},
  {RuleStep::SeveralDevicesScan, kDevices, "`ACL_RNO1_SUM`/`_SCAN` data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return scan(s); },
   "dependency <dependency> in a launch over several devices is not supported yet (every "
   "word's prefix reaches over the pieces above it); launch on one device"},
  {RuleStep::SeveralDevicesScatter, kDevices, "`def` `ACL_RANDOM`", ACL_NOT_SUPPORTED_YET,
   [](S s) { return s.attr.def == ACL_RANDOM; },
   "def ACL_RANDOM in a launch over several devices is not supported yet: the devices would "
   "write one buffer at places only the position buffer knows, which OpenCL does not order "
   "between devices; launch it with clEnqueueAclKernel"},
  // Data whose dependency runs down the columns, or whose def sends columns to rows, takes
  // whole columns on each device; ACL_RNO1/RNO2 data takes bands of rows.
  {RuleStep::SeveralDevicesAxis, kDevices, "`ACL_LNO0` data beside `ACL_RNO1`/`RNO2` data",
   ACL_NOT_SUPPORTED_YET, [](S s) { return cut(s) && s.attr.dependency == ACL_LNO0; },
   "dependency <dependency> beside <other.dependency> data of argument <other> '<other.name>' "
   "in a launch over several devices is not supported yet: the one needs whole columns, the "
   "other bands of rows; launch it with clEnqueueAclKernel",
   [](const ArgDesc& o) { return wave(o.attr.dependency); }},
  {RuleStep::SeveralDevicesAxis, kDevices, "`def` `ACL_SPECIAL_ROT90`/`ROT270`/"
   "`MIRROR_TRANSPOSE` beside `ACL_RNO1`/`RNO2` data", ACL_NOT_SUPPORTED_YET,
   [](S s) { return cut(s) && is_transposing(s.attr.def); },
   "def <def> beside <other.dependency> data of argument <other> '<other.name>' in a launch "
   "over several devices is not supported yet: the one needs whole columns, the other bands of "
   "rows; launch it with clEnqueueAclKernel",
   [](const ArgDesc& o) { return wave(o.attr.dependency); }},
  {RuleStep::SeveralDevicesAxis, kDevices, "`ACL_LNO1`/`LNO2` data beside data that needs "
   "whole columns (`ACL_LNO0`, a transposing `def`, `ACL_RNO0` without `ACL_RNO1`/`RNO2` "
   "data)", ACL_NOT_SUPPORTED_YET,
   [](S s) { return cut(s) && lno12(s) && !any_wave(s); },
   "dependency <dependency> (neighbours to the left and right) beside argument <other> "
   "'<other.name>', which needs whole columns, in a launch over several devices is not "
   "supported yet: no axis keeps both on one device",
   needs_columns},
  // A band waits on the band above: it cannot compute that band's rows again.
  {RuleStep::SeveralDevicesBands, kDevices, "a `margin` read beside `ACL_RNO1`/`RNO2` data",
   ACL_NOT_SUPPORTED_YET, [](S s) { return cut(s) && s.attr.ref != ACL_NONE && s.attr.margin; },
   "margin <margin> beside <other.dependency> data of argument <other> '<other.name>' in a "
   "launch over several devices is not supported yet: a band cannot compute the rows of the "
   "band above again (they wait on the blocks further up); launch it with clEnqueueAclKernel",
   [](const ArgDesc& o) { return wave(o.attr.dependency); }},
  // Elsewhere a piece holds the rows past its band that margins read, and computes them again.
  {RuleStep::SeveralDevicesMargins, kDevices, "`ref` `ACL_RANDOM` beside a `margin` read",
   ACL_NOT_SUPPORTED_YET, [](S s) { return s.attr.ref == ACL_RANDOM; },
   "ref ACL_RANDOM beside margin <other.margin> of argument <other> '<other.name>' in a launch "
   "over several devices is not supported yet: a piece's margin rows would be blocks the position "
   "buffer does not list; launch it with clEnqueueAclKernel",
   [](const ArgDesc& o) {
     return cut_with_view(o.attr) && o.attr.ref != ACL_NONE && o.attr.margin;
   }},
};
// clang-format on


}  // namespace

const std::vector<Rule>& rule_table() { return kRules; }

}  // namespace acl::detail
