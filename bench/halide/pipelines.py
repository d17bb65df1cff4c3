#!/usr/bin/env python3
"""Halide versions of the reference users that Halide can express, for bench/fig8.sh.

Each pipeline computes what the example program's CPU reference computes, bit for bit, on
the same row-major layout (x across a row, y down the rows). The schedules are written by
hand for CPUs: vectorised at the target's natural vector width, parallel over strips of
rows, tiled where the access pattern needs it. Every vectorised output loop guards its tail
(TailStrategy.GuardWithIf), so the pipelines take any shape, ragged ones included.

Every Fig. 8 user also has a twin <user>_auto (halide_<user>_auto): the same algorithm
scheduled by the Adams2019 autoscheduler with the machine's parallelism (its cores) and the
run's sizes as estimates (--size, --matmul-size). bench/fig8.sh times both and compares ACL
with the better.

  pipelines.py --out DIR [--target T[,T...]] [--size N] [--matmul-size N] [--parallelism P]

writes DIR/halide_<user>.a and .h for every user, DIR/halide_runtime.a (one copy of
Halide's runtime for all of them) and Halide's runtime headers in DIR/include. T is a Halide target string ("host" by default); several
make a multitarget library that picks the first target the running CPU supports.
"""
import argparse
import os
import shutil

import halide as hl

x, y = hl.Var("x"), hl.Var("y")
GUARD = hl.TailStrategy.GuardWithIf
# The Adams2019 twins' estimates: the image side (sources of every image user, the pyramid's
# source of enlarge2 included) and matmul's M = N = K (--size, --matmul-size).
ESTIMATE = {"size": 2048, "matmul": 1024}


def estimates(*pairs):
    """The autoscheduler's estimates: (buffer, [extent per dimension]) pairs, a Param's
    (param, value); returned as the callable main() runs before it autoschedules."""
    def apply():
        for what, extents in pairs:
            if isinstance(extents, list):
                what.set_estimates([(0, e) for e in extents])
            else:
                what.set_estimate(extents)
    return apply


def strips(f, vec, rows=8):
    """The usual schedule of a pointwise output: vectors along x, strips of rows in parallel."""
    yo, yi = hl.Var("yo"), hl.Var("yi")
    f.split(y, yo, yi, rows, GUARD).parallel(yo).vectorize(x, vec, GUARD)


def binarize(vec, auto=False):
    src = hl.ImageParam(hl.UInt(8), 2, "src")
    thres = hl.Param(hl.Int(32), "thres")
    out = hl.Func("halide_binarize" + ("_auto" if auto else ""))
    out[x, y] = hl.select(hl.cast(hl.Int(32), src[x, y]) > thres, hl.u8(255), hl.u8(0))
    n = ESTIMATE["size"]
    if auto:
        return out, [src, thres], estimates((src, [n, n]), (thres, 128), (out, [n, n]))
    strips(out, 4 * vec, 32)
    return out, [src, thres], None


def conv3x3(vec, auto=False):
    src = hl.ImageParam(hl.Float(32), 2, "src")
    clamped = hl.BoundaryConditions.repeat_edge(src)
    rows = hl.Func("rows")  # 1 2 1 down each column: integers, so exact in float
    rows[x, y] = clamped[x, y - 1] + 2.0 * clamped[x, y] + clamped[x, y + 1]
    out = hl.Func("halide_conv3x3" + ("_auto" if auto else ""))
    out[x, y] = (rows[x - 1, y] + 2.0 * rows[x, y] + rows[x + 1, y]) * (1.0 / 16.0)
    n = ESTIMATE["size"]
    if auto:
        return out, [src], estimates((src, [n, n]), (out, [n, n]))
    yo, yi = hl.Var("yo"), hl.Var("yi")
    out.split(y, yo, yi, 32, GUARD).parallel(yo).vectorize(x, vec, GUARD)
    rows.compute_at(out, yi).vectorize(x, vec, GUARD)
    return out, [src], None


def transpose_like(name, rotate, vec, auto=False):
    """dst is h wide and w tall; transpose: dst(x, y) = src(y, x); rot90 (clockwise):
    dst(x, y) = src(y, h - 1 - x)."""
    src = hl.ImageParam(hl.Float(32), 2, name + "_src")
    h = src.height()
    # Reads past the edge (blocks that overhang a ragged image shift inwards) are clamped;
    # Halide partitions the loops so that whole blocks inside the image carry no clamp.
    clamped = hl.BoundaryConditions.repeat_edge(src)
    block = hl.Func(name + "_block")  # a vec x vec block of src, loaded a row vector at a time
    block[x, y] = clamped[x, y]
    out = hl.Func("halide_" + name + ("_auto" if auto else ""))
    out[x, y] = block[y, h - 1 - x] if rotate else block[y, x]
    n = ESTIMATE["size"]
    if auto:
        return out, [src], estimates((src, [n, n]), (out, [n, n]))
    xo, yo, xi, yi, t = (hl.Var(n) for n in ("xo", "yo", "xi", "yi", "t"))
    # dst's block rows are vectors gathered from the block's columns: with both loops
    # unrolled, LLVM makes it an in-register transpose.
    # Tasks of 16 blocks: with one block per task (16384 of them at 2048^2) the 16-core
    # Xeon spent most of the time in the thread pool (15.6-16.9 ms against 0.73, 2026-11-25).
    to, ti = hl.Var("to"), hl.Var("ti")
    out.tile(x, y, xo, yo, xi, yi, vec, vec, GUARD).vectorize(xi).unroll(yi)
    out.fuse(xo, yo, t).split(t, to, ti, 16, GUARD).parallel(to)
    block.compute_at(out, ti).vectorize(x, vec).unroll(y)
    return out, [src], None


def shrink2(vec, auto=False):
    src = hl.ImageParam(hl.Float(32), 2, "src")
    w, h = src.width(), src.height()
    x0, y0 = 2 * x, 2 * y
    x1, y1 = hl.min(x0 + 1, w - 1), hl.min(y0 + 1, h - 1)
    out = hl.Func("halide_shrink2" + ("_auto" if auto else ""))
    out[x, y] = 0.25 * (src[x0, y0] + src[x1, y0] + src[x0, y1] + src[x1, y1])
    n = ESTIMATE["size"]
    if auto:
        return out, [src], estimates((src, [n, n]), (out, [n // 2, n // 2]))
    strips(out, vec, 16)
    return out, [src], None


def enlarge2(vec, auto=False):
    src = hl.ImageParam(hl.Float(32), 2, "src")
    out = hl.Func("halide_enlarge2" + ("_auto" if auto else ""))
    out[x, y] = src[x / 2, y / 2]
    n = ESTIMATE["size"]
    if auto:
        return out, [src], estimates((src, [n, n]), (out, [2 * n, 2 * n]))
    strips(out, 2 * vec, 16)
    return out, [src], None


def iir(vec, auto=False):
    """y(r) = (x(r) + y(r-1)) / 2 down each column, y(-1) = 0: columns in vectors, strips of
    columns in parallel, the recursion walks the rows."""
    src = hl.ImageParam(hl.Float(32), 2, "src")
    r = hl.RDom([(0, src.height())], "r")
    out = hl.Func("halide_iir" + ("_auto" if auto else ""))
    out[x, y] = 0.0
    prev = hl.select(r.x > 0, out[x, hl.max(r.x - 1, 0)], 0.0)
    out[x, r.x] = 0.5 * (src[x, r.x] + prev)
    n = ESTIMATE["size"]
    if auto:
        return out, [src], estimates((src, [n, n]), (out, [n, n]))
    xo, xi = hl.Var("xo"), hl.Var("xi")
    # Strips of 16 vectors: 4 took 2.9-3.1 ms here against 2.0-2.2, and 94 ms on the 16-core
    # Xeon against 21 (2026-11-25; there one thread takes 3.5 ms: the schedule scales badly
    # on that machine for a reason not found).
    out.split(x, xo, xi, 16 * vec, GUARD).parallel(xo).vectorize(xi, vec, GUARD)
    out.update(0).split(x, xo, xi, 16 * vec, GUARD).reorder(xi, r.x, xo).parallel(xo) \
        .vectorize(xi, vec, GUARD)
    return out, [src], None


# Halide's matmul for shapes its tiles divide (C's width by MATMUL_TILE_X, its height by
# MATMUL_TILE_Y: every size of the benchmark); other shapes take matmul_any.
MATMUL_BLOCK_Y, MATMUL_TILES = 8, (8, 4)


def matmul_tiles(vec):
    """C's tile: blocks of 2 vectors x MATMUL_BLOCK_Y rows, MATMUL_TILES of them."""
    return 2 * vec * MATMUL_TILES[0], MATMUL_BLOCK_Y * MATMUL_TILES[1]


def matmul(vec, guarded=False, auto=False):
    """C = A x B with A M x K (K wide), B K x N: register blocks of 2 vectors x 8 rows of C
    (16 accumulators fed by 2 vector loads of B and 8 broadcasts of A per k) accumulated
    over all of k, in tiles of 8 x 4 blocks run in parallel. `guarded`: blocks at a ragged
    edge are guarded (any shape, but the guards cost about 4x at 1024^3)."""
    a = hl.ImageParam(hl.Float(32), 2, "a")
    b = hl.ImageParam(hl.Float(32), 2, "b")
    k = hl.RDom([(0, a.width())], "k")
    acc = hl.Func("acc")
    acc[x, y] = 0.0
    acc[x, y] += a[k.x, y] * b[x, k.x]
    out = hl.Func("halide_matmul_auto" if auto else
                  "halide_matmul_any" if guarded else "halide_matmul")
    out[x, y] = acc[x, y]
    n = ESTIMATE["matmul"]
    if auto:  # any shape: one twin for both of the hand pipelines
        return out, [a, b], estimates((a, [n, n]), (b, [n, n]), (out, [n, n]))
    xo, yo, xi, yi, t = (hl.Var(n) for n in ("xo", "yo", "xi", "yi", "t"))
    xii, yii = hl.Var("xii"), hl.Var("yii")
    bx, by = 2 * vec, MATMUL_BLOCK_Y
    tx, ty = matmul_tiles(vec)
    if guarded:
        out.tile(x, y, xo, yo, xi, yi, tx, ty, GUARD).fuse(xo, yo, t).parallel(t)
        out.tile(xi, yi, xii, yii, bx, by, GUARD).vectorize(xii, vec, GUARD).unroll(yii)
        acc.compute_at(out, xi).vectorize(x, vec, GUARD).unroll(y)
        acc.update(0).reorder(x, y, k.x).vectorize(x, vec, GUARD).unroll(y)
        return out, [a, b], None
    out.tile(x, y, xo, yo, xi, yi, tx, ty).fuse(xo, yo, t).parallel(t)
    out.tile(xi, yi, xii, yii, bx, by).vectorize(xii, vec).unroll(xii).unroll(yii)
    acc.compute_at(out, xi).vectorize(x, vec).unroll(x).unroll(y)
    acc.update(0).reorder(x, y, k.x).vectorize(x, vec).unroll(x).unroll(y)
    return out, [a, b], None


# Reductions (bench/ports/imagesum and matvec): the image's sum or maximum, y = A x and
# z = A^T x, A m rows of n words (x across a row). A 1-word output for the image's (Halide
# buffers of one dimension). SCHEDULE picks each pipeline's schedule: "hand" (below) or
# "auto" (the Adams2019 autoscheduler with the ports' default sizes as estimates).
SCHEDULE = {"imagesum": "hand", "imagemax": "hand", "matvec_ax": "hand", "matvec_atx": "hand"}


def image_reduce(name, vec, op):
    """out(0) = the sum (op "sum") or maximum ("max") of the image: rows in strips of 64
    summed in parallel into vectors of partial results (rfactor), then the partials."""
    src = hl.ImageParam(hl.Float(32), 2, name + "_src")
    r = hl.RDom([(0, src.width()), (0, src.height())], "r")
    out = hl.Func("halide_" + name)
    if op == "sum":
        out[x] = 0.0
        out[x] = out[x] + src[r.x, r.y]
    else:
        out[x] = hl.f32(float("-inf"))
        out[x] = hl.max(out[x], src[r.x, r.y])
    if SCHEDULE[name] == "auto":
        return out, [src], lambda: (src.set_estimates([(0, 2048), (0, 2048)]),
                                    out.set_estimates([(0, 1)]))
    rxo, rxi, ryo, ryi = (hl.RVar(n) for n in ("rxo", "rxi", "ryo", "ryi"))
    u, v = hl.Var("u"), hl.Var("v")
    out.update().split(r.x, rxo, rxi, vec, GUARD).split(r.y, ryo, ryi, 64, GUARD)
    part = out.update().rfactor([(rxi, u), (ryo, v)])
    part.compute_root().vectorize(u).update().reorder(u, rxo, ryi, v).vectorize(u).parallel(v)
    return out, [src], None


def matvec_ax(vec):
    """y(i) = sum_j a(j, i) x(j): each row's products summed in 4 vectors of lanes (rfactor),
    strips of 16 rows in parallel."""
    a = hl.ImageParam(hl.Float(32), 2, "ax_a")
    xv = hl.ImageParam(hl.Float(32), 1, "ax_x")
    i = hl.Var("i")
    r = hl.RDom([(0, a.width())], "r")
    out = hl.Func("halide_matvec_ax")
    out[i] = 0.0
    out[i] += a[r.x, i] * xv[r.x]
    if SCHEDULE["matvec_ax"] == "auto":
        return out, [a, xv], lambda: (a.set_estimates([(0, 4096), (0, 4096)]),
                                      xv.set_estimates([(0, 4096)]),
                                      out.set_estimates([(0, 4096)]))
    ro, ri, u = hl.RVar("ro"), hl.RVar("ri"), hl.Var("u")
    io, ii = hl.Var("io"), hl.Var("ii")
    out.update().split(r.x, ro, ri, 4 * vec, GUARD)
    part = out.update().rfactor(ri, u)
    out.split(i, io, ii, 16, GUARD).parallel(io)
    out.update().split(i, io, ii, 16, GUARD).parallel(io)
    part.compute_at(out, ii).vectorize(u, vec).update().vectorize(u, vec)
    return out, [a, xv], None


def matvec_atx(vec):
    """z(j) = sum_i a(j, i) x(i)."""
    a = hl.ImageParam(hl.Float(32), 2, "atx_a")
    xv = hl.ImageParam(hl.Float(32), 1, "atx_x")
    j = hl.Var("j")
    r = hl.RDom([(0, a.height())], "r")
    out = hl.Func("halide_matvec_atx")
    out[j] = 0.0
    out[j] += a[j, r.x] * xv[r.x]
    if SCHEDULE["matvec_atx"] == "auto":
        return out, [a, xv], lambda: (a.set_estimates([(0, 4096), (0, 4096)]),
                                      xv.set_estimates([(0, 4096)]),
                                      out.set_estimates([(0, 4096)]))
    # Blocks of 64 rows in parallel, each streaming its rows whole into its own row of
    # partial sums (rfactor), then the blocks' partials summed down each column. Strips of
    # columns walking every row (8 vectors wide) took 20 ms at 4096^2 on the 2-core VM, this
    # 7, the Adams2019 autoscheduler's 35 (loaded runs, 2026-11-29).
    ro, ri, v = hl.RVar("ro"), hl.RVar("ri"), hl.Var("v")
    out.update().split(r.x, ro, ri, 64, GUARD)
    part = out.update().rfactor(ro, v)
    out.vectorize(j, vec, GUARD)
    out.update().vectorize(j, vec, GUARD)
    part.compute_root().vectorize(j, vec, GUARD)
    part.update().reorder(j, ri, v).parallel(v).vectorize(j, vec, GUARD)
    return out, [a, xv], None


USERS = {
    "binarize": binarize,
    "conv3x3": conv3x3,
    "transpose": lambda vec: transpose_like("transpose", False, vec),
    "rotate90": lambda vec: transpose_like("rotate90", True, vec),
    "shrink2": shrink2,
    "enlarge2": enlarge2,
    "iir": iir,
    "matmul": matmul,
    "matmul_any": lambda vec: matmul(vec, guarded=True),
    # The Adams2019 twins of Fig. 8's users (halide_<user>_auto).
    "binarize_auto": lambda vec: binarize(vec, auto=True),
    "conv3x3_auto": lambda vec: conv3x3(vec, auto=True),
    "transpose_auto": lambda vec: transpose_like("transpose", False, vec, auto=True),
    "rotate90_auto": lambda vec: transpose_like("rotate90", True, vec, auto=True),
    "shrink2_auto": lambda vec: shrink2(vec, auto=True),
    "enlarge2_auto": lambda vec: enlarge2(vec, auto=True),
    "iir_auto": lambda vec: iir(vec, auto=True),
    "matmul_auto": lambda vec: matmul(vec, auto=True),
    "imagesum": lambda vec: image_reduce("imagesum", vec, "sum"),
    "imagemax": lambda vec: image_reduce("imagemax", vec, "max"),
    "matvec_ax": matvec_ax,
    "matvec_atx": matvec_atx,
}


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--out", required=True, help="directory for the libraries and headers")
    p.add_argument("--target", default="host", help="Halide target(s), comma-separated")
    p.add_argument("--only", help="comma-separated users (default: all)")
    p.add_argument("--auto", action="store_true",
                   help="the reductions (SCHEDULE) with the Adams2019 autoscheduler instead")
    p.add_argument("--size", type=int, default=ESTIMATE["size"],
                   help="image side the *_auto twins are scheduled for (default %(default)s)")
    p.add_argument("--matmul-size", type=int, default=ESTIMATE["matmul"],
                   help="M = N = K matmul_auto is scheduled for (default %(default)s)")
    p.add_argument("--parallelism", type=int, default=os.cpu_count(),
                   help="cores the *_auto twins are scheduled for (default: this machine's, "
                        "%(default)s)")
    args = p.parse_args()
    ESTIMATE["size"], ESTIMATE["matmul"] = args.size, args.matmul_size
    os.makedirs(args.out, exist_ok=True)
    targets = [hl.Target(t) if t != "host" else hl.get_host_target()
               for t in args.target.split(",")]
    names = args.only.split(",") if args.only else list(USERS)
    for name in names:
        # One schedule for all targets: the vector width of the first (the best) one.
        vec = targets[0].natural_vector_size(hl.Float(32))
        if args.auto and name in SCHEDULE:
            SCHEDULE[name] = "auto"
        made = USERS[name](vec)
        out, params = made[0], made[1]
        prefix = os.path.join(args.out, "halide_" + name)
        no_runtime = [t.with_feature(hl.TargetFeature.NoRuntime) for t in targets]
        if len(made) > 2 and made[2]:
            # Adams2019 with its built-in weights, parallelism: the running machine's cores.
            made[2]()
            hl.load_plugin(os.path.join(os.path.dirname(hl.__file__), "lib64",
                                        "libautoschedule_adams2019.so"))
            pipe = hl.Pipeline(out)
            pipe.apply_autoscheduler(targets[0], hl.AutoschedulerParams(
                "Adams2019", {"parallelism": str(args.parallelism)}))
            pipe.compile_to_static_library(prefix, params, "halide_" + name, no_runtime[0])
        elif len(no_runtime) == 1:
            out.compile_to_static_library(prefix, params, "halide_" + name, no_runtime[0])
        else:
            out.compile_to_multitarget_static_library(prefix, params, no_runtime)
        print("pipelines.py: %s.a (%s)" % (prefix, ",".join(str(t) for t in targets)))
    # The matmul tile the C++ side checks before it calls halide_matmul.
    tx, ty = matmul_tiles(targets[0].natural_vector_size(hl.Float(32)))
    with open(os.path.join(args.out, "halide_tiles.h"), "w") as f:
        f.write("// Written by bench/halide/pipelines.py: halide_matmul takes C of a width\n"
                "// divisible by the first and a height divisible by the second.\n"
                "#pragma once\nconstexpr int kHalideMatmulTile[2] = {%d, %d};\n" % (tx, ty))
    hl.compile_standalone_runtime(os.path.join(args.out, "halide_runtime.a"), targets[0])
    # The runtime headers the generated ones include, from the installed package.
    include = os.path.join(args.out, "include")
    os.makedirs(include, exist_ok=True)
    for header in ("HalideRuntime.h", "HalideBuffer.h"):
        shutil.copy(os.path.join(os.path.dirname(hl.__file__), "include", header), include)


if __name__ == "__main__":
    main()
