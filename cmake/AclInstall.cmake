# Install rules (ACL_INSTALL): the library, headers, the CMake package ACL with its version
# file, the pkg-config module acl-opencl, acl-tune and the license. Included by the top
# CMakeLists.txt, whose targets it installs.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS acl acl-cxx EXPORT ACLTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT runtime NAMELINK_COMPONENT dev
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(DIRECTORY include/acl DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/include/acl/version.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/acl COMPONENT dev)
install(EXPORT ACLTargets NAMESPACE ACL:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/ACL
  COMPONENT dev)
configure_file(cmake/ACLConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/ACLConfig.cmake COPYONLY)
# 0.x: a minor version may break the API, so find_package(ACL 0.1) takes 0.1.* only.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/ACLConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/ACLConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/ACLConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/ACL COMPONENT dev)

# acl-opencl.pc: `cmake --install --prefix P` chooses the prefix at install time, and the
# file must name it, so it is written in two steps: everything but the prefix now, the
# prefix at install time. A static library adds what it needs itself (C++'s runtime,
# threads) to Libs, since most users do not ask pkg-config for --static.
set(ACL_PC_LIBS_PRIVATE "-lstdc++ -lm -lpthread")
if(BUILD_SHARED_LIBS)
  set(ACL_PC_LIBS "")
else()
  set(ACL_PC_LIBS " ${ACL_PC_LIBS_PRIVATE}")
endif()
foreach(_dir LIB INCLUDE)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${_dir}DIR}")
    set(ACL_PC_${_dir}DIR "${CMAKE_INSTALL_${_dir}DIR}")
  else()
    set(ACL_PC_${_dir}DIR "\${prefix}/${CMAKE_INSTALL_${_dir}DIR}")
  endif()
endforeach()
set(ACL_PC_PREFIX "@CMAKE_INSTALL_PREFIX@")  # left for the second step
configure_file(cmake/acl-opencl.pc.in ${CMAKE_CURRENT_BINARY_DIR}/acl-opencl.pc.in @ONLY)
# Written straight to its destination: installs into two prefixes at once (the tests do)
# must not share a file in the build tree.
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(_pc_dir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
else()
  set(_pc_dir "\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/pkgconfig")
endif()
install(CODE "
  set(_pc \"\$ENV{DESTDIR}${_pc_dir}/acl-opencl.pc\")
  message(STATUS \"Installing: \${_pc}\")
  configure_file(\"${CMAKE_CURRENT_BINARY_DIR}/acl-opencl.pc.in\" \"\${_pc}\" @ONLY)
  list(APPEND CMAKE_INSTALL_MANIFEST_FILES \"\${_pc}\")" COMPONENT dev)

if(ACL_BUILD_TOOLS)
  # Outside the system's library directories acl-tune finds libacl-opencl beside it.
  if(BUILD_SHARED_LIBS AND NOT "${CMAKE_INSTALL_FULL_LIBDIR}" IN_LIST
                               CMAKE_CXX_IMPLICIT_LINK_DIRECTORIES)
    file(RELATIVE_PATH _to_lib ${CMAKE_INSTALL_FULL_BINDIR} ${CMAKE_INSTALL_FULL_LIBDIR})
    set_target_properties(acl-tune PROPERTIES INSTALL_RPATH "\$ORIGIN/${_to_lib}")
    if(ACL_HAVE_PORT)
      set_target_properties(acl-port PROPERTIES INSTALL_RPATH "\$ORIGIN/${_to_lib}")
    endif()
  endif()
  install(TARGETS acl-tune RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
  if(ACL_HAVE_PORT)  # built where libclang is found (docs/acl-port.md)
    install(TARGETS acl-port RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tools)
  endif()
endif()
install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/acl-opencl COMPONENT runtime)
