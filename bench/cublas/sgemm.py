#!/usr/bin/env python3
"""cuBLAS SGEMM through torch, as a peer of ACL's matmul in bench/fig8.sh (issue 18).

C = A x B in FP32 on the first CUDA device with TF32 off (torch.mm calls cublasSgemm or
cublasLt's FP32 kernels, no tensor cores). Inputs are integers in [-8, 8], so every sum is
exact in FP32 up to K = 2^18; C is filled with NaN before each checked run and 64 of its
rows (the first, the last and rows spread between) are compared exactly with a float64
reference on the CPU. Each shape: 3 untimed runs, then the median of --reps runs timed with
CUDA events. Rows go to --csv in bench/fig8.sh's format (version "cublas", timing
"profile"), so the table and charts put them beside ACL's.

usage: sgemm.py [--reps N] [--csv FILE] SHAPE...   (SHAPE: N or MxNxK)
Exit status 0: all shapes checked; 1: a wrong result; 2: no torch or no CUDA device.
"""
import argparse
import datetime
import statistics
import subprocess
import sys


def parse_shape(text):
    parts = [int(p) for p in text.lower().split("x")]
    if len(parts) == 1:
        parts *= 3
    if len(parts) != 3 or min(parts) < 1:
        raise argparse.ArgumentTypeError("shape '%s': want N or MxNxK" % text)
    return tuple(parts)


def driver_version():
    try:
        out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=30).stdout
        return out.splitlines()[0].strip() if out.strip() else "unknown"
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def checked_rows(m):
    rows = sorted({0, m - 1, *range(0, m, max(1, m // 62))})
    return rows


def run_shape(torch, m, n, k, reps):
    gen = torch.Generator(device="cpu").manual_seed(m * 131 + n * 7 + k)
    a_host = torch.randint(-8, 9, (m, k), generator=gen, dtype=torch.int32).float()
    b_host = torch.randint(-8, 9, (k, n), generator=gen, dtype=torch.int32).float()
    a, b = a_host.cuda(), b_host.cuda()
    c = torch.empty((m, n), device="cuda", dtype=torch.float32)

    c.fill_(float("nan"))
    torch.mm(a, b, out=c)
    torch.cuda.synchronize()
    rows = checked_rows(m)
    got = c[rows].double().cpu()
    want = a_host[rows].double() @ b_host.double()
    wrong = int((got != want).sum())

    for _ in range(3):
        torch.mm(a, b, out=c)
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        torch.mm(a, b, out=c)
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    # The timed runs wrote C again: check the last of them too.
    got = c[rows].double().cpu()
    wrong += int((got != want).sum())
    return statistics.median(times), wrong


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--reps", type=int, default=20)
    p.add_argument("--csv", help="append rows to this CSV (bench/fig8.sh's times.csv)")
    p.add_argument("shapes", nargs="+", type=parse_shape)
    args = p.parse_args()
    try:
        import torch
    except ImportError:
        print("sgemm.py: torch is not installed; no cuBLAS rows", file=sys.stderr)
        return 2
    if not torch.cuda.is_available():
        print("sgemm.py: torch sees no CUDA device; no cuBLAS rows", file=sys.stderr)
        return 2
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = False
    device = torch.cuda.get_device_name(0)
    driver = driver_version()
    print("cuBLAS SGEMM through torch %s on %s (driver %s), TF32 off; %d timed runs, median"
          % (torch.__version__, device, driver, args.reps))
    print("%-9s %-10s %-22s %12s %14s  %s" % ("user", "version", "shape", "median ms", "GFLOP/s", "check"))
    status = 0
    for m, n, k in args.shapes:
        ms, wrong = run_shape(torch, m, n, k, args.reps)
        check = "ok" if wrong == 0 else "WRONG"
        if wrong:
            status = 1
        gflops = 2.0 * m * n * k / (ms * 1e-3) / 1e9
        shape = "%dx%dx%d" % (m, n, k)
        print("%-9s %-10s %-22s %12.3f %14.2f  %s" % ("matmul", "cublas", shape, ms, gflops, check))
        if args.csv:
            with open(args.csv, "a") as f:
                f.write("%s,%s,%s,matmul,cublas,%s,%.3f,%.2f,GFLOP/s,%s,profile\n"
                        % (datetime.date.today().isoformat(), device, driver, shape, ms, gflops, check))
    return status


if __name__ == "__main__":
    sys.exit(main())
