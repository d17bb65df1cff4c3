#!/usr/bin/env python3
"""Writes the binarize kernel variants hb.sh times from ACL's kernel for the Xeon
(../2026-11-30-xeon-binarize-strips/acl-xeon.cl): z.cl (an empty call that passes a 512-bit
vector, so the kernel may use 512-bit registers), w64.cl (the row loop's vector width forced
to 64) and w64z.cl (both). Run it in this folder."""
import pathlib

src = pathlib.Path("../2026-11-30-xeon-binarize-strips/acl-xeon.cl").read_text()
LOOP = ("#pragma clang loop vectorize(enable) interleave(enable)\n"
        "        for (int acl_lid = 0; acl_lid < 4096; acl_lid++) {\n"
        "          acl_st.acl_item = acl_lid;")
KERNEL = "__kernel __attribute__((reqd_work_group_size(1, 1, 1)))\nvoid ACL_kernel("
STATE = "  acl_state acl_st;\n"


def wide(s):
    s = s.replace(KERNEL, "inline void acl_wide(uint16 v) {}\n" + KERNEL, 1)
    return s.replace(STATE, STATE + "  acl_wide((uint16)0);\n", 1)


def w64(s):
    assert LOOP in s
    return s.replace(LOOP, LOOP.replace("interleave(enable)",
                                        "vectorize_width(64) interleave(enable)"), 1)


for name, text in {"z.cl": wide(src), "w64.cl": w64(src), "w64z.cl": wide(w64(src))}.items():
    pathlib.Path(name).write_text(text)
