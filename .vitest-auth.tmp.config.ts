import { defineConfig } from "vitest/config";
import path from "node:path";
const alias = { "@": path.resolve(process.cwd(), "."), "server-only": path.resolve(process.cwd(), "tests/server-only-stub.ts") };
export default defineConfig({ resolve: { alias }, test: { environment: "node", testTimeout: 60_000, hookTimeout: 120_000, fileParallelism: false, include: ["tests/integration/auth-*.test.ts"] } });
