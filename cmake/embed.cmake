# Writes OUT, a C++ file defining `const char* FUNC()` that returns the text of IN.
# Run as: cmake -DIN=... -DOUT=... -DFUNC=... -P embed.cmake
file(READ "${IN}" text)
set(delim "acl_embed")
string(FIND "${text}" ")${delim}" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${IN} contains the raw-string delimiter ${delim}")
endif()
file(WRITE "${OUT}.tmp"
  "// Generated from ${IN}; do not edit.\n"
  "namespace acl::detail {\n"
  "const char* ${FUNC}() {\n"
  "  return R\"${delim}(${text})${delim}\";\n"
  "}\n"
  "}  // namespace acl::detail\n")
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${OUT}.tmp" "${OUT}")
file(REMOVE "${OUT}.tmp")
