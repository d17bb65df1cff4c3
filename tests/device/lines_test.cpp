// ACL_PER_ROW, ACL_PER_COLUMN and ACL_PER_SLICE data (one word per row, column or slice of
// the level-1 view): read, every word of a portion is its row's (column's) word; written,
// the words User_main writes are combined into it (reductions). Each kernel reads a matrix,
// a vector along its rows and one along its columns, and reduces per row, per column and
// per slice, under each operator, vertical and horizontal, ragged 2-D and 3-D shapes, on the
// CPU and GPU strategies and with persistent groups (several blocks a group). The CPU
// reference combines in raster order; uint wraps alike on both sides, int and float words
// are small integers (sums exact in any order), min and max are exact.
#include "harness.hpp"

namespace acltest {
namespace {

const char* kLinesSource = R"(
#if defined(USER)
T User_combine(T a, T b) { return a ^ b; }
T User_identity(void) { return (T)0; }
#endif
void User_main(const T* a, const T* xc, const T* yr, T* rows, T* cols, T* all) {
  for (int k = 0; k < get_acl_size(a); k++) {
    rows[k] = a[k] * xc[k];
    cols[k] = a[k] + yr[k];
    all[k] = a[k];
  }
}
)";

template <typename T>
T combine_ref(cl_uint op, T a, T b) {
  switch (op) {
    case ACL_COMBINE_MIN:
      return std::min(a, b);
    case ACL_COMBINE_MAX:
      return std::max(a, b);
    case ACL_COMBINE_PROD:
      return T(a * b);
    case ACL_COMBINE_SUM:
      return T(a + b);
  }
  if constexpr (std::is_same_v<T, uint32_t>) return a ^ b;  // the user combine of kLinesSource
  return T(0);
}

template <typename T>
T identity_ref(cl_uint op) {
  switch (op) {
    case ACL_COMBINE_MIN:
      return std::numeric_limits<T>::has_infinity ? std::numeric_limits<T>::infinity()
                                                  : std::numeric_limits<T>::max();
    case ACL_COMBINE_MAX:
      return std::numeric_limits<T>::has_infinity ? -std::numeric_limits<T>::infinity()
                                                  : std::numeric_limits<T>::lowest();
    case ACL_COMBINE_PROD:
      return T(1);
  }
  return T(0);
}

template <typename T>
void run_lines(Strategy strategy, cl_uint op, bool horizontal, size_t w, size_t h, size_t d,
               uint32_t seed) {
  const char* type = base_name<T>();
  INFO(type << " combine " << op << (horizontal ? " horizontal " : " vertical ") << w << "x" << h
            << "x" << d << ", strategy " << strategy);
  const Layout lay{w, h, d};
  std::mt19937 rng(seed);
  auto word = [&](bool factor) {
    const uint32_t r = uint32_t(rng());
    // Products: 1 and a few 2 and 3 in uint (which wraps); otherwise small integers.
    if (op == ACL_COMBINE_PROD) return T(factor ? 1 + (r % 31 == 0) + (r % 53 == 0) : 1 + (r % 3));
    if (std::is_same_v<T, uint32_t>) return T(r);
    return T(int(r % 41) - 20);
  };
  std::vector<T> a(lay.count()), xc(w * d), yr(h * d);
  for (T& v : a) v = word(true);
  for (T& v : xc) v = word(false);
  for (T& v : yr) v = word(false);
  ClassGuard guard(strategy);
  Env& e = env();
  std::string src = std::string("#define T ") + type + "\n" + kLinesSource;
  acl::Kernel k(e.context, src, op == ACL_COMBINE_USER ? "-DUSER" : "");
  cl::Buffer ba = filled(a), bx = filled(xc), by = filled(yr);
  cl::Buffer brows = poisoned(h * d * 4), bcols = poisoned(w * d * 4), ball = poisoned(d * 4);
  acl::Attr base;
  base.shape(w, h, d).words(4);
  if (horizontal) base.horizontal();
  const acl::Attr in = base;
  k.arg(0, ba, in)
      .arg(1, bx, acl::Attr(base).shape(w, 1, d).per(ACL_PER_COLUMN))
      .arg(2, by, acl::Attr(base).shape(1, h, d).per(ACL_PER_ROW))
      .arg(3, brows,
           acl::Attr(base).shape(1, h, d).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_ROW, op))
      .arg(
          4, bcols,
          acl::Attr(base).shape(w, 1, d).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_COLUMN, op))
      .arg(
          5, ball,
          acl::Attr(base).shape(1, 1, d).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_SLICE, op));
  std::string plan;
  if (!launch(k, plan)) return;
  std::vector<T> rows(h * d, identity_ref<T>(op)), cols(w * d, identity_ref<T>(op)),
      all(d, identity_ref<T>(op));
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const T v = a[lay.index(x, y, z)];
        rows[z * h + y] = combine_ref(op, rows[z * h + y], T(v * xc[z * w + x]));
        cols[z * w + x] = combine_ref(op, cols[z * w + x], T(v + yr[z * h + y]));
        all[z] = combine_ref(op, all[z], v);
      }
  const auto got_rows = read<T>(brows, h * d), got_cols = read<T>(bcols, w * d),
             got_all = read<T>(ball, d);
  size_t bad = 0;
  for (size_t i = 0; i < rows.size(); ++i)
    if (!(got_rows[i] == rows[i]) && bad++ < 5)
      FAIL_CHECK("row " << i << ": expected " << rows[i] << ", got " << got_rows[i] << "\n"
                        << plan);
  for (size_t i = 0; i < cols.size(); ++i)
    if (!(got_cols[i] == cols[i]) && bad++ < 5)
      FAIL_CHECK("column " << i << ": expected " << cols[i] << ", got " << got_cols[i] << "\n"
                           << plan);
  for (size_t i = 0; i < all.size(); ++i)
    if (!(got_all[i] == all[i]) && bad++ < 5)
      FAIL_CHECK("slice " << i << ": expected " << all[i] << ", got " << got_all[i] << "\n"
                          << plan);
  CHECK(bad == 0);
}

TEST_CASE("ACL_PER_*: words per row and column read, reductions per row, column and slice",
          "[device][lines]") {
  uint32_t seed = 700;
  for (Strategy s : {"cpu", "gpu", "cpu64"}) DYNAMIC_SECTION(s) {
      run_lines<uint32_t>(s, ACL_COMBINE_SUM, false, 203, 77, 1, seed++);
      run_lines<int32_t>(s, ACL_COMBINE_MIN, true, 97, 33, 2, seed++);
      run_lines<float>(s, ACL_COMBINE_MAX, false, 150, 53, 1, seed++);
      run_lines<float>(s, ACL_COMBINE_SUM, true, 61, 130, 1, seed++);
      run_lines<uint32_t>(s, ACL_COMBINE_PROD, true, 45, 19, 1, seed++);
      run_lines<uint32_t>(s, ACL_COMBINE_USER, false, 33, 21, 1, seed++);
      run_lines<int32_t>(s, ACL_COMBINE_SUM, false, 1, 300, 1, seed++);
      run_lines<int32_t>(s, ACL_COMBINE_MAX, false, 300, 1, 1, seed++);
      run_lines<float>(s, ACL_COMBINE_SUM, true, 1, 1, 1, seed++);
    }
}

// Written ACL_PER_ROW data alone: on the GPU strategy the blocks go down the block columns
// and each group walks one block row (pass groups), combining its rows once at the end; the
// same rows-only kernel where groups take a block each.
const char* kRowsSource = R"(
void User_main(const float* a, const float* x, float* y) {
  for (int k = 0; k < get_acl_size(a); k++) y[k] = a[k] * x[k];
}
)";

TEST_CASE("ACL_PER_ROW alone: y = A x with groups walking block rows", "[device][lines]") {
  for (Strategy s : {"gpu", "cpu64", "cpu"}) DYNAMIC_SECTION(s) {
      for (const auto& [w, h] :
           std::vector<std::pair<size_t, size_t>>{{700, 53}, {1030, 130}, {37, 301}}) {
        INFO(w << "x" << h);
        std::mt19937 rng(uint32_t(w * 7 + h));
        std::vector<float> a(w * h), x(w);
        for (float& v : a) v = float(int(rng() % 17) - 8);
        for (float& v : x) v = float(int(rng() % 9) - 4);
        ClassGuard guard(s);
        Env& e = env();
        acl::Kernel k(e.context, kRowsSource);
        cl::Buffer ba = filled(a), bx = filled(x), by = poisoned(h * 4);
        const acl::Attr m = acl::Attr().shape(w, h).words(4);
        k.arg(0, ba, m)
            .arg(1, bx, acl::Attr(m).shape(w, 1).per(ACL_PER_COLUMN))
            .arg(2, by,
                 acl::Attr(m).shape(1, h).read(ACL_NONE).write(ACL_TOP_LEFT).per(ACL_PER_ROW));
        std::string plan;
        if (!launch(k, plan)) return;
        // The CPU class's strips ("cpu" is the device's own class: PoCL's): each row of 700
        // or 1030 words in one strip, A and x read in place (pass in_place); rows of 37
        // words take no strips.
        if (std::string(s) == "cpu" && plan.find("(cpu)\n") != std::string::npos)
          CHECK((plan.find("read in place") != std::string::npos) == (w >= 256));
        const std::vector<float> got = read<float>(by, h);
        size_t bad = 0;
        for (size_t y = 0; y < h; ++y) {
          double sum = 0;
          for (size_t c = 0; c < w; ++c) sum += double(a[y * w + c]) * x[c];
          if (!(got[y] == float(sum)) && bad++ < 3)
            FAIL_CHECK("row " << y << ": expected " << sum << ", got " << got[y] << "\n" << plan);
        }
        CHECK(bad == 0);
      }
    }
}

// Written data whose work-items' words each go to one line (ACL_PER_SLICE; ACL_PER_COLUMN
// of vertical data; ACL_PER_ROW of horizontal data) alone in its kernel: on the CPU class
// (cpu-class, Oclgrind included) in splits of line_bytes with a group per block
// (Plan::line_blocks, the fast body of blocks inside the view without the padding test),
// which the plan must say, so this test cannot stop covering it; the same kernels on the
// GPU strategy and with persistent groups.
const char* kPerItemSource = R"(
#if defined(USER)
T User_combine(T a, T b) { return a ^ b; }
T User_identity(void) { return (T)0; }
#endif
void User_main(const T* a, const T* v, T* r) {
#if FORM == 1
  for (int k = 0; k < get_acl_size(r); k++) r[k] = a[k] * v[k];
#elif FORM == 2
  for (int k = 0; k < get_ac_size(1); k++) r[k] = a[k] * v[k];
#elif FORM == 3
  for (int k = 0; k < get_acl_size(r); k++) r[k] += a[k] * v[k];
#else
  for (int k = 0; k < get_acl_size(a); k++) r[k] = a[k] * v[k];
#endif
}
)";

/// kPerItemSource's User_main with FORM defined: 0 the loop to get_acl_size(a), 1 to
/// get_acl_size(r), 2 to get_ac_size(1), 3 adding to r's words (which start at the
/// identity). Forms 1 and 2 come without any directive (a directive keeps the planner's
/// assigned_loop from reading the source), the type written out.
std::string per_item_source(const char* type, int form) {
  std::string src = std::string("#define T ") + type + "\n#define FORM " + std::to_string(form) +
                    "\n" + kPerItemSource;
  if (form != 1 && form != 2) return src;
  const std::string loop = form == 1 ? "get_acl_size(r)" : "get_ac_size(1)";
  return std::string("void User_main(const ") + type + "* a, const " +
         type + "* v, " + type + "* r) {\n  for (int k = 0; k < " + loop +
         "; k++) r[k] = a[k] * v[k];\n}\n";
}

template <typename T>
void run_line_per_item(Strategy strategy, cl_uint line, cl_uint op, size_t w, size_t h, size_t d,
                       uint32_t seed, int form = 0) {
  const char* type = base_name<T>();
  const bool horizontal = line == ACL_PER_ROW;
  INFO(type << " line " << line << " combine " << op << " " << w << "x" << h << "x" << d
            << ", strategy " << strategy << ", form " << form);
  const Layout lay{w, h, d};
  std::mt19937 rng(seed);
  auto word = [&](bool factor) {
    const uint32_t r = uint32_t(rng());
    if (op == ACL_COMBINE_PROD) return T(factor ? 1 + (r % 31 == 0) + (r % 53 == 0) : 1 + (r % 3));
    if (std::is_same_v<T, uint32_t>) return T(r);
    return T(int(r % 41) - 20);
  };
  // v: a word per column for rows and slices, a word per row for columns.
  const bool per_column_v = line != ACL_PER_COLUMN;
  std::vector<T> a(lay.count()), v(per_column_v ? w * d : h * d);
  for (T& x : a) x = word(true);
  for (T& x : v) x = word(false);
  const size_t outs = line == ACL_PER_ROW ? h * d : line == ACL_PER_COLUMN ? w * d : d;
  std::vector<T> ref(outs, identity_ref<T>(op));
  for (size_t z = 0; z < d; ++z)
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        const T p = T(a[lay.index(x, y, z)] * v[per_column_v ? z * w + x : z * h + y]);
        const size_t o = line == ACL_PER_ROW ? z * h + y : line == ACL_PER_COLUMN ? z * w + x : z;
        ref[o] = combine_ref(op, ref[o], p);
      }
  ClassGuard guard(strategy);
  Env& e = env();
  acl::Kernel k(e.context, per_item_source(type, form), op == ACL_COMBINE_USER ? "-DUSER" : "");
  cl::Buffer ba = filled(a), bv = filled(v), br = poisoned(outs * 4);
  acl::Attr base;
  base.shape(w, h, d).words(4);
  if (horizontal) base.horizontal();
  acl::Attr out = acl::Attr(base).read(ACL_NONE).write(ACL_TOP_LEFT);
  if (line == ACL_PER_ROW) out.shape(1, h, d);
  if (line == ACL_PER_COLUMN) out.shape(w, 1, d);
  if (line == ACL_PER_SLICE) out.shape(1, 1, d);
  k.arg(0, ba, base)
      .arg(1, bv,
           per_column_v ? acl::Attr(base).shape(w, 1, d).per(ACL_PER_COLUMN)
                        : acl::Attr(base).shape(1, h, d).per(ACL_PER_ROW))
      .arg(2, br, out.per(line, op));
  std::string plan;
  if (!launch(k, plan)) return;
  // Strips (pass line_strips) on the CPU class: a group a strip for rows and slices, runs
  // of rows walked strip after strip for columns of one slice; a group per block of
  // line_bytes otherwise. So this test cannot stop covering any of them.
  const std::string st = strategy;
  const bool cpu_strips =
      st == "cpu-class" || st == "cpu-line-strips" || st == "cpu-column-strips" ||
      st == "cpu-loop";
  const bool columns = line == ACL_PER_COLUMN;
  // The longest strip in words: line_strip_bytes / 4 (column_strip_bytes / 4 for columns).
  const size_t most = columns ? (st == "cpu-column-strips" ? 16 : 512)
                              : (st == "cpu-line-strips" ? 16 : 2048);
  const bool strips = cpu_strips && w >= most / 8 && (!columns || d == 1);
  if (cpu_strips || st == "cpu-lines") {
    // The plan of line_bytes, or strips (column sums: runs of rows instead).
    CHECK((plan.find("one each (knob line_bytes)") != std::string::npos) == !(columns && strips));
    CHECK((plan.find("line_strips:") != std::string::npos) == strips);
    if (line == ACL_PER_COLUMN)
      CHECK((plan.find("runs of rows") != std::string::npos) == strips);
    // Past knob column_runs runs (8; 1 under cpu-column-strips) the groups, twice the
    // compute units, split each row of several strips into ranges: on PoCL's two units only
    // under cpu-column-strips, on the H200's 132 under every CPU strategy.
    const size_t units = env().device.getInfo<CL_DEVICE_MAX_COMPUTE_UNITS>();
    const size_t column_runs = st == "cpu-column-strips" ? 1 : 8;
    const bool ranges = plan.find(", column ranges, ") != std::string::npos;
    if (!(columns && strips) || 2 * units <= column_runs)
      CHECK(!ranges);
    else if (w > 2 * most)
      CHECK(ranges);
  }
  // Strips that cut the rows evenly read their data in place (pass in_place; knob
  // in_place_reads on the CPU class): a row in one strip (up to twice the longest strip where
  // no shorter one cuts it evenly), or strips of a multiple of 8 words from the longest down
  // to half of it that divide the row; a in forms 1 and 2 (the other
  // forms' source names `a` as User_combine's parameter too, so it is not only a view of
  // words), v where it is a word per column. Ragged rows keep the copies.
  if (strips) {
    bool even = w <= 2 * most;
    for (size_t l = most; !even && l >= most / 2 && l >= 8; l -= 8) even = w % l == 0;
    INFO(plan);
    // Column sums walk their strips row after row, and v, a word per row, is the same word
    // in a whole strip: where User_main's source has no directive (forms 1 and 2), v's
    // reads become one read of that word in the array, whatever the row (hoist_word); the
    // other forms fill v's window once a row.
    const bool plain = form == 1 || form == 2;
    CHECK((plan.find("read in place") != std::string::npos) ==
          ((even && (plain || per_column_v)) || (columns && plain)));
    CHECK((plan.find("filled once a row") != std::string::npos) == (columns && !plain));
    // Where User_main assigns r's words (forms 1 and 2), it combines them into the totals.
    CHECK((plan.find("combined by User_main into the totals") != std::string::npos) ==
          (columns && (form == 1 || form == 2)));
  }
  // Forms 1 and 2 assign every word of r's strips: no identity fill (pass assigned_lines);
  // the other forms keep it everywhere.
  const bool assigned = plan.find("assigned by User_main") != std::string::npos;
  if (form == 0 || form == 3) CHECK_FALSE(assigned);
  if ((form == 1 || form == 2) && strips) CHECK(assigned);
  const std::vector<T> got = read<T>(br, outs);
  size_t bad = 0;
  for (size_t i = 0; i < outs; ++i)
    if (!(got[i] == ref[i]) && bad++ < 5)
      FAIL_CHECK("word " << i << ": expected " << ref[i] << ", got " << got[i] << "\n" << plan);
  CHECK(bad == 0);
}

TEST_CASE("ACL_PER_* a line a work-item: splits of line_bytes, a group per block on CPUs",
          "[device][lines]") {
  uint32_t seed = 900;
  // cpu64: persistent groups (groups_per_cu 4), so line_bytes' splits without its group
  // per block; cpu-lines: line_bytes without strips; cpu-line-strips: strips of 16 words (pass
  // line_strips: several a row, the last ragged, each combined in vectors of 8);
  // cpu-column-strips: column sums in strips of 16 words (several a row, the last ragged;
  // the groups one run of rows, each row cut into ranges of strips, knob column_runs 1); cpu-loop: the knobs of PoCL 5's
  // CPU devices (row_loop: a block's work-items as a loop), where strips are not row loops.
  for (Strategy s : {"cpu-class", "cpu-lines", "cpu-line-strips", "cpu-column-strips", "gpu",
                     "cpu64", "cpu-loop"})
    DYNAMIC_SECTION(s) {
      for (cl_uint line : {cl_uint(ACL_PER_SLICE), cl_uint(ACL_PER_COLUMN), cl_uint(ACL_PER_ROW)}) {
        run_line_per_item<float>(s, line, ACL_COMBINE_SUM, 1024, 40, 1, seed++);
        run_line_per_item<float>(s, line, ACL_COMBINE_MAX, 203, 77, 1, seed++);
        run_line_per_item<int32_t>(s, line, ACL_COMBINE_MIN, 97, 133, 2, seed++);
        run_line_per_item<uint32_t>(s, line, ACL_COMBINE_PROD, 45, 19, 1, seed++);
        run_line_per_item<uint32_t>(s, line, ACL_COMBINE_USER, 33, 210, 1, seed++);
        run_line_per_item<int32_t>(s, line, ACL_COMBINE_SUM, 1, 300, 1, seed++);
        run_line_per_item<float>(s, line, ACL_COMBINE_SUM, 300, 1, 1, seed++);
        run_line_per_item<float>(s, line, ACL_COMBINE_MIN, 1, 1, 1, seed++);
        // Rows of several strips, the last ragged: 4101 words are three strips of 1368 on the
        // CPU class (strips of equal length, the last 1365 words), 256 strips of 16 and 5
        // with cpu-line-strips.
        run_line_per_item<float>(s, line, ACL_COMBINE_SUM, 4101, 3, 1, seed++);
        run_line_per_item<int32_t>(s, line, ACL_COMBINE_MAX, 4096, 2, 2, seed++);
      }
    }
}

// Written line data whose every word User_main assigns before reading any (pass
// assigned_lines: no identity fill), in loops to get_acl_size(r) and get_ac_size(1), and
// the form that adds to the words (the fill kept); ragged strips, several blocks a group,
// outputs poisoned. The CPU class's strips also fold their words four vectors in turn.
TEST_CASE("ACL_PER_* assigned by User_main: no identity fill", "[device][lines]") {
  uint32_t seed = 1300;
  for (Strategy s : {"cpu-class", "cpu-line-strips", "cpu-column-strips", "gpu", "cpu64"})
    DYNAMIC_SECTION(s) {
      for (cl_uint line : {cl_uint(ACL_PER_SLICE), cl_uint(ACL_PER_COLUMN), cl_uint(ACL_PER_ROW)})
        for (int form : {1, 2, 3}) {
          // Form 3 adds to the identity, which is a sum's alone.
          const bool sum = form == 3;
          run_line_per_item<float>(s, line, sum ? ACL_COMBINE_SUM : ACL_COMBINE_MAX, 4101, 3, 1,
                                   seed++, form);
          run_line_per_item<int32_t>(s, line, ACL_COMBINE_SUM, 203, 77, 2, seed++, form);
          // A row in one strip of 37 vectors and 5 words: four vectors in turn (36), one
          // more, then the words (fold_vectors).
          run_line_per_item<float>(s, line, sum ? ACL_COMBINE_SUM : ACL_COMBINE_MIN, 301, 9, 1,
                                   seed++, form);
          run_line_per_item<uint32_t>(s, line, sum ? ACL_COMBINE_SUM : ACL_COMBINE_PROD, 45, 19, 1,
                                      seed++, form);
        }
    }
}

}  // namespace
}  // namespace acltest
