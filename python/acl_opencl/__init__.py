"""ACL from Python: a User_main run over numpy arrays or pyopencl buffers (docs/python.md).

A thin layer over ACL's C API (libacl-opencl, through ctypes): shapes and dtypes become
transfer attributes, scalars are checked against User_main's parameter types, and every
failure raises acl_opencl.Error with ACL's message.

    import numpy as np, acl_opencl as acl
    ctx, queue = acl.open_device()
    k = acl.Kernel(ctx, "void User_main(uchar* src, uchar* dst, int thres) {"
                        "  for (int i = 0; i < get_ac_size(1); i++)"
                        "    dst[i] = src[i] > thres ? 255 : 0; }")
    out = np.empty_like(image)
    k(queue, image, acl.Out(out), 100)
"""
import ctypes
import os

import numpy as np
import pyopencl as cl

from . import _library

__all__ = ["Error", "Kernel", "In", "Out", "InOut", "open_device", "version"]

# acl.h's constants (tests/python/python_test.py compares them with the installed header).
NONE, TOP_LEFT, BOTTOM_LEFT, RANDOM = 0, 1, 2, 3
SPECIAL_ROT90, SPECIAL_ROT180, SPECIAL_ROT270 = 16, 17, 18
SPECIAL_MIRROR_TRANSPOSE, SPECIAL_FLIP, SPECIAL_ENLARGE, SPECIAL_SHRINK = 19, 20, 21, 22
BORDER_CLAMP, BORDER_ZERO, BORDER_MIRROR, BORDER_NONE = 0, 1, 2, 3
SEPARATE, COMMON, PER_ROW, PER_COLUMN, PER_SLICE = 0, 1, 2, 3, 4
VERTICAL, HORIZONTAL, TILE = 0, 1, 2
DEP_NONE, LNO0, LNO1, LNO2, RNO0, RNO1, RNO2, RNO1_SUM, RNO1_SCAN = 0, 1, 2, 3, 4, 5, 6, 7, 8
COMBINE_SUM, COMBINE_MIN, COMBINE_MAX, COMBINE_PROD, COMBINE_USER = 0, 1, 2, 3, 4
LEVEL1_X, LEVEL1_Y = 0x101, 0x201

_cl_int, _cl_uint, _size_t, _void_p = ctypes.c_int32, ctypes.c_uint32, ctypes.c_size_t, ctypes.c_void_p


class acl_attr(ctypes.Structure):
    """acl.h's acl_attr, field for field (the test checks the offsets against the header)."""

    _fields_ = [("size", _size_t * 3), ("row_pitch", _size_t), ("slice_pitch", _size_t),
                ("word_size", _cl_uint), ("ref", _cl_uint), ("def_", _cl_uint),
                ("margin", _cl_uint), ("border", _cl_uint), ("broadcast", _cl_uint),
                ("split", _cl_uint), ("wg_min", _cl_uint), ("wg_max", _cl_uint),
                ("split_min", _cl_uint), ("split_max", _cl_uint), ("level", _cl_uint),
                ("dependency", _cl_uint), ("scale_log2", _cl_uint), ("position", _void_p),
                ("tile", _cl_uint * 2), ("dim_level", _cl_uint * 3),
                ("position_offset", _size_t * 3), ("combine", _cl_uint),
                ("offset", _size_t), ("margin_z", _cl_uint),
                ("steps", _cl_uint), ("feeds", _cl_uint)]


def _load():
    # ACL_OPENCL_LIBRARY names another build of the library (the tests use the build tree's).
    lib = ctypes.CDLL(os.environ.get("ACL_OPENCL_LIBRARY") or _library.SONAME)
    signatures = {
        "aclAttrInit": (_cl_int, [ctypes.POINTER(acl_attr)]),
        "clCreateAclKernel": (_void_p, [_void_p, ctypes.c_char_p, ctypes.c_char_p,
                                        ctypes.POINTER(_cl_int)]),
        "clReleaseAclKernel": (_cl_int, [_void_p]),
        "clSetAclKernelArg": (_cl_int, [_void_p, _cl_uint, _size_t, _void_p,
                                        ctypes.POINTER(acl_attr)]),
        "clSetAclKernelArgScalar": (_cl_int, [_void_p, _cl_uint, ctypes.c_char_p, _size_t,
                                              _void_p]),
        "clEnqueueAclKernel": (_cl_int, [_void_p, _void_p, _cl_uint, _void_p,
                                         ctypes.POINTER(_void_p)]),
        "aclGetKernelPlan": (_cl_int, [_void_p, _void_p, _size_t, ctypes.c_char_p,
                                       ctypes.POINTER(_size_t)]),
        "aclGetKernelSource": (_cl_int, [_void_p, _void_p, _size_t, ctypes.c_char_p,
                                         ctypes.POINTER(_size_t)]),
        "aclPickDevice": (_cl_int, [ctypes.c_uint64, ctypes.POINTER(_void_p),
                                    ctypes.POINTER(_void_p)]),
        "aclGetErrorString": (ctypes.c_char_p, [_cl_int]),
        "aclGetLastErrorMessage": (ctypes.c_char_p, []),
        "aclGetVersion": (None, [ctypes.POINTER(_cl_uint)] * 3),
    }
    for name, (restype, argtypes) in signatures.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = restype, argtypes
    return lib


_lib = _load()


class Error(RuntimeError):
    """A failed ACL call: .code is its cl_int, the message ACL's."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def _check(code):
    if code != 0:
        name = _lib.aclGetErrorString(code).decode()
        raise Error(code, name + ": " + _lib.aclGetLastErrorMessage().decode())


def version():
    """The library's (major, minor, patch)."""
    v = [_cl_uint() for _ in range(3)]
    _lib.aclGetVersion(*[ctypes.byref(x) for x in v])
    return tuple(x.value for x in v)


def open_device(device_type=cl.device_type.ALL, properties=0):
    """A context and an in-order queue on the device aclPickDevice chooses (ACL_PLATFORM,
    ACL_DEVICE, else the first of `device_type`)."""
    device = _void_p()
    _check(_lib.aclPickDevice(device_type, None, ctypes.byref(device)))
    d = cl.Device.from_int_ptr(device.value)
    ctx = cl.Context([d])
    return ctx, cl.CommandQueue(ctx, d, properties)


class _Data:
    """An array argument: a numpy array (copied to the device and, when written, back) or a
    pyopencl Buffer with its shape and dtype; attribute fields by keyword (margin=2,
    border=acl.BORDER_ZERO, split=acl.HORIZONTAL, ...)."""

    ref, def_ = TOP_LEFT, NONE

    def __init__(self, data, shape=None, dtype=None, **attributes):
        if isinstance(data, np.ndarray):
            if not data.flags.c_contiguous:
                raise ValueError("ACL needs C-contiguous arrays (np.ascontiguousarray)")
            shape, dtype = data.shape if shape is None else shape, data.dtype
        elif shape is None or dtype is None:
            raise ValueError("a pyopencl Buffer needs shape= and dtype=")
        self.data, self.shape, self.dtype = data, tuple(shape), np.dtype(dtype)
        if not 1 <= len(self.shape) <= 3:
            raise ValueError(f"shape {self.shape}: 1 to 3 dimensions (ACL's x is the last)")
        self.attributes = attributes

    def attr(self):
        a = acl_attr()
        _check(_lib.aclAttrInit(ctypes.byref(a)))
        for i, n in enumerate(reversed(self.shape)):  # numpy's last axis is ACL's x
            a.size[i] = n
        a.word_size, a.ref, a.def_ = self.dtype.itemsize, self.ref, self.def_
        for name, value in self.attributes.items():
            field = "def_" if name == "def" else name
            if field not in dict(acl_attr._fields_):
                raise ValueError(f"acl_attr has no field '{name}'")
            if isinstance(getattr(a, field), ctypes.Array):
                getattr(a, field)[:len(value)] = value
            else:
                setattr(a, field, value)
        return a


class In(_Data):
    """Data User_main reads (ref TOP_LEFT); a bare numpy array is In."""


class Out(_Data):
    """Data User_main writes (def TOP_LEFT, not read)."""

    ref, def_ = NONE, TOP_LEFT


class InOut(_Data):
    """Data User_main reads and writes."""

    ref, def_ = TOP_LEFT, TOP_LEFT


_SCALAR_NAMES = {"int8": "char", "uint8": "uchar", "int16": "short", "uint16": "ushort",
                 "int32": "int", "uint32": "uint", "int64": "long", "uint64": "ulong",
                 "float16": "half", "float32": "float", "float64": "double"}


class Kernel:
    """An ACL kernel: a source that defines User_main, built for each device and set of
    attributes when it is first run there."""

    def __init__(self, context, source, options=""):
        err = _cl_int()
        self.context = context
        self._k = _lib.clCreateAclKernel(context.int_ptr, source.encode(), options.encode(),
                                         ctypes.byref(err))
        _check(err.value)

    def __del__(self):
        if getattr(self, "_k", None):
            _lib.clReleaseAclKernel(self._k)

    def set_arg(self, index, value):
        """Argument `index`: In/Out/InOut (or a bare numpy array, read), a pyopencl Buffer
        passed through as a __global pointer, or a scalar (Python int: int, float: float;
        numpy scalars keep their type), checked against User_main's parameter."""
        if isinstance(value, np.ndarray):
            value = In(value)
        if isinstance(value, _Data):
            buffer = value.data
            if isinstance(buffer, np.ndarray):
                flags = cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR
                buffer = cl.Buffer(self.context, flags, hostbuf=buffer)
            attr = value.attr()
            mem = _void_p(buffer.int_ptr)
            _check(_lib.clSetAclKernelArg(self._k, index, ctypes.sizeof(mem), ctypes.byref(mem),
                                          ctypes.byref(attr)))
            return buffer
        if isinstance(value, cl.MemoryObjectHolder):
            mem = _void_p(value.int_ptr)
            _check(_lib.clSetAclKernelArg(self._k, index, ctypes.sizeof(mem), ctypes.byref(mem),
                                          None))
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float, np.generic)):
            raise TypeError(f"argument {index}: {type(value).__name__} is not an ACL argument")
        scalar = np.asarray(value, dtype=np.int32 if isinstance(value, int) else
                            np.float32 if isinstance(value, float) else value.dtype)
        name = _SCALAR_NAMES.get(scalar.dtype.name)
        _check(_lib.clSetAclKernelArgScalar(self._k, index, name and name.encode(),
                                            scalar.nbytes, scalar.ctypes.data))
        return None

    def __call__(self, queue, *args):
        """Sets the arguments in order, runs the kernel on `queue`, and copies the numpy
        arrays it writes back into them (then waits). Returns the kernel's pyopencl Event."""
        buffers = [self.set_arg(i, a) for i, a in enumerate(args)]
        event = _void_p()
        _check(_lib.clEnqueueAclKernel(queue.int_ptr, self._k, 0, None, ctypes.byref(event)))
        done = cl.Event.from_int_ptr(event.value, retain=False)
        for a, b in zip(args, buffers):
            if isinstance(a, (Out, InOut)) and isinstance(a.data, np.ndarray):
                cl.enqueue_copy(queue, a.data, b, wait_for=[done])
        return done

    def _text(self, call, device):
        n = _size_t()
        _check(call(self._k, device.int_ptr, 0, None, ctypes.byref(n)))
        s = ctypes.create_string_buffer(n.value)
        _check(call(self._k, device.int_ptr, n.value, s, None))
        return s.value.decode()

    def plan(self, device):
        """The plan for `device` with the arguments as set now (aclGetKernelPlan)."""
        return self._text(_lib.aclGetKernelPlan, device)

    def source(self, device):
        """The generated OpenCL C of the AC kernel for `device` (aclGetKernelSource)."""
        return self._text(_lib.aclGetKernelSource, device)
