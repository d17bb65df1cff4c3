# Debian packages from `cpack -G DEB` (README, docs/getting-started.md): the library
# (libacl-opencl<soversion>), its headers and CMake and pkg-config files (libacl-opencl-dev),
# acl-tune (acl-opencl-tools) and the Python module (python3-acl-opencl), one install
# component each. Configure with -DCMAKE_INSTALL_PREFIX=/usr so the libraries land in
# Debian's multiarch directory.
set(CPACK_PACKAGE_NAME acl-opencl)
set(CPACK_PACKAGE_VENDOR "the ACL authors")
set(CPACK_PACKAGE_CONTACT "the ACL authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Automated Communication Library for OpenCL: generated data movement for user kernels")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The install rules write acl-opencl.pc with CMAKE_INSTALL_PREFIX: it must be /usr, with the
# files staged under DESTDIR, not a temporary prefix.
set(CPACK_SET_DESTDIR ON)
set(CPACK_INSTALL_PREFIX /usr)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev)
if(ACL_BUILD_TOOLS)
  list(APPEND CPACK_COMPONENTS_ALL tools)
endif()
if(ACL_BUILD_PYTHON AND BUILD_SHARED_LIBS)
  list(APPEND CPACK_COMPONENTS_ALL python)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_COMPONENT_RUNTIME_DESCRIPTION "ACL's shared library (libacl-opencl)")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME "libacl-opencl${ACL_SOVERSION}")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)

set(CPACK_COMPONENT_DEV_DESCRIPTION
    "ACL's headers (acl/acl.h, acl.hpp, mpi.hpp), CMake package ACL and pkg-config module")
set(CPACK_COMPONENT_DEV_DEPENDS runtime)
set(CPACK_DEBIAN_DEV_PACKAGE_NAME libacl-opencl-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "ocl-icd-opencl-dev | opencl-dev, opencl-c-headers, opencl-clhpp-headers")

set(CPACK_COMPONENT_TOOLS_DESCRIPTION
    "acl-tune: tunes ACL's kernels on this machine; acl-port: ports plain OpenCL kernels")
set(CPACK_COMPONENT_TOOLS_DEPENDS runtime)
set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME acl-opencl-tools)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION devel)
# dpkg-shlibdeps cannot tell which package holds libacl-opencl before it is installed; the
# dependency on the runtime package (and through it on libstdc++ and OpenCL) says it all.
set(CPACK_DEBIAN_TOOLS_PACKAGE_SHLIBDEPS OFF)
if(ACL_HAVE_PORT)  # acl-port opens libclang at run time and runs clang's preprocessor
  set(CPACK_DEBIAN_TOOLS_PACKAGE_RECOMMENDS "libclang1-14, clang-14")
endif()

set(CPACK_COMPONENT_PYTHON_DESCRIPTION "acl_opencl: ACL over numpy arrays and pyopencl")
set(CPACK_COMPONENT_PYTHON_DEPENDS runtime)
set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-acl-opencl)
set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
set(CPACK_DEBIAN_PYTHON_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS "python3, python3-numpy, python3-pyopencl")
include(CPack)
