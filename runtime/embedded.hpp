// The ac_kernels/ files and the shipped tuning database, embedded into the library at build
// time (cmake/AclEmbed.cmake). Beside error.hpp, below every layer: codegen reads the kernel
// files, device/ the tuning database.
#pragma once

namespace acl::detail {

const char* embedded_acl_builtins();  ///< ac_kernels/acl_builtins.h
const char* embedded_acl_transfer();  ///< ac_kernels/acl_transfer.cl
const char* embedded_tuning_database();  ///< tuning/database.txt

}  // namespace acl::detail
