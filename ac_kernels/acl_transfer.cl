/* Address arithmetic shared by every AC kernel strategy: border modes and flips.
 * Branch-free on purpose: the border mode is a compile-time constant, so after inlining
 * these are selects, and PoCL can still vectorise the work-item loop of an edge block. */
#ifndef ACL_INDEX
#define ACL_INDEX int
#endif
/* Coordinates: 32-bit unless some coordinate of the plan could pass INT_MAX (Plan::wide_coords). */
#ifndef ACL_COORD
#define ACL_COORD int
#define ACL_UCOORD uint
#endif

/* g limited to [lo, hi]. Plain selects: PoCL keeps the clamp() builtin out of line, and a
 * call in the work-item loop stops its vectorisation. */
inline ACL_COORD acl_clamp(ACL_COORD g, ACL_COORD lo, ACL_COORD hi) {
  return g < lo ? lo : (g > hi ? hi : g);
}

/* A coordinate reflected into [0, n) without repeating the edge word (-1 -> 1, n -> n-2,
 * periodically): ACL_BORDER_MIRROR (runtime/codegen/border.cpp says what each border mode
 * reads). Arrays of one word clamp. */
inline ACL_COORD acl_mirror(ACL_COORD g, ACL_COORD n) {
  if (n > 1) {
    const ACL_COORD period = 2 * n - 2;
    ACL_COORD r = g % period;
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

/* g moved by whole periods p into [0, p): MIRROR reflects the same words there (acl_mirror). */
inline ACL_COORD acl_period(ACL_COORD g, ACL_COORD p) {
  const ACL_COORD r = g % p;
  return r < 0 ? r + p : r;
}

/* Whether (x, y) lies outside a w x h array. */
inline int acl_outside(ACL_COORD x, ACL_COORD y, ACL_COORD w, ACL_COORD h) {
  return (ACL_UCOORD)x >= (ACL_UCOORD)w || (ACL_UCOORD)y >= (ACL_UCOORD)h;
}

/* Index of the word at user-view (x, y, z), already folded into the array; `flip` counts
 * rows from the bottom (ACL_BOTTOM_LEFT). */
inline ACL_INDEX acl_word_in(ACL_COORD x, ACL_COORD y, ACL_COORD z, ACL_COORD h, int flip,
                             ACL_INDEX pitch, ACL_INDEX slice) {
  if (flip) y = h - 1 - y;
  return (ACL_INDEX)z * slice + (ACL_INDEX)y * pitch + x;
}
