// acl-tune: runs a program with ACL_TUNE set, so that each ACL kernel it launches is tuned
// once on its device (aclTuneKernel at the kernel's first launch), then prints the rows the
// user's tuning database gained or changed. docs/tuning.md.
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

/// The database file, as the library chooses it (device/tuning.cpp: user_tuning_file).
std::string database_file() {
  if (const char* f = std::getenv("ACL_TUNING_FILE"); f && *f) return f;
  const char* dir = std::getenv("ACL_CACHE_DIR");
  if (dir && std::strcmp(dir, "off") == 0) return "";
  if (dir && *dir) return std::string(dir) + "/tuning.txt";
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x)
    return std::string(x) + "/acl/tuning.txt";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/acl/tuning.txt";
  return "";
}

std::set<std::string> rows_of(const std::string& path) {
  std::set<std::string> rows;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') rows.insert(line);
  return rows;
}

bool positive_number(const char* s) {
  char* end = nullptr;
  const double v = std::strtod(s, &end);
  return end && *end == '\0' && v > 0;
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
      if (!positive_number(seconds.c_str())) {
        std::fprintf(stderr, "acl-tune: --seconds '%s' is not a positive number\n", seconds.c_str());
        return 2;
      }
    } else if (a == "--min-words") {
      min_words = value("--min-words");
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
