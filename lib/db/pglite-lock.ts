import "server-only";
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

// PGlite has no lock between processes: a seed run against a running server's folder broke every
// sign-in until restart. So each process holds a lock file naming its pid beside the folder.

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running StorePlus ` +
        `server?). Stop that process first; the embedded database allows one process at a time.`,
    );
    this.name = "DatabaseInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off("exit", release);
        if (holderOf(lockFile) === process.pid) unlinkSync(lockFile);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = holderOf(lockFile);
      if (pid !== null && pid !== process.pid && isAlive(pid)) {
        throw new DatabaseInUseError(dataDir, pid);
      }
      // Left by a process that died without releasing it (or by this one): take it over.
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

/** For command-line tools: a database in use ends the run with its message, not a stack. */
export function exitIfInUse(error: unknown): never {
  if (error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
