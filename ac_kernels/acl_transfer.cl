/* Address arithmetic shared by every AC kernel strategy: border modes and flips. */
#ifndef ACL_INDEX
#define ACL_INDEX int
#endif

#define ACL_BORDER_CLAMP 0
#define ACL_BORDER_ZERO 1
#define ACL_BORDER_MIRROR 2
#define ACL_BORDER_NONE 3

/* A coordinate folded into [0, n) by the border mode, or -1 for a zero word. */
inline int acl_fold(int g, int n, int mode) {
  if (g >= 0 && g < n) return g;
  if (mode == ACL_BORDER_MIRROR && n > 1) {
    const int period = 2 * n - 2;
    g = g % period;
    if (g < 0) g += period;
    return g < n ? g : period - g;
  }
  if (mode == ACL_BORDER_CLAMP || mode == ACL_BORDER_MIRROR) return clamp(g, 0, n - 1);
  return -1; /* ZERO, and NONE, whose words are unspecified: zero is as good as any */
}

/* Index of the word at user-view (x, y, z), -1 when the border makes it zero. `flip`
 * counts rows from the bottom (ACL_BOTTOM_LEFT). */
inline ACL_INDEX acl_word(int x, int y, int z, int w, int h, int flip, ACL_INDEX pitch,
                          ACL_INDEX slice, int mode) {
  x = acl_fold(x, w, mode);
  y = acl_fold(y, h, mode);
  if (x < 0 || y < 0) return -1;
  if (flip) y = h - 1 - y;
  return (ACL_INDEX)z * slice + (ACL_INDEX)y * pitch + x;
}

/* Index of an in-range word, no border handling. */
inline ACL_INDEX acl_word_in(int x, int y, int z, int h, int flip, ACL_INDEX pitch,
                             ACL_INDEX slice) {
  if (flip) y = h - 1 - y;
  return (ACL_INDEX)z * slice + (ACL_INDEX)y * pitch + x;
}
