// What a plan sees of an array's offset in its buffer (acl_attr::offset): the plan memo
// keys offsets by it (launch/memo_key.hpp), the planner tests its alignment
// (ArgPlan::offset), and every offset of one place generates one code.
#pragma once

#include <cstddef>

namespace acl::detail {

/// Bytes whose multiples an array's offset may change by without changing its plan: a
/// multiple of every alignment a plan tests (vectors, 16-byte chunks, runs) and at most the
/// base alignment OpenCL guarantees a buffer (CL_DEVICE_MEM_BASE_ADDR_ALIGN, 1024 bits).
constexpr size_t kOffsetRun = 128;

/// What a plan and its source depend on of an array's offset in its buffer (acl_attr::offset,
/// in words of `word_bytes`): 0 where the offset is 0 or a whole number of kOffsetRun-byte
/// runs; else, for words of a power of two bytes, the largest power of two that divides it
/// (plans test an offset only by powers of two up to kOffsetRun: vectors, chunks, runs, so
/// offsets of one such place plan and generate alike); for other words, the offset modulo
/// kOffsetRun words.
inline size_t offset_place(size_t offset, size_t word_bytes) {
  if (offset == 0 || (offset * word_bytes) % kOffsetRun == 0) return 0;
  if (word_bytes & (word_bytes - 1)) return offset % kOffsetRun;
  size_t p = 1;
  while (offset % (2 * p) == 0) p *= 2;
  return p;
}

}  // namespace acl::detail
