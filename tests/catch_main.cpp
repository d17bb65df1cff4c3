// Catch2's main for both test executables, compiled once.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
