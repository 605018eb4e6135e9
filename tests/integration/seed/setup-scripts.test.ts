// Regression (issue 22): on a deployment, where AUTH_SECRET comes from the environment and there is
// no .env.local, `npm run setup` and `npm run db:seed` stopped at "node: .env.local: not found".
// The scripts run from a copy of the project's entry files with no .env.local beside them.
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../../..");
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "storeplus-deploy-"));
  copyFileSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  for (const entry of ["node_modules", "lib", "scripts", "tsconfig.json", "messages"])
    symlinkSync(path.join(ROOT, entry), path.join(dir, entry));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `npm run <script>` in the copy, as a deployment runs it: the secret in the environment only. */
async function npmRun(script: string, args: string[] = []) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AUTH_SECRET: "deployment-secret",
    PGLITE_DIR: `${dir}/db/pglite`,
  };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run("npm", ["run", script, "--", ...args], { cwd: dir, env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("setup scripts with AUTH_SECRET in the environment and no .env.local", () => {
  it("db:seed reaches the seed itself (which refuses a bad --stores before touching anything)", async () => {
    const result = await npmRun("db:seed", ["--stores", "0"]);
    expect(result.output).not.toMatch(/\.env\.local: not found/);
    expect(result.output).toMatch(/--stores must be a whole number/);
    // ensure-env leaves a deployment's environment alone: no file with a second secret appears.
    expect(existsSync(path.join(dir, ".env.local"))).toBe(false);
  }, 120_000);
});
