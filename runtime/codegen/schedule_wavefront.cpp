// The Wavefront schedule of ACL_RNO1/RNO2 plans (plan.hpp): each launch runs the tiles of
// one diagonal; at step t work-item lid runs its portion of block
// row t - lid of the tile. Work-items of a group work on different blocks, so every
// transfer is direct and User_main is called by the active work-items only.
#include "codegen/emitters.hpp"
#include "error.hpp"

namespace acl::detail {

void write_wavefront(EmitContext& e) {
  SourceWriter& w = e.w;
  const Wavefront& v = e.p.wavefront();
  w.line("const int acl_tile = (int)get_group_id(0);");
  w.line("const int acl_Z = acl_tile / acl_wave_n;");
  w.line("const int acl_R = acl_wave_r0 + (acl_tile - acl_Z * acl_wave_n);");
  w.line("const int acl_G = acl_wave_d - ", v.step, " * acl_R;");
  w.open("for (int acl_step = 0; acl_step < ", v.rows + e.p.wg - 1, "; acl_step++)");
  w.line("const int acl_row = acl_R * ", v.rows, " + acl_step - acl_lid;");
  w.open("if (acl_step - acl_lid >= 0 && acl_step - acl_lid < ", v.rows, " && acl_row < ", v.gy,
         ")");
  const std::string n = "acl_n1";
  w.line("const int ", n, " = acl_G + ", v.gx, " * (acl_row + ", v.gy, " * acl_Z);");
  w.line("acl_st.acl_iter[1] = ", n, ";");
  const std::vector<const ArgPlan*> args = at_level(e.p, 1);
  std::vector<Coords> cs;
  for (const ArgPlan* a : args) cs.push_back(coords(e, *a, n, ""));
  for (size_t i = 0; i < args.size(); ++i) {
    const ArgPlan& a = *args[i];
    if (a.placement != Placement::Private)
      internal_error("wavefront plan with a " + std::string(placement_name(a.placement)) +
                     " argument");
    load_direct(e, a, cs[i], Names(a.index).window);
    if (a.nbh) load_neighbours(e, a, cs[i]);
    write_state(e, a, cs[i]);
  }
  write_call(e);
  for (size_t i = 0; i < args.size(); ++i)
    if (writes(*args[i])) store_direct(e, *args[i], cs[i]);
  w.close();
  // Orders this step's stores before the next step's neighbour loads in the group.
  w.line("barrier(CLK_GLOBAL_MEM_FENCE);");
  w.close();
}

}  // namespace acl::detail
