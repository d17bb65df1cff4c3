// acl-port: translates a plain OpenCL kernel into ACL (User_main and attributes) and checks
// the translation by running both (docs/acl-port.md).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>

#include "port.hpp"

namespace {

const char* usage =
    "Usage: acl-port translate FILE.cl [--kernel NAME] [-D NAME[=VALUE]]... [--pass BUFFER]...\n"
    "                [--local X[,Y]] [-o OUT.cl]\n"
    "       acl-port check FILE.cl [--kernel NAME] [-D NAME[=VALUE]]... [--pass BUFFER]...\n"
    "                --global X[,Y] [--local X[,Y]] [--arg NAME=VALUE]... [--size BUFFER=WORDS]...\n"
    "                [--seed N] [--tol T] [--no-ragged] [--reps N] [--csv FILE]\n"
    "translate: prints User_main, the attribute settings (C and C++) and a report; -o writes the\n"
    "  ACL source (the file without its kernels, User_main in the kernel's place).\n"
    "check: translates, then runs the original and the translation on the same seeded random\n"
    "  inputs on the default OpenCL device (ACL_PLATFORM / ACL_DEVICE pick another), at the\n"
    "  sizes given and at a ragged size (the bounds' parameters cut to about 2/3, odd), and\n"
    "  compares every buffer: integers exactly, floats within T relative (default 1e-4).\n"
    "  --size gives the words of a buffer read at indices that depend on data.\n"
    "  Then N rounds (default 3) of the original and the translation in turn, each the wall time\n"
    "  of its enqueue and clFinish, and prints their medians; --csv appends them to FILE as rows\n"
    "  of bench/ports.sh's times.csv (user: the name of FILE.cl's folder; versions original-ported\n"
    "  and acl-port; shape KERNEL:DOMAIN; check ok only if the check passes).\n"
    "--pass: a buffer every work-item reads whole goes through as __global, not ACL_COMMON.\n"
    "--local: the original's work-group size (check launches it so); where the kernel has no\n"
    "  reqd_work_group_size, the size get_local_id and get_group_id count in.\n"
    "Exit status: 0 translated / equal, 1 outputs differ, 2 refused (FILE:LINE: reason), 3 usage\n"
    "or device error.\n";

bool sizes(const char* s, std::vector<size_t>& out) {
  out.clear();
  while (*s) {
    char* end;
    unsigned long long v = std::strtoull(s, &end, 10);
    if (end == s || v == 0) return false;
    out.push_back(size_t(v));
    s = end;
    if (*s == ',') s++;
    else if (*s) return false;
  }
  return !out.empty() && out.size() <= 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // the report and stderr's messages in order
  if (argc < 2 || !std::strcmp(argv[1], "-h") || !std::strcmp(argv[1], "--help")) {
    std::fputs(usage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 3 : 0;
  }
  std::string cmd = argv[1];
  if (cmd != "translate" && cmd != "check") {
    std::fprintf(stderr, "acl-port: unknown command `%s`\n%s", cmd.c_str(), usage);
    return 3;
  }
  port::Options opt;
  for (int i = 2; i < argc; i++) {
    std::string a = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "acl-port: %s needs %s\n", a.c_str(), what);
        std::exit(3);
      }
      return argv[++i];
    };
    if (a == "--kernel") opt.kernel = value("a kernel name");
    else if (a == "-o") opt.out = value("a file name");
    else if (a == "-D") opt.defines.push_back("-D" + value("NAME[=VALUE]"));
    else if (a.compare(0, 2, "-D") == 0) opt.defines.push_back(a);
    else if (a == "--global" || a == "--local") {
      std::string v = value("X[,Y]");
      if (!sizes(v.c_str(), a == "--global" ? opt.global : opt.local)) {
        std::fprintf(stderr, "acl-port: %s %s: one or two positive sizes, X[,Y]\n", a.c_str(), v.c_str());
        return 3;
      }
    } else if (a == "--arg") {
      std::string v = value("NAME=VALUE");
      size_t eq = v.find('=');
      if (eq == std::string::npos || eq == 0) {
        std::fprintf(stderr, "acl-port: --arg %s: write NAME=VALUE\n", v.c_str());
        return 3;
      }
      opt.args[v.substr(0, eq)] = v.substr(eq + 1);
    } else if (a == "--size") {
      std::string v = value("NAME=WORDS");
      size_t eq = v.find('=');
      long long n = eq == std::string::npos ? 0 : std::strtoll(v.c_str() + eq + 1, nullptr, 10);
      if (eq == std::string::npos || eq == 0 || n <= 0) {
        std::fprintf(stderr, "acl-port: --size %s: write NAME=WORDS (a positive count)\n", v.c_str());
        return 3;
      }
      opt.sizes[v.substr(0, eq)] = n;
    } else if (a == "--pass") {
      opt.pass.push_back(value("a buffer's name"));
    } else if (a == "--seed") opt.seed = unsigned(std::strtoul(value("a number").c_str(), nullptr, 10));
    else if (a == "--tol") opt.tol = std::strtod(value("a number").c_str(), nullptr);
    else if (a == "--no-ragged") opt.ragged = false;
    else if (a == "--csv") opt.csv = value("a file name");
    else if (a == "--reps") {
      std::string v = value("a number");
      char* end = nullptr;
      long n = std::strtol(v.c_str(), &end, 10);
      if (*end || n < 1 || n > 100000) {
        std::fprintf(stderr, "acl-port: --reps %s: a count of timed rounds, 1 or more\n", v.c_str());
        return 3;
      }
      opt.reps = int(n);
    }
    else if (a[0] == '-') {
      std::fprintf(stderr, "acl-port: unknown option `%s`\n%s", a.c_str(), usage);
      return 3;
    } else if (opt.file.empty()) opt.file = a;
    else {
      std::fprintf(stderr, "acl-port: one kernel file only (`%s`)\n", a.c_str());
      return 3;
    }
  }
  if (opt.file.empty()) {
    std::fprintf(stderr, "acl-port: no kernel file\n%s", usage);
    return 3;
  }
  if (!opt.local.empty() && !opt.global.empty() && opt.local.size() != opt.global.size()) {
    std::fprintf(stderr, "acl-port: --local and --global need the same number of dimensions\n");
    return 3;
  }
  std::string error;
  port::Translation t = port::translate(opt, error);
  if (!error.empty()) {
    std::fprintf(stderr, "acl-port: %s\n", error.c_str());
    return 3;
  }
  if (!t.ok) {
    std::fprintf(stderr, "%s:%u: refused: kernel %s: %s\n", opt.file.c_str(), t.refusal.line,
                 t.kernel.c_str(), t.refusal.reason.c_str());
    return 2;
  }
  if (cmd == "translate") {
    std::fputs(port::report(t).c_str(), stdout);
    if (!opt.out.empty()) {
      std::ofstream out(opt.out, std::ios::binary);
      out << t.source;
      if (!out) {
        std::fprintf(stderr, "acl-port: cannot write %s\n", opt.out.c_str());
        return 3;
      }
    }
    return 0;
  }
  return port::check(opt, t);
}
