# acl_embed(<out-var> <file> <function>): generates a C++ file defining
# `const char* <function>()` (namespace acl::detail) that returns the text of <file>,
# and appends its path to <out-var>. The file stays a real source file in the tree.
set(ACL_EMBED_SCRIPT "${CMAKE_CURRENT_LIST_DIR}/embed.cmake")
function(acl_embed out_var file func)
  get_filename_component(in "${file}" ABSOLUTE)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded/${func}.cpp")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DIN=${in} -DOUT=${out} -DFUNC=${func} -P ${ACL_EMBED_SCRIPT}
    DEPENDS "${in}" "${ACL_EMBED_SCRIPT}"
    COMMENT "Embedding ${file}")
  set(${out_var} ${${out_var}} "${out}" PARENT_SCOPE)
endfunction()
