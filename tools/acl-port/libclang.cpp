// Opens libclang at run time (libclang.hpp says why).
#include "libclang.hpp"

#include <dlfcn.h>

#ifndef ACL_PORT_LIBCLANG
#define ACL_PORT_LIBCLANG "libclang.so.1"
#endif

namespace port::lc {

#define ACL_PORT_DEFINE(f) decltype(&::f) f = nullptr;
ACL_PORT_CLANG_FUNCTIONS(ACL_PORT_DEFINE)
#undef ACL_PORT_DEFINE

bool open_libclang(std::string& error) {
  static void* lib = nullptr;
  if (lib) return true;
  const char* env = std::getenv("ACL_PORT_LIBCLANG");
  const char* path = env && *env ? env : ACL_PORT_LIBCLANG;
  void* h = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
  if (!h) {
    error = std::string("cannot open libclang (") + path + "): " + dlerror() +
            " (Debian: libclang-14-dev; ACL_PORT_LIBCLANG names another)";
    return false;
  }
#define ACL_PORT_LOAD(f)                                                                 \
  f = reinterpret_cast<decltype(f)>(dlsym(h, #f));                                       \
  if (!f) {                                                                              \
    error = std::string("libclang (") + path + ") lacks " #f;                            \
    return false;                                                                        \
  }
  ACL_PORT_CLANG_FUNCTIONS(ACL_PORT_LOAD)
#undef ACL_PORT_LOAD
  lib = h;
  return true;
}

}  // namespace port::lc
