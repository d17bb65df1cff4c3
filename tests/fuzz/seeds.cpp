// The plan fuzzer's seed corpus as code: named inputs covering every kind of accepted plan
// and the typical rejections, written by `acl-plan-fuzzer --write-seeds tests/fuzz/corpus`.
#include <sys/stat.h>

#include <fstream>
#include <iostream>

#include "plan_fuzzer.hpp"

namespace aclfuzz {
namespace {

// Device codes (materialise in fuzz_input.hpp): class 0 GPU, 1 CPU, 2 other; vendor 0
// NVIDIA, 1 AMD, 2 Intel; max_wg codes 0 = 256, 1 = 1024, 2 = 4096; local_mem codes
// 0 = 48 KiB, 1 = 2 MiB, 2 = 32 KiB.
RawCase h200() {
  return {0, 0, 131, 1, 0, {}};
}
RawCase amd_gpu() {
  return {0, 1, 7, 0, 2, {}};
}
RawCase cpu() {
  return {1, 2, 1, 2, 1, {}};
}
RawCase other() {
  return {2, 2, 3, 5, 3, {}};
}

uint64_t type_code(const std::string& t) {
  for (size_t i = 0; i < types().size(); ++i)
    if (types()[i] == t) return i;
  std::cerr << "seeds: no type " << t << "\n";
  std::exit(2);
}

/// A read SEPARATE argument, level 1, vertical, from TOP_LEFT (ACL_ATTR_INIT's defaults).
RawArg data(const std::string& type, uint64_t w, uint64_t h = 1, uint64_t d = 1) {
  RawArg a;
  a.type = type_code(type);
  a.has_attr = 1;
  a.size[0] = w, a.size[1] = h, a.size[2] = d;
  return a;
}
RawArg out(RawArg a) {
  a.ref = ACL_NONE;
  a.def = ACL_TOP_LEFT;
  return a;
}
RawArg horizontal(RawArg a) {
  a.split = ACL_HORIZONTAL;
  return a;
}
RawArg margin(RawArg a, uint64_t m, uint64_t border = ACL_BORDER_CLAMP) {
  a.margin = m;
  a.border = border;
  return a;
}
RawArg common(RawArg a, uint64_t level) {
  a.space = 1;  // __local
  a.broadcast = ACL_COMMON;
  a.level = level;
  return a;
}
RawArg level(RawArg a, uint64_t l) {
  a.level = l;
  return a;
}
/// ACL_TILE with dim_level codes (4 = ACL_LEVEL1_X).
RawArg tiled(RawArg a, uint64_t dx, uint64_t dy) {
  a.split = ACL_TILE;
  a.dim_level[0] = dx, a.dim_level[1] = dy;
  return a;
}
RawArg special(RawArg a, uint64_t def, uint64_t scale_log2 = 0) {
  a.ref = ACL_NONE;
  a.def = def;
  a.scale_log2 = scale_log2;
  return a;
}
RawArg depends(RawArg a, uint64_t dep) {
  a.dependency = dep;
  return a;
}
RawArg random_at(RawArg a, bool def, uint64_t position_bytes) {
  (def ? a.def : a.ref) = ACL_RANDOM;
  if (def) a.ref = ACL_NONE;
  a.position = 1;
  a.position_bytes = position_bytes;
  return a;
}
RawArg pinned(RawArg a, uint64_t wg, uint64_t split) {
  a.wg_min = a.wg_max = wg;
  a.split_min = a.split_max = split;
  return a;
}
RawArg scalar(const std::string& type) {
  RawArg a;
  a.space = 4;
  a.type = type_code(type);
  return a;
}
RawArg scratch(const std::string& type, uint64_t bytes) {
  RawArg a;
  a.space = 1;
  a.type = type_code(type);
  a.scratch = bytes;
  return a;
}
RawArg pass_through(const std::string& type, uint64_t space = 2) {
  RawArg a;
  a.space = space;
  a.type = type_code(type);
  return a;
}
template <typename F>
RawArg with(RawArg a, F f) {
  f(a);
  return a;
}

struct Seed {
  std::string name;
  RawCase input;
  cl_int expect;  ///< CL_SUCCESS: a plan; else the rejection's code
};

Seed seed(const std::string& name, RawCase dev, std::vector<RawArg> args,
          cl_int expect = CL_SUCCESS) {
  dev.args = std::move(args);
  return {name, dev, expect};
}

std::vector<Seed> seeds() {
  const RawArg img8 = data("uchar", 640, 480), img = data("float", 512, 512);
  const auto tile4 = [](RawArg& a) { a.tile[0] = a.tile[1] = 4; };
  return {
      // Accepted plans of each kind.
      seed("accept-vertical-uchar-staged-gpu", h200(), {img8, out(img8), scalar("int")}),
      seed("accept-vertical-float-cpu", cpu(), {img, out(img), scalar("float")}),
      seed("accept-horizontal-saxpy-amd", amd_gpu(),
           {horizontal(data("float", 100000)), horizontal(data("float", 100000)),
            out(horizontal(data("float", 100000))), scalar("float")}),
      seed("accept-ragged-uchar-gpu", h200(), {data("uchar", 7, 5), out(data("uchar", 7, 5))}),
      seed("accept-margin-clamp-gpu", h200(), {margin(img, 1), out(img)}),
      // Several steps a launch (acl_attr::steps in the raw border's upper half): tiles on
      // GPUs, a launch a step on CPUs.
      seed("accept-steps-heat-gpu", h200(),
           {margin(img, 1), img, with(out(img), [](RawArg& a) { a.border = uint64_t(4) << 32; })}),
      seed("accept-steps-heat-cpu", cpu(),
           {margin(img, 2, ACL_BORDER_MIRROR), img,
            with(out(img), [](RawArg& a) { a.border = uint64_t(3) << 32; })}),
      seed("accept-margin-mirror-cpu", cpu(),
           {margin(data("uchar", 300, 200), 2, ACL_BORDER_MIRROR), out(data("uchar", 300, 200))}),
      seed("accept-margin-zero-horizontal-other", other(),
           {margin(horizontal(data("short", 333, 77)), 3, ACL_BORDER_ZERO),
            out(horizontal(data("short", 333, 77)))}),
      seed("accept-common-level1-lut-gpu", h200(),
           {img8, common(data("uchar", 256), 1), out(img8)}),
      seed("accept-common-level2-mdh-cpu", cpu(),
           {out(data("float", 128, 128)), common(horizontal(data("float4", 1024)), 2)}),
      seed("accept-common-level2-vertical-gpu", h200(),
           {out(data("float", 256)), common(data("float", 64, 300), 2)}),
      seed("accept-levels-3-cpu", cpu(),
           {out(data("float", 64, 8)), level(data("float", 32, 16), 2),
            level(horizontal(data("float", 40)), 3)}),
      seed("accept-tile-matmul-gpu", h200(),
           {tiled(data("float", 256, 128), 2, 1), tiled(data("float", 192, 256), 1, 2),
            out(tiled(data("float", 192, 128), 1, 1))}),
      seed("accept-tile-matmul-bt-cpu", cpu(),
           {tiled(data("float", 100, 70), 2, 1), tiled(data("float", 100, 90), 2, 4),
            out(tiled(data("float", 90, 70), 1, 1))}),
      seed("accept-tile-given-tile-amd", amd_gpu(),
           {with(tiled(data("double", 100, 60), 1, 1), tile4),
            with(out(tiled(data("double", 100, 60), 1, 1)), tile4)}),
      seed("accept-special-rot90-gpu", h200(),
           {data("float", 300, 200), special(data("float", 200, 300), ACL_SPECIAL_ROT90)}),
      seed("accept-special-transpose-cpu", cpu(),
           {data("float", 129, 65), special(data("float", 65, 129), ACL_SPECIAL_MIRROR_TRANSPOSE)}),
      seed("accept-special-rot180-other", other(),
           {data("short", 50, 40), special(data("short", 50, 40), ACL_SPECIAL_ROT180)}),
      seed("accept-special-flip-alone-gpu", h200(),
           {special(data("uchar", 640, 480), ACL_SPECIAL_FLIP)}),
      seed("accept-special-rot270-alone-cpu", cpu(),
           {special(data("float", 48, 64), ACL_SPECIAL_ROT270)}),
      seed("accept-special-enlarge-gpu", h200(),
           {data("uchar", 64, 32), special(data("uchar", 128, 64), ACL_SPECIAL_ENLARGE, 1)}),
      seed("accept-special-shrink-cpu", cpu(),
           {margin(data("float", 256, 256), 1),
            special(data("float", 64, 64), ACL_SPECIAL_SHRINK, 2)}),
      seed("accept-random-gather-gpu", h200(),
           {random_at(data("float", 1000, 1000), false, 100 * 16),
            pinned(out(data("float", 64, 1600)), 64, 16)}),
      seed("accept-random-scatter-cpu", cpu(),
           {data("float", 32, 32), random_at(data("float", 500, 500), true, 1 << 20)}),
      seed("accept-rno0-iir-gpu", h200(), {img, depends(out(img), ACL_RNO0)}),
      seed("accept-rno0-horizontal-cpu", cpu(),
           {horizontal(img), depends(out(horizontal(img)), ACL_RNO0)}),
      seed("accept-rno1-wavefront-gpu", h200(), {img, depends(out(img), ACL_RNO1)}),
      seed("accept-rno1-sum-gpu", h200(), {img, depends(out(img), ACL_RNO1_SUM)}),
      seed("accept-per-row-sum-gpu", h200(),
           {img, with(data("float", 512, 1), [](RawArg& a) { a.broadcast = ACL_PER_COLUMN; }),
            with(out(data("float", 1, 512)), [](RawArg& a) { a.broadcast = ACL_PER_ROW; })}),
      // ACL_RNO1_SCAN's operator rides in the upper half of the dependency code.
      seed("accept-rno1-scan-max-cpu", cpu(),
           {img, depends(out(img), ACL_RNO1_SCAN | uint64_t(ACL_COMBINE_MAX) << 32)}),
      seed(
          "accept-rno2-horizontal-in-place-cpu", cpu(),
          {depends(with(horizontal(data("uint", 150, 33)), [](RawArg& a) { a.def = ACL_TOP_LEFT; }),
                   ACL_RNO2)}),
      seed("accept-rno0-beside-rno1-other", other(),
           {margin(img, 1), depends(out(img), ACL_RNO1), depends(out(img), ACL_RNO0)}),
      seed("accept-lno0-gpu", h200(), {depends(img, ACL_LNO0), out(img)}),
      seed("accept-lno1-cpu", cpu(), {depends(horizontal(img), ACL_LNO1), out(horizontal(img))}),
      seed("accept-lno2-uchar-other", other(), {depends(img8, ACL_LNO2), out(img8)}),
      seed("accept-bottom-left-flip-cpu", cpu(),
           {img8, with(out(img8), [](RawArg& a) { a.def = ACL_BOTTOM_LEFT; })}),
      seed("accept-pitched-3d-gpu", h200(),
           {with(data("float", 100, 50, 3),
                 [](RawArg& a) { a.row_pitch = 512, a.slice_pitch = 512 * 64; }),
            out(data("float", 100, 50, 3))}),
      // acl_attr::offset rides in the upper half of mem_mode: windows at odd and aligned words.
      seed("accept-offset-odd-uchar-gpu", h200(),
           {with(img8, [](RawArg& a) { a.mem_mode = uint64_t(1025) << 32; }),
            with(out(img8), [](RawArg& a) { a.mem_mode = uint64_t(3) << 32; })}),
      seed("accept-offset-margin-cpu", cpu(),
           {with(margin(img, 2), [](RawArg& a) { a.mem_mode = uint64_t(1025) << 32; }),
            with(out(img), [](RawArg& a) { a.mem_mode = uint64_t(1024) << 32; })}),
      // margin_z rides in the upper half of the raw margin.
      seed("accept-margin-z-gpu", h200(),
           {with(margin(data("float", 67, 23, 5), 1), [](RawArg& a) { a.margin |= uint64_t(1) << 32; }),
            out(data("float", 67, 23, 5))}),
      seed("reject-margin-z-written", cpu(),
           {img, with(out(img), [](RawArg& a) { a.margin = uint64_t(1) << 32; })},
           ACL_INVALID_MARGIN),
      seed("reject-offset-past-buffer", h200(),
           {with(img, [](RawArg& a) { a.mem_mode = uint64_t(7) << 32 | 1; })},
           ACL_SHAPE_EXCEEDS_BUFFER),
      seed("accept-pinned-bounds-gpu", h200(), {pinned(img, 64, 4), out(img)}),
      seed("accept-split-pinned-on-one-of-equal-shapes-cpu", cpu(),
           {horizontal(data("float", 700)),
            out(with(horizontal(data("float", 700)),
                     [](RawArg& a) { a.split_min = a.split_max = 3; }))}),
      seed("accept-rno2-pinned-wg-and-split-gpu", h200(),
           {pinned(data("float", 67, 23), 16, 0),
            depends(out(with(data("float", 67, 23), [](RawArg& a) { a.split_min = a.split_max = 5; })),
                    ACL_RNO2)}),
      seed("reject-equal-shapes-pinned-apart", cpu(),
           {pinned(data("float", 64, 64), 0, 2), out(pinned(data("float", 64, 64), 0, 3))},
           ACL_SPLIT_COUNT_MISMATCH),
      seed("accept-scratch-global-cpu", cpu(),
           {img, out(img), scratch("float", 4096), pass_through("int")}),
      seed("accept-wide-words-gpu", h200(),
           {data("double", 300, 30), data("float4", 300, 30), out(data("long", 300, 30))}),
      seed("accept-read-write-in-place-gpu", h200(),
           {with(img, [](RawArg& a) { a.def = ACL_TOP_LEFT; }), pass_through("float", 3)}),
      seed("accept-unknown-type-other", other(),
           {with(data("acl_fuzz_t", 77, 7), [](RawArg& a) { a.word_size = 8; }),
            out(data("float", 77, 7))}),

      // Typical rejections.
      seed("reject-word-size-mismatch", h200(), {with(img, [](RawArg& a) { a.word_size = 2; })},
           ACL_INVALID_WORD_SIZE),
      seed("reject-word-size-3", cpu(),
           {with(data("acl_fuzz_t", 9), [](RawArg& a) { a.word_size = 3; })},
           ACL_INVALID_WORD_SIZE),
      seed("reject-float8-words", cpu(), {data("float8", 9)}, ACL_INVALID_WORD_SIZE),
      seed("reject-neither-read-nor-written", h200(),
           {with(img, [](RawArg& a) { a.ref = ACL_NONE; })}, ACL_INVALID_ATTRIBUTE),
      seed("reject-margin-on-read-written", h200(),
           {with(margin(img, 1), [](RawArg& a) { a.def = ACL_TOP_LEFT; })}, ACL_INVALID_MARGIN),
      seed("reject-level-gap", cpu(), {out(img), level(img, 3)}, ACL_INVALID_LEVEL),
      seed("reject-nothing-distributed", h200(), {common(data("float", 64), 1)}, ACL_INVALID_LEVEL),
      seed("reject-common-private-param", h200(),
           {out(img), with(common(data("float", 64), 2), [](RawArg& a) { a.space = 0; })},
           ACL_ADDRESS_SPACE_MISMATCH),
      seed("reject-def-on-const", h200(), {with(out(img), [](RawArg& a) { a.is_const = 1; })},
           ACL_INVALID_ACCESS),
      seed("reject-def-read-only-buffer", cpu(), {with(out(img), [](RawArg& a) { a.flags = 4; })},
           ACL_INVALID_ACCESS),
      seed("reject-shape-exceeds-buffer", h200(), {with(img, [](RawArg& a) { a.mem_mode = 1; })},
           ACL_SHAPE_EXCEEDS_BUFFER),
      seed("reject-random-without-position", h200(),
           {with(img, [](RawArg& a) { a.ref = ACL_RANDOM; }), out(img)}, ACL_INVALID_ATTRIBUTE),
      seed("reject-random-few-positions", h200(),
           {random_at(data("float", 1000, 1000), false, 16), out(img)}, ACL_INVALID_ATTRIBUTE),
      seed("reject-random-one-position-short", h200(),
           {random_at(data("float", 1000, 1000), false, 99 * 16),
            pinned(out(data("float", 64, 1600)), 64, 16)},
           ACL_INVALID_ATTRIBUTE),
      seed("reject-tile-no-group-between-bounds", amd_gpu(),
           {with(tiled(data("float", 256, 256), 1, 1),
                 [](RawArg& a) { a.wg_min = 70, a.wg_max = 100; })},
           ACL_PLAN_DOES_NOT_FIT),
      seed("reject-tile-beside-untiled", h200(), {tiled(data("float", 64, 64), 1, 1), out(img)},
           ACL_NOT_SUPPORTED_YET),
      // Vectors per column and row and a COMMON table beside the tiles.
      seed("accept-tile-beside-vectors-and-table-cpu", cpu(),
           {tiled(data("float", 64, 32), 1, 1), out(tiled(data("float", 64, 32), 1, 1)),
            with(data("float", 64, 1), [](RawArg& a) { a.broadcast = ACL_PER_COLUMN; }),
            with(data("float", 1, 32), [](RawArg& a) { a.broadcast = ACL_PER_ROW; })}),
      seed("accept-tile-beside-table-gpu", h200(),
           {tiled(data("float", 64, 32), 1, 1), out(tiled(data("float", 64, 32), 1, 1)),
            common(data("float", 16), 1)}),
      // A table's work-group bounds bind the tiles' group (the fuzzer found them ignored).
      seed("accept-tile-beside-table-wg-min-gpu", h200(),
           {tiled(data("float", 64, 32), 1, 1), out(tiled(data("float", 64, 32), 1, 1)),
            with(common(data("float", 16), 1), [](RawArg& a) { a.wg_min = 105; })}),
      seed("reject-tile-extents-differ", h200(),
           {tiled(data("float", 64, 32), 2, 1), tiled(data("float", 64, 65), 1, 2),
            out(tiled(data("float", 64, 32), 1, 1))},
           ACL_SPLIT_COUNT_MISMATCH),
      seed("reject-tile-dim-level-3", cpu(), {tiled(data("float", 64, 64), 3, 1)},
           ACL_NOT_SUPPORTED_YET),
      seed("reject-split-counts-differ", cpu(),
           {pinned(data("float", 64, 64), 64, 8), out(pinned(data("float", 64, 10), 64, 3))},
           ACL_SPLIT_COUNT_MISMATCH),
      seed("reject-common-too-large", h200(), {out(img), common(data("float", 1 << 17), 1)},
           ACL_PLAN_DOES_NOT_FIT),
      seed("reject-private-too-large", h200(),
           {margin(data("float4", 512, 512), 64), out(data("float4", 512, 512))},
           ACL_PLAN_DOES_NOT_FIT),
      seed("reject-wg-min-above-max", h200(),
           {with(img, [](RawArg& a) { a.wg_min = 128, a.wg_max = 64; })}, ACL_INVALID_MIN_MAX),
      seed("reject-wg-min-above-device", h200(),
           {with(img, [](RawArg& a) { a.wg_min = 2048; }), out(img)}, ACL_PLAN_DOES_NOT_FIT),
      seed("reject-special-with-ref", h200(),
           {img, with(special(img, ACL_SPECIAL_FLIP), [](RawArg& a) { a.ref = ACL_TOP_LEFT; })},
           ACL_INVALID_ATTRIBUTE),
      seed("reject-special-wrong-destination", cpu(),
           {img, special(data("float", 512, 511), ACL_SPECIAL_ROT90)}, ACL_INVALID_ATTRIBUTE),
      seed("reject-scale-out-of-range", h200(), {img, special(img, ACL_SPECIAL_ENLARGE, 9)},
           ACL_INVALID_ATTRIBUTE),
      seed("reject-lno-with-def", h200(),
           {img, depends(with(img, [](RawArg& a) { a.def = ACL_TOP_LEFT; }), ACL_LNO1)},
           ACL_INVALID_ATTRIBUTE),
      seed("reject-rno1-beside-level-2", cpu(),
           {depends(out(img), ACL_RNO1), level(data("float", 64), 2)}, ACL_NOT_SUPPORTED_YET),
      seed("reject-size-0", h200(), {data("float", 0)}, ACL_INVALID_ATTRIBUTE),
      seed("reject-unknown-border", cpu(), {with(img, [](RawArg& a) { a.border = 9; })},
           ACL_INVALID_ATTRIBUTE),
      seed("reject-scalar-with-attributes", h200(),
           {img, with(data("int", 4), [](RawArg& a) { a.space = 4; })}, ACL_INVALID_ATTRIBUTE),
      seed("reject-private-pointer-without-attributes", h200(), {img, pass_through("float", 0)},
           ACL_INVALID_ATTRIBUTE),
  };
}

}  // namespace

int write_seeds(const std::string& dir) {
  ::mkdir(dir.c_str(), 0755);
  int failures = 0;
  for (const Seed& s : seeds()) {
    const std::vector<uint8_t> bytes = encode(s.input);
    std::ofstream f(dir + "/" + s.name, std::ios::binary);
    f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    if (!f) {
      std::cerr << "cannot write " << dir << "/" << s.name << "\n";
      return 1;
    }
    // The name promises an outcome: check it, so the corpus covers what it says.
    const Outcome o = run(decode(bytes.data(), bytes.size()));
    const cl_int got = o.accepted ? CL_SUCCESS : o.code;
    if (got != s.expect) {
      std::cerr << s.name << ": expected " << s.expect << ", got " << got << " " << o.message
                << "\n";
      ++failures;
    }
  }
  std::cerr << seeds().size() << " seeds written to " << dir << ", " << failures
            << " with another outcome than their name says\n";
  return failures ? 1 : 0;
}

}  // namespace aclfuzz
