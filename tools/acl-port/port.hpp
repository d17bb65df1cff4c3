// acl-port: translates a plain OpenCL kernel into an ACL User_main with its attributes
// (docs/acl-port.md). The translation (translate.cpp) parses with libclang and analyses
// each buffer access as an affine form; the check (check.cpp) runs both versions.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <vector>

namespace port {

/** What the command line gives: the kernel, the build options, the launch. */
struct Options {
  std::string file;
  std::string kernel;                       // empty: the file's only kernel
  std::vector<std::string> defines;         // "-DNAME=VALUE" each
  std::vector<size_t> global, local;        // NDRange (local empty: NULL)
  std::map<std::string, std::string> args;  // scalar parameter values
  std::map<std::string, long long> sizes;   // words of buffers read through data (--size)
  std::vector<std::string> pass;            // buffers to pass through rather than ACL_COMMON
  unsigned seed = 1;
  double tol = 1e-4;                        // floats: |a - b| <= tol * max(1, |b|)
  bool ragged = true;
  int reps = 3;                             // check: timed rounds (interleaved), their medians
  std::string csv;                          // check: append the times to this CSV (bench/ports.sh's)
  std::string out;                          // translate: where the User_main source goes
};

/** How one buffer parameter is carried. */
enum class Carry { None, Level1, Common, PassThrough };

/** A scalar type of the data, for random inputs and comparisons. */
struct Scalar {
  bool is_float = false, is_signed = true;
  unsigned bytes = 4;
};

struct Param {
  std::string name, type;      // type: the parameter's type as written by clang
  bool buffer = false;
  std::string elem;            // buffers: the element type without address space
  unsigned word_size = 0;      // buffers: bytes per element
  Scalar scalar;               // scalars: their type; buffers: the element's components
  unsigned components = 1;     // buffers: scalars per element
  bool read = false, written = false;
  Carry carry = Carry::None;
  unsigned margin = 0;
  unsigned special = 0;        // written through ACL_SPECIAL_* (its code), 0: not
  std::string special_name;
  bool swapped = false;        // the special transform swaps width and height
  bool view = false;           // level 1 at another place of the buffer (offset, row_pitch)
  bool column = false;         // view: 1-D, the ids walk down a column (row_pitch = stride)
  std::map<std::vector<std::string>, long long> pitch_poly, off_poly;
  std::string pitch_text, offset_text;
  long long view_offset = 0, view_pitch = 0;  // view: at the values of the last evaluate_sizes
  bool rno0 = false;           // written by a walk down columns: dependency ACL_RNO0
  bool rno1 = false;           // written by a walk along rows: dependency ACL_RNO1 (the left word)
  bool handed = false;         // handed to a helper function: its size is not known
  bool domain_only = false;    // not the original's: a byte per item that gives ACL the domain
  bool used = false;           // kept in User_main
  std::string why;             // the report's reason for the attributes
  std::string words_text;      // ACL_COMMON: the array's words as the source writes them
  std::vector<long long> words_hi;  // per run: largest word index + 1 (computed at sizes)
};

/** One refusal: the line of the source and the reason. */
struct Refusal {
  unsigned line = 0;
  std::string reason;
};

/** The translation of one kernel. */
struct Translation {
  bool ok = false;
  Refusal refusal;
  std::string kernel;
  std::vector<Param> params;
  unsigned dims = 1;
  unsigned launch_dims = 0;    // the original's NDRange dimensions where not dims (a walk: 1)
  unsigned launch_axis = 0;    // the domain's dimension the original's first NDRange one counts (1: rows)
  bool walk_across = false;    // refused as a walk down columns because it stores along a row
  std::string bound_text[2];   // the domain's bounds as the source writes them
  bool has_guard = false;
  std::string view;            // the level-1 buffer whose origin names positions
  std::string source;          // the ACL source: the file without kernels, plus User_main
  std::string user_main;       // User_main alone
  std::vector<std::string> notes;
  // For the check: evaluates sizes at given scalar values.
  struct Analysis* analysis = nullptr;
};

/** Parses and translates. Never throws for a kernel it cannot translate: ok=false. */
Translation translate(const Options& opt, std::string& error);

/** Domain and buffer sizes at the scalar values given: false with a message if unknown. */
bool evaluate_sizes(const Translation& t, const std::map<std::string, long long>& values,
                    const std::vector<size_t>& global, const std::map<std::string, long long>& sizes,
                    long long domain[2], std::vector<long long>& words, std::string& error);

/** The scalar parameters that are the domain's bounds (the ragged run changes them). */
std::vector<std::string> bound_params(const Translation& t);

/** The attribute settings (C, C++) and the report. */
std::string report(const Translation& t);

/** Builds and runs both versions; 0 equal, 1 different, 3 could not run. */
int check(const Options& opt, const Translation& t);

}  // namespace port
