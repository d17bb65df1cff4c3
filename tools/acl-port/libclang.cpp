// Opens libclang at run time (libclang.hpp says why).
#include "libclang.hpp"

#include <dlfcn.h>

#include <cstdlib>

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
  // ACL_PORT_LIBCLANG, else the library found at build time, else libclang 14 by its soname.
  const char* env = std::getenv("ACL_PORT_LIBCLANG");
  const char* tries[] = {env && *env ? env : ACL_PORT_LIBCLANG, "libclang-14.so.1", "libclang.so.1"};
  void* h = nullptr;
  const char* path = tries[0];
  std::string why;
  for (const char* t : tries) {
    h = dlopen(t, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);
    if (h) {
      path = t;
      break;
    }
    if (why.empty()) why = dlerror();
    if (env && *env) break;  // the one asked for, or nothing
  }
  if (!h) {
    error = std::string("cannot open libclang (") + path + "): " + why +
            " (Debian: libclang1-14; ACL_PORT_LIBCLANG names another)";
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
