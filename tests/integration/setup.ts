// Defaults every integration test file may rely on; a value already in the environment wins.
process.env.AUTH_SECRET ||= "test-secret-at-least-32-characters-long!!";
process.env.MAPS_SIM_ADMIN_KEY ||= "sim-admin-test";
