// acl-tune: runs a program with ACL_TUNE set, so that each ACL kernel it launches is tuned
// once on its device (aclTuneKernel at the kernel's first launch), then prints the rows the
// user's tuning database gained or changed. docs/tuning.md.
#include <fcntl.h>
#include <getopt.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "acl/acl.h"
#include "tune/plain_decimal.hpp"  // the library's reading of ACL_TUNE, header-only

namespace {

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: acl-tune [-s S] [-m N] [-f PATH] [--] PROGRAM [ARGS...]\n"
               "       acl-tune [-f PATH] --where\n"
               "Runs PROGRAM with ACL_TUNE=S: the first launch of each ACL kernel whose largest\n"
               "argument has at least N words searches the strategy knobs for its fastest plan\n"
               "on its device for up to S seconds, checks every candidate against the default\n"
               "plan's output, and writes the winner into the user's tuning database. Kernels\n"
               "already in the database are skipped, so an interrupted run resumes. Prints the\n"
               "rows that were added or changed.\n"
               "  -s, --seconds=S    search budget per kernel in seconds (default 60)\n"
               "  -m, --min-words=N  tune only kernels with an argument of N words or more\n"
               "                     (default 65536)\n"
               "  -f, --file=PATH    the database file (default: the library's, ACL_TUNING_FILE\n"
               "                     or <cache directory>/tuning.txt)\n"
               "  -w, --where        print the database file ACL reads and writes, and exit\n"
               "  -V, --version      print the version and exit\n"
               "  -h, --help         print this help and exit\n");
}

[[noreturn]] void bad_usage(const std::string& message) {
  std::fprintf(stderr, "acl-tune: %s\n", message.c_str());
  std::fprintf(stderr, "Try 'acl-tune --help'.\n");
  std::exit(2);
}

/// The database file the library uses now (aclGetTuningFile), "" when there is none.
std::string database_file() {
  size_t n = 0;
  if (aclGetTuningFile(0, nullptr, &n) != CL_SUCCESS) return "";
  std::string s(n, '\0');
  if (aclGetTuningFile(n, s.data(), nullptr) != CL_SUCCESS) return "";
  s.resize(n ? n - 1 : 0);
  return s;
}

/// The rows of the database at `path`, read as the library reads it: a regular file only,
/// opened without blocking, at most 16 MiB.
std::set<std::string> rows_of(const std::string& path) {
  std::set<std::string> rows;
  const int fd = open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return rows;
  struct stat st;
  std::string text;
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= (off_t(16) << 20)) {
    text.resize(size_t(st.st_size));
    size_t done = 0;
    while (done < text.size()) {
      const ssize_t n = read(fd, &text[done], text.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      done += size_t(n);
    }
    text.resize(done);
  }
  close(fd);
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') rows.insert(line);
  return rows;
}

using acl::detail::plain_decimal;

bool seconds_value(const std::string& s) {
  if (!plain_decimal(s, true)) return false;
  const double v = std::strtod(s.c_str(), nullptr);
  return v > 0 && v <= 1e6;
}

bool words_value(const std::string& s) {
  if (!plain_decimal(s, false)) return false;
  errno = 0;
  std::strtoull(s.c_str(), nullptr, 10);
  return errno != ERANGE;
}

}  // namespace

int main(int argc, char** argv) {
  const option options[] = {{"seconds", required_argument, nullptr, 's'},
                            {"min-words", required_argument, nullptr, 'm'},
                            {"file", required_argument, nullptr, 'f'},
                            {"where", no_argument, nullptr, 'w'},
                            {"version", no_argument, nullptr, 'V'},
                            {"help", no_argument, nullptr, 'h'},
                            {nullptr, 0, nullptr, 0}};
  std::string seconds = "60", min_words, file;
  bool where = false;
  opterr = 0;  // our messages, not getopt's
  // '+': options end at PROGRAM, whose own options are its own.
  for (int c; (c = getopt_long(argc, argv, "+:s:m:f:wVh", options, nullptr)) != -1;) {
    switch (c) {
      case 's':
        seconds = optarg;
        if (!seconds_value(seconds))
          bad_usage("--seconds '" + seconds +
                    "' is not a positive number of seconds (a plain decimal number above 0 and "
                    "at most 1000000, as 30 or 2.5)");
        break;
      case 'm':
        min_words = optarg;
        if (!words_value(min_words))
          bad_usage("--min-words '" + min_words +
                    "' is not a number of words (plain decimal digits)");
        break;
      case 'f':
        file = optarg;
        if (file.empty()) bad_usage("--file needs a file name");
        break;
      case 'w':
        where = true;
        break;
      case 'V': {
        cl_uint major = 0, minor = 0, patch = 0;
        aclGetVersion(&major, &minor, &patch);
        std::printf("acl-tune (ACL) %u.%u.%u\n", major, minor, patch);
        return 0;
      }
      case 'h':
        usage(stdout);
        return 0;
      case ':':
        bad_usage(std::string("option '") + argv[optind - 1] + "' needs a value");
      default:
        bad_usage("unknown option '" +
                  (optopt ? std::string("-") + char(optopt) : std::string(argv[optind - 1])) + "'");
    }
  }
  // The library reads ACL_TUNING_FILE: --file then names the file for --where and the
  // program alike.
  if (!file.empty()) setenv("ACL_TUNING_FILE", file.c_str(), 1);
  const std::string db = database_file();
  if (where) {
    if (optind < argc) bad_usage("--where takes no program");
    std::printf("%s\n",
                db.empty() ? "(none: ACL_CACHE_DIR=off and no ACL_TUNING_FILE)" : db.c_str());
    return 0;
  }
  if (optind >= argc) {
    usage(stderr);
    return 2;
  }
  if (db.empty()) {
    std::fprintf(stderr,
                 "acl-tune: no database file: ACL_CACHE_DIR=off and no ACL_TUNING_FILE "
                 "(give --file PATH)\n");
    return 2;
  }
  char** program = argv + optind;
  const std::set<std::string> before = rows_of(db);
  setenv("ACL_TUNE", seconds.c_str(), 1);
  if (!min_words.empty()) setenv("ACL_TUNE_MIN_WORDS", min_words.c_str(), 1);
  // The child reports a failed exec through a pipe that a successful one closes, so that a
  // program that cannot run is told apart from one that exits 127.
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    std::perror("acl-tune: pipe");
    return 1;
  }
  const pid_t pid = fork();
  if (pid < 0) {
    std::perror("acl-tune: fork");
    return 1;
  }
  if (pid == 0) {
    close(report[0]);
    execvp(program[0], program);
    const int e = errno;
    (void)!write(report[1], &e, sizeof e);
    _exit(127);
  }
  close(report[1]);
  int exec_errno = 0;
  ssize_t got;
  while ((got = read(report[0], &exec_errno, sizeof exec_errno)) < 0 && errno == EINTR) {
  }
  close(report[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (got == sizeof exec_errno) {
    std::fprintf(stderr, "acl-tune: cannot run '%s': %s\n", program[0], std::strerror(exec_errno));
    return 127;
  }
  const std::set<std::string> after = rows_of(db);
  int added = 0;
  for (const std::string& row : after)
    if (!before.count(row)) {
      if (!added++) std::printf("acl-tune: rows added or changed in %s:\n", db.c_str());
      std::printf("%s\n", row.c_str());
    }
  if (!added) std::printf("acl-tune: %s unchanged\n", db.c_str());
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  std::fprintf(stderr, "acl-tune: '%s' ended by signal %d\n", program[0],
               WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  return 1;
}
