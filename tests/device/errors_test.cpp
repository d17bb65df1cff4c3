// Bad inputs through the C API: each must return its exact code, leave a message naming
// the argument and the attribute, write nothing, and leave earlier valid settings working.
#include "errors_fixture.hpp"

namespace acltest {

using namespace errors;

namespace {

// The scale kernel with a COMMON table `w` as argument 3 (levels beside the level-1 data).
const char* kWithTable = R"(
void User_main(float* src, float* dst, int scale, __local const float* w) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale + 0 * w[0];
}
)";

/// One rejected clSetAclKernelArg.
struct BadSet {
  std::string what;
  cl_uint index;
  std::function<acl_attr()> attr;  ///< null: no attributes
  cl_int code;
  std::vector<std::string> mentions;
  cl_mem_flags flags = CL_MEM_READ_WRITE;  ///< of the buffer passed
  size_t buffer_bytes = 64 * 8 * 4;
};

}  // namespace

TEST_CASE("clSetAclKernelArg rejects bad attributes with the exact code and a precise message",
          "[device][errors]") {
  auto src_with = [](std::function<void(acl_attr&)> f) {
    return [f] {
      acl_attr a = src_attr();
      f(a);
      return a;
    };
  };
  auto dst_with = [](std::function<void(acl_attr&)> f) {
    return [f] {
      acl_attr a = dst_attr();
      f(a);
      return a;
    };
  };
  const std::vector<BadSet> cases = {
      {"index out of range", 3, src_attr, CL_INVALID_ARG_INDEX, {"argument 3"}},
      {"word_size 3", 0, src_with([](acl_attr& a) { a.word_size = 3; }), ACL_INVALID_WORD_SIZE,
       {"'src'", "word_size"}},
      {"word_size mismatching float", 0, src_with([](acl_attr& a) { a.word_size = 8; }),
       ACL_INVALID_WORD_SIZE, {"'src'", "word_size", "float"}},
      {"shape larger than the buffer", 0, src_with([](acl_attr& a) { a.size[1] = 9; }),
       ACL_SHAPE_EXCEEDS_BUFFER, {"'src'", "size"}},
      {"3-D shape larger than the buffer", 1, dst_with([](acl_attr& a) { a.size[2] = 2; }),
       ACL_SHAPE_EXCEEDS_BUFFER, {"'dst'", "size"}},
      {"pitch makes it larger than the buffer", 0,
       src_with([](acl_attr& a) { a.row_pitch = 65 * 4; }), ACL_SHAPE_EXCEEDS_BUFFER,
       {"'src'", "size"}},
      {"offset: the window reaches past the buffer by one word", 0,
       src_with([](acl_attr& a) { a.size[1] = 4, a.offset = 64 * 4 + 1; }),
       ACL_SHAPE_EXCEEDS_BUFFER, {"'src'", "size", "offset 257 words", "2052 bytes"}},
      {"offset near SIZE_MAX", 1, dst_with([](acl_attr& a) { a.offset = SIZE_MAX / 2; }),
       ACL_SHAPE_EXCEEDS_BUFFER, {"'dst'", "offset"}},
      {"row_pitch below the row", 0, src_with([](acl_attr& a) { a.row_pitch = 63 * 4; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "row_pitch"}},
      {"row_pitch not a multiple of the word", 0,
       src_with([](acl_attr& a) { a.size[1] = 4, a.row_pitch = 64 * 4 + 2; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "row_pitch"}},
      {"slice_pitch below the slice", 0,
       src_with([](acl_attr& a) { a.size[1] = 4, a.size[2] = 2, a.slice_pitch = 4; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "slice_pitch"}},
      {"size[0] zero", 0, src_with([](acl_attr& a) { a.size[0] = 0; }), ACL_INVALID_ATTRIBUTE,
       {"'src'", "size"}},
      {"ref and def both NONE", 0, src_with([](acl_attr& a) { a.ref = ACL_NONE; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "ref", "def"}},
      {"ref and def differ", 1, dst_with([](acl_attr& a) { a.ref = ACL_BOTTOM_LEFT; }),
       ACL_INVALID_ATTRIBUTE, {"'dst'", "ref", "def"}},
      {"ref RANDOM without a position buffer", 0, src_with([](acl_attr& a) { a.ref = ACL_RANDOM; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "ref ACL_RANDOM", "position"}},

      {"def SPECIAL_ROT90 on data that is read", 1,
       dst_with([](acl_attr& a) { a.def = ACL_SPECIAL_ROT90, a.ref = ACL_TOP_LEFT; }),
       ACL_INVALID_ATTRIBUTE, {"'dst'", "def ACL_SPECIAL_ROT90", "ref"}},
      {"def SPECIAL_SHRINK without a factor", 1,
       dst_with([](acl_attr& a) { a.def = ACL_SPECIAL_SHRINK; }), ACL_INVALID_ATTRIBUTE,
       {"'dst'", "scale_log2"}},
      {"split TILE with a margin", 0, src_with([](acl_attr& a) { a.split = ACL_TILE, a.margin = 1; }),
       ACL_NOT_SUPPORTED_YET, {"'src'", "margin", "ACL_TILE"}},
      {"dependency RNO2 with a SPECIAL def", 1,
       dst_with([](acl_attr& a) { a.dependency = ACL_RNO2, a.def = ACL_SPECIAL_FLIP; }),
       ACL_NOT_SUPPORTED_YET, {"'dst'", "ACL_RNO2", "ACL_SPECIAL_FLIP"}},
      {"dependency RNO1 on data only read", 0,
       src_with([](acl_attr& a) { a.dependency = ACL_RNO1; }), ACL_INVALID_ATTRIBUTE,
       {"'src'", "ACL_RNO1", "def"}},
      {"dependency LNO1 on written data", 1, dst_with([](acl_attr& a) { a.dependency = ACL_LNO1; }),
       ACL_INVALID_ATTRIBUTE, {"'dst'", "ACL_LNO1", "ref"}},
      {"dim_level without TILE", 0, src_with([](acl_attr& a) { a.dim_level[0] = 1; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "dim_level", "ACL_TILE"}},
      {"ref is a definition-only value", 0,
       src_with([](acl_attr& a) { a.ref = ACL_SPECIAL_FLIP; }), ACL_INVALID_ATTRIBUTE,
       {"'src'", "ref"}},
      {"border out of range", 0, src_with([](acl_attr& a) { a.border = 9; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "border"}},
      {"broadcast out of range", 0, src_with([](acl_attr& a) { a.broadcast = 5; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "broadcast"}},
      {"position without RANDOM", 0,
       src_with([](acl_attr& a) { a.position = reinterpret_cast<cl_mem>(&a); }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "position"}},
      {"scale_log2 without ENLARGE/SHRINK", 0, src_with([](acl_attr& a) { a.scale_log2 = 1; }),
       ACL_INVALID_ATTRIBUTE, {"'src'", "scale_log2"}},
      {"level 0", 0, src_with([](acl_attr& a) { a.level = 0; }), ACL_INVALID_LEVEL,
       {"'src'", "level"}},
      {"level 4", 0, src_with([](acl_attr& a) { a.level = 4; }), ACL_INVALID_LEVEL,
       {"'src'", "level"}},
      {"def at level 2", 1, dst_with([](acl_attr& a) { a.level = 2; }), ACL_INVALID_LEVEL,
       {"'dst'", "def", "level"}},
      {"wg_min above wg_max", 0, src_with([](acl_attr& a) { a.wg_min = 128, a.wg_max = 64; }),
       ACL_INVALID_MIN_MAX, {"'src'", "wg_min", "wg_max"}},
      {"split_min above split_max", 1,
       dst_with([](acl_attr& a) { a.split_min = 9, a.split_max = 2; }), ACL_INVALID_MIN_MAX,
       {"'dst'", "split_min", "split_max"}},
      {"margin above 64", 0, src_with([](acl_attr& a) { a.margin = 65; }), ACL_INVALID_MARGIN,
       {"'src'", "margin"}},
      {"margin on data read and written", 1,
       dst_with([](acl_attr& a) { a.ref = ACL_TOP_LEFT, a.margin = 1; }), ACL_INVALID_MARGIN,
       {"'dst'", "margin"}},
      {"COMMON into a private parameter", 0,
       src_with([](acl_attr& a) { a.broadcast = ACL_COMMON; }), ACL_ADDRESS_SPACE_MISMATCH,
       {"'src'", "COMMON"}},
      {"def on a CL_MEM_READ_ONLY buffer", 1, dst_attr, ACL_INVALID_ACCESS,
       {"'dst'", "def", "CL_MEM_READ_ONLY"}, CL_MEM_READ_ONLY},
      {"ref on a CL_MEM_WRITE_ONLY buffer", 0, src_attr, ACL_INVALID_ACCESS,
       {"'src'", "ref", "CL_MEM_WRITE_ONLY"}, CL_MEM_WRITE_ONLY},
      {"private pointer without attributes", 0, nullptr, ACL_INVALID_ATTRIBUTE,
       {"'src'", "attributes"}},
  };
  Fixture f;
  f.set_valid();
  f.check_valid_run();
  for (const BadSet& c : cases) {
    INFO("case: " << c.what);
    cl::Buffer buf(f.e.context, c.flags, c.buffer_bytes);
    const acl_attr a = c.attr ? c.attr() : acl_attr{};
    CHECK(clSetAclKernelArg(f.k, c.index, sizeof(cl_mem), &buf(), c.attr ? &a : nullptr) ==
          c.code);
    check_message(c.mentions);
    f.check_untouched();
    f.check_valid_run();  // the earlier valid setting is still in effect
  }
}

TEST_CASE("clSetAclKernelArg rejects bad values, sizes, buffers and kernels",
          "[device][errors]") {
  Fixture f;
  f.set_valid();
  const acl_attr as = src_attr();
  cl_int v = 5;
  cl_long wide = 5;

  // A buffer of another context.
  cl::Context other(f.e.device);
  cl::Buffer foreign(other, CL_MEM_READ_WRITE, kLay.count() * 4);
  CHECK(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &foreign(), &as) == CL_INVALID_CONTEXT);
  check_message({"'src'", "context"});
  // A RANDOM position buffer of another context.
  acl_attr ar = src_attr();
  ar.ref = ACL_RANDOM;
  ar.position = foreign();
  CHECK(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &ar) == CL_INVALID_CONTEXT);
  check_message({"'src'", "position buffer", "context"});
  // Scalars: wrong size, no value.
  CHECK(clSetAclKernelArg(f.k, 2, sizeof wide, &wide, nullptr) == CL_INVALID_ARG_SIZE);
  check_message({"'scale'", "arg_size"});
  CHECK(clSetAclKernelArg(f.k, 2, sizeof v, nullptr, nullptr) == CL_INVALID_ARG_VALUE);
  check_message({"'scale'", "arg_value"});
  // Buffers: wrong size, NULL, not a buffer.
  CHECK(clSetAclKernelArg(f.k, 0, 4, &f.bsrc(), &as) == CL_INVALID_ARG_SIZE);
  check_message({"'src'", "arg_size"});
  cl_mem null_mem = nullptr;
  CHECK(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &null_mem, &as) == CL_INVALID_MEM_OBJECT);
  check_message({"'src'"});
  CHECK(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), nullptr, &as) == CL_INVALID_ARG_VALUE);
  check_message({"'src'", "arg_value"});
  // Not a kernel.
  CHECK(clSetAclKernelArg(nullptr, 0, sizeof(cl_mem), &f.bsrc(), &as) == CL_INVALID_KERNEL);
  CHECK(clEnqueueAclKernel(f.e.queue(), nullptr, 0, nullptr, nullptr) == CL_INVALID_KERNEL);
  f.check_untouched();
  f.check_valid_run();
}

TEST_CASE("acl::Kernel::arg checks a scalar's type against User_main's parameter",
          "[device][errors]") {
  acl::Kernel k(env().context, R"(
void User_main(float* src, float* dst, float gain, int steps, float4 bias) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * gain + steps + bias.x;
}
)");
  auto code_of = [](const std::function<void()>& set) {
    try {
      set();
    } catch (const acl::Error& e) {
      return e.code();
    }
    return CL_SUCCESS;
  };
  // The int 2 for the float `gain` would arrive as 2.8e-44.
  CHECK(code_of([&] { k.arg(2, 2); }) == CL_INVALID_ARG_VALUE);
  check_message({"argument 2 'gain'", "'int'", "2.0f"});
  CHECK(code_of([&] { k.arg(2, 2.0); }) == CL_INVALID_ARG_VALUE);
  check_message({"'gain'", "'double'"});
  CHECK(code_of([&] { k.arg(3, 2.0f); }) == CL_INVALID_ARG_VALUE);
  check_message({"'steps'", "'float'"});
  CHECK(code_of([&] { k.arg(4, cl_int4{{1, 2, 3, 4}}); }) == CL_INVALID_ARG_VALUE);
  check_message({"'bias'", "'int4'"});
  CHECK(code_of([&] { k.arg(0, 1.0f); }) == CL_INVALID_ARG_VALUE);
  check_message({"'src'", "pointer parameter"});
  CHECK(code_of([&] { k.arg(2, 2.0f).arg(3, 7u).arg(4, cl_float4{{1, 2, 3, 4}}); }) == CL_SUCCESS);
  // Through the C API, which the wrapper calls: a NULL type checks the size only.
  const float half_gain = 0.5f;
  CHECK(clSetAclKernelArgScalar(k.get(), 3, nullptr, sizeof half_gain, &half_gain) == CL_SUCCESS);
  CHECK(clSetAclKernelArgScalar(k.get(), 3, "float", sizeof half_gain, &half_gain) ==
        CL_INVALID_ARG_VALUE);
}

TEST_CASE("COMMON and __local parameters: address spaces, def, margin, scratch",
          "[device][errors]") {
  const char* src = R"(
void User_main(float* src, float* dst, int scale, __local const float* tab, __local float* sc) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale + 0 * tab[0];
  sc[get_local_id(0)] = 0;
}
)";
  Fixture f(src);
  f.set_valid();
  std::vector<Float> t = random_words<Float>(16, 3);
  cl::Buffer bt = filled(t);
  acl::Attr common;
  common.shape(16).words(4).common();
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &common) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(f.k, 4, 256, nullptr, nullptr) == CL_SUCCESS);
  f.check_valid_run();

  acl::Attr bad = common;
  bad.write(ACL_TOP_LEFT);
  CHECK(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &bad) == ACL_INVALID_ATTRIBUTE);
  check_message({"'tab'", "def"});
  bad = common;
  bad.halo(1);
  CHECK(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &bad) == ACL_INVALID_MARGIN);
  check_message({"'tab'", "margin"});
  bad = common;
  bad.broadcast = ACL_SEPARATE;  // SEPARATE data into a __local parameter
  CHECK(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &bad) == ACL_ADDRESS_SPACE_MISMATCH);
  check_message({"'tab'", "SEPARATE"});
  // Local scratch takes a size and no value.
  CHECK(clSetAclKernelArg(f.k, 4, 256, &bt(), nullptr) == CL_INVALID_ARG_VALUE);
  check_message({"'sc'", "arg_value"});
  CHECK(clSetAclKernelArg(f.k, 4, 0, nullptr, nullptr) == CL_INVALID_ARG_SIZE);
  check_message({"'sc'"});
  f.check_untouched();
  f.check_valid_run();

  // def on a parameter User_main declares const.
  const char* csrc = R"(
void User_main(const float* src, float* dst, int scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale;
}
)";
  Fixture g(csrc);
  g.set_valid();
  acl::Attr rw;
  rw.shape(kLay.w, kLay.h).words(4).write(ACL_TOP_LEFT);
  CHECK(clSetAclKernelArg(g.k, 0, sizeof(cl_mem), &g.bsrc(), &rw) == ACL_INVALID_ACCESS);
  check_message({"'src'", "def", "const"});
  g.check_valid_run();
}

TEST_CASE("clCreateAclKernel rejects sources without a usable User_main", "[device][errors]") {
  struct Bad {
    const char* what;
    const char* src;
  };
  const std::vector<Bad> cases = {
      {"no User_main", "void main_user(float* a) { a[0] = 1; }"},
      {"User_main only in a comment", "// void User_main(float* a) {}\nvoid f(float* a) {}"},
      {"declared, never defined", "void User_main(float* a);"},
      {"no parameters", "void User_main() {}"},
      {"pointer to pointer", "void User_main(float** a) {}"},
  };
  for (const Bad& c : cases) {
    INFO("case: " << c.what);
    cl_int err = CL_SUCCESS;
    cl_acl_kernel k = clCreateAclKernel(env().context(), c.src, "", &err);
    CHECK(err == ACL_INVALID_USER_MAIN);
    CHECK(k == nullptr);
    check_message({"User_main"});
    if (k) clReleaseAclKernel(k);
  }
  cl_int err = CL_SUCCESS;
  CHECK(clCreateAclKernel(env().context(), nullptr, "", &err) == nullptr);
  CHECK(err == CL_INVALID_VALUE);
  CHECK(clCreateAclKernel(nullptr, kScale, "", &err) == nullptr);
  CHECK(err == CL_INVALID_CONTEXT);
}


TEST_CASE("clEnqueueAclKernel rejects argument sets that cannot run, enqueuing nothing",
          "[device][errors]") {
  SECTION("an argument never set") {
    Fixture f;
    const acl_attr as = src_attr();
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &as) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_ARG_NOT_SET, {"'dst'"});
    size_t n = 0;
    CHECK(aclGetKernelPlan(f.k, f.e.device(), 0, nullptr, &n) == ACL_ARG_NOT_SET);
    check_message({"'dst'"});
    f.set_valid();
    f.check_valid_run();
  }
  SECTION("a level gap: levels 1 and 3 without 2") {
    Fixture f(kWithTable);
    f.set_valid();
    std::vector<Float> t = random_words<Float>(40, 3);
    cl::Buffer bt = filled(t);
    acl::Attr w;
    w.shape(40).words(4).common().at_level(3);
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &w) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_LEVEL, {"'w'", "level"});
    w.at_level(2);
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &w) == CL_SUCCESS);
    f.check_valid_run();
  }
  SECTION("no level-1 SEPARATE argument") {
    Fixture f;
    f.set_valid();
    acl_attr a = src_attr();
    a.level = 2;
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &a) == CL_SUCCESS);
    acl_attr d = dst_attr();
    d.ref = ACL_TOP_LEFT, d.def = ACL_NONE, d.level = 2;
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_LEVEL, {"level"});
  }
  SECTION("level-1 vertical data of different widths") {
    // Issue 45: a 50x50 result beside a 100x50 input ran without a word; here 32x8 beside
    // 64x8.
    Fixture f;
    f.set_valid();
    acl_attr d = dst_attr();
    d.size[0] = 32, d.row_pitch = d.slice_pitch = 0;
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_ATTRIBUTE,
                           {"'dst'", "32x8x1", "'src'", "64x8x1", "same width"});
  }
  SECTION("same-level shapes that cannot share a split count") {
    Fixture f;
    f.set_valid();
    acl_attr a = src_attr(), d = dst_attr();
    a.size[0] = 1, a.size[1] = 1, a.size[2] = 3;  // 3 blocks (one per slice) at least
    d.size[0] = 1, d.size[1] = 1, d.size[2] = 2;  // 2 blocks, never 3
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &a) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_SPLIT_COUNT_MISMATCH, {"'src'", "'dst'"});
  }
  SECTION("a RANDOM position buffer shorter than the plan's blocks") {
    Fixture f;
    f.set_valid();
    std::vector<int32_t> pos(2, 0);  // half an origin: shorter than any plan needs
    cl::Buffer bpos = filled(pos);
    acl_attr a = src_attr();
    a.ref = ACL_RANDOM;
    a.position = bpos();
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &a) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_ATTRIBUTE, {"'src'", "position buffer holds 0"});
  }
  SECTION("a SPECIAL destination that is not the transformed source") {
    Fixture f;
    f.set_valid();
    acl_attr d = dst_attr();
    d.def = ACL_SPECIAL_ROT90;  // the destination keeps the source's shape: not swapped
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_ATTRIBUTE, {"'dst'", "ACL_SPECIAL_ROT90", "'src'"});
  }
  SECTION("wg_min of one argument above wg_max of another") {
    Fixture f;
    f.set_valid();
    acl_attr a = src_attr(), d = dst_attr();
    a.wg_min = 128;
    d.wg_max = 64;
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &a) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_PLAN_DOES_NOT_FIT, {"'src'", "wg_min", "'dst'", "wg_max"});
  }
  SECTION("a level-1 COMMON array larger than local memory") {
    const char* src = R"(
void User_main(float* src, float* dst, int scale, __local const float* big) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale + 0 * big[0];
}
)";
    Fixture f(src);
    f.set_valid();
    const size_t local = f.e.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
    const size_t words = local / 4 + 1;  // one word more than the whole local memory
    cl::Buffer bb(f.e.context, CL_MEM_READ_ONLY, words * 4);
    acl::Attr w;
    w.shape(words).words(4).common();
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bb(), &w) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_PLAN_DOES_NOT_FIT, {"'big'", "local memory"});
  }
  SECTION("a margin whose window cannot fit private memory at any split") {
    // A window User_main hands to a function stays private: on the GPU class 512 bytes, a
    // 17x17 window of margin 8 at the smallest split. (Windows it only reads move into local
    // tiles; CPUs hold larger private windows in narrower groups.)
    const char* src = R"(
float first(float* p) { return p[0]; }
void User_main(float* src, float* dst, int scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = first(src + k) * scale;
}
)";
    ClassGuard guard("gpu");
    Fixture f(src);
    f.set_valid();
    acl_attr a = src_attr();
    a.margin = 8;
    REQUIRE(clSetAclKernelArg(f.k, 0, sizeof(cl_mem), &f.bsrc(), &a) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_PLAN_DOES_NOT_FIT,
                           {"'src'", "margin 8", "private memory", "hands it to a function"});
  }
  SECTION("a User_main that does not compile: the build log in the message") {
    const char* src = R"(
void User_main(float* src, float* dst, int scale) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * undeclared_thing_42;
}
)";
    Fixture f(src);
    f.set_valid();
    check_rejected_enqueue(f, CL_BUILD_PROGRAM_FAILURE, {"undeclared_thing_42"});
    check_rejected_enqueue(f, CL_BUILD_PROGRAM_FAILURE, {"undeclared_thing_42"});  // again
  }
  SECTION("ACL_RNO1 data beside streamed (level-2) data") {
    Fixture f(kWithTable);
    f.set_valid();
    std::vector<Float> t = random_words<Float>(40, 3);
    cl::Buffer bt = filled(t);
    acl::Attr w;
    w.shape(40).words(4).common().at_level(2);
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bt(), &w) == CL_SUCCESS);
    f.check_valid_run();
    acl_attr d = dst_attr();
    d.dependency = ACL_RNO1;
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_NOT_SUPPORTED_YET, {"'w'", "level 2", "ACL_RNO1", "'dst'"});
  }
  SECTION("ACL_RNO2 data of different block grids (another width)") {
    const char* src = R"(
void User_main(float* src, float* dst, int scale, float* dst2) {
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale;
  for (int k = 0; k < get_acl_size(dst2); k++) dst2[k] = 1.0f;
}
)";
    Fixture f(src);
    f.set_valid();
    // dst2 is 8x64: the same number of blocks as dst at some split, not the same grid; of
    // another width than src, so refused as vertical data of different widths (issue 45)
    // before the wavefront's own grid check.
    cl::Buffer b2 = poisoned(kLay.count() * 4);
    acl_attr d2 = dst_attr();
    d2.size[0] = kLay.h, d2.size[1] = kLay.w;
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &b2(), &d2) == CL_SUCCESS);
    acl_attr d = dst_attr();
    d.dependency = ACL_RNO2;
    d2.dependency = ACL_RNO2;
    REQUIRE(clSetAclKernelArg(f.k, 1, sizeof(cl_mem), &f.bdst(), &d) == CL_SUCCESS);
    REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &b2(), &d2) == CL_SUCCESS);
    check_rejected_enqueue(f, ACL_INVALID_ATTRIBUTE,
                           {"'dst2'", "8x64x1", "'src'", "64x8x1", "same width"});
  }
  SECTION("a queue of another context, a NULL queue, a bad wait list") {
    Fixture f;
    f.set_valid();
    cl::Context other(f.e.device);
    cl::CommandQueue q(other, f.e.device);
    check_rejected_enqueue(f, CL_INVALID_CONTEXT, {"context"}, q());
    cl_event ev = nullptr;
    CHECK(clEnqueueAclKernel(nullptr, f.k, 0, nullptr, &ev) == CL_INVALID_COMMAND_QUEUE);
    CHECK(clEnqueueAclKernel(f.e.queue(), f.k, 1, nullptr, &ev) == CL_INVALID_EVENT_WAIT_LIST);
    CHECK(ev == nullptr);
    f.check_untouched();
    f.check_valid_run();
  }
}

}  // namespace acltest

namespace acltest {

TEST_CASE("__local scratch and ACL's local tiles together beyond local memory are refused",
          "[device][errors]") {
  // A level-1 COMMON table just under ACL's local budget plus user scratch of 3/4 of the
  // device's local memory: no plan can fit, so the enqueue must fail with
  // ACL_PLAN_DOES_NOT_FIT instead of reaching the device (PoCL aborts the process).
  const char* src = R"(
void User_main(float* src, float* dst, int scale, __local const float* big, __local float* sc) {
  sc[get_local_id(0)] = big[get_local_id(0)];
  for (int k = 0; k < get_acl_size(dst); k++) dst[k] = src[k] * scale + 0 * sc[0];
}
)";
  Fixture f(src);
  f.set_valid();
  const size_t local = f.e.device.getInfo<CL_DEVICE_LOCAL_MEM_SIZE>();
  const size_t words = local / 4 / 2 - 1024;
  cl::Buffer bb(f.e.context, CL_MEM_READ_ONLY, words * 4);
  acl::Attr w;
  w.shape(words).words(4).common();
  REQUIRE(clSetAclKernelArg(f.k, 3, sizeof(cl_mem), &bb(), &w) == CL_SUCCESS);
  REQUIRE(clSetAclKernelArg(f.k, 4, local * 3 / 4, nullptr, nullptr) == CL_SUCCESS);
  check_rejected_enqueue(f, ACL_PLAN_DOES_NOT_FIT, {"local memory"});
}

}  // namespace acltest
