/* Prints acl_attr's size and each field's offset, as acl.h lays them out, for the Python
 * module's test (python_test.py compares them with its ctypes structure). */
#include <acl/acl.h>
#include <stddef.h>
#include <stdio.h>

#define FIELD(f) printf("%s %u\n", #f, (unsigned)offsetof(acl_attr, f))

int main(void) {
  printf("sizeof %u\n", (unsigned)sizeof(acl_attr));
  FIELD(size);
  FIELD(row_pitch);
  FIELD(slice_pitch);
  FIELD(word_size);
  FIELD(ref);
  FIELD(def);
  FIELD(margin);
  FIELD(border);
  FIELD(broadcast);
  FIELD(split);
  FIELD(wg_min);
  FIELD(wg_max);
  FIELD(split_min);
  FIELD(split_max);
  FIELD(level);
  FIELD(dependency);
  FIELD(scale_log2);
  FIELD(position);
  FIELD(tile);
  FIELD(dim_level);
  FIELD(position_offset);
  FIELD(combine);
  FIELD(offset);
  FIELD(margin_z);
  FIELD(steps);
  FIELD(feeds);
  return 0;
}
