// One launch over several devices (clEnqueueAclKernelMulti): the axis the level-1 data is
// cut along, each device's band, and how every argument reaches the piece a device plans
// and runs on. Pure: no OpenCL calls; the launcher creates the sub-buffers and copies it
// describes, and each piece is planned like any launch (make_plan).
#pragma once

#include <array>
#include <iosfwd>
#include <string>
#include <vector>

#include "attributes/attributes.hpp"

namespace acl::detail {

/// The axis of the level-1 view that is cut into bands: rows (y) or columns (x). ACL_TILE
/// plans cut the result's rows.
enum class PartitionAxis { Rows, Columns };

/// How one argument reaches a device.
enum class Reach {
  AsSet,     ///< as set: scalars, scratch, pass-through buffers, data every device reads whole
  View,      ///< a sub-buffer of the buffer holding the piece (its first byte is aligned)
  Resident,  ///< the device's piece of a distributed buffer, which holds just the piece
  Copy,      ///< a buffer of the device's own: the piece copied in (read data), the words the
             ///< device owns copied back (written data)
};

/// A box of bytes in a buffer, as clEnqueueCopyBufferRect takes it.
struct Box {
  size_t x = 0, y = 0, z = 0;  ///< origin: byte in the row, row, slice
  size_t row_bytes = 0, rows = 0, slices = 0;
  size_t row_pitch = 0, slice_pitch = 0;
  size_t offset() const { return z * slice_pitch + y * row_pitch + x; }
  /// Bytes from the first byte of the box to just past its last.
  size_t span() const { return (slices - 1) * slice_pitch + (rows - 1) * row_pitch + row_bytes; }
};

/// One argument as a device sees it.
struct PieceArg {
  Reach reach = Reach::AsSet;
  ArgDesc desc;           ///< what the device's plan sees: the piece's shape, pitches, positions
  Box region;             ///< View, Copy: the piece in the buffer as set
  bool copy_in = false;   ///< Copy of data that is read
  bool copy_out = false;  ///< Copy of data that is written
  Box owned;              ///< copy_out: the words this device owns, in the buffer as set
  Box owned_here;         ///< ... and in the device's own buffer
  /// ACL_RANDOM data (read whole): how the position entries of the piece's blocks reach the
  /// device (View, Copy; AsSet for other data), and where they are in the position buffer.
  Reach positions = Reach::AsSet;
  Box entries;
};

/// A device's share: the rows (columns) it owns and the piece it holds around them.
struct Piece {
  size_t device = 0;          ///< index of its queue
  size_t first = 0, end = 0;  ///< rows (columns) of the view it owns
  size_t held_first = 0, held_end = 0;  ///< rows (columns) its piece holds: owned and margins
  std::vector<PieceArg> args;
};

/// The whole split: a printable value (ACL_PLAN=1, aclGetKernelMultiPlan).
struct PartitionPlan {
  PartitionAxis axis = PartitionAxis::Rows;
  size_t extent = 0;            ///< rows (columns) of the view
  size_t unit = 1;              ///< bands start at multiples of this (whole blocks)
  size_t margin_before = 0;     ///< rows (columns) a piece holds before its band (interior edges)
  size_t margin_after = 0;      ///< ... and after it
  std::vector<double> weights;  ///< normalised, one a device
  std::vector<std::string> device_names;  ///< one a device, for printing
  /// ACL_RNO1/RNO2 data: each band waits for the band above (its kernel, and the copies in
  /// of data that reads the band above's results, ArgDesc::rows_above).
  bool pipelined = false;
  std::vector<Piece> pieces;       ///< devices with a band; a device that gets no block has none
  std::vector<std::string> notes;  ///< why
};

/// What a launch over several devices asks of the split.
struct PartitionRequest {
  PartitionAxis axis = PartitionAxis::Rows;
  size_t unit = 1;                        ///< rows (columns) of the whole plan's blocks
  std::vector<double> weights;            ///< one a device; empty: equal
  std::vector<size_t> view_align;         ///< one a device: sub-buffer alignment in bytes,
                                          ///< 0 = copies only
  std::vector<std::string> device_names;  ///< one a device
  /// Band boundaries given (distributed data, one more than devices), else from weights.
  std::vector<size_t> bounds;
  size_t dist_margin = 0;  ///< margin rows at least this (the distributed buffers')
  /// One an argument: kept in distributed bands of rows (bounds, dist_margin: their margin), so
  /// each device's piece is already on it; empty: none.
  std::vector<bool> resident;
  /// ACL_RANDOM launches: the whole plan's level-1 blocks along x, y and z (block b of the
  /// launch reads the origin in entry b of the position buffer); 0: none.
  std::array<size_t, 3> blocks = {0, 0, 0};
  /// Launches whose results depend on the blocks' shape (ACL_RANDOM, ACL_RNO1/RNO2): the
  /// whole plan's work-group size (0: free) and each argument's split (0: free), which
  /// every piece keeps, so that its blocks are blocks of the whole plan.
  cl_uint keep_wg = 0;
  std::vector<cl_uint> keep_split;
  /// One an argument: the byte at which its buffer (and its ACL_RANDOM position buffer)
  /// starts in the memory object pieces are cut from: a sub-buffer's origin in its parent,
  /// as OpenCL has no sub-buffers of sub-buffers; views must start aligned there. Empty: 0.
  std::vector<size_t> origin, position_origin;
};

/// The axis a launch over several devices cuts, for validated arguments that the rule table's
/// steps SeveralDevices* passed (attributes/rule_table.cpp refuses the data no axis takes):
/// columns where a dependency runs down the columns (ACL_RNO0, ACL_LNO0) or a write-back
/// transposes, rows otherwise.
PartitionAxis partition_axis(const std::vector<ArgDesc>& args, std::string* why = nullptr);

/// The bands and pieces, for arguments partition_axis takes. Throws CL_INVALID_VALUE for bad
/// weights, ACL_NOT_SUPPORTED_YET for level-1 data the bands cannot follow (other lengths, the
/// request's distributed buffers, ACL_RANDOM beside margin rows).
PartitionPlan partition_launch(const std::vector<ArgDesc>& args, const PartitionRequest& request);

/// Band boundaries of `extent` rows for `weights` (normalised): whole units, one more than
/// weights; a device whose share rounds to no unit gets an empty band.
std::vector<size_t> band_bounds(size_t extent, size_t unit, const std::vector<double>& weights);

/// `weights` checked (finite, >= 0, some > 0; one per device) and normalised to sum 1;
/// empty gives equal weights. Throws CL_INVALID_VALUE naming the bad entry.
std::vector<double> normalised_weights(const std::vector<double>& weights, size_t devices);

std::ostream& operator<<(std::ostream& os, const PartitionPlan& s);

}  // namespace acl::detail
