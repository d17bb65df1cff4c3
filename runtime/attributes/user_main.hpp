// Reads User_main's parameter list from the user's source and prepares the source for the
// generated kernel (the hidden state parameter the builtins use).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace acl::detail {

enum class AddressSpace { Private, Local, Global, Constant };

/// How User_main assigns every word of a pointer parameter's portion before reading any
/// (assigned_loop): not shown (None), or in a loop to `get_ac_size(1)` (BlockSize) or to
/// `get_acl_size(name)` (PortionSize). The planner keeps the identity fill of written
/// ACL_PER_* data out where the bound is the whole portion (pass assigned_lines).
enum class AssignedLoop { None, BlockSize, PortionSize };

/// One parameter of User_main as written by the user.
struct Param {
  std::string name;       ///< parameter name, e.g. "src"
  std::string type;       ///< element type without qualifiers, e.g. "uchar", "float4";
                          ///< built-in integers in one word ("unsigned int" is "uint")
  bool pointer = false;   ///< declared with '*'
  bool is_const = false;  ///< pointee (or value) is const
  AddressSpace space = AddressSpace::Private;
  unsigned type_size = 0;  ///< bytes of `type` when it is an OpenCL built-in type, else 0
                           ///< (a typedef, struct, size_t...: the generated kernel checks it)
  /// A private pointer User_main reads only through `p[i]` and dereferenced get_acl_xy and
  /// get_acl_lr calls, declared as `T* name` in every parameter list: it may point into
  /// a local tile (used_as_view; Placement::Staged with ArgPlan::local_view).
  bool as_view = false;
  /// A view User_main reads only through dereferenced get_acl_xy calls
  /// (`*get_acl_xy(name, dx, dy)`; read_through_xy): it never steps down its column by
  /// `p[k]`, so the tile may keep its words by rows (Staging::view_by_rows).
  bool xy_only = false;
  /// A view whose reads can all be one word read once (hoist_word): where every word it
  /// points at is the same, User_main gets it in a register.
  bool word_reads = false;
  /// A private pointer whose words User_main only adds to: every use is `name[i] += v` or
  /// `name[i] -= v` (only_added). Its sums may then be split along k (pass tile_split).
  bool only_added = false;
  /// A private pointer whose words User_main only assigns, all of them, before any read
  /// (assigned_loop); None otherwise.
  AssignedLoop assigned = AssignedLoop::None;
};

/// Parses the definition of `void User_main(...)` that the compiler sees when it builds
/// `source` with `options` (conditional groups decided from #define/#undef and -D/-U;
/// object-like macros in the parameter list expanded; preprocess.hpp). Throws
/// ACL_INVALID_USER_MAIN with the reason, also when ACL cannot tell which definition or
/// parameter list the compiler sees.
std::vector<Param> parse_user_main(const std::string& source, const std::string& options = "");

/// Size in bytes of an OpenCL C built-in scalar or vector type name, 0 if unknown.
unsigned builtin_type_size(const std::string& type);

/// The user's source with `User_main(` turned into `User_main(ACL_STATE_PARAM ` so the
/// builtins can reach the AC kernel's state.
std::string add_state_parameter(const std::string& source);

/// Whether User_main's parameter `index`, named `name`, is used only as a view of words
/// (Param::as_view): every parameter list of User_main in `source` declares it with a '*'
/// and no address space, and every other use of the name is `name[` (not after '&') or the
/// first argument of a get_acl_xy or get_acl_lr call that is dereferenced (`*get_acl_xy(name,
/// ...)` or `get_acl_xy(name, ...)[k]`). Then add_address_space can make it `__local` or
/// `__global`.
bool used_as_view(const std::string& source, size_t index, const std::string& name);

/// Whether used_as_view holds and every use of the name is the first argument of a
/// dereferenced get_acl_xy call (`*get_acl_xy(name, ...)`), not `name[k]`, not
/// `get_acl_xy(name, ...)[k]` and not get_acl_lr: nothing in the source depends on how the
/// words of a column lie.
bool read_through_xy(const std::string& source, size_t index, const std::string& name);

/// Whether User_main's parameter `index`, named `name`, is a pointer whose words it only
/// adds to (Param::only_added): every parameter list of User_main declares it with a '*'
/// and no address space, and every other use of the name is `name[...] += ...` or
/// `name[...] -= ...` (not after '&', '++' or '--'); what is added cannot name it.
bool only_added(const std::string& source, size_t index, const std::string& name);

/// Whether User_main's parameter `index`, named `name`, is a pointer whose words it assigns
/// before any read, and how far (Param::assigned). Conservative: the one definition of
/// User_main declares it with a '*' and no address space; no use of the name outside its
/// body but the parameter list; the one use that is not a size query (get_acl_size(name)...)
/// is `name[i] = v;`, the whole body of a loop `for (int i = 0; i < B; i++)` (or `++i`,
/// `i += 1`) that is a statement of User_main's top level with no `return` or `goto` before
/// it, B being `get_ac_size(1)` or `get_acl_size(name)`; v assigns nothing (no '=', '++',
/// '--', compound assignment, `&i`) and opens no block. No preprocessor directive in the
/// source and no -D, -include or -imacros in `options`. Anything else: None.
AssignedLoop assigned_loop(const std::string& source, const std::string& options, size_t index,
                           const std::string& name);

/// The source with the assignment that assigned_loop finds for parameter `index`, named
/// `name` (`name[i] = value;`, options without -D), made a combine: `name[i] =
/// combine("name[i]", "(value)");`. "" where assigned_loop finds none. For written column
/// sums whose words User_main's loop combines straight into their totals
/// (ArgPlan::into_totals).
std::string combine_assignment(
    const std::string& source, size_t index, const std::string& name,
    const std::function<std::string(const std::string&, const std::string&)>& combine);
/// The source with every read `name[i]` of parameter `index` one word read once: `const
/// type acl_word<index> = name[0];` first in User_main's body and each `name[i]` that word.
/// "" unless the one definition of User_main declares it with a '*' and no address space,
/// every use of the name outside its parameter list is in the body and is `name[i]` (not
/// assigned, not after '&') or a size query, and no index assigns, steps or calls anything
/// or names it; no preprocessor directive in the source, no -D, -include or -imacros in
/// `options`. For ACL_PER_ROW words read beside column sums, the same word for every index
/// (Param::word_reads).
std::string hoist_word(const std::string& source, const std::string& options, size_t index,
                       const std::string& name, const std::string& type);
/// The source with address space `space` (`__local`, `__global`) before parameter `index`
/// of every User_main parameter list, for each index in `indices` (parameters used_as_view:
/// windows in local tiles, strips read in place).
std::string add_address_space(const std::string& source, const std::vector<size_t>& indices,
                              const std::string& space);

/// Whether the code (not comments or strings) names `name`, or includes a file that may.
bool names_in_code(const std::string& source, const std::string& name);

/// Whether the source could tell where its words lie: it names a builtin that gives a
/// position (get_acl_origin, get_acl_blockOrigin, get_acl_iter, get_acl_lr, get_acl_xy,
/// get_acl_nbh, block counts, the OpenCL work-item functions, ...) or includes a file.
/// Sources that cannot see only their words' values (pass `flatten`, planner/passes/flatten.cpp).
bool sees_positions(const std::string& source);

/// Whether the source may run on vectors of words in place of words (pass tile_cpu_lanes:
/// compiled with `float` defined as a vector type, each lane a neighbouring work-item's
/// word): it names no builtin whose value would differ between lanes or that needs a
/// scalar (positions other than tile sizes and iteration counts, work-item functions,
/// sizeof, vector loads, conversions, reinterpretations, atomics), no other scalar type
/// that a float could be converted to (char, short, long, half, double, their unsigned
/// forms), no explicit vector type, address space, struct, union or typedef, no
/// preprocessor line, no branch on a float (an `if`, `while` or `for` condition naming a
/// variable declared `float` or a float literal, outside get_acl_* and get_ac_size calls)
/// and no float stored into an int (an int declared or assigned from such an expression, or
/// an `(int)` cast of one): such a build fails, and PoCL prints its error count on stderr
/// whatever the log takes. Code that passes this but still does not compile on vectors (a
/// float comparison passed to a helper's int) is caught by the build, which the launcher
/// then repeats with words (AclKernel::built_for).
/// `valid_ok`: get_acl_valid allowed (plans of blocks on vectors count level-1 rows, and
/// COMMON words, as words; a tile on vectors would count words of vectors).
bool lane_safe(const std::string& source, bool valid_ok = false);

/// Whether User_main may run as one iteration of a loop over a block's work-items in a
/// work-item of its own (Plan::row_loop): its code names no work-item or work-group
/// function (`get_local_*`, `get_global_*`, `get_enqueued_*`), barrier, fence, work-group
/// or sub-group function, or asynchronous copy, and includes no header; preprocessor lines
/// included.
bool item_loop_safe(const std::string& source);

/// The user's source with `_Pragma("clang loop unroll(enable)")` before each `for` loop
/// that has no loop pragma of its own (none in preprocessor lines, comments or strings).
/// PoCL builds with loop unrolling disabled, so User_main's loops over its portion stay
/// loops, and a loop inside the work-item code keeps PoCL from vectorising across
/// work-items; with the hint LLVM unrolls them (fully where the trip count is constant).
std::string hint_loop_unrolling(const std::string& source);

/// The user's source with `_Pragma("clang loop vectorize(enable)")` before each `for` loop
/// that has no loop pragma of its own and whose body only stores words indexed by the
/// loop's counter (`r[i] = a[i] * v[i];`, declarations of its own allowed; no nested loop,
/// no other assignment, no macro or function the source defines; no hint at all in a
/// source that includes a file): PoCL 5 vectorises a loop inside the work-item's code only
/// where asked, and asked it may reassociate a reduction, which such a body does not have.
std::string hint_loop_vectorizing(const std::string& source);

}  // namespace acl::detail
