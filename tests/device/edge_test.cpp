// Arrays at the 32-bit edge: one row of INT_MAX - 100 and INT_MAX bytes, so that a block's
// padding columns pass INT_MAX. An AC kernel that forms such coordinates in 32 bits wraps
// them and skips its guards: it wrote the 101 bytes after the destination (and read past the
// source). The destination buffer holds the array and then canary bytes up to the device's
// largest allocation; the run must write every array byte and no canary. Tagged [edge]:
// gigabyte buffers, so it stays out of the Oclgrind gate.
#include "harness.hpp"

#include <climits>

namespace acltest {
namespace {

const char* kPlusOne = R"(
void User_main(const uchar* src, uchar* dst) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] + 1;
}
)";

/// `bytes` of `b` from `offset`.
std::vector<unsigned char> read_range(const cl::Buffer& b, size_t offset, size_t bytes) {
  std::vector<unsigned char> v(bytes);
  env().queue.enqueueReadBuffer(b, CL_TRUE, offset, bytes, v.data());
  return v;
}

/// `bytes` of `b` set to `value`, written from the host in pieces (NVIDIA's driver
/// 580.159.04 failed later calls after clEnqueueFillBuffer over 2^31 bytes).
void fill(const cl::Buffer& b, unsigned char value, size_t bytes) {
  const std::vector<unsigned char> piece(size_t(64) << 20, value);
  for (size_t at = 0; at < bytes; at += piece.size())
    env().queue.enqueueWriteBuffer(b, CL_TRUE, at, std::min(piece.size(), bytes - at),
                                   piece.data());
}

void one_row(Strategy strategy, size_t w) {
  Env& e = env();
  const size_t largest = e.device.getInfo<CL_DEVICE_MAX_MEM_ALLOC_SIZE>();
  if (largest < w + 1) {
    WARN("the device allocates at most " << largest << " bytes: skipped " << w << " words");
    return;
  }
  INFO("one row of " << w << " bytes, strategy " << strategy);
  const size_t canaries = std::min<size_t>(largest - w, 4096);
  cl::Buffer src(e.context, CL_MEM_READ_ONLY, w), dst(e.context, CL_MEM_READ_WRITE, w + canaries);
  fill(src, 7, w);
  fill(dst, kPoison, w + canaries);
  ClassGuard guard(strategy);
  acl::Kernel k(e.context, kPlusOne);
  acl::Attr a;
  a.shape(w, 1).words(1);
  acl::Attr o = a;
  o.read(ACL_NONE).write(ACL_TOP_LEFT);
  k.arg(0, src, a).arg(1, dst, o);
  std::string plan;
  if (!launch(k, plan)) return;
  INFO(plan);
  // The last 64 KiB of the array and every canary; the first 64 KiB; a window in between.
  const size_t tail = std::min<size_t>(w, 65536);
  const std::vector<unsigned char> end = read_range(dst, w - tail, tail + canaries);
  size_t unwritten = 0, canaries_hit = 0;
  for (size_t i = 0; i < tail; ++i) unwritten += end[i] != 8;
  for (size_t i = tail; i < end.size(); ++i) canaries_hit += end[i] != kPoison;
  CHECK(unwritten == 0);
  CHECK(canaries_hit == 0);
  for (size_t at : {size_t(0), w / 2 - 4096}) {
    const std::vector<unsigned char> part = read_range(dst, at, 8192);
    size_t wrong = 0;
    for (unsigned char c : part) wrong += c != 8;
    INFO("bytes from " << at);
    CHECK(wrong == 0);
  }
}

TEST_CASE("edge: one-row byte arrays of INT_MAX - 100 and INT_MAX words",
          "[device][edge]") {
  for (Strategy s : {"cpu", "gpu"})
    DYNAMIC_SECTION(s) {
      one_row(s, size_t(INT_MAX) - 100);
      one_row(s, size_t(INT_MAX));
    }
}

}  // namespace
}  // namespace acltest
