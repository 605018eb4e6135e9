/**
 * The path and query of the page a request is for, set by the middleware on the request it passes
 * on (any value the browser sent is replaced). Layouts do not otherwise know their page; the shell
 * uses it only to title its skeleton (lib/navigation/page-headers.ts), never to decide access.
 */
export const PAGE_PATH_HEADER = "x-storeplus-page";
