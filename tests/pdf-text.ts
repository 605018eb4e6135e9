import path from "node:path";

// pdfjs reads an exported file as a viewer does: it opening here means it opens in a reader.
const FONTS = `${path.resolve("node_modules/pdfjs-dist/standard_fonts")}/`;

/** Every text run of every page of a PDF, one per line. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    standardFontDataUrl: FONTS,
  }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ("str" in item && item.str.trim()) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join("\n");
}
