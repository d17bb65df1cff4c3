// SHA-256 (FIPS 180-4) and FNV-1a 64: the program-binary cache names its entries by the first
// and checks their payloads with the second.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace acl::detail {

/// SHA-256 of `size` bytes at `data`, as 64 lowercase hex digits.
std::string sha256_hex(const void* data, size_t size);
inline std::string sha256_hex(const std::string& s) {
  return sha256_hex(s.data(), s.size());
}

/// FNV-1a 64 of `size` bytes at `data`: a checksum against torn or flipped bytes, not against
/// someone who means harm (the key comparison and SHA-256 names cover collisions).
uint64_t fnv1a64(const void* data, size_t size);

}  // namespace acl::detail
