// acl-tune: runs a program with ACL_TUNE set, so that each ACL kernel it launches is tuned
// once on its device (aclTuneKernel at the kernel's first launch), then prints the rows the
// user's tuning database gained or changed. docs/tuning.md.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

void usage(std::FILE* to) {
  std::fprintf(to,
               "usage: acl-tune [--seconds S] [--min-words N] [--file PATH] -- PROGRAM [ARGS...]\n"
               "       acl-tune --where\n"
               "Runs PROGRAM with ACL_TUNE=S (default 60): the first launch of each ACL kernel\n"
               "whose largest argument has at least N words (default 65536) searches the\n"
               "strategy knobs for its fastest plan on its device for up to S seconds, checks\n"
               "every candidate against the default plan's output, and writes the winner into\n"
               "the user's tuning database (PATH, default ACL_TUNING_FILE or\n"
               "<cache directory>/tuning.txt). Kernels already in the database are skipped, so\n"
               "an interrupted run resumes. Prints the rows that were added or changed.\n"
               "--where prints the database file ACL would read.\n");
}

/// The database file, as the library chooses it (device/tuning.cpp: user_tuning_file, and
/// cache/cache_file.cpp: cache_dir; a unit test compares the two).
std::string database_file() {
  if (const char* f = std::getenv("ACL_TUNING_FILE"); f && *f) return f;
  const char* dir = std::getenv("ACL_CACHE_DIR");
  if (dir && std::strcmp(dir, "off") == 0) return "";
  if (dir && *dir) return std::string(dir) + "/tuning.txt";
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && x[0] == '/')  // relative: ignored
    return std::string(x) + "/acl/tuning.txt";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/acl/tuning.txt";
  return "";
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

/// Digits, then optionally a point and digits (`fraction`), as the library reads ACL_TUNE and
/// ACL_TUNE_MIN_WORDS (runtime/tune/tuner.cpp).
bool plain_decimal(const std::string& v, bool fraction) {
  const size_t point = fraction ? v.find('.') : std::string::npos;
  const std::string whole = v.substr(0, point);
  const std::string part = point == std::string::npos ? "1" : v.substr(point + 1);
  auto digits = [](const std::string& s) {
    return !s.empty() && s.find_first_not_of("0123456789") == std::string::npos;
  };
  return digits(whole) && digits(part);
}

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
  std::string seconds = "60", min_words, file;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* what) -> std::string {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "acl-tune: %s needs a value\n", what);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "--") {
      ++i;
      break;
    } else if (a == "--seconds") {
      seconds = value("--seconds");
      if (!seconds_value(seconds)) {
        std::fprintf(stderr,
                     "acl-tune: --seconds '%s' is not a plain decimal number above 0 and at most "
                     "1000000, as 30 or 2.5\n",
                     seconds.c_str());
        return 2;
      }
    } else if (a == "--min-words") {
      min_words = value("--min-words");
      if (!words_value(min_words)) {
        std::fprintf(stderr, "acl-tune: --min-words '%s' is not a plain decimal number of words\n",
                     min_words.c_str());
        return 2;
      }
    } else if (a == "--file") {
      file = value("--file");
    } else if (a == "--where") {
      const std::string f = file.empty() ? database_file() : file;
      std::printf("%s\n", f.empty() ? "(none: ACL_CACHE_DIR=off and no ACL_TUNING_FILE)" : f.c_str());
      return 0;
    } else if (a == "-h" || a == "--help") {
      usage(stdout);
      return 0;
    } else {
      std::fprintf(stderr, "acl-tune: unknown option '%s'\n", a.c_str());
      usage(stderr);
      return 2;
    }
  }
  if (i >= argc) {
    usage(stderr);
    return 2;
  }
  if (!file.empty()) setenv("ACL_TUNING_FILE", file.c_str(), 1);
  const std::string db = database_file();
  if (db.empty()) {
    std::fprintf(stderr, "acl-tune: no database file: ACL_CACHE_DIR=off and no ACL_TUNING_FILE "
                         "(give --file PATH)\n");
    return 2;
  }
  const std::set<std::string> before = rows_of(db);
  setenv("ACL_TUNE", seconds.c_str(), 1);
  if (!min_words.empty()) setenv("ACL_TUNE_MIN_WORDS", min_words.c_str(), 1);
  const pid_t pid = fork();
  if (pid < 0) {
    std::perror("acl-tune: fork");
    return 1;
  }
  if (pid == 0) {
    execvp(argv[i], argv + i);
    std::fprintf(stderr, "acl-tune: cannot run '%s': %s\n", argv[i], std::strerror(errno));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
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
  std::fprintf(stderr, "acl-tune: '%s' ended by signal %d\n", argv[i],
               WIFSIGNALED(status) ? WTERMSIG(status) : 0);
  return 1;
}
