#!/usr/bin/env bash
# The paper's Fig. 8 on any OpenCL device: every reference user in its original,
# hand-optimized and ACL versions (plus CLBlast's SGEMM for matmul when libclblast-dev was
# found at build time), timed and validated by the example programs; device-code lines of
# each version; a CSV of both, a console table and two PNG charts.
#
# Usage:
#   bench/fig8.sh run [--large] [--cpu-large] [--halide] [--build-only | --no-build] [--out DIR]
#                                             time everything on the selected device
#   bench/fig8.sh chart DIR                   (re)draw DIR/fig8-time.png and fig8-lines.png
#   bench/fig8.sh table DIR                   (re)write DIR/table.txt from DIR/times.csv
#   bench/fig8.sh stencil [--large] [--out DIR] [--size WxH] [--radii 1,5,16]
#                                             wide stencils: acl-stencil for R = 1..16
#   bench/fig8.sh stencil-chart DIR           (re)draw DIR/stencil.png from DIR/stencil.csv
# (chart and table serve results gathered in parts, e.g. several device sessions appending
# to one times.csv through ACL_CSV.)
# `run` draws the charts too when gnuplot is installed (chart installs gnuplot-nox if missing).
# --large: GPU-sized problems (binarize 16384^2, MDH 1024^2 x 4096, matmul 4096^3, 8192^3,
# 1000^3 and 4095x1023x777, conv3x3, transpose, iir, integral and pyramid 8192^2, gather
# 65536 patches of 8192^2). ACL_PLATFORM / ACL_DEVICE pick the device, ACL_REPS the timed
# runs (default 10, median), ACL_BUILD the build folder (default build/, Release).
# --cpu-large: each image user also at 4096^2 and matmul at 2048^3 (CPU-sized larger shapes).
# --halide: Halide as a peer (CPUs): makes a Python virtual environment in the build folder
# with PyPI's halide (HALIDE_VERSION, default 21.0.0), compiles bench/halide/pipelines.py's
# pipelines ahead of time for this CPU (HALIDE_TARGET, default host), rebuilds the examples
# with them, and times every version as the wall time of a synchronous call (ACL_TIMING=wall:
# enqueue and clFinish for OpenCL, the call for Halide); without --halide, versions are timed
# by the device's profiling counters. Halide's threads are pinned one per core as PoCL's are.
# Each user has two Halide rows: "halide" (the hand schedule) and "halide-auto" (the Adams2019
# autoscheduler, given this machine's cores and the run's main size as estimates: 2048^2 and
# matmul 1024^3, with --large 8192^2 and 4096^3; --cpu-large's 4096^2 rows run the schedule
# made for the main size). The chart's Halide bar is the better of the two, and the table
# ends with ACL / best Halide per user and shape.
# For another machine (no network there, e.g. the GPU machine's 16-core Xeon): build here with
# `--halide --build-only`, HALIDE_TARGET a comma list (a multitarget library: the first target
# the running CPU supports; the Adams2019 twins are compiled for the first target only) and
# HALIDE_PARALLELISM its cores (default: this machine's); carry ACL_BUILD's examples and run
# there with `--halide --no-build` (the pipelines are in the examples; nothing is built).
# cuBLAS: on an NVIDIA device where python3 has torch with CUDA, bench/cublas/sgemm.py times
# cuBLAS SGEMM (TF32 off, CUDA events, checked exactly) at each matmul shape right after
# ACL's, in the same call; the table ends with ACL / cuBLAS per shape.
# stencil: the (2R+1)^2 box sum of examples/stencil (original, hand-optimized local tiles,
# ACL) for every radius R = 1..16 at 1536^2 (CPU-sized; --large: 8192^2, GPU-sized), into
# DIR/stencil.csv (R, shape, version, ms, check, device, driver, date), DIR/stencil.txt (ms
# per version and ACL / hand-optimized per R), DIR/lines.csv (the stencil's lines) and the
# chart DIR/stencil.png (time against R; ACL / hand-optimized and ACL / original below).
# --size and --radii replace the shape and the radii (a quick look at a few of them).
# Not part of `run`, whose time it would double on a CPU. ACL_DEVICE_CLASS=gpu plans the
# GPU strategy (local windows from margin 5) on any device.
# PoCL's worker threads are pinned to cores (POCL_AFFINITY=1 unless set): unpinned, the
# timings on the 2-core development machine were bimodal from one process to the next.
#
# Line-count rule: the lines of a version's device-code file (examples/<user>/<version>.cl)
# that are left after the C preprocessor strips comments (`cpp -fpreprocessed -P`, which
# also drops blank lines); macros count as written, host code (the ACL attributes included)
# does not. CLBlast has no line count.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
users=(binarize mdh matmul conv3x3 transpose iir integral gather pyramid)  # examples/<user>

lines_csv() {  # lines_csv FILE [USER...]: user,version,lines for the users (default: Fig. 8's)
  local file="$1" user extra file_cl n version
  shift
  [ $# -gt 0 ] || set -- "${users[@]}"
  echo "user,version,lines" >"$file"
  for user in "$@"; do
    # The three versions, then any other ACL variant (examples/integral/acl_rno1.cl: acl-rno1).
    extra=$(cd "$root/examples/$user" && ls *.cl | grep -vx 'original.cl\|optimized.cl\|acl.cl' || true)
    for file_cl in original.cl optimized.cl acl.cl $extra; do
      n=$(cpp -fpreprocessed -P "$root/examples/$user/$file_cl" 2>/dev/null | grep -c '[^[:space:]]' || true)
      version="${file_cl%.cl}"
      echo "$user,${version//_/-},$n" >>"$file"
    done
  done
}

chart() {
  local dir="$1"
  if ! command -v gnuplot >/dev/null; then
    echo "fig8.sh: installing gnuplot-nox for the charts"
    if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq gnuplot-nox >/dev/null
    else sudo apt-get install -y -qq gnuplot-nox >/dev/null; fi
  fi
  # Time relative to hand-optimized, per user and shape (rows of times.csv that passed);
  # Halide's bar is the better of its hand schedule and its Adams2019 twin (halide-auto).
  awk -F, 'NR > 1 && $10 == "ok" { key = $4 " " $6; t[key, $5] = $7; keys[key] = 1 }
    END {
      for (k in keys) {
        a = t[k, "halide-auto"]; h = t[k, "halide"]
        if (a != "" && (h == "" || a + 0 < h + 0)) t[k, "halide"] = a
      }
      print "# case original optimized acl clblast halide cublas"
      for (k in keys) {
        o = t[k, "optimized"]; if (o == "") continue
        printf "\"%s\"", k
        n = split("original optimized acl clblast halide cublas", v, " ")
        for (i = 1; i <= n; i++) printf " %s", (t[k, v[i]] == "" ? "NaN" : t[k, v[i]] / o)
        printf "\n"
      }
    }' "$dir/times.csv" | { read -r header; echo "$header"; sort; } >"$dir/fig8-time.dat"
  awk -F, 'NR > 1 { l[$1, $2] = $3; u[$1] = 1 }
    END {
      print "# user original optimized acl"
      for (k in u) printf "%s %s %s %s\n", k, 1, l[k, "optimized"] / l[k, "original"], l[k, "acl"] / l[k, "original"]
    }' "$dir/lines.csv" | { read -r header; echo "$header"; sort; } >"$dir/fig8-lines.dat"
  local device clblast="" halide="" cublas=""
  device="$(awk -F, 'NR == 2 { print $2 " (" $3 "), " $1 }' "$dir/times.csv")"
  # gnuplot gives up on a series without points: CLBlast and Halide only where a row has them.
  # Fields count from the end: a case's quoted name may hold spaces ("mdh 128x128 x 1024 atoms").
  if awk 'NR > 1 && $(NF - 2) != "NaN" { found = 1 } END { exit !found }' "$dir/fig8-time.dat"; then
    clblast=", '' using 5 title \"CLBlast\""
  fi
  if awk 'NR > 1 && $(NF - 1) != "NaN" { found = 1 } END { exit !found }' "$dir/fig8-time.dat"; then
    halide=", '' using 6 title \"Halide (better of hand, Adams2019)\""
  fi
  if awk 'NR > 1 && $NF != "NaN" { found = 1 } END { exit !found }' "$dir/fig8-time.dat"; then
    cublas=", '' using 7 title \"cuBLAS\""
  fi
  # A version without a bar did not run on this device or was not correct: say which.
  local missing
  missing="$(awk 'NR > 1 { n = split("original optimized acl", v, " ")
      for (i = 1; i <= n; i++) if ($(NF - 6 + i) == "NaN") m = m (m ? ", " : "") $1 " " $2 " " v[i] }
    END { if (m) print "no bar (not run here, or WRONG: see table.txt): " m }' "$dir/fig8-time.dat" |
    tr -d '"' | cut -c1-220)"
  # The time axis starts at a power of two below the fastest bar, so short bars show.
  local ymin
  ymin="$(awk 'NR > 1 { for (i = NF - 5; i <= NF; i++) if ($i != "NaN" && (m == "" || $i + 0 < m)) m = $i + 0 }
    END { y = 0.5; while (y > m / 1.25 && y > 1 / 64) y /= 2; print y }' "$dir/fig8-time.dat")"
  gnuplot <<EOF
set terminal pngcairo size 1200,600 font ",10"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set key top right
set grid ytics
# Long labels go down to the left of their bar and keep clear of each other and the edge.
set xtics rotate by -55 font ",8"
set bmargin 11
set rmargin 14
set label 1 "$missing" at screen 0.01, screen 0.02 font ",8"
set output "$dir/fig8-time.png"
set title "(a) Time relative to hand-optimized (lower is faster)\n$device"
set logscale y 2
set yrange [$ymin:*]
set ylabel "time / hand-optimized time"
plot "$dir/fig8-time.dat" using 2:xtic(1) title "original", '' using 3 title "hand-optimized", \
     '' using 4 title "ACL"$clblast$halide$cublas
unset logscale y
set output "$dir/fig8-lines.png"
set title "(b) Device-code lines relative to the original"
set ylabel "lines / original lines"
set yrange [0:*]
plot "$dir/fig8-lines.dat" using 2:xtic(1) title "original", '' using 3 title "hand-optimized", \
     '' using 4 title "ACL"
EOF
  echo "fig8.sh: charts in $dir/fig8-time.png and $dir/fig8-lines.png"
}

table() {  # the console table: time and figure of each version relative to hand-optimized
  awk -F, 'NR > 1 { key = $4 " " $6; t[key, $5] = $7; f[key, $5] = $8; u[key] = $9; c[key, $5] = $10; keys[key] = 1 }
    END {
      printf "%-30s %-10s %10s %14s %9s  %s\n", "user shape", "version", "median ms", "figure", "vs opt", "check"
      n = split("original optimized acl acl-rno1 clblast halide halide-auto cublas", v, " ")
      for (k in keys) for (i = 1; i <= n; i++) if (t[k, v[i]] != "") {
        r = (t[k, "optimized"] > 0 && t[k, v[i]] != "-") ? sprintf("%.2fx", t[k, v[i]] / t[k, "optimized"]) : "-"
        printf "%-30s %-10s %10s %10s %-4s %8s  %s\n", k, v[i], t[k, v[i]], f[k, v[i]], u[k], r, c[k, v[i]]
      }
    }' "$1/times.csv" | { read -r header; echo "$header"; sort -s -k1,2; }
  # ACL's matmul against cuBLAS where both ran (time ratio: below 1.00 ACL is faster).
  awk -F, 'NR > 1 && $4 == "matmul" && $10 == "ok" { t[$6, $5] = $7; s[$6] = 1 }
    END { for (k in s) if (t[k, "acl"] != "" && t[k, "cublas"] != "")
      printf "matmul %s: ACL / cuBLAS time %.3f\n", k, t[k, "acl"] / t[k, "cublas"] }' "$1/times.csv"
  # ACL against the better Halide schedule (hand or Adams2019) where one ran and passed.
  awk -F, 'NR > 1 && $10 == "ok" { key = $4 " " $6; t[key, $5] = $7; keys[key] = 1 }
    END { for (k in keys) {
      h = t[k, "halide"]; a = t[k, "halide-auto"]; best = "hand"
      if (a != "" && (h == "" || a + 0 < h + 0)) { h = a; best = "Adams2019" }
      if (h != "" && t[k, "acl"] != "")
        printf "%-30s ACL / best Halide (%s) time %.2f\n", k, best, t[k, "acl"] / h } }' \
    "$1/times.csv" | sort
  echo
  tr , "\t" <"$1/lines.csv"
}

# halide_build BUILD SIZE MATMUL: the virtual environment, the pipelines and the examples
# built with them.
halide_build() {
  local build="$1" venv="$1/halide-venv" dir="$1/halide"
  if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import halide' 2>/dev/null; then
    echo "fig8.sh: installing halide==${HALIDE_VERSION:-21.0.0} into $venv"
    if ! python3 -m venv "$venv" >/dev/null 2>&1; then
      echo "fig8.sh: installing python3-venv for Halide's virtual environment"
      if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq python3-venv >/dev/null
      else sudo apt-get install -y -qq python3-venv >/dev/null; fi
      rm -rf "$venv"
      python3 -m venv "$venv"
    fi
    "$venv/bin/pip" install -q "halide==${HALIDE_VERSION:-21.0.0}"
  fi
  # One pipeline per process: with several targets in one process Halide 21.0.0 renamed the
  # matmul pipelines (halide_matmul_1, halide_matmul_any_2), which the examples do not link.
  # The Adams2019 twins (<user>_auto) are scheduled for the run's main sizes (SIZE, MATMUL).
  local u
  for u in binarize conv3x3 transpose rotate90 shrink2 enlarge2 iir matmul matmul_any \
           binarize_auto conv3x3_auto transpose_auto rotate90_auto shrink2_auto enlarge2_auto \
           iir_auto matmul_auto; do
    "$venv/bin/python" "$root/bench/halide/pipelines.py" --out "$dir" --only "$u" \
      --target "${HALIDE_TARGET:-host}" --size "$2" --matmul-size "$3" \
      --parallelism "${HALIDE_PARALLELISM:-$(nproc)}"
  done
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DACL_HALIDE_DIR="$dir" >/dev/null
  cmake --build "$build" -j"$(nproc)" --target "${users[@]/#/acl-}" >/dev/null
}

# cublas SHAPE...: cuBLAS SGEMM beside ACL's matmul (bench/cublas/sgemm.py) when the device
# is a GPU and python3 has torch with CUDA; its rows join times.csv. A wrong result fails
# the run like an example's WRONG row.
cublas() {
  [ "$("$bin/acl-binarize" --print-device | grep -c 'NVIDIA')" -gt 0 ] || return 0
  python3 -c 'import torch, sys; sys.exit(not torch.cuda.is_available())' 2>/dev/null || return 0
  python3 "$root/bench/cublas/sgemm.py" --reps "${ACL_REPS:-10}" --csv "$ACL_CSV" "$@" ||
    echo "*** ERROR: bench/cublas/sgemm.py failed"
}

# The comment at the top of this file.
usage() { sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'; }

run() {
  local out="" large=0 cpu_large=0 halide=0 build_only=0 no_build=0
  while [ $# -gt 0 ]; do
    case "$1" in
      --large) large=1 ;;
      --cpu-large) cpu_large=1 ;;
      --halide) halide=1 ;;
      --build-only) build_only=1 ;;
      --no-build) no_build=1 ;;
      --out) out="$2"; shift ;;
      -h | --help) usage; exit 0 ;;
      *) echo "fig8.sh run: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
  done
  local build="${ACL_BUILD:-$root/build}"
  if [ "$no_build" -eq 0 ] && [ ! -x "$build/examples/acl-${users[-1]}" ]; then
    "$root/scripts/deps.sh"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" -j"$(nproc)" --target "${users[@]/#/acl-}" >/dev/null
  fi
  if [ "$halide" -eq 1 ]; then
    if [ "$no_build" -eq 1 ]; then :
    elif [ "$large" -eq 1 ]; then halide_build "$build" 8192 4096
    else halide_build "$build" 2048 1024; fi
    export ACL_TIMING=wall
  fi
  if [ "$build_only" -eq 1 ]; then echo "fig8.sh: built in $build"; return 0; fi
  local bin="$build/examples"
  out="${out:-$root/bench/results/$(date -u +%Y-%m-%d)-$("$bin/acl-binarize" --print-device | cut -d' ' -f1-2 | tr ' /()' '____')}"
  mkdir -p "$out"
  rm -f "$out/times.csv"
  export ACL_CSV="$out/times.csv"
  export POCL_AFFINITY="${POCL_AFFINITY:-1}"
  local status=0
  {
    echo "# $("$bin/acl-binarize" --print-device)"
    if [ "$large" -eq 1 ]; then
      "$bin/acl-binarize" --size 16384x16384
      "$bin/acl-mdh" --grid 1024x1024 --atoms 4096
      "$bin/acl-matmul" --shape 4096
      for s in 8192 1000 4095x1023x777; do "$bin/acl-matmul" --shape "$s" --no-ragged; done
      cublas 4096 8192 1000 4095x1023x777
      "$bin/acl-conv3x3" --size 8192x8192
      "$bin/acl-transpose" --size 8192x8192
      "$bin/acl-iir" --size 8192x8192
      "$bin/acl-integral" --size 8192x8192
      "$bin/acl-gather" --size 8192x8192 --patches 65536
      "$bin/acl-pyramid" --size 8192x8192
    else
      "$bin/acl-binarize"
      "$bin/acl-mdh"
      "$bin/acl-matmul"
      cublas 1024
      "$bin/acl-conv3x3"
      "$bin/acl-transpose"
      "$bin/acl-iir"
      "$bin/acl-integral"
      "$bin/acl-gather"
      "$bin/acl-pyramid"
    fi
    if [ "$cpu_large" -eq 1 ]; then
      for user in binarize conv3x3 transpose iir pyramid; do "$bin/acl-$user" --size 4096x4096; done
      "$bin/acl-matmul" --shape 2048 --no-ragged
    fi
  } 2>&1 | tee "$out/log.txt" || true
  # The examples print WRONG rows and ERROR lines; any of them fails the run.
  if grep -q 'WRONG\|\*\*\* ERROR' "$out/log.txt"; then status=1; fi
  lines_csv "$out/lines.csv"
  echo
  table "$out" | tee "$out/table.txt"
  if command -v gnuplot >/dev/null; then chart "$out"; fi
  echo "fig8.sh: results in $out"
  return "$status"
}

# stencil_table DIR: ms of each version per R and ACL's ratios, from DIR/stencil.csv.
stencil_table() {
  awk -F, 'NR > 1 { t[$1, $3] = $4; c[$1, $3] = $5; s[$1] = $2; r[$1] = 1 }
    END {
      printf "%3s %-12s %10s %10s %10s %9s %9s  %s\n", "R", "shape", "original", "optimized", "acl",
             "acl/opt", "acl/orig", "check"
      for (k in r) {
        o = t[k, "optimized"]; g = t[k, "original"]; a = t[k, "acl"]
        ok = (c[k, "original"] c[k, "optimized"] c[k, "acl"] == "okokok") ? "ok" : "WRONG"
        printf "%3d %-12s %10s %10s %10s %9s %9s  %s\n", k, s[k], g, o, a,
               (o > 0 && a > 0) ? sprintf("%.2fx", a / o) : "-",
               (g > 0 && a > 0) ? sprintf("%.2fx", a / g) : "-", ok
      }
    }' "$1/stencil.csv" | { read -r header; echo "$header"; sort -n; }
}

# stencil_chart DIR: DIR/stencil.png, time against R (log scale) above, ACL's ratios below.
stencil_chart() {
  local dir="$1" device
  if ! command -v gnuplot >/dev/null; then
    echo "fig8.sh: installing gnuplot-nox for the charts"
    if [ "$(id -u)" -eq 0 ]; then apt-get install -y -qq gnuplot-nox >/dev/null
    else sudo apt-get install -y -qq gnuplot-nox >/dev/null; fi
  fi
  awk -F, 'NR > 1 && $5 == "ok" { t[$1, $3] = $4; r[$1] = 1 }
    END {
      print "# R original optimized acl acl/optimized acl/original"
      for (k in r) {
        g = t[k, "original"]; o = t[k, "optimized"]; a = t[k, "acl"]
        printf "%d %s %s %s %s %s\n", k, g == "" ? "NaN" : g, o == "" ? "NaN" : o, a == "" ? "NaN" : a,
               (a == "" || o == "") ? "NaN" : a / o, (a == "" || g == "") ? "NaN" : a / g
      }
    }' "$dir/stencil.csv" | { read -r header; echo "$header"; sort -n; } >"$dir/stencil.dat"
  device="$(awk -F, 'NR == 2 { print $2 ", " $6 " (" $7 "), " $8 }' "$dir/stencil.csv")"
  gnuplot <<GNUPLOT
set terminal pngcairo size 900,760 font ",10"
set output "$dir/stencil.png"
set multiplot layout 2,1 title "(2R+1)^2 box sum of floats, CLAMP\n$device"
set key top left
set grid xtics ytics
set xrange [0.5:16.5]
set xtics 1
set logscale y 2
set ylabel "median ms"
plot "$dir/stencil.dat" using 1:2 with linespoints title "original", \
     '' using 1:3 with linespoints title "hand-optimized", '' using 1:4 with linespoints title "ACL"
unset logscale y
set yrange [0:*]
set xlabel "R (margin)"
set ylabel "ACL time / other time"
plot "$dir/stencil.dat" using 1:5 with linespoints title "ACL / hand-optimized", \
     '' using 1:6 with linespoints title "ACL / original", 1 with lines dt 2 lc rgb "gray" notitle
unset multiplot
GNUPLOT
  echo "fig8.sh: chart in $dir/stencil.png"
}

# stencil [--large] [--out DIR]: acl-stencil for R = 1..16 (see the header).
stencil() {
  local out="" size=1536x1536 radii r
  radii="$(seq 1 16)"
  while [ $# -gt 0 ]; do
    case "$1" in
      --large) size=8192x8192 ;;
      --size) size="$2"; shift ;;
      --radii) radii="${2//,/ }"; shift ;;
      --out) out="$2"; shift ;;
      -h | --help) usage; exit 0 ;;
      *) echo "fig8.sh stencil: unknown option '$1'" >&2; exit 2 ;;
    esac
    shift
  done
  local build="${ACL_BUILD:-$root/build}"
  if [ ! -x "$build/examples/acl-stencil" ]; then
    "$root/scripts/deps.sh"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" -j"$(nproc)" --target acl-stencil >/dev/null
  fi
  local bin="$build/examples"
  out="${out:-$root/bench/results/$(date -u +%Y-%m-%d)-$("$bin/acl-stencil" --print-device | cut -d' ' -f1-2 | tr ' /()' '____')-stencil}"
  mkdir -p "$out"
  echo "R,shape,version,ms,check,device,driver,date" >"$out/stencil.csv"
  export POCL_AFFINITY="${POCL_AFFINITY:-1}"
  local status=0 rows="$out/stencil.rows.tmp"
  {
    echo "# $("$bin/acl-stencil" --print-device)"
    for r in $radii; do
      rm -f "$rows"
      ACL_CSV="$rows" "$bin/acl-stencil" --radius "$r" --size "$size" || true
      # harness columns: date,device,driver,user,version,shape,median_ms,figure,unit,check,timing
      [ -f "$rows" ] && awk -F, -v r="$r" 'NR > 1 { print r "," $6 "," $5 "," $7 "," $10 "," $2 "," $3 "," $1 }' \
        "$rows" >>"$out/stencil.csv"
      echo
    done
  } 2>&1 | tee "$out/log.txt" || true
  rm -f "$rows"
  if grep -q 'WRONG\|\*\*\* ERROR' "$out/log.txt"; then status=1; fi
  lines_csv "$out/lines.csv" stencil
  stencil_table "$out" | tee "$out/stencil.txt"
  if command -v gnuplot >/dev/null; then stencil_chart "$out"; fi
  echo "fig8.sh: results in $out"
  return "$status"
}

case "${1:-}" in
  run) shift; run "$@" ;;
  chart) [ $# -eq 2 ] || { echo "usage: $0 chart DIR" >&2; exit 2; }; lines_csv "$2/lines.csv"; chart "$2" ;;
  stencil) shift; stencil "$@" ;;
  stencil-chart) [ $# -eq 2 ] || { echo "usage: $0 stencil-chart DIR" >&2; exit 2; }; stencil_table "$2" >"$2/stencil.txt"; stencil_chart "$2" ;;
  table) [ $# -eq 2 ] || { echo "usage: $0 table DIR" >&2; exit 2; }; lines_csv "$2/lines.csv"; table "$2" | tee "$2/table.txt" ;;
  -h | --help | help) usage ;;
  *) usage >&2; exit 2 ;;
esac
