/* nn in ACL: the records arrive as (lat, lng) pairs, the distances go back. */
void User_main(float2* loc, float* dist, float lat, float lng)
{
    for (int i = 0; i < get_ac_size(1); i++)
        dist[i] = sqrt((lat - loc[i].x) * (lat - loc[i].x) + (lng - loc[i].y) * (lng - loc[i].y));
}
