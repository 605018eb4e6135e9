/**
 * A browser tab's title: the page first, then the product ("Home · StorePlus", "Inicio · StorePlus").
 * The root layout's metadata template and the client-side error pages both build it here.
 */
export function documentTitle(page: string, appName: string): string {
  return `${page} · ${appName}`;
}
