/** Where a caught email's attachment downloads from (app/api/mail-catcher). */
export function attachmentHref(id: string, index: number): string {
  return `/api/mail-catcher/${id}/${index}`;
}
