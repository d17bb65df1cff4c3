"""Schedule variants of the Halide transpose and iir, for the Xeon probe."""
import sys, halide as hl
x, y = hl.Var("x"), hl.Var("y")
G = hl.TailStrategy.GuardWithIf
def transpose(name, vec, par_rows):
    src = hl.ImageParam(hl.Float(32), 2, "src")
    c = hl.BoundaryConditions.repeat_edge(src)
    block = hl.Func("block"); block[x, y] = c[x, y]
    out = hl.Func(name); out[x, y] = block[y, x]
    xo, yo, xi, yi, t = (hl.Var(n) for n in ("xo", "yo", "xi", "yi", "t"))
    out.tile(x, y, xo, yo, xi, yi, vec, vec, G).vectorize(xi).unroll(yi)
    if par_rows:
        to, ti = hl.Var("to"), hl.Var("ti")
        out.fuse(xo, yo, t).split(t, to, ti, 16, G).parallel(to); block.compute_at(out, ti).vectorize(x, vec).unroll(y)
    else:
        out.fuse(xo, yo, t).parallel(t); block.compute_at(out, t).vectorize(x, vec).unroll(y)
    return out, [src]
def iir(name, vec, cols):
    src = hl.ImageParam(hl.Float(32), 2, "src")
    r = hl.RDom([(0, src.height())], "r")
    out = hl.Func(name)
    out[x, y] = 0.0
    prev = hl.select(r.x > 0, out[x, hl.max(r.x - 1, 0)], 0.0)
    out[x, r.x] = 0.5 * (src[x, r.x] + prev)
    xo, xi = hl.Var("xo"), hl.Var("xi")
    out.split(x, xo, xi, cols, G).parallel(xo).vectorize(xi, vec, G)
    out.update(0).split(x, xo, xi, cols, G).reorder(xi, r.x, xo).parallel(xo).vectorize(xi, vec, G)
    return out, [src]
t = hl.Target(sys.argv[2]).with_feature(hl.TargetFeature.NoRuntime)
vec = 16
for name, (f, p) in {"tr_a": transpose("tr_a", vec, False), "tr_b": transpose("tr_b", vec, True),
                     "iir_a": iir("iir_a", vec, 64), "iir_b": iir("iir_b", vec, 256), "iir_c": iir("iir_c", vec, 16)}.items():
    f.compile_to_static_library(sys.argv[1] + "/" + name, p, name, t)
hl.compile_standalone_runtime(sys.argv[1] + "/rt.a", hl.Target(sys.argv[2]))
