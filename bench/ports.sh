#!/usr/bin/env bash
# The porting suite (bench/ports/, README there): kernels of public benchmark suites and
# pattern cases, each in the plain OpenCL of its suite (version "original", with the suite's
# launch structure) and ported to ACL ("acl"), some with further versions (a blocked hand
# kernel, a one-row-a-launch kernel, ACL variants), timed and validated by the examples'
# harness (interleaved rounds, median, outputs poisoned and checked against a CPU reference,
# ragged shapes untimed); device-code lines of each version; a CSV of both, a table and a
# PNG chart.
#
# Usage:
#   bench/ports.sh run [--small | --large] [--only a,b] [--out DIR] [--no-build] [--halide]
#                      [--ported]
#                               run every port (bench/ports/<name>/) on the selected device
#   bench/ports.sh table DIR    (re)write DIR/table.txt from DIR/times.csv and DIR/lines.csv
#   bench/ports.sh chart DIR    (re)draw DIR/ports.png
#   bench/ports.sh --help       this text
# --small: CI sizes (seconds on PoCL); default: CPU sizes; --large: GPU sizes, the suites' own
# where they give them. --only: the ports named (folder names). --no-build: run the
# programs already built (a machine without a compiler; the table and chart can be made
# elsewhere from DIR/times.csv). --halide: Halide as a peer where a port has pipelines
# (imagesum, matvec; CPUs), built as bench/fig8.sh --halide builds the examples' (PyPI's
# halide in a virtual environment in the build folder, bench/halide/pipelines.py compiled for
# this CPU), every version then timed as the wall time of a synchronous call
# (ACL_TIMING=wall). --ported: after each port, its original's kernels that acl-port translates
# (bench/ports/<name>/ported.args: acl-port check's arguments, a line per preset and kernel)
# checked and timed by `acl-port check --csv` beside it: versions original-ported and acl-port
# (interleaved rounds in one process, host wall time of enqueue + clFinish, medians), shape
# KERNEL:DOMAIN; the table's acl/orig of acl-port is over original-ported. ACL_PLATFORM / ACL_DEVICE
# pick the device, ACL_REPS the timed runs (default 10), ACL_BUILD the build folder (default
# build/, Release), ACL_PORT_TIMEOUT the seconds a port may run (default 1800),
# ACL_PORT_ALIGN the bytes the ports align their sub-buffers' origins to where that exceeds
# the device's CL_DEVICE_MEM_BASE_ADDR_ALIGN (a test of a larger device's alignment). PoCL's
# threads are pinned (POCL_AFFINITY=1 unless set).
#
# Line-count rule (as bench/fig8.sh): the lines of a version's file bench/ports/<name>/<version>.cl
# left after `cpp -fpreprocessed -P` strips comments and blank lines. A version's name is its
# file's name with '_' as '-' (acl_rows.cl: acl-rows). The table's "acl/orig" is ACL's time
# over the original's; "acl/best" over the fastest version that is not ACL's (nor the
# bandwidth reference `copy`, which computes something else).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

usage() { sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }

ports() {  # the port folders, sorted
  (cd "$root/bench/ports" && for d in */main.cpp; do echo "${d%/main.cpp}"; done) | sort
}

lines_csv() {  # lines_csv FILE PORT...: port,version,lines
  local file="$1" port cl n version
  shift
  echo "port,version,lines" >"$file"
  for port in "$@"; do
    for cl in "$root/bench/ports/$port"/*.cl; do
      n=$(cpp -fpreprocessed -P "$cl" 2>/dev/null | grep -c '[^[:space:]]' || true)
      version="$(basename "$cl" .cl)"
      echo "$port,${version//_/-},$n" >>"$file"
    done
  done
}

table() {  # table DIR: per port and timed shape, every version's ms and lines, ACL's ratios
  local dir="$1"
  awk -F, '
    FNR == 1 { file++; next }
    file == 1 { lines[$1, $2] = $3; next }
    # times.csv: date,device,driver,user,version,shape,median_ms,figure,unit,check,timing
    # A port with several tables names them <folder>-<part> (kmeans-swap): lines by folder.
    # acl-port check --csv (run --ported) writes original-ported and acl-port: its own pair.
    { key = $4 " " $6; if (!(key in seen)) { seen[key] = 1; order[++n] = key }
      folder = $4; sub(/-.*/, "", folder)
      t[key, $5] = $7; c[key, $5] = $10; port[key] = folder; vers[key] = vers[key] " " $5 }
    END {
      printf "%-34s %-16s %11s %6s %9s %9s  %s\n", "port shape", "version", "median ms", "lines",
             "acl/orig", "acl/best", "check"
      for (i = 1; i <= n; i++) {
        k = order[i]; m = split(substr(vers[k], 2), v, " ")
        best = ""
        for (j = 1; j <= m; j++)
          if (v[j] !~ /^acl/ && v[j] != "copy" && c[k, v[j]] == "ok" && t[k, v[j]] + 0 > 0 && (best == "" || t[k, v[j]] + 0 < best))
            best = t[k, v[j]] + 0
        for (j = 1; j <= m; j++) {
          a = t[k, v[j]]; o = t[k, (v[j] == "acl-port" ? "original-ported" : "original")]
          r1 = (v[j] ~ /^acl/ && o + 0 > 0 && a + 0 > 0) ? sprintf("%.3f", a / o) : ""
          r2 = (v[j] ~ /^acl/ && best != "" && a + 0 > 0) ? sprintf("%.3f", a / best) : ""
          printf "%-34s %-16s %11s %6s %9s %9s  %s\n", k, v[j], a, lines[port[k], v[j]], r1, r2, c[k, v[j]]
        }
      }
    }' "$dir/lines.csv" "$dir/times.csv"
  # Lines: ACL over the original per port, and the mean of those ratios.
  awk -F, 'NR > 1 { l[$1, $2] = $3; p[$1] = 1 }
    END { for (k in p) if (l[k, "original"] > 0 && l[k, "acl"] > 0) { s += l[k, "acl"] / l[k, "original"]; n++ }
          if (n) printf "\ndevice-code lines, ACL / original, mean over %d ports: %.2f\n", n, s / n }' "$dir/lines.csv"
}

chart() {  # chart DIR: ACL's time over the original's and over the best other version, per port
  local dir="$1" device
  if ! command -v gnuplot >/dev/null; then
    echo "ports.sh: installing gnuplot-nox for the chart"
    if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq gnuplot-nox >/dev/null
    else sudo apt-get install -y -qq gnuplot-nox >/dev/null; fi
  fi
  # table's columns: port, shape, version, ms, lines, acl/orig, acl/best, check
  table "$dir" | awk '$3 == "acl" && $8 == "ok" && $6 != "" {
      printf "\"%s\" %s %s\n", $1 " " $2, $6, $7 }' >"$dir/ports.dat"
  device="$(awk -F, 'NR == 2 { print $2 " (" $3 "), " $1 }' "$dir/times.csv")"
  # The axis spans powers of two around every bar and 1 (the dashed line: as fast).
  local ymin ymax
  # (Fields count from the end: a label holds spaces.)
  ymin="$(awk '{ for (i = NF - 1; i <= NF; i++) if ($i != "NaN" && (m == "" || $i + 0 < m)) m = $i + 0 }
    END { y = 0.5; while (m != "" && y > m / 1.25) y /= 2; print y }' "$dir/ports.dat")"
  ymax="$(awk '{ for (i = NF - 1; i <= NF; i++) if ($i != "NaN" && $i + 0 > m) m = $i + 0 }
    END { y = 2; while (y < m * 1.25) y *= 2; print y }' "$dir/ports.dat")"
  gnuplot <<GNUPLOT
set terminal pngcairo size 1200,560 font ",10"
set output "$dir/ports.png"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set key below horizontal
set grid ytics
set xtics rotate by -35 font ",8"
set bmargin 8
set logscale y 2
set yrange [$ymin:$ymax]
set title "Porting suite: ACL time relative to the suite's kernel (lower is faster)\n$device"
set ylabel "ACL time / other time"
plot "$dir/ports.dat" using 2:xtic(1) title "ACL / original", '' using 3 title "ACL / fastest non-ACL version", \
     1 with lines dt 2 lc rgb "gray" notitle
GNUPLOT
  echo "ports.sh: chart in $dir/ports.png"
}

# halide_build BUILD: PyPI's halide in BUILD/halide-venv and the ports' pipelines in
# BUILD/halide (bench/fig8.sh's halide_build does the same for the examples).
halide_users=(imagesum imagemax matvec_ax matvec_atx)
halide_build() {
  local build="$1" venv="$1/halide-venv" u
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import halide' 2>/dev/null; then
    echo "ports.sh: installing halide==${HALIDE_VERSION:-21.0.0} into $venv"
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q "halide==${HALIDE_VERSION:-21.0.0}"
  fi
  for u in "${halide_users[@]}"; do  # one pipeline per process, as fig8.sh
    "$venv/bin/python" "$root/bench/halide/pipelines.py" --out "$build/halide" --only "$u" \
      --target "${HALIDE_TARGET:-host}" >/dev/null
  done
}

# ported_checks ACL_PORT PORT PRESET: acl-port check --csv on each line of PORT's ported.args
# for PRESET (--small, "", --large), appending to $ACL_CSV. A refusal adds no rows; a check
# that fails or cannot run is an error of the run.
ported_checks() {
  local tool="$1" port="$2" name="${3#--}" line args dir="$root/bench/ports/$2" rc
  [ -f "$dir/ported.args" ] || return 0
  name="${name:-default}"
  while read -r line; do
    case "$line" in "$name "*) ;; *) continue ;; esac
    args="${line#"$name "}"
    echo "acl-port check bench/ports/$port/original.cl $args"
    rc=0
    # shellcheck disable=SC2086
    timeout "${ACL_PORT_TIMEOUT:-1800}" "$tool" check "$dir/original.cl" $args \
      --reps "${ACL_REPS:-10}" --csv "$ACL_CSV" </dev/null || rc=$?
    case "$rc" in
      0) ;;
      2) echo "(refused by acl-port: no rows)" ;;
      *) echo "*** ERROR: acl-port check ($port: $args) exited with $rc" ;;
    esac
    echo
  done <"$dir/ported.args"
}

run() {
  local out="" preset="" only="" build_it=1 halide=0 ported=0
  while [ $# -gt 0 ]; do
    case "$1" in
      --small | --large) preset="$1" ;;
      --no-build) build_it=0 ;;
      --halide) halide=1 ;;
      --ported) ported=1 ;;
      --only) only="${2//,/ }"; shift ;;
      --out) out="$2"; shift ;;
      *) echo "ports.sh run: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
  done
  local list
  list="${only:-$(ports)}"
  local build="${ACL_BUILD:-$root/build}" p
  local targets=()
  for p in $list; do
    [ -f "$root/bench/ports/$p/main.cpp" ] || { echo "ports.sh: no port '$p' (bench/ports/$p/main.cpp)" >&2; exit 2; }
    targets+=("acl-port-$p")
  done
  if [ "$ported" -eq 1 ]; then targets+=(acl-port); fi
  if [ "$build_it" -eq 1 ]; then
    if [ ! -d "$build" ]; then "$root/scripts/deps.sh"; fi
    local halide_dir=()
    if [ "$halide" -eq 1 ]; then
      halide_build "$build"
      halide_dir=(-DACL_HALIDE_DIR="$build/halide")
    fi
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "${halide_dir[@]}" >/dev/null
    cmake --build "$build" -j"$(nproc)" --target "${targets[@]}" >/dev/null
  fi
  local bin="$build/bench/ports" first
  first="$(set -- $list; echo "$1")"
  out="${out:-$root/bench/results/$(date -u +%Y-%m-%d)-ports-$("$bin/acl-port-$first" --print-device | cut -d' ' -f1-2 | tr ' /()' '____')}"
  mkdir -p "$out"
  rm -f "$out/times.csv"
  export ACL_CSV="$out/times.csv"
  export POCL_AFFINITY="${POCL_AFFINITY:-1}"
  if [ "$halide" -eq 1 ]; then export ACL_TIMING=wall; fi
  local status=0
  {
    echo "# $("$bin/acl-port-$first" --print-device)"
    for p in $list; do
      # shellcheck disable=SC2086
      timeout "${ACL_PORT_TIMEOUT:-1800}" "$bin/acl-port-$p" $preset ||
        echo "*** ERROR: acl-port-$p exited with $?"
      echo
      if [ "$ported" -eq 1 ]; then ported_checks "$build/acl-port" "$p" "$preset"; fi
    done
  } 2>&1 | tee "$out/log.txt" || true
  if grep -q 'WRONG\|\*\*\* ERROR' "$out/log.txt"; then status=1; fi
  # shellcheck disable=SC2086
  lines_csv "$out/lines.csv" $list
  table "$out" | tee "$out/table.txt"
  if command -v gnuplot >/dev/null; then chart "$out"; fi
  echo "ports.sh: results in $out"
  return "$status"
}

case "${1:-}" in
  run) shift; run "$@" ;;
  table) [ $# -eq 2 ] || { echo "usage: $0 table DIR" >&2; exit 2; }
         # shellcheck disable=SC2046
         lines_csv "$2/lines.csv" $(awk -F, 'NR > 1 { sub(/-.*/, "", $4); print $4 }' "$2/times.csv" | sort -u)
         table "$2" | tee "$2/table.txt" ;;
  chart) [ $# -eq 2 ] || { echo "usage: $0 chart DIR" >&2; exit 2; }; chart "$2" ;;
  --help | -h) usage; exit 0 ;;
  *) usage >&2; exit 2 ;;
esac
