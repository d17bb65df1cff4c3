# acl_embed(<out-var> <file> <function>): generates a C++ file defining
# `const char* <function>()` (namespace acl::detail) that returns the text of <file>,
# and appends its path to <out-var>. The file stays a real source file in the tree.
#
# The embedded copy follows the file's content and path, not only its time: `git mv`,
# `cp -p` or a checkout that keeps an older time would leave a stale copy behind a rule on
# times alone. A small target runs at every build and rewrites a key (the path and the
# content's SHA-256) only where it differs; the C++ file is generated again when the key
# or the file is newer than it, so the library is rebuilt only when the text changed.
set(ACL_EMBED_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/embed.cmake")
function(acl_embed out_var file func)
  get_filename_component(in "${file}" ABSOLUTE)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded/${func}.cpp")
  set(key "${CMAKE_CURRENT_BINARY_DIR}/embedded/${func}.key")
  string(MD5 id "${out}")  # target names are global; several directories embed one file
  string(SUBSTRING "${id}" 0 8 id)
  add_custom_target(acl_embed_key_${func}_${id}
    COMMAND ${CMAKE_COMMAND} -DIN=${in} -DKEY=${key} -P ${ACL_EMBED_SCRIPT}
    BYPRODUCTS "${key}"
    VERBATIM)
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DIN=${in} -DOUT=${out} -DFUNC=${func} -P ${ACL_EMBED_SCRIPT}
    DEPENDS "${in}" "${key}" acl_embed_key_${func}_${id} "${ACL_EMBED_SCRIPT}"
    COMMENT "Embedding ${file}")
  set(${out_var} ${${out_var}} "${out}" PARENT_SCOPE)
endfunction()
