// The generated kernels' parameter list (kernel_params.hpp).
#include "codegen/kernel_params.hpp"

#include "codegen/emit.hpp"

namespace acl::detail {
namespace {

/// The declaration of User_main's argument `a` in the kernel's signature.
std::string user_decl(const ArgPlan& a) {
  const std::string cnst = a.is_const ? "const " : "";
  const std::string& g = Names(a.index).global;
  switch (a.placement) {
    case Placement::Value:
      return cat(a.type, " ", g);
    case Placement::Global:
      return cat(a.desc.param.space == AddressSpace::Constant ? "__constant " : "__global ", cnst,
                 a.type, "* ", g);
    case Placement::Scratch:
      return cat("__local ", cnst, a.type, "* ", g);
    default:
      return cat("__global ", writes(a) ? "" : "const ", a.type, "* restrict ", g);
  }
}

}  // namespace

std::string KernelParam::name() const { return decl.substr(decl.find_last_of(' ') + 1); }

std::vector<KernelParam> kernel_params(const Plan& p) {
  std::vector<KernelParam> params;
  for (const ArgPlan& a : p.args) params.push_back({ParamRole::User, a.index, user_decl(a)});
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && random(a))
      params.push_back({ParamRole::Position, a.index,
                        cat("__global const int4* restrict acl_pos", a.index)});
  // Arrays inside their buffers: the offsets in words (write_array_starts).
  for (const ArgPlan& a : p.args)
    if (a.is_transfer() && a.shifted)
      params.push_back({ParamRole::Offset, a.index, cat("const ulong acl_off", a.index)});
  // The sync buffer: pipelines, scans and pyramids; split k hands the parts' tiles over in
  // it (Tiling::parts); written ACL_PER_SLICE data each group's total (lines.cpp).
  const bool sync = p.is<Pipeline>() || p.is<Scan>() || p.is<Pyramid>() ||
                    (p.is<Tiling>() && !p.tiling().cpu && p.tiling().parts) ||
                    (p.is<Blocks>() && p.launch.sync_words);
  if (sync) params.push_back({ParamRole::Sync, 0, "__global uint* acl_sync"});
  // Scans and pyramids take tickets from acl_base on and tag their words with acl_scans
  // (AclKernel::SyncBuffer).
  if (p.is<Scan>() || p.is<Pyramid>()) {
    params.push_back({ParamRole::ScanBase, 0, "const uint acl_base"});
    params.push_back({ParamRole::ScanCount, 0, "const uint acl_scans"});
  }
  // A wavefront's launch: its diagonal, first tile row and tiles (Plan::launch_at).
  if (p.is<Wavefront>()) {
    params.push_back({ParamRole::WaveDiagonal, 0, "const int acl_wave_d"});
    params.push_back({ParamRole::WaveFirstRow, 0, "const int acl_wave_r0"});
    params.push_back({ParamRole::WaveTiles, 0, "const int acl_wave_n"});
  }
  return params;
}

std::string signature(const std::vector<KernelParam>& params) {
  std::string s;
  for (const KernelParam& k : params) s += (s.empty() ? "" : ", ") + k.decl;
  return s;
}

}  // namespace acl::detail
