import "server-only";
// pdf-lib with standard fonts; the QR code and the stars are vectors, so a card prints sharp at
// any size.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { sanitizeForFont } from "@/lib/reports/pdf";
import type { Locale } from "@/lib/i18n/config";
import { cardTranslator } from "./card-text";
import { qrMatrix, qrPath } from "./qr";
import { cardLocale } from "./rules";
import type { PublicStore } from "./queries";

export type PrintedCard = { store: PublicStore; link: string };

/** A5 portrait: one card a page, two to an A4 sheet when printed so. */
const PAGE = { width: 419.53, height: 595.28, margin: 36 };
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.38, 0.4, 0.45);
const STAR = rgb(0.96, 0.7, 0.09);
/** A 24-unit five-pointed star. */
const STAR_PATH =
  "M12 2L15.09 8.26L22 9.27L17 14.14L18.18 21.02L12 17.77L5.82 21.02L7 14.14L2 9.27L8.91 8.26Z";
const QR_SIDE = 190;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Centred lines of `text`, wrapped at the page's width; returns the y under the last line. */
function centred(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK) {
  const width = PAGE.width - 2 * PAGE.margin;
  const words = sanitizeForFont(text, font).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && font.widthOfTextAtSize(`${last} ${word}`, size) <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  for (const line of lines) {
    const lineWidth = Math.min(font.widthOfTextAtSize(line, size), width);
    page.drawText(line, { x: (PAGE.width - lineWidth) / 2, y: y - size, size, font, color });
    y -= size * 1.3;
  }
  return y;
}

function drawCard(doc: PDFDocument, fonts: Fonts, { store, link }: PrintedCard) {
  const t = cardTranslator(cardLocale(store.languageCode));
  const page = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  y = centred(page, t("card.heading"), y, fonts.bold, 22) - 6;
  const starSize = 22;
  const starsWidth = 5 * starSize + 4 * 6;
  for (let i = 0; i < 5; i++) {
    page.drawSvgPath(STAR_PATH, {
      x: (PAGE.width - starsWidth) / 2 + i * (starSize + 6),
      y,
      scale: starSize / 24,
      color: STAR,
    });
  }
  y -= starSize + 14;
  y = centred(page, store.name, y, fonts.bold, 15);
  for (const line of store.address) y = centred(page, line, y, fonts.regular, 10, MUTED);
  const matrix = qrMatrix(link);
  const quiet = 4;
  const unit = QR_SIDE / (matrix.size + 2 * quiet);
  y -= 8;
  page.drawSvgPath(qrPath(matrix), {
    x: (PAGE.width - QR_SIDE) / 2 + quiet * unit,
    y: y - quiet * unit,
    scale: unit,
    color: rgb(0, 0, 0),
  });
  y -= QR_SIDE + 6;
  y = centred(page, t("card.scan"), y, fonts.regular, 11);
  y = centred(page, t("card.orOpen"), y - 4, fonts.regular, 9, MUTED);
  centred(page, link, y, fonts.regular, 9, MUTED);
}

/** One page a store; with no printable store, one page that says so in the reader's language. */
export async function buildCardsPdf(cards: PrintedCard[], locale: Locale): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const t = cardTranslator(locale);
  doc.setTitle(t("card.heading"));
  for (const card of cards) drawCard(doc, fonts, card);
  if (!cards.length) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    const y = centred(page, t("pdf.noneTitle"), PAGE.height - PAGE.margin, fonts.bold, 16);
    centred(page, t("pdf.none"), y - 6, fonts.regular, 11, MUTED);
  }
  return doc.save();
}
