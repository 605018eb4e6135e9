// The simulator's admin API has no default key; the e2e server is started with this one.
export const E2E_SIM_ADMIN_KEY = process.env.MAPS_SIM_ADMIN_KEY ?? "sim-admin-e2e";
