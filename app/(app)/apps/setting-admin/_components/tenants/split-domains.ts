/** The domains of the editor's text: one per line, or separated by commas, semicolons or spaces. */
export const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.trim())
    .filter(Boolean);
