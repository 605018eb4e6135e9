// The e2e server takes scheduled-job ticks from an external scheduler with this secret.
export const E2E_CRON_SECRET = process.env.CRON_SECRET ?? "cron-secret-e2e-0123456789";
