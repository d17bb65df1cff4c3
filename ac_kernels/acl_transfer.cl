/* Address arithmetic shared by every AC kernel strategy: border modes and flips.
 * Branch-free on purpose: the border mode is a compile-time constant, so after inlining
 * these are selects, and PoCL can still vectorise the work-item loop of an edge block. */
#ifndef ACL_INDEX
#define ACL_INDEX int
#endif

#define ACL_BORDER_CLAMP 0
#define ACL_BORDER_ZERO 1
#define ACL_BORDER_MIRROR 2
#define ACL_BORDER_NONE 3

/* g limited to [lo, hi]. Plain selects: PoCL keeps the clamp() builtin out of line, and a
 * call in the work-item loop stops its vectorisation. */
inline int acl_clamp(int g, int lo, int hi) { return g < lo ? lo : (g > hi ? hi : g); }

/* A coordinate folded into [0, n): reflected without repeating the edge for MIRROR
 * (-1 -> 1, n -> n-2, periodically), clamped otherwise. ZERO and NONE words are read from
 * the clamped place and then replaced by zero (acl_outside). */
inline int acl_fold(int g, int n, int mode) {
  if (mode == ACL_BORDER_MIRROR && n > 1) {
    const int period = 2 * n - 2;
    int r = g % period;
    r = r < 0 ? r + period : r;
    g = r < n ? r : period - r;
  }
  return acl_clamp(g, 0, n - 1);
}

/* acl_stream(v, p): *p = v, bypassing the cache where the compiler offers non-temporal
 * stores (clang's builtin; PoCL lowers it to vmovntps). Plans use it for vector stores of
 * whole cache lines into destinations too large to stay cached (knob stream_bytes). */
#if defined(__has_builtin)
#if __has_builtin(__builtin_nontemporal_store)
#define acl_stream(v, p) __builtin_nontemporal_store((v), (p))
#endif
#endif
#ifndef acl_stream
#define acl_stream(v, p) (*(p) = (v))
#endif

/* Whether (x, y) lies outside a w x h array. */
inline int acl_outside(int x, int y, int w, int h) {
  return (uint)x >= (uint)w || (uint)y >= (uint)h;
}

/* Index of the word at user-view (x, y, z), already folded into the array; `flip` counts
 * rows from the bottom (ACL_BOTTOM_LEFT). */
inline ACL_INDEX acl_word_in(int x, int y, int z, int h, int flip, ACL_INDEX pitch,
                             ACL_INDEX slice) {
  if (flip) y = h - 1 - y;
  return (ACL_INDEX)z * slice + (ACL_INDEX)y * pitch + x;
}
