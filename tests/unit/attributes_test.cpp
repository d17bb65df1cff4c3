// validate_transfer without a device: normalisation of accepted attributes, and for every
// rejection the specific code and a message naming the argument and the attribute.
#include <catch2/catch.hpp>

#include <array>
#include <functional>

#include "common.hpp"

namespace acltest {
namespace {

struct Reject {
  const char* what;
  std::function<void(acl_attr&)> change;
  cl_int code;
  std::vector<std::string> mentions;  ///< besides the argument's name
  Param p = param("frame", "float");
  size_t mem = 64 * 8 * 4;
  cl_mem_flags flags = CL_MEM_READ_WRITE;
};

acl_attr base() { return attr(64, 8, 1, 4); }

}  // namespace

TEST_CASE("validate_transfer normalises accepted attributes", "[attributes]") {
  const Param p = param("frame", "float");
  acl_attr a = attr(64, 0, 0, 4);
  const acl_attr n = validate_transfer(2, p, a, 64 * 4, CL_MEM_READ_WRITE);
  CHECK(n.size[1] == 1);
  CHECK(n.size[2] == 1);
  CHECK(n.row_pitch == 64 * 4);
  CHECK(n.slice_pitch == 64 * 4);

  a = attr(10, 4, 3, 4);
  a.row_pitch = 48;
  const acl_attr m = validate_transfer(0, p, a, 48 * 4 * 3, CL_MEM_READ_WRITE);
  CHECK(m.row_pitch == 48);
  CHECK(m.slice_pitch == 48 * 4);
  // The last word may end exactly at the end of the buffer (pitch padding after it is not needed).
  CHECK_NOTHROW(validate_transfer(0, p, a, 48 * 4 * 2 + 48 * 3 + 40, CL_MEM_READ_WRITE));

  // Vector types are one word; unknown types are not checked against word_size.
  CHECK_NOTHROW(validate_transfer(0, param("v", "float4"), attr(4, 1, 1, 16), 64, 0));
  CHECK_NOTHROW(validate_transfer(0, param("v", "int3"), attr(4, 1, 1, 16), 64, 0));
  CHECK_NOTHROW(validate_transfer(0, param("p", "pixel_t"), attr(4, 1, 1, 8), 64, 0));
  // COMMON into __local, definition on write-only memory, const input.
  CHECK_NOTHROW(validate_transfer(0, param("t", "int", true, AddressSpace::Local), common(attr(16)), 64, 0));
  CHECK_NOTHROW(validate_transfer(0, param("o", "float"), out(attr(16)), 64, CL_MEM_WRITE_ONLY));
  CHECK_NOTHROW(validate_transfer(0, param("i", "float", true, AddressSpace::Private, true), attr(16),
                                  64, CL_MEM_READ_ONLY));
  // Margins up to 64, any border, on read-only data.
  acl_attr h = attr(16);
  h.margin = 64;
  h.border = ACL_BORDER_NONE;
  CHECK_NOTHROW(validate_transfer(0, param("i", "float"), h, 64, CL_MEM_READ_ONLY));
  // ref and def the same origin.
  acl_attr rw = attr(16);
  rw.def = ACL_TOP_LEFT;
  CHECK_NOTHROW(validate_transfer(0, param("i", "float"), rw, 64, 0));
  rw.ref = rw.def = ACL_BOTTOM_LEFT;
  CHECK_NOTHROW(validate_transfer(0, param("i", "float"), rw, 64, 0));
  // A window at any word: its last word may end exactly at the end of the buffer.
  a = attr(10, 4, 3, 4);
  a.row_pitch = 48;
  a.offset = 1025;
  const acl_attr o = validate_transfer(0, p, a, 1025 * 4 + 48 * 4 * 2 + 48 * 3 + 40, 0);
  CHECK(o.offset == 1025);
  CHECK(o.row_pitch == 48);
}

TEST_CASE("validate_transfer: every rejection has its code and names argument and attribute",
          "[attributes]") {
  const Param local = param("frame", "float", true, AddressSpace::Local);
  const Param global = param("frame", "float", true, AddressSpace::Global);
  const Param cnst = param("frame", "float", true, AddressSpace::Private, true);
  const Param value = param("frame", "float", false);
  std::vector<Reject> cases = {
      {"word_size 3", [](acl_attr& a) { a.word_size = 3; }, ACL_INVALID_WORD_SIZE, {"word_size"}},
      {"word_size 0", [](acl_attr& a) { a.word_size = 0; }, ACL_INVALID_WORD_SIZE, {"word_size"}},
      {"word_size 32", [](acl_attr& a) { a.word_size = 32; }, ACL_INVALID_WORD_SIZE, {"word_size"}},
      {"word_size not the type's",
       [](acl_attr& a) { a.word_size = 2; },
       ACL_INVALID_WORD_SIZE,
       {"word_size", "float"}},
      {"shape past the buffer",
       [](acl_attr& a) { a.size[0] = 65; },
       ACL_SHAPE_EXCEEDS_BUFFER,
       {"size"}},
      {"rows past the buffer",
       [](acl_attr& a) { a.size[1] = 9; },
       ACL_SHAPE_EXCEEDS_BUFFER,
       {"size"}},
      {"slices past the buffer",
       [](acl_attr& a) { a.size[2] = 2; },
       ACL_SHAPE_EXCEEDS_BUFFER,
       {"size"}},
      {"pitch past the buffer",
       [](acl_attr& a) { a.row_pitch = 64 * 4 + 4; },
       ACL_SHAPE_EXCEEDS_BUFFER,
       {"size"}},
      {"offset: the window one word past the buffer",
       [](acl_attr& a) { a.size[1] = 7, a.offset = 65; },
       ACL_SHAPE_EXCEEDS_BUFFER,
       {"size 64x7x1", "from offset 65 words", "needs 2052 bytes"}},
      {"size[0] zero", [](acl_attr& a) { a.size[0] = 0; }, ACL_INVALID_ATTRIBUTE, {"size"}},
      {"row_pitch below the row",
       [](acl_attr& a) { a.row_pitch = 60; },
       ACL_INVALID_ATTRIBUTE,
       {"row_pitch"}},
      {"row_pitch not a word multiple",
       [](acl_attr& a) { a.size[1] = 4, a.row_pitch = 258; },
       ACL_INVALID_ATTRIBUTE,
       {"row_pitch"}},
      {"slice_pitch below the slice",
       [](acl_attr& a) { a.size[1] = 2, a.size[2] = 2, a.slice_pitch = 256; },
       ACL_INVALID_ATTRIBUTE,
       {"slice_pitch"}},
      {"ref out of range", [](acl_attr& a) { a.ref = 9; }, ACL_INVALID_ATTRIBUTE, {"ref"}},
      {"ref a definition-only value",
       [](acl_attr& a) { a.ref = ACL_SPECIAL_ROT180; },
       ACL_INVALID_ATTRIBUTE,
       {"ref"}},
      {"def out of range", [](acl_attr& a) { a.def = 9; }, ACL_INVALID_ATTRIBUTE, {"def"}},
      {"ref and def NONE",
       [](acl_attr& a) { a.ref = ACL_NONE; },
       ACL_INVALID_ATTRIBUTE,
       {"ref", "def"}},
      {"ref and def differ",
       [](acl_attr& a) { a.def = ACL_BOTTOM_LEFT; },
       ACL_INVALID_ATTRIBUTE,
       {"ref", "def"}},
      {"border out of range", [](acl_attr& a) { a.border = 4; }, ACL_INVALID_ATTRIBUTE, {"border"}},
      {"broadcast out of range",
       [](acl_attr& a) { a.broadcast = 5; },
       ACL_INVALID_ATTRIBUTE,
       {"broadcast"}},
      {"split out of range", [](acl_attr& a) { a.split = 7; }, ACL_INVALID_ATTRIBUTE, {"split"}},
      {"dependency out of range",
       [](acl_attr& a) { a.dependency = 99; },
       ACL_INVALID_ATTRIBUTE,
       {"dependency"}},
      {"position without RANDOM",
       [](acl_attr& a) { a.position = reinterpret_cast<cl_mem>(&a); },
       ACL_INVALID_ATTRIBUTE,
       {"position"}},
      {"scale_log2 without ENLARGE/SHRINK",
       [](acl_attr& a) { a.scale_log2 = 2; },
       ACL_INVALID_ATTRIBUTE,
       {"scale_log2"}},
      {"ref RANDOM without positions",
       [](acl_attr& a) { a.ref = ACL_RANDOM; },
       ACL_INVALID_ATTRIBUTE,
       {"ref ACL_RANDOM", "position"}},
      {"def RANDOM without positions",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_RANDOM; },
       ACL_INVALID_ATTRIBUTE,
       {"def ACL_RANDOM", "position"}},
      {"RANDOM with COMMON",
       [](acl_attr& a) {
         a.ref = ACL_RANDOM, a.broadcast = ACL_COMMON, a.position = reinterpret_cast<cl_mem>(&a);
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RANDOM", "ACL_COMMON"}},
      {"RANDOM at level 2",
       [](acl_attr& a) {
         a.ref = ACL_RANDOM, a.level = 2, a.position = reinterpret_cast<cl_mem>(&a);
       },
       ACL_INVALID_LEVEL,
       {"ACL_RANDOM", "level 2"}},
      {"RANDOM with TILE",
       [](acl_attr& a) {
         a.ref = ACL_RANDOM, a.split = ACL_TILE, a.position = reinterpret_cast<cl_mem>(&a);
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RANDOM", "ACL_TILE"}},
      {"SPECIAL def on data that is read",
       [](acl_attr& a) { a.def = ACL_SPECIAL_ROT90; },
       ACL_INVALID_ATTRIBUTE,
       {"def ACL_SPECIAL_ROT90", "ref ACL_TOP_LEFT"}},
      {"SHRINK without a factor",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_SPECIAL_SHRINK; },
       ACL_INVALID_ATTRIBUTE,
       {"scale_log2 0", "ACL_SPECIAL_SHRINK"}},
      {"ENLARGE by 2^9",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_SPECIAL_ENLARGE, a.scale_log2 = 9; },
       ACL_INVALID_ATTRIBUTE,
       {"scale_log2 9"}},
      {"SPECIAL def with TILE",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_SPECIAL_FLIP, a.split = ACL_TILE; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_SPECIAL_FLIP", "ACL_TILE"}},
      {"RNO1 on data only read",
       [](acl_attr& a) { a.dependency = ACL_RNO1; },
       ACL_INVALID_ATTRIBUTE,
       {"dependency ACL_RNO1", "def"}},
      {"LNO0 on data that is written",
       [](acl_attr& a) { a.dependency = ACL_LNO0, a.def = ACL_TOP_LEFT; },
       ACL_INVALID_ATTRIBUTE,
       {"ACL_LNO0", "def"}},
      {"LNO1 on data only written",
       [](acl_attr& a) { a.dependency = ACL_LNO1, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT; },
       ACL_INVALID_ATTRIBUTE,
       {"ACL_LNO1", "ref"}},
      {"LNO2 on COMMON data",
       [](acl_attr& a) { a.dependency = ACL_LNO2, a.broadcast = ACL_COMMON; },
       ACL_INVALID_ATTRIBUTE,
       {"ACL_LNO2", "ACL_COMMON"}},
      {"LNO2 at level 2",
       [](acl_attr& a) { a.dependency = ACL_LNO2, a.level = 2; },
       ACL_INVALID_LEVEL,
       {"ACL_LNO2", "level 2"}},
      {"RNO0 on data only read",
       [](acl_attr& a) { a.dependency = ACL_RNO0; },
       ACL_INVALID_ATTRIBUTE,
       {"ACL_RNO0", "def"}},
      {"RNO0 with TILE",
       [](acl_attr& a) {
         a.dependency = ACL_RNO0, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.split = ACL_TILE;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO0", "ACL_TILE"}},
      {"RNO2 with a SPECIAL def",
       [](acl_attr& a) { a.dependency = ACL_RNO2, a.ref = ACL_NONE, a.def = ACL_SPECIAL_ROT90; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO2", "ACL_SPECIAL_ROT90"}},
      {"RNO1 with TILE",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.split = ACL_TILE;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1", "ACL_TILE"}},
      {"RNO1_SUM on data only read",
       [](acl_attr& a) { a.dependency = ACL_RNO1_SUM; },
       ACL_INVALID_ATTRIBUTE,
       {"dependency ACL_RNO1_SUM", "def"}},
      {"RNO1_SUM on data read and written",
       [](acl_attr& a) { a.dependency = ACL_RNO1_SUM, a.def = ACL_TOP_LEFT; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1_SUM", "ref ACL_TOP_LEFT"}},
      {"RNO1_SUM from BOTTOM_LEFT",
       [](acl_attr& a) { a.dependency = ACL_RNO1_SUM, a.ref = ACL_NONE, a.def = ACL_BOTTOM_LEFT; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1_SUM", "def ACL_BOTTOM_LEFT"}},
      {"RNO1_SUM along rows",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SUM, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT,
         a.split = ACL_HORIZONTAL;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1_SUM", "ACL_HORIZONTAL"}},
      {"RNO1_SUM with a margin",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SUM, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.margin = 1;
       },
       ACL_INVALID_MARGIN,
       {"ACL_RNO1_SUM", "margin 1"}},
      {"RNO1_SUM on 8-byte words",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SUM, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.word_size = 8,
         a.size[0] = 8;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1_SUM", "word_size 4"},
       param("frame", "double")},
      {"RNO1_SCAN on data only read",
       [](acl_attr& a) { a.dependency = ACL_RNO1_SCAN, a.combine = ACL_COMBINE_MAX; },
       ACL_INVALID_ATTRIBUTE,
       {"dependency ACL_RNO1_SCAN", "ACL_COMBINE_MAX", "def"}},
      {"RNO1_SCAN along rows",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SCAN, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT,
         a.split = ACL_HORIZONTAL;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_RNO1_SCAN", "ACL_HORIZONTAL"}},
      {"an unknown combine",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SCAN, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.combine = 5;
       },
       ACL_INVALID_ATTRIBUTE,
       {"combine 5", "ACL_COMBINE_*"}},
      {"combine without RNO1_SCAN",
       [](acl_attr& a) {
         a.dependency = ACL_RNO1_SUM, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT,
         a.combine = ACL_COMBINE_MIN;
       },
       ACL_INVALID_ATTRIBUTE,
       {"combine ACL_COMBINE_MIN", "ACL_RNO1_SCAN", "dependency ACL_RNO1_SUM"}},
      {"PER_ROW at level 2",
       [](acl_attr& a) { a.broadcast = ACL_PER_ROW, a.level = 2; },
       ACL_INVALID_LEVEL,
       {"ACL_PER_ROW", "level 2"}},
      {"PER_COLUMN with a margin",
       [](acl_attr& a) { a.broadcast = ACL_PER_COLUMN, a.margin = 1; },
       ACL_INVALID_MARGIN,
       {"margin 1", "ACL_PER_COLUMN"}},
      {"PER_ROW with TILE",
       [](acl_attr& a) { a.broadcast = ACL_PER_ROW, a.split = ACL_TILE; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_PER_ROW", "ACL_TILE"}},
      {"PER_SLICE read and written",
       [](acl_attr& a) { a.broadcast = ACL_PER_SLICE, a.def = ACL_TOP_LEFT; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_PER_SLICE", "read and written"}},
      {"PER_ROW written on 8-byte words",
       [](acl_attr& a) {
         a.broadcast = ACL_PER_ROW, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.word_size = 8,
         a.size[0] = 8;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_PER_ROW", "32-bit atomics"},
       param("frame", "double")},
      {"combine on PER_COLUMN data only read",
       [](acl_attr& a) { a.broadcast = ACL_PER_COLUMN, a.combine = ACL_COMBINE_MAX; },
       ACL_INVALID_ATTRIBUTE,
       {"combine ACL_COMBINE_MAX", "ACL_PER_COLUMN data only read"}},
      {"PER_ROW with a dependency",
       [](acl_attr& a) {
         a.broadcast = ACL_PER_ROW, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.dependency = ACL_RNO0;
       },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_PER_ROW", "dependency ACL_RNO0"}},
      {"dim_level without TILE",
       [](acl_attr& a) { a.dim_level[1] = 2; },
       ACL_INVALID_ATTRIBUTE,
       {"dim_level", "ACL_TILE", "ACL_VERTICAL"}},
      {"tile without TILE",
       [](acl_attr& a) { a.tile[0] = 4; },
       ACL_INVALID_ATTRIBUTE,
       {"tile", "ACL_TILE"}},
      {"TILE with COMMON",
       [](acl_attr& a) { a.split = ACL_TILE, a.broadcast = ACL_COMMON; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_COMMON", "ACL_TILE"}},
      {"TILE with a margin",
       [](acl_attr& a) { a.split = ACL_TILE, a.margin = 1; },
       ACL_NOT_SUPPORTED_YET,
       {"margin 1", "ACL_TILE"}},
      {"TILE from BOTTOM_LEFT",
       [](acl_attr& a) { a.split = ACL_TILE, a.ref = ACL_BOTTOM_LEFT; },
       ACL_NOT_SUPPORTED_YET,
       {"ACL_BOTTOM_LEFT", "ACL_TILE"}},
      {"TILE at level 2",
       [](acl_attr& a) { a.split = ACL_TILE, a.level = 2; },
       ACL_INVALID_LEVEL,
       {"level 2", "dim_level"}},
      {"TILE both dimensions streamed",
       [](acl_attr& a) { a.split = ACL_TILE, a.dim_level[0] = 2, a.dim_level[1] = 2; },
       ACL_INVALID_LEVEL,
       {"dim_level {2, 2}"}},
      {"TILE dimension at level 3",
       [](acl_attr& a) { a.split = ACL_TILE, a.dim_level[0] = 3; },
       ACL_NOT_SUPPORTED_YET,
       {"dim_level[0] 3"}},
      {"TILE unknown dim_level",
       [](acl_attr& a) { a.split = ACL_TILE, a.dim_level[1] = 9; },
       ACL_INVALID_LEVEL,
       {"dim_level[1] 9", "ACL_LEVEL1_X"}},
      {"TILE dim_level[2]",
       [](acl_attr& a) { a.split = ACL_TILE, a.dim_level[2] = 2; },
       ACL_INVALID_LEVEL,
       {"dim_level[2]"}},
      {"TILE x and y on one axis",
       [](acl_attr& a) { a.split = ACL_TILE, a.dim_level[1] = ACL_LEVEL1_X; },
       ACL_INVALID_LEVEL,
       {"axis x"}},
      {"TILE transposed level-1 data",
       [](acl_attr& a) {
         a.split = ACL_TILE, a.dim_level[0] = ACL_LEVEL1_Y, a.dim_level[1] = ACL_LEVEL1_X;
       },
       ACL_NOT_SUPPORTED_YET,
       {"transposed"}},
      {"TILE written streamed data",
       [](acl_attr& a) {
         a.split = ACL_TILE, a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.dim_level[0] = 2;
       },
       ACL_INVALID_LEVEL,
       {"def ACL_TOP_LEFT", "level-2"}},
      {"TILE 3-D data",
       [](acl_attr& a) { a.split = ACL_TILE, a.size[2] = 2; },
       ACL_INVALID_ATTRIBUTE,
       {"size[2] 2", "2-D"}},
      {"TILE tile above 16",
       [](acl_attr& a) { a.split = ACL_TILE, a.tile[0] = 17; },
       ACL_INVALID_ATTRIBUTE,
       {"tile[0] 17", "16"}},
      {"wg_min above wg_max",
       [](acl_attr& a) { a.wg_min = 65, a.wg_max = 64; },
       ACL_INVALID_MIN_MAX,
       {"wg_min", "wg_max"}},
      {"split_min above split_max",
       [](acl_attr& a) { a.split_min = 5, a.split_max = 4; },
       ACL_INVALID_MIN_MAX,
       {"split_min", "split_max"}},
      {"level 0", [](acl_attr& a) { a.level = 0; }, ACL_INVALID_LEVEL, {"level"}},
      {"level 4", [](acl_attr& a) { a.level = 4; }, ACL_INVALID_LEVEL, {"level"}},
      {"def at level 2",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.level = 2; },
       ACL_INVALID_LEVEL,
       {"def", "level"}},
      {"margin above 64", [](acl_attr& a) { a.margin = 65; }, ACL_INVALID_MARGIN, {"margin"}},
      {"margin on data read and written",
       [](acl_attr& a) { a.def = ACL_TOP_LEFT, a.margin = 1; },
       ACL_INVALID_MARGIN,
       {"margin"}},
      {"margin_z above 64", [](acl_attr& a) { a.margin_z = 65; }, ACL_INVALID_MARGIN,
       {"margin_z 65", "64 slices"}},
      {"margin_z on data read and written",
       [](acl_attr& a) { a.def = ACL_TOP_LEFT, a.margin_z = 1; },
       ACL_INVALID_MARGIN,
       {"margin_z 1", "read and written"}},
      {"margin_z on data only written",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_TOP_LEFT, a.margin_z = 1; },
       ACL_INVALID_MARGIN,
       {"margin_z 1", "not read"}},
      {"margin_z on COMMON data",
       [](acl_attr& a) { a.broadcast = ACL_COMMON, a.margin_z = 1; },
       ACL_INVALID_MARGIN,
       {"margin_z 1", "ACL_COMMON"},
       local},
      {"margin_z on ACL_PER_ROW data",
       [](acl_attr& a) { a.size[0] = 1, a.broadcast = ACL_PER_ROW, a.margin_z = 1; },
       ACL_INVALID_MARGIN,
       {"margin_z 1", "ACL_PER_ROW"}},
      {"margin_z at level 2",
       [](acl_attr& a) { a.level = 2, a.margin_z = 1; },
       ACL_NOT_SUPPORTED_YET,
       {"margin_z 1", "level 2"}},
      {"margin_z with LNO0",
       [](acl_attr& a) { a.dependency = ACL_LNO0, a.margin_z = 1; },
       ACL_NOT_SUPPORTED_YET,
       {"margin_z 1", "ACL_LNO0"}},
      {"margin_z with ACL_TILE",
       [](acl_attr& a) { a.split = ACL_TILE, a.margin_z = 1; },
       ACL_NOT_SUPPORTED_YET,
       {"margin_z 1", "ACL_TILE"}},
      {"COMMON with def",
       [](acl_attr& a) { a.broadcast = ACL_COMMON, a.def = ACL_TOP_LEFT; },
       ACL_INVALID_ATTRIBUTE,
       {"def"},
       local},
      {"COMMON with margin",
       [](acl_attr& a) { a.broadcast = ACL_COMMON, a.margin = 2; },
       ACL_INVALID_MARGIN,
       {"margin"},
       local},
      {"COMMON into a private parameter",
       [](acl_attr& a) { a.broadcast = ACL_COMMON; },
       ACL_ADDRESS_SPACE_MISMATCH,
       {"COMMON"}},
      {"COMMON into a __global parameter",
       [](acl_attr& a) { a.broadcast = ACL_COMMON; },
       ACL_ADDRESS_SPACE_MISMATCH,
       {"COMMON"},
       global},
      {"SEPARATE into a __local parameter",
       [](acl_attr&) {},
       ACL_ADDRESS_SPACE_MISMATCH,
       {"SEPARATE"},
       local},
      {"SEPARATE into a __global parameter",
       [](acl_attr&) {},
       ACL_ADDRESS_SPACE_MISMATCH,
       {"SEPARATE"},
       global},
      {"attributes on a scalar parameter",
       [](acl_attr&) {},
       ACL_INVALID_ATTRIBUTE,
       {"pointer"},
       value},
      {"def on a const parameter",
       [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_TOP_LEFT; },
       ACL_INVALID_ACCESS,
       {"def", "const"},
       cnst},
  };
  Reject ro{"def on a CL_MEM_READ_ONLY buffer", [](acl_attr& a) { a.ref = ACL_NONE, a.def = ACL_TOP_LEFT; },
            ACL_INVALID_ACCESS, {"def", "CL_MEM_READ_ONLY"}};
  ro.flags = CL_MEM_READ_ONLY;
  cases.push_back(ro);
  Reject wo{"ref on a CL_MEM_WRITE_ONLY buffer", [](acl_attr&) {}, ACL_INVALID_ACCESS,
            {"ref", "CL_MEM_WRITE_ONLY"}};
  wo.flags = CL_MEM_WRITE_ONLY;
  cases.push_back(wo);

  for (const Reject& c : cases) {
    INFO("case: " << c.what);
    acl_attr a = base();
    c.change(a);
    try {
      validate_transfer(5, c.p, a, c.mem, c.flags);
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      const std::string msg = e.what();
      INFO("message: " << msg);
      CHECK(e.code() == c.code);
      CHECK(msg.find("'frame'") != std::string::npos);
      CHECK(msg.find("argument 5") != std::string::npos);
      for (const std::string& m : c.mentions) {
        INFO("should mention: " << m);
        CHECK(msg.find(m) != std::string::npos);
      }
    }
  }
}

TEST_CASE("validate_argument_set: unset arguments, level gaps, nothing to distribute",
          "[attributes]") {
  std::vector<ArgDesc> args = {transfer(0, param("a", "float"), attr(8)),
                               transfer(1, param("b", "float"), level(attr(8), 2))};
  CHECK_NOTHROW(validate_argument_set(args));
  ArgDesc unset;
  unset.param = param("c", "float");
  args.push_back(unset);
  try {
    validate_argument_set(args);
    FAIL("accepted an unset argument");
  } catch (const Error& e) {
    CHECK(e.code() == ACL_ARG_NOT_SET);
    CHECK(std::string(e.what()).find("'c'") != std::string::npos);
  }
  args.pop_back();
  args[1] = transfer(1, param("b", "float"), level(attr(8), 3));
  try {
    validate_argument_set(args);
    FAIL("accepted levels 1 and 3");
  } catch (const Error& e) {
    INFO(e.what());
    CHECK(e.code() == ACL_INVALID_LEVEL);
    CHECK(std::string(e.what()).find("level") != std::string::npos);
    CHECK(std::string(e.what()).find("'b'") != std::string::npos);
  }
  try {
    validate_argument_set({transfer(0, param("a", "float"), level(attr(8), 2))});
    FAIL("accepted no level-1 argument");
  } catch (const Error& e) {
    CHECK(e.code() == ACL_INVALID_LEVEL);
  }
}

TEST_CASE("ACL_PER_* data: the view's shape and split, and what may stand beside it",
          "[attributes]") {
  auto line = [](unsigned i, size_t w, size_t h, cl_uint per, bool written) {
    acl_attr a = attr(w, h);
    a.broadcast = per;
    if (written) a.ref = ACL_NONE, a.def = ACL_TOP_LEFT;
    return transfer(i, param("v" + std::to_string(i), "float"), a);
  };
  const ArgDesc src = transfer(0, param("src", "float"), attr(101, 37));
  using V = std::array<size_t, 3>;
  CHECK(line_view({src, line(1, 1, 37, ACL_PER_ROW, true)}, 1) == V{101, 37, 1});
  CHECK_NOTHROW(validate_argument_set(
      {src, line(1, 101, 1, ACL_PER_COLUMN, false), line(2, 1, 1, ACL_PER_SLICE, true)}));
  acl_attr horizontal = attr(101, 37);
  horizontal.split = ACL_HORIZONTAL;
  acl_attr rno = out(attr(101, 37));
  rno.dependency = ACL_RNO0;
  struct Bad {
    const char* what;
    std::vector<ArgDesc> args;
    cl_int code;
    std::vector<std::string> mentions;
  };
  const std::vector<Bad> bad = {
      {"a row vector as wide as the data", {src, line(1, 101, 37, ACL_PER_ROW, true)},
       ACL_INVALID_ATTRIBUTE, {"'v1'", "ACL_PER_ROW", "size 101x37x1", "is size 1x37x1"}},
      {"a column vector of the wrong width", {src, line(1, 100, 1, ACL_PER_COLUMN, false)},
       ACL_INVALID_ATTRIBUTE, {"'v1'", "is size 101x1x1"}},
      {"no view", {line(0, 1, 37, ACL_PER_ROW, true), transfer(1, param("s", "float"), attr(8))},
       ACL_INVALID_ATTRIBUTE, {"'v0'", "is size 1x1x1"}},
      {"another split than the view's",
       {transfer(0, param("src", "float"), horizontal), line(1, 1, 37, ACL_PER_ROW, true)},
       ACL_INVALID_ATTRIBUTE, {"'v1'", "split ACL_VERTICAL", "ACL_HORIZONTAL"}},
      {"beside a dependency",
       {src, transfer(1, param("dst", "float"), rno), line(2, 1, 37, ACL_PER_ROW, true)},
       ACL_NOT_SUPPORTED_YET, {"'dst'", "dependency ACL_RNO0", "ACL_PER_ROW"}},
  };
  for (const Bad& b : bad) {
    INFO(b.what);
    try {
      validate_argument_set(b.args);
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      INFO("message: " << e.what());
      CHECK(e.code() == b.code);
      for (const std::string& m : b.mentions) {
        INFO("should mention: " << m);
        CHECK(std::string(e.what()).find(m) != std::string::npos);
      }
    }
  }
}

TEST_CASE("SPECIAL destinations: the view comes from the other level-1 data, or is undone",
          "[attributes]") {
  auto special = [](size_t w, size_t h, cl_uint def, unsigned k = 0) {
    acl_attr a = out(attr(w, h));
    a.def = def;
    a.scale_log2 = k;
    return transfer(1, param("dst", "float"), a);
  };
  const ArgDesc src = transfer(0, param("src", "float"), attr(101, 37));
  using V = std::array<size_t, 3>;
  CHECK(special_view({src, special(37, 101, ACL_SPECIAL_ROT90)}, 1) == V{101, 37, 1});
  CHECK(special_view({src, special(101, 37, ACL_SPECIAL_FLIP)}, 1) == V{101, 37, 1});
  CHECK(special_view({src, special(202, 74, ACL_SPECIAL_ENLARGE, 1)}, 1) == V{101, 37, 1});
  CHECK(special_view({src, special(13, 5, ACL_SPECIAL_SHRINK, 3)}, 1) == V{101, 37, 1});
  // Without other level-1 data: undone.
  CHECK(special_view({special(37, 101, ACL_SPECIAL_ROT270)}, 0) == V{101, 37, 1});
  CHECK(special_view({special(40, 8, ACL_SPECIAL_ENLARGE, 2)}, 0) == V{10, 2, 1});
  CHECK(special_view({special(13, 5, ACL_SPECIAL_SHRINK, 1)}, 0) == V{26, 10, 1});
  struct Bad {
    const char* what;
    std::vector<ArgDesc> args;
    std::vector<std::string> mentions;
  };
  const std::vector<Bad> bad = {
      {"ROT90 not swapped", {src, special(101, 37, ACL_SPECIAL_ROT90)},
       {"'dst'", "size 101x37x1", "'src'", "must be 37x101x1"}},
      {"SHRINK rounded down", {src, special(12, 4, ACL_SPECIAL_SHRINK, 3)},
       {"'dst'", "must be 13x5x1"}},
      {"ENLARGE by the wrong factor", {src, special(404, 148, ACL_SPECIAL_ENLARGE, 1)},
       {"must be 202x74x1"}},
      {"ENLARGE alone, not a multiple", {special(41, 8, ACL_SPECIAL_ENLARGE, 2)},
       {"'dst'", "multiples of the factor"}},
  };
  for (const Bad& b : bad) {
    INFO(b.what);
    try {
      validate_argument_set(b.args);
      FAIL_CHECK("accepted");
    } catch (const Error& e) {
      INFO("message: " << e.what());
      CHECK(e.code() == ACL_INVALID_ATTRIBUTE);
      for (const std::string& m : b.mentions) {
        INFO("should mention: " << m);
        CHECK(std::string(e.what()).find(m) != std::string::npos);
      }
    }
  }
}

TEST_CASE("check_scalar_type: a scalar's host type must suit its parameter", "[attributes]") {
  auto outcome = [](const Param& p, const std::string& host) -> std::pair<cl_int, std::string> {
    try {
      check_scalar_type(2, p, host);
    } catch (const Error& e) {
      return {e.code(), e.what()};
    }
    return {CL_SUCCESS, ""};
  };
  const Param f = param("a", "float", false);
  // The k.arg(2, 2) for a float parameter: named, with what to pass instead.
  const auto [code, what] = outcome(f, "int");
  CHECK(code == CL_INVALID_ARG_VALUE);
  CHECK_THAT(what, Catch::Contains("argument 2 'a'") && Catch::Contains("'int'") &&
                       Catch::Contains("read as a float") && Catch::Contains("2.0f"));
  CHECK(outcome(f, "float").first == CL_SUCCESS);
  CHECK(outcome(f, "double").first == CL_INVALID_ARG_VALUE);
  // Integers of one size agree whatever their signedness; of another size they do not.
  CHECK(outcome(param("n", "uint", false), "int").first == CL_SUCCESS);
  CHECK(outcome(param("n", "int", false), "uint").first == CL_SUCCESS);
  CHECK(outcome(param("n", "long", false), "int").first == CL_INVALID_ARG_VALUE);
  CHECK(outcome(param("n", "uchar", false), "char").first == CL_SUCCESS);
  CHECK(outcome(param("x", "double", false), "long").first == CL_INVALID_ARG_VALUE);
  // cl_half is a 16-bit integer on the host.
  CHECK(outcome(param("h", "half", false), "ushort").first == CL_SUCCESS);
  CHECK(outcome(param("h", "half", false), "float").first == CL_INVALID_ARG_VALUE);
  // Vectors by component; a 3-component vector is passed as the 4-component host type.
  CHECK(outcome(param("v", "float4", false), "float4").first == CL_SUCCESS);
  CHECK(outcome(param("v", "float3", false), "float4").first == CL_SUCCESS);
  CHECK(outcome(param("v", "float4", false), "int4").first == CL_INVALID_ARG_VALUE);
  CHECK(outcome(param("v", "float4", false), "float2").first == CL_INVALID_ARG_VALUE);
  CHECK(outcome(param("v", "uint2", false), "int2").first == CL_SUCCESS);
  // Types ACL cannot size are left to the size check; pointers take no value.
  CHECK(outcome(param("s", "pixel_t", false), "int").first == CL_SUCCESS);
  CHECK(outcome(param("s", "size_t", false), "ulong").first == CL_SUCCESS);
  const auto [pcode, pwhat] = outcome(param("src", "float"), "float");
  CHECK(pcode == CL_INVALID_ARG_VALUE);
  CHECK_THAT(pwhat, Catch::Contains("pointer parameter 'float* src'"));
  CHECK(outcome(f, "real").first == CL_INVALID_VALUE);
}

TEST_CASE("attribute names for messages", "[attributes]") {
  CHECK(origin_name(ACL_BOTTOM_LEFT) == "ACL_BOTTOM_LEFT");
  CHECK(origin_name(ACL_SPECIAL_ROT90) == "ACL_SPECIAL_ROT90");
  CHECK(border_name(ACL_BORDER_MIRROR) == "ACL_BORDER_MIRROR");
  CHECK(split_name(ACL_HORIZONTAL) == "ACL_HORIZONTAL");
  CHECK(border_name(17) == "17");
}

}  // namespace acltest

namespace acltest {

/// The code and message of validate_transfer's rejection of `a` in a buffer of `mem` bytes.
std::pair<cl_int, std::string> rejection(const acl_attr& a, size_t mem) {
  try {
    validate_transfer(0, param("frame", "uchar"), a, mem, CL_MEM_READ_WRITE);
  } catch (const Error& e) {
    return {e.code(), e.what()};
  }
  return {CL_SUCCESS, ""};
}

TEST_CASE("validate_transfer computes footprints exactly, past 2^53 and 2^64 bytes",
          "[attributes]") {
  // 2^53 + 9 bytes in a buffer of 2^53 + 8: a double rounds the need down to the buffer.
  const size_t p53 = size_t(1) << 53;
  acl_attr a = attr(p53 + 9, 1, 1, 1);
  auto [code, msg] = rejection(a, p53 + 8);
  CHECK(code == ACL_SHAPE_EXCEEDS_BUFFER);
  CHECK(msg.find(std::to_string(p53 + 9) + " bytes") != std::string::npos);
  // Products past 2^64: 2^40 bytes per row, 2^40 rows (2^80 bytes before the slices).
  const size_t p40 = size_t(1) << 40;
  a = attr(p40, p40, p40, 1);
  std::tie(code, msg) = rejection(a, SIZE_MAX);
  CHECK(code == ACL_SHAPE_EXCEEDS_BUFFER);
  INFO(msg);
  CHECK(msg.find("needs 1208925819614629174706176 bytes") != std::string::npos);  // 2^80
  a = attr(4, 4, 1, 1);
  a.row_pitch = SIZE_MAX;  // a pitch whose rows overflow size_t
  std::tie(code, msg) = rejection(a, SIZE_MAX);
  CHECK(code == ACL_SHAPE_EXCEEDS_BUFFER);
  a.slice_pitch = 64;  // below row_pitch x rows
  std::tie(code, msg) = rejection(a, SIZE_MAX);
  CHECK(code == ACL_INVALID_ATTRIBUTE);
  CHECK(msg.find("slice_pitch") != std::string::npos);
  // An offset whose bytes pass 2^64 (the sum is taken in 128 bits).
  a = attr(4, 1, 1, 1);
  a.offset = SIZE_MAX;
  std::tie(code, msg) = rejection(a, SIZE_MAX);
  CHECK(code == ACL_SHAPE_EXCEEDS_BUFFER);
  CHECK(msg.find("from offset " + std::to_string(SIZE_MAX) + " words) needs 18446744073709551619 "
                 "bytes") != std::string::npos);
}

}  // namespace acltest
