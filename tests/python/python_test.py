"""The Python module (python/acl_opencl) against the library: its ctypes view of acl.h
(constants, acl_attr's layout), binarize and a 5x5 blur over numpy arrays, pyopencl
buffers, and errors. Usage: python_test.py <acl.h> <acl/version.h> <attr-layout program>
(tests/CMakeLists.txt runs it with Debian's python3, which has pyopencl and numpy)."""
import ctypes
import re
import subprocess
import sys

import numpy as np
import pyopencl as cl

import acl_opencl as acl

header, version_header, layout_program = sys.argv[1:4]
failures = []


def check(condition, what):
    print(("ok    " if condition else "FAIL  ") + what)
    if not condition:
        failures.append(what)


# The module's constants are the header's.
text = open(header).read()
for name, value in re.findall(r"^#define ACL_(\w+) (0x[0-9a-fA-F]+|\d+)u\b", text, re.M):
    if not name.startswith("DIST_"):  # distributed buffers: not in the module
        check(getattr(acl, name, None) == int(value, 0), f"acl.{name} == ACL_{name} ({value})")
versions = re.findall(r"^#define ACL_VERSION_(?:MAJOR|MINOR|PATCH) (\d+)",
                      open(version_header).read(), re.M)
check(acl.version() == tuple(int(v) for v in versions), f"version() {acl.version()}")

# acl_attr as the C compiler lays it out.
output = subprocess.check_output([layout_program], text=True)
layout = dict(line.split() for line in output.splitlines())
check(int(layout.pop("sizeof")) == ctypes.sizeof(acl.acl_attr), "sizeof(acl_attr)")
for field, offset in layout.items():
    name = "def_" if field == "def" else field
    check(getattr(acl.acl_attr, name).offset == int(offset), f"acl_attr.{field} at {offset}")

ctx, queue = acl.open_device()
rng = np.random.default_rng(7)

# Binarize (the paper's Fig. 7) over numpy arrays.
binarize = acl.Kernel(ctx, """
void User_main(uchar* src, uchar* dst, int thres) {
  for (int i = 0; i < get_ac_size(1); i++) dst[i] = src[i] > thres ? 255 : 0;
}""")
image = rng.integers(0, 256, size=(48, 100), dtype=np.uint8)
out = np.zeros_like(image)
binarize(queue, image, acl.Out(out), 100)
check(np.array_equal(out, np.where(image > 100, 255, 0).astype(np.uint8)), "binarize")

# A 5x5 box blur with a margin of 2, edges clamped, against numpy.
blur = acl.Kernel(ctx, """
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++) {
    float s = 0.0f;
    for (int dy = -2; dy <= 2; dy++)
      for (int dx = -2; dx <= 2; dx++) s += *get_acl_xy(src, dx, i + dy);
    dst[i] = s / 25.0f;
  }
}""")
img = rng.integers(0, 100, size=(40, 64)).astype(np.float32)
blurred = np.zeros_like(img)
blur(queue, acl.In(img, margin=2, border=acl.BORDER_CLAMP), acl.Out(blurred))
padded = np.pad(img, 2, mode="edge")
want = sum(padded[2 + dy:42 + dy, 2 + dx:66 + dx] for dy in range(-2, 3) for dx in range(-2, 3))
check(np.allclose(blurred, want / 25.0, rtol=1e-5), "5x5 blur, margin 2")

# pyopencl buffers with a shape and dtype; the plan names the margin.
mf = cl.mem_flags
src = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=img)
dst = cl.Buffer(ctx, mf.WRITE_ONLY, img.nbytes)
blur(queue, acl.In(src, shape=img.shape, dtype=np.float32, margin=2),
     acl.Out(dst, shape=img.shape, dtype=np.float32)).wait()
from_buffers = np.empty_like(img)
cl.enqueue_copy(queue, from_buffers, dst)
check(np.array_equal(from_buffers, blurred), "pyopencl buffers")
check("margin" in blur.plan(queue.device), "plan text")

# Three steps of a 3x3 box blur in one launch (steps, feeds): each step reads the step
# before's words with the margin's CLAMP edges.
box = acl.Kernel(ctx, """
void User_main(float* src, float* dst) {
  for (int i = 0; i < get_ac_size(1); i++) {
    float s = 0.0f;
    for (int dy = -1; dy <= 1; dy++)
      for (int dx = -1; dx <= 1; dx++) s += *get_acl_xy(src, dx, i + dy);
    dst[i] = s / 9.0f;
  }
}""")
stepped = np.zeros_like(img)
box(queue, acl.In(img, margin=1), acl.Out(stepped, steps=3, feeds=0))
want = img.astype(np.float64)
for _ in range(3):
    p = np.pad(want, 1, mode="edge")
    want = sum(p[1 + dy:41 + dy, 1 + dx:65 + dx] for dy in (-1, 0, 1) for dx in (-1, 0, 1)) / 9.0
check(np.allclose(stepped, want, rtol=1e-5), "3 steps of a 3x3 box in one launch")
check("steps: 3" in box.plan(queue.device), "steps in the plan text")

# Errors carry ACL's code and message.
try:
    binarize(queue, image, acl.Out(out), 100.0)
    check(False, "a float for 'int thres' is refused")
except acl.Error as e:
    check(e.code == -50 and "'thres'" in str(e), f"a float for 'int thres' is refused: {e}")
try:
    acl.Kernel(ctx, "void not_user_main(int* a) {}")
    check(False, "a source without User_main is refused")
except acl.Error as e:
    check("ACL_INVALID_USER_MAIN" in str(e), "a source without User_main is refused")

if failures:
    print(f"python_test.py: {len(failures)} failed")
    sys.exit(1)
print("python_test.py: all passed")
