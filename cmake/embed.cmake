# Writes OUT, a C++ file defining `const char* FUNC()` that returns the text of IN.
# Run as: cmake -DIN=... -DOUT=... -DFUNC=... -P embed.cmake
# With -DKEY=... instead of OUT and FUNC: writes KEY, IN's path and the SHA-256 of its
# content, only where they differ from what KEY holds (AclEmbed.cmake says why).
if(DEFINED KEY)
  file(SHA256 "${IN}" sha)
  file(WRITE "${KEY}.tmp" "${IN}\n${sha}\n")
  execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different "${KEY}.tmp" "${KEY}")
  file(REMOVE "${KEY}.tmp")
  return()
endif()
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
# Newer than IN and KEY even where the text is the same, so that the step does not run again.
file(TOUCH_NOCREATE "${OUT}")
