// Reseeding while the server held the embedded database succeeded, then broke every sign-in until
// a restart: a second process must be refused while the first lives.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseInUseError, lockDataDir } from "@/lib/db/pglite-lock";

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "pglite-lock-")), "pglite");

describe("lockDataDir", () => {
  it("writes this process's pid beside the folder and removes it on release", () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses a folder another living process holds, naming it", () => {
    const dir = dataDir();
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DatabaseInUseError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.ppid));
  });

  it("takes over the lock of a process that died without releasing it", () => {
    const dir = dataDir();
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid!;
    writeFileSync(`${dir}.lock`, String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
