#!/usr/bin/env bash
# The size check's own check (tests/size_check.cpp): on a planted runtime/ it must name a
# function of 81 lines and pass one of 80, measure members defined in their class and out
# of it, a function made long by its lambda, a lambda held by a variable outside any
# function and a function whose strings and comments hold braces; name a file of 601 lines,
# a header no source includes and a source that does not parse; and pass a table outside
# any function whose lambdas are short each though long together. Fails unless every line
# expected is printed, nothing else is over a limit, and it exits 1.
# Usage: size_check_test.sh <acl-size-check> <work dir>
set -uo pipefail
case "${1:-}" in
  -h | --help) sed -n '2,/^set -/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; exit 0 ;;
esac
[ $# -eq 2 ] || { echo "usage: $0 <acl-size-check> <work dir>" >&2; exit 2; }
check="$1" work="$2"
rm -rf "$work"
mkdir -p "$work/runtime/planner/passes" "$work/runtime/broken"
r="$work/runtime"
# body N: the N-2 statements of a function of N lines (its first and last line around them).
body() { for ((i = 0; i < $1 - 2; ++i)); do echo "  x += $i;"; done; }

{
  echo '#include "planted.hpp"'
  echo '#include <string>'
  echo 'namespace acl::detail {'
  echo 'namespace {'
  # 80 lines: within the limit.
  echo 'int ok80(int x) {'; body 80; echo '}'
  echo '}  // namespace'
  # 81 lines.
  echo 'int long81(int x) {'; body 81; echo '}'
  # A template, its header on the line before: 81 lines.
  echo 'template <typename T>'; echo 'T templated(T x) {'; body 80; echo '}'
  # Short on its own, 83 lines with its lambda.
  echo 'int with_lambda(int x) {'
  echo '  auto f = [&](int y) {'; body 80; echo '    return y; };'
  echo '  return f(x);'
  echo '}'
  # Braces in strings, a raw string and comments: 85 lines, one function.
  echo 'std::string tricky(int x) {'
  echo '  std::string s = "}}}";  // }'
  echo '  /* } } */'
  echo '  s += R"(} { })";'
  echo "  s += '}';"
  body 80
  echo '  return s;'
  echo '}'
  # A member defined out of its class: 81 lines.
  echo 'int Planted::outside(int x) {'; body 81; echo '}'
  # A lambda held by a variable outside any function: 82 lines.
  echo 'auto held = [](int x) {'; body 82; echo '};'
  echo '}  // namespace acl::detail'
} >"$r/planted.cpp"

{
  echo '#pragma once'
  echo 'namespace acl::detail {'
  echo 'struct Planted {'
  echo '  int outside(int x);'
  # A member defined in its class: 81 lines.
  echo '  int inside(int x) {'; body 81; echo '  }'
  echo '};'
  echo '}  // namespace acl::detail'
} >"$r/planted.hpp"

# A file of 601 lines with no function over the limit.
{ echo 'int short_one(int x) { return x; }'; for ((i = 1; i < 601; ++i)); do echo '//'; done; } \
  >"$r/long_file.cpp"
# Nobody includes it.
echo 'inline int orphan() { return 1; }' >"$r/orphan.hpp"
# Does not parse.
echo 'int broken( { }' >"$r/broken/broken.cpp"
# A table of two lambdas of 50 lines each (a row of data each): measured lambda by lambda.
{ echo '#include <functional>'; echo 'namespace acl::detail {'
  echo 'const std::function<int(int)> table[] = {'
  echo '    [](int x) {'; body 48; echo '      return x; },'
  echo '    [](int x) {'; body 48; echo '      return x; },'
  echo '};'; echo '}'; } >"$r/planner/passes/table.cpp"

echo '-std=gnu++17' >"$work/flags.txt"
out="$("$check" "$work" "$work/flags.txt" 2>&1)"
status=$?
fail=0
# at FILE TEXT: the line where TEXT first stands in runtime/FILE.
at() { grep -n -m1 -F "$2" "$r/$1" | cut -d: -f1; }
expect=(
  "runtime/planted.cpp:$(at planted.cpp 'int long81'): acl::detail::long81: 81 lines (at most 80)"
  "runtime/planted.cpp:$(at planted.cpp 'template <'): acl::detail::templated: 81 lines (at most 80)"
  "runtime/planted.cpp:$(at planted.cpp 'int with_lambda'): acl::detail::with_lambda: 83 lines (at most 80)"
  "runtime/planted.cpp:$(at planted.cpp 'std::string tricky'): acl::detail::tricky: 85 lines (at most 80)"
  "runtime/planted.cpp:$(at planted.cpp 'int Planted::outside'): acl::detail::Planted::outside: 81 lines (at most 80)"
  "runtime/planted.cpp:$(at planted.cpp 'auto held'): acl::detail::held: 82 lines (at most 80)"
  "runtime/planted.hpp:$(at planted.hpp 'int inside'): acl::detail::Planted::inside: 81 lines (at most 80)"
  "runtime/long_file.cpp: 601 lines (at most 600)"
  "runtime/orphan.hpp: no source under runtime/ includes it"
  "broken.cpp:1:"
)
for line in "${expect[@]}"; do
  if [[ "$out" != *"$line"* ]]; then
    echo "FAILED: the output lacks: $line"
    fail=1
  fi
done
# Nothing else: the function of 80 lines, the table's lambdas and the short ones pass.
extra="$(grep -E 'lines \(at most' <<<"$out" | grep -vF -f <(printf '%s\n' "${expect[@]}"))"
if [ -n "$extra" ]; then
  echo "FAILED: reported beyond what was planted:"
  echo "$extra"
  fail=1
fi
if [ "$status" -ne 1 ]; then
  echo "FAILED: exit status $status (want 1)"
  fail=1
fi
if [ "$fail" -ne 0 ]; then
  echo "--- acl-size-check's output:"
  echo "$out"
  exit 1
fi
echo "size_check_test.sh: the planted sizes were found, the others passed"
