#!/usr/bin/env python3
"""Writes the hand-edited variants of ACL's matmul 2048^3 kernels on the 2-core Xeon VM
(PoCL 3.1) timed in README.md. Inputs, dumped by ACL_DUMP_DIR from
build/examples/acl-matmul --shape 2048 --no-ragged:
  copies.cl  the class's plan (groups 8x32, blocks 256x352, A and B copied per chunk)
  direct.cl  ACL_KNOBS=tile_direct=12288 (groups 8x8, blocks 256x80, B read in place)
Usage: variants.py <dir holding copies.cl and direct.cl>; writes the variants beside them."""
import os
import sys

d = sys.argv[1]
copies = open(os.path.join(d, "copies.cl")).read()
direct = open(os.path.join(d, "direct.cl")).read()


def write(name, text):
    open(os.path.join(d, name + ".cl"), "w").write(text)


def swap(text, old, new):
    assert text.count(old) == 1, old
    return text.replace(old, new)


# B read in place from a copy of B with rows 2064 words apart (the harness gives the kernels
# whose name holds "pitched" that copy), and from B packed in 256-word panels ("packed").
row = "acl_g1 + (ACL_INDEX)(acl_k0 + acl_kk) * 2048 + acl_bx + acl_lx * 32"
write("pitched2064", swap(direct, row, row.replace("* 2048", "* 2064")))
write("packed", swap(direct, row,
                     "acl_g1 + (ACL_INDEX)acl_bx * 2048 + (ACL_INDEX)(acl_k0 + acl_kk) * 256"
                     " + acl_lx * 32"))

# The chunk copies done once, for the first chunk only (wrong output): all, A's, B's.
a_copy = "    {\n      const ACL_COORD acl_ox = acl_k0, acl_oy = acl_by;"
b_copy = "    {\n      const ACL_COORD acl_ox = acl_bx, acl_oy = acl_k0;"
loop = "    barrier(CLK_LOCAL_MEM_FENCE);\n    {\n      acl_state acl_s"
i, j, k = copies.index(a_copy), copies.index(b_copy), copies.index(loop)
once = "    if (acl_kc == 0) {\n"
nocopy = copies[:i] + once + copies[i:k] + "    }\n" + copies[k:]
write("nocopy", nocopy)
write("noacopy", copies[:i] + once + copies[i:j] + "    }\n" + copies[j:])
write("nobcopy", copies[:j] + once + copies[j:k] + "    }\n" + copies[k:])

# Every load of the k loop from L1: B's (and A's) fragment from 8 k-rows only (wrong output).
b_frag = "acl_t1 + acl_kk * 272 + acl_lx * 32;"
a_frag = "acl_t0 + acl_ly * 11 * 272 + acl_kk;"
l1b = swap(nocopy, b_frag, "acl_t1 + (acl_kk & 7) * 272 + acl_lx * 32;")
write("l1b", l1b)
write("l1ab", swap(l1b, a_frag, "acl_t0 + acl_ly * 11 * 272 + (acl_kk & 7);"))

# The copies as aligned float16 pointer moves instead of vload16/vstore16.
aligned = copies
for g, t in (("acl_g0", "acl_t0"), ("acl_g1", "acl_t1")):
    src = f"{g} + (ACL_INDEX)min(acl_oy + acl_r, 2047) * 2048 + min(acl_ox + acl_c * 16, 2032)"
    dst = f"{t} + acl_r * 272 + acl_c * 16"
    aligned = swap(aligned, f"vstore16(vload16(0, {src}), 0, {dst});",
                   f"*(__local float16*)({dst}) = *(const __global float16*)({src});")
write("copies_al", aligned)

# Software prefetch of the next chunk's lines (__builtin_prefetch, locality 2), 2 lines
# every 8 k inside the k loop ("pf2"), or 5 lines before each of 8 segments of it ("sg8").
lines = ("const int acl_L = acl_lid + ({q}) * 256;\n"
         "if (acl_L < 5632) {{ const int acl_r = acl_L >> 4, acl_c = acl_L & 15; "
         "__builtin_prefetch(acl_g0 + (ACL_INDEX)min(acl_by + acl_r, 2047) * 2048 + acl_k0 + "
         "256 + acl_c * 16, 0, 2); }}\n"
         "else if (acl_L < 9728) {{ const int acl_r = (acl_L - 5632) >> 4, acl_c = acl_L & 15; "
         "__builtin_prefetch(acl_g1 + (ACL_INDEX)(acl_k0 + 256 + acl_r) * 2048 + acl_bx + "
         "acl_c * 16, 0, 2); }}\n")
after = "        acl_p1[1] = vload16(0, acl_f1 + 16);\n"
write("pf2", swap(copies, after, after +
                  "if ((acl_kk & 7) == 0 && acl_kc + 1 < 8) for (int acl_h = 0; acl_h < 2; acl_h++) {\n" +
                  lines.format(q="(acl_kk >> 3) + acl_h * 32") + "}\n"))
head = "      for (int acl_kk = 0; acl_kk < acl_kend; acl_kk++) {\n"
tail = "        User_main(&acl_s, acl_p0, acl_p1, acl_w2);\n      }\n"
write("sg8", swap(swap(copies, head,
                       "for (int acl_sg = 0; acl_sg < 8 + (acl_lid >> 30); acl_sg++) {\n"
                       "if (acl_kc + 1 < 8) for (int acl_h = 0; acl_h < 5; acl_h++) {\n" +
                       lines.format(q="acl_sg * 5 + acl_h") + "}\n"
                       "const int acl_kstop = min(acl_kend, acl_sg * 32 + 32);\n"
                       "for (int acl_kk = acl_sg * 32; acl_kk < acl_kstop; acl_kk++) {\n"),
                  tail, tail + "      }\n"))
