import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files in the order of their paths, the same on every machine. Integration files share one
 * module graph (`isolate: false`): a state one file leaves behind then shows up locally exactly as
 * it would in CI, not only under another machine's order of durations.
 */
export class PathOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}
