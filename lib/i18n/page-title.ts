// Shared by the root layout's metadata template and the client-side error pages.
export function documentTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}
