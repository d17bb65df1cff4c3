// The printed form of a PartitionPlan (partition.hpp): ACL_PLAN=1 and the tests show it.
#include "planner/partition.hpp"

#include <ostream>

namespace acl::detail {

std::ostream& operator<<(std::ostream& os, const PartitionPlan& s) {
  const char* what = s.axis == PartitionAxis::Rows ? "rows" : "columns";
  os << "ACL launch over " << s.weights.size() << " devices: " << s.extent << " " << what
     << " of level-1 data in bands of whole blocks (of " << s.unit << "), weights";
  for (double w : s.weights) os << " " << w;
  os << ", margin " << what << " " << s.margin_before << " before and " << s.margin_after
     << " after a band\n";
  size_t k = 0;
  for (size_t dev = 0; dev < s.weights.size(); ++dev) {
    os << "  device " << dev << " '" << s.device_names[dev] << "': ";
    if (k == s.pieces.size() || s.pieces[k].device != dev) {
      os << "no " << what << " (no blocks)\n";
      continue;
    }
    const Piece& p = s.pieces[k++];
    os << what << " " << p.first << ".." << p.end << ", holds " << p.held_first << ".."
       << p.held_end << "\n";
    for (const PieceArg& pa : p.args) {
      if (pa.desc.kind != ArgKind::Transfer) continue;
      os << "    '" << pa.desc.param.name << "': ";
      if (pa.reach == Reach::AsSet) {
        os << "the buffer as set, read whole";
        if (pa.positions != Reach::AsSet) {
          const Box& e = pa.entries;
          os << "; the position entries of its blocks: "
             << (pa.positions == Reach::View ? "sub-buffer" : "own buffer") << " of bytes "
             << e.offset() << ".." << e.offset() + e.span()
             << (pa.positions == Reach::View ? "" : ", copied in");
        }
        os << "\n";
        continue;
      }
      const Box& b = pa.region;
      os << (pa.reach == Reach::View       ? "sub-buffer"
             : pa.reach == Reach::Resident ? "its piece of the distributed buffer, as"
                                           : "own buffer")
         << " of bytes " << b.offset() << ".." << b.offset() + b.span() << " (" << b.row_bytes
         << " x " << b.rows << " x " << b.slices << " at " << b.x << ", " << b.y << ", " << b.z
         << ")";
      if (pa.copy_in) os << ", copied in";
      if (pa.copy_out)
        os << ", band copied back (" << pa.owned.row_bytes << " x " << pa.owned.rows << " x "
           << pa.owned.slices << " at " << pa.owned.x << ", " << pa.owned.y << ", " << pa.owned.z
           << ")";
      os << "\n";
    }
  }
  for (const std::string& n : s.notes) os << "  - " << n << "\n";
  return os;
}

}  // namespace acl::detail
