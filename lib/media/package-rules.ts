// Pure: the server (service.ts) and the package form's instant feedback run this same function.
import { mediaIssue, type MediaFacts } from "@/lib/files/rules";
import { aspectIssue, SINGLE_FILE_CATEGORIES } from "./rules";

export type PackageFile = MediaFacts & { name: string };

/** A package rule broken: the field, a files.errors / media code, the file it names if any. */
export type PackageIssue = {
  path: string;
  message: string;
  file?: string;
  /** What the message names besides the file (a limit, a ratio). */
  params?: Record<string, string | number | null>;
};

export function packageIssues(category: string, files: readonly PackageFile[]): PackageIssue[] {
  const issues: PackageIssue[] = [];
  const single = (SINGLE_FILE_CATEGORIES as readonly string[]).includes(category);
  if (new Set(files.map((f) => f.kind)).size > 1)
    issues.push({ path: "resourceIds", message: "MIXED_FORMATS" });
  if (single && files.length > 1)
    issues.push({ path: "resourceIds", message: "ONE_FILE_FOR_CATEGORY" });
  if (single && files[0]?.kind === "VIDEO")
    issues.push({ path: "category", message: "NO_VIDEO_FOR_CATEGORY" });
  for (const file of files) {
    const issue = mediaIssue(file) ?? (file.kind === "IMAGE" ? aspectIssue(category, file) : null);
    if (issue) {
      const { code, ...params } = issue;
      issues.push({ path: "resourceIds", message: code, file: file.name, params });
    }
  }
  return issues;
}
