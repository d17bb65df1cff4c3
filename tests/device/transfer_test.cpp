// Level-1 SEPARATE transfers: elementwise ops over 1-, 2- and 3-D shapes of every word
// size, both split directions, windows of larger images (pitches, sub-buffers) and
// vertical flips, each checked word by word against the CPU model of docs/attributes.md.
#include "harness.hpp"

namespace acltest {
namespace {

/// One argument of the elementwise kernel: where its array lies and its origin.
struct Arg {
  Layout lay;                      ///< pitches and offset in words
  cl_uint origin = ACL_TOP_LEFT;   ///< ref for inputs, def for the output
  bool explicit_pitch = false;     ///< pass row_pitch / slice_pitch (else 0 = dense)
  bool by_attr = false;            ///< the offset is acl_attr::offset (else a sub-buffer's origin)
  size_t extra_words = 0;          ///< buffer words past the array's last word
  size_t buffer_words() const { return lay.buffer_words() + extra_words; }
};

Arg dense(size_t w, size_t h = 1, size_t d = 1) {
  Arg a;
  a.lay.w = w, a.lay.h = h, a.lay.d = d;
  return a;
}

template <typename W>
W axpb(const W& a, const W& b) {  // a * 3 + b per lane, as OpenCL C computes it
  using B = typename W::Base;
  W r;
  for (int l = 0; l < W::kLanes; ++l) {
    if constexpr (std::is_floating_point_v<B>) r.v[l] = B(a.v[l] * B(3) + b.v[l]);
    else r.v[l] = B(int64_t(a.v[l]) * 3 + int64_t(b.v[l]));
  }
  return r;
}

acl::Attr attr_of(const Arg& a, unsigned ws, cl_uint split, bool input) {
  acl::Attr at;
  at.shape(a.lay.w, a.lay.h, a.lay.d).words(ws);
  if (input) at.read(a.origin).write(ACL_NONE);
  else at.read(ACL_NONE).write(a.origin);
  at.split = split;
  if (a.explicit_pitch) {
    at.row_pitch = a.lay.row_pitch() * ws;
    at.slice_pitch = a.lay.slice_pitch() * ws;
  }
  if (a.by_attr) at.from_word(a.lay.offset);
  return at;
}

/// A buffer for `a` (a sub-buffer at its offset when it has one not given as acl_attr::offset)
/// over `parent`.
cl::Buffer view_buffer(cl::Buffer parent, const Arg& a, unsigned ws) {
  if (a.lay.offset == 0 || a.by_attr) return parent;
  cl_buffer_region r{a.lay.offset * ws, (a.buffer_words() - a.lay.offset) * ws};
  return parent.createSubBuffer(CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r);
}

/// o = a * 3 + b over the view of every argument; `in_place`: o is also read
/// (ref = def) and b is unused, o = a * 3 + o.
template <typename W>
void elementwise(Strategy strategy, cl_uint split, Arg a, Arg b, Arg o, uint32_t seed,
                 bool in_place = false) {
  const unsigned ws = sizeof(W);
  const std::string t = cl_type<W>();
  INFO("type " << t << ", split " << (split == ACL_VERTICAL ? "VERTICAL" : "HORIZONTAL")
               << ", shape " << shape_name(o.lay) << ", strategy " << strategy
               << (in_place ? ", in place" : ""));
  const std::string src =
      in_place ? "void User_main(" + t + "* a, " + t +
                     "* o) {\n"
                     "  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] * 3 + o[k];\n}\n"
               : "void User_main(" + t + "* a, " + t + "* b, " + t +
                     "* o) {\n"
                     "  for (int k = 0; k < get_acl_size(o); k++) o[k] = a[k] * 3 + b[k];\n}\n";

  std::vector<W> ha = random_words<W>(a.buffer_words(), seed);
  std::vector<W> hb = random_words<W>(b.buffer_words(), seed + 1);
  std::vector<W> ho = in_place ? random_words<W>(o.buffer_words(), seed + 2)
                               : poison_vector<W>(o.buffer_words());
  View<W> va{&ha, a.lay, a.origin == ACL_BOTTOM_LEFT};
  View<W> vb{&hb, b.lay, b.origin == ACL_BOTTOM_LEFT};
  View<W> vo{&ho, o.lay, o.origin == ACL_BOTTOM_LEFT};
  std::vector<W> expected = ho;
  for (size_t z = 0; z < o.lay.d; ++z)
    for (size_t y = 0; y < o.lay.h; ++y)
      for (size_t x = 0; x < o.lay.w; ++x) {
        W wa{}, wb{};
        va.at(long(x), long(y), long(z), wa);
        if (in_place) wb = ho[vo.index(x, y, z)];
        else vb.at(long(x), long(y), long(z), wb);
        expected[vo.index(x, y, z)] = axpb(wa, wb);
      }

  ClassGuard guard(strategy);
  Env& e = env();
  cl::Buffer ba = filled(ha), bb = filled(hb), bo = filled(ho);
  cl::Buffer sa = view_buffer(ba, a, ws), sb = view_buffer(bb, b, ws), so = view_buffer(bo, o, ws);
  acl::Kernel k(e.context, src);
  std::string plan;
  try {
    k.arg(0, sa, attr_of(a, ws, split, true));
    if (in_place) {
      acl::Attr ao = attr_of(o, ws, split, false);
      ao.ref = o.origin;
      k.arg(1, so, ao);
    } else {
      k.arg(1, sb, attr_of(b, ws, split, true));
      k.arg(2, so, attr_of(o, ws, split, false));
    }
    plan = plan_of(k);
    k.enqueue(e.queue);
    e.queue.finish();
  } catch (const acl::Error& err) {
    FAIL_CHECK("ACL call failed: " << err.what() << "\n" << plan);
    return;
  }
  if (std::string(strategy) == "gpu") CHECK(plan.find("(gpu)") != std::string::npos);
  check_words(expected, read<W>(bo, ho.size()), o.lay, plan, {}, show_input(ha, a.lay));
}

// Ragged shapes: 1, primes, and block sizes +- 1 of the PoCL plans (work-group 64, split
// 64 bytes / word size: 16 rows of ints, 64 of bytes; horizontal blocks 64 * split wide).
const std::vector<Layout> k1d = {{1}, {4097}, {1025}, {63}, {65}};
const std::vector<Layout> k2d = {{7, 5}, {255, 3}, {257, 17}, {1023, 2}, {63, 65}};
const std::vector<Layout> k3d = {{65, 17, 3}, {5, 3, 4}, {1, 1, 2}, {129, 2, 2}};

template <typename W>
void elementwise_shapes(Strategy strategy, int type_index, int per_split) {
  uint32_t seed = 100 + uint32_t(type_index) * 17;
  for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL}) {
    const int s = int(split);
    std::vector<Layout> shapes = {k1d[(type_index + s) % k1d.size()],
                                  k2d[(type_index + 2 * s) % k2d.size()],
                                  k3d[(type_index + s) % k3d.size()],
                                  k2d[(type_index + 2 * s + 1) % k2d.size()]};
    shapes.resize(size_t(per_split));
    for (size_t i = 0; i < shapes.size(); ++i) {
      const Layout& l = shapes[i];
      Arg x = dense(l.w, l.h, l.d);
      // On the CPU every other shape runs with multi-word splits and block loops.
      const Strategy st = std::string(strategy) == "cpu" && i % 2 ? "cpu64" : strategy;
      elementwise<W>(st, split, x, x, x, seed++);
    }
  }
}

using UChar = Word<uint8_t>;
using Short = Word<int16_t>;
using Float = Word<float>;
using Double = Word<double>;
using Long = Word<int64_t>;
using Float4 = Word<float, 4>;
using Int4 = Word<int32_t, 4>;


// Bytes and shorts read and written are staged through local memory on GPUs; the padding of
// a ragged block must hold zero there too (attributes.md), not the edge word: a clamped read
// of it raced with the block's own write-back (the porting suite's bfs found it).
TEST_CASE("staged data read and written: ragged padding holds zero", "[device][transfer]") {
  const char* src = R"(
void User_main(T* v, __global int* count) {
  for (int k = 0; k < get_ac_size(1); k++)
    if (k >= get_acl_valid(v) && v[k] != 0) atomic_inc(count);
  for (int k = 0; k < get_ac_size(1); k++) v[k] += 1;
}
)";
  for (Strategy s : {"gpu", "cpu"}) DYNAMIC_SECTION(s) {
      for (const char* type : {"uchar", "short"}) {
        INFO(type);
        ClassGuard guard(s);
        Env& e = env();
        const unsigned ws = std::string(type) == "uchar" ? 1 : 2;
        const size_t w = 203, h = 3;
        std::vector<unsigned char> words(w * h * ws, 0);
        for (size_t i = 0; i < w * h; ++i) words[i * ws] = 1;
        cl::Buffer bv = filled(words), bc = filled(std::vector<int>{0});
        acl::Kernel k(e.context, std::string("#define T ") + type + "\n" + src);
        k.arg(0, bv, acl::Attr().shape(w, h).words(ws).write(ACL_TOP_LEFT)).arg(1, bc);
        std::string plan;
        if (!launch(k, plan)) return;
        INFO(plan);
        CHECK(read<int>(bc, 1)[0] == 0);
        const std::vector<unsigned char> got = read<unsigned char>(bv, w * h * ws);
        size_t bad = 0;
        for (size_t i = 0; i < w * h; ++i) bad += got[i * ws] != 2;
        CHECK(bad == 0);
      }
    }
}

}  // namespace

TEMPLATE_TEST_CASE("elementwise a*3+b over 1-D, 2-D and 3-D ragged shapes, both splits",
                   "[device][transfer]", UChar, Short, Float, Double, Long, Float4, Int4) {
  const int index = std::is_same_v<TestType, UChar>    ? 0
                    : std::is_same_v<TestType, Short>  ? 1
                    : std::is_same_v<TestType, Float>  ? 2
                    : std::is_same_v<TestType, Double> ? 3
                    : std::is_same_v<TestType, Long>   ? 4
                    : std::is_same_v<TestType, Float4> ? 5
                                                       : 6;
  elementwise_shapes<TestType>("cpu", index, 4);
}

TEST_CASE("in-place read and write of one buffer (ref = def = TOP_LEFT)", "[device][transfer]") {
  elementwise<Word<int32_t>>("cpu", ACL_VERTICAL, dense(257, 17), {}, dense(257, 17), 7, true);
  elementwise<UChar>("cpu", ACL_HORIZONTAL, dense(4097, 2), {}, dense(4097, 2), 8, true);
  elementwise<Word<int32_t>>("cpu64", ACL_VERTICAL, dense(257, 17), {}, dense(257, 17), 9, true);
  elementwise<UChar>("cpu64", ACL_HORIZONTAL, dense(4097, 2), {}, dense(4097, 2), 10, true);
}

TEST_CASE("windows of larger images: row and slice pitches, sub-buffer origin, poison around",
          "[device][transfer]") {
  const size_t align_bytes = env().device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8;
  auto window = [&](unsigned ws, size_t w, size_t h, size_t d, bool sub) {
    Arg a;
    a.lay.w = w, a.lay.h = h, a.lay.d = d;
    a.explicit_pitch = true;
    const size_t align_words = std::max<size_t>(1, align_bytes / ws);
    // Rows of w words inside rows of pitch words; a sub-buffer starts `align` words into a
    // row (so words left of the window exist) and 2 rows down.
    a.lay.pitch = ((w + 2 * align_words + align_words - 1) / align_words) * align_words;
    a.lay.slice = a.lay.pitch * (h + 3);
    a.lay.offset = sub ? 2 * a.lay.pitch + align_words : 0;
    a.extra_words = a.lay.pitch * 2 + 5;
    return a;
  };
  uint32_t seed = 500;
  for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL}) {
    // Input a: a window at the top left of a bigger image; output: a window further in.
    elementwise<UChar>("cpu", split, window(1, 70, 9, 1, false), dense(70, 9),
                       window(1, 70, 9, 1, true), seed++);
    elementwise<Float>("cpu64", split, window(4, 257, 17, 1, false), window(4, 257, 17, 1, true),
                       window(4, 257, 17, 1, true), seed++);
    elementwise<Int4>("cpu", split, window(16, 13, 5, 3, true), dense(13, 5, 3),
                      window(16, 13, 5, 3, true), seed++);
    elementwise<UChar>("cpu64", split, window(1, 300, 20, 2, true), window(1, 300, 20, 2, false),
                       window(1, 300, 20, 2, true), seed++);
  }
}

TEST_CASE("windows at any word (acl_attr::offset): read, written and in place, poison around",
          "[device][transfer][offset]") {
  // The arrays start at odd words (1025 floats: byte 4100, where no sub-buffer may start) and
  // at aligned ones, with and without pitches; words around every output must stay poison.
  auto window = [](size_t offset, size_t w, size_t h, size_t d, size_t pitch) {
    Arg a = dense(w, h, d);
    a.by_attr = true;
    a.lay.offset = offset;
    if (pitch) {
      a.explicit_pitch = true;
      a.lay.pitch = pitch;
      a.lay.slice = pitch * (h + 1);
    }
    a.extra_words = 21;
    return a;
  };
  uint32_t seed = 1300;
  for (Strategy s : {"cpu", "cpu64", "gpu", "gpu-nolanes", "cpu-class", "cpu-loop"})
    DYNAMIC_SECTION(s) {
      for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL}) {
        elementwise<Float>(s, split, window(1025, 257, 17, 1, 0), window(3, 257, 17, 1, 260),
                           window(1, 257, 17, 1, 259), seed++);
        elementwise<Float>(s, split, window(1024, 256, 16, 1, 0), window(16, 256, 16, 1, 0),
                           window(4096, 256, 16, 1, 0), seed++);
        elementwise<UChar>(s, split, window(4099, 300, 20, 2, 301), window(1, 300, 20, 2, 0),
                           window(4097, 300, 20, 2, 320), seed++);
        elementwise<UChar>(s, split, window(1024, 256, 32, 1, 256), window(16, 256, 32, 1, 0),
                           window(4096, 256, 32, 1, 256), seed++);
        elementwise<Short>(s, split, window(7, 63, 65, 1, 0), window(9, 63, 65, 1, 66),
                           window(1025, 63, 65, 1, 0), seed++);
        elementwise<Int4>(s, split, window(3, 13, 5, 3, 0), window(1, 13, 5, 3, 0),
                          window(5, 13, 5, 3, 14), seed++);
        elementwise<Double>(s, split, window(1, 129, 2, 2, 0), dense(129, 2, 2),
                            window(513, 129, 2, 2, 131), seed++);
        elementwise<Short>(s, split, window(5, 255, 3, 1, 0), {}, window(1027, 255, 3, 1, 257),
                           seed++, true);
        Arg flipped = window(1025, 31, 6, 1, 40);
        flipped.origin = ACL_BOTTOM_LEFT;
        elementwise<Float>(s, split, flipped, window(3, 31, 6, 1, 0), flipped, seed++, true);
      }
    }
}

TEST_CASE("BOTTOM_LEFT flips rows per slice against TOP_LEFT", "[device][transfer]") {
  uint32_t seed = 900;
  struct Origins {
    cl_uint a, b, o;
  };
  const std::vector<Origins> combos = {{ACL_TOP_LEFT, ACL_TOP_LEFT, ACL_BOTTOM_LEFT},
                                       {ACL_BOTTOM_LEFT, ACL_TOP_LEFT, ACL_TOP_LEFT},
                                       {ACL_BOTTOM_LEFT, ACL_BOTTOM_LEFT, ACL_BOTTOM_LEFT}};
  for (cl_uint split : {ACL_VERTICAL, ACL_HORIZONTAL})
    for (const Origins& c : combos)
      for (const Layout& l : {Layout{7, 5}, Layout{257, 17}, Layout{9, 4, 3}}) {
        Arg a = dense(l.w, l.h, l.d), b = a, o = a;
        a.origin = c.a, b.origin = c.b, o.origin = c.o;
        elementwise<Word<int32_t>>(seed % 2 ? "cpu64" : "cpu", split, a, b, o, seed);
        ++seed;
      }
  // A flipped window of a bigger image, read and written.
  Arg a = dense(31, 6);
  a.lay.pitch = 40;
  a.explicit_pitch = true;
  a.origin = ACL_BOTTOM_LEFT;
  Arg o = a;
  o.origin = ACL_TOP_LEFT;
  elementwise<Short>("cpu", ACL_VERTICAL, a, dense(31, 6), o, seed++);
}

TEST_CASE("GPU strategy on this device: staged bytes and shorts, prefetched words",
          "[device][transfer][gpu-strategy]") {
  elementwise_shapes<UChar>("gpu", 0, 3);
  elementwise_shapes<Short>("gpu", 1, 2);
  elementwise_shapes<Float>("gpu", 2, 2);
  elementwise_shapes<Float4>("gpu", 5, 1);
  // Staged windows: pitches that allow 16-byte vector loads and ones that do not, flips.
  Arg a = dense(300, 20);
  a.lay.pitch = 320;  // 16-byte multiple
  a.explicit_pitch = true;
  Arg o = a;
  o.lay.pitch = 301;  // not a 16-byte multiple
  o.origin = ACL_BOTTOM_LEFT;
  elementwise<UChar>("gpu", ACL_VERTICAL, a, dense(300, 20), o, 77);
  // More blocks than work-groups: each group walks several blocks, prefetching the next.
  Arg big = dense(300, 100);
  elementwise<Float>("gpu", ACL_VERTICAL, big, big, big, 80);
  elementwise<UChar>("gpu", ACL_VERTICAL, big, big, big, 81);
  Arg s = dense(256, 32);  // full staged blocks, vector path for every block
  elementwise<UChar>("gpu", ACL_VERTICAL, s, s, s, 78);
  elementwise<Short>("gpu", ACL_VERTICAL, s, s, s, 79, true);
}

TEST_CASE("random transfers: type, shape, split, origins, pitches, sub-buffers, strategy",
          "[device][transfer]") {
  // Combinations the enumerated cases above do not reach, from a fixed seed.
  std::mt19937 rng(4242);
  auto pick = [&](size_t n) { return size_t(rng() % n); };
  const size_t align_bytes = env().device.getInfo<CL_DEVICE_MEM_BASE_ADDR_ALIGN>() / 8;
  const size_t ws[] = {1, 2, 5, 7, 31, 63, 64, 65, 129, 255, 257, 300, 1023};
  const size_t hs[] = {1, 2, 3, 5, 15, 16, 17, 33, 65};
  const size_t ds[] = {1, 1, 1, 2, 3};
  const unsigned sizes[] = {1, 2, 4, 4, 8, 8, 16, 16};
  for (int i = 0; i < 36; ++i) {
    const unsigned w = sizes[pick(8)];
    const int type = int(pick(2));  // which type of that size
    const size_t x = ws[pick(13)], y = hs[pick(9)], z = ds[pick(5)];
    auto arg = [&](bool may_sub) {
      Arg a = dense(x, y, z);
      a.origin = pick(3) ? ACL_TOP_LEFT : ACL_BOTTOM_LEFT;
      if (pick(2)) {
        a.explicit_pitch = true;
        a.lay.pitch = x + pick(9);
        a.lay.slice = a.lay.pitch * (y + pick(3));
        a.extra_words = pick(7);
        const size_t align_words = std::max<size_t>(1, align_bytes / w);
        if (may_sub && pick(2)) a.lay.offset = align_words * (1 + pick(3));
      }
      return a;
    };
    Arg a = arg(true), b = arg(true), o = arg(true);
    const bool in_place = pick(5) == 0;
    if (in_place) a.origin = o.origin;  // ref = def in place: one origin
    const cl_uint split = pick(2) ? ACL_VERTICAL : ACL_HORIZONTAL;
    const Strategy strategy = i % 3 == 0 ? "cpu" : i % 3 == 1 ? "gpu" : "cpu64";
    const uint32_t seed = uint32_t(7000 + i);
    switch (w) {
      case 1: elementwise<UChar>(strategy, split, a, b, o, seed, in_place); break;
      case 2: elementwise<Short>(strategy, split, a, b, o, seed, in_place); break;
      case 4:
        if (type) elementwise<Float>(strategy, split, a, b, o, seed, in_place);
        else elementwise<Word<int32_t>>(strategy, split, a, b, o, seed, in_place);
        break;
      case 8:
        if (type) elementwise<Double>(strategy, split, a, b, o, seed, in_place);
        else elementwise<Long>(strategy, split, a, b, o, seed, in_place);
        break;
      default:
        if (type) elementwise<Float4>(strategy, split, a, b, o, seed, in_place);
        else elementwise<Int4>(strategy, split, a, b, o, seed, in_place);
    }
  }
}

}  // namespace acltest
