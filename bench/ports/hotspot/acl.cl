/* Hotspot a time step a launch: the temperature arrives with a margin of 1 whose words past
 * the chip's edges repeat the edge (ACL_BORDER_CLAMP), which is the suite's boundary. */
void User_main(float* temp, float* power, float* out, float step_cap, float rx_1, float ry_1, float rz_1,
               float amb)
{
    for (int i = 0; i < get_ac_size(1); i++) {
        const float t = temp[i], we = *get_acl_xy(temp, -1, i), e = *get_acl_xy(temp, 1, i);
        out[i] = t + step_cap * (power[i] + (temp[i + 1] + temp[i - 1] - 2.0f * t) * ry_1 +
                                 (e + we - 2.0f * t) * rx_1 + (amb - t) * rz_1);
    }
}
