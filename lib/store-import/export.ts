import "server-only";
import type { Readable } from "node:stream";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import type { locations } from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import type { Location } from "@/lib/maps/types";
import { locationFromRow, loadDetails } from "@/lib/stores/details";
import { listLocations } from "@/lib/stores/queries";
import type { ListLocationsInput } from "@/lib/validation/locations";
import { COLUMN_NAMES } from "./check";
import { COLUMNS, formatRow, guardFormula, type CellLanguage } from "./columns";
import { writeSheet, type SheetFormat } from "./spreadsheet";

type Selection = { filter: ListLocationsInput; workspace?: ListWorkspace };

/** The header row, then a row per store the list's filters match, a page at a time. */
async function* exportRows(
  db: Db,
  {
    tenantId,
    selection,
    language,
    format,
  }: { tenantId: string; selection: Selection; language: CellLanguage; format: SheetFormat },
): AsyncGenerator<string[]> {
  const names = COLUMN_NAMES[language];
  yield COLUMNS.map((column) => names[column.key] ?? column.key);
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await listLocations(db, {
      ...selection.filter,
      tenantId,
      workspace: selection.workspace,
      limit: MAX_PAGE_SIZE,
      offset,
      withTotal: false,
    });
    const details = await loadDetails(db, { tenantId, ids: page.items.map((store) => store.id) });
    for (const store of page.items) {
      const kept = details.get(store.id)?.location;
      const location: Location = {
        ...(kept ?? locationFromRow(store as typeof locations.$inferSelect)),
        storeCode: store.storeCode ?? undefined,
      };
      const cells = formatRow(location, language);
      // XLSX cells are typed text and never run; a CSV opened in a spreadsheet would.
      yield format === "CSV" ? cells.map(guardFormula) : cells;
    }
    if (page.items.length < MAX_PAGE_SIZE) return;
  }
}

/** The filtered store list as a sheet, streamed as it is read. */
export function exportStores(
  db: Db,
  input: { tenantId: string; selection: Selection; language: CellLanguage; format: SheetFormat },
): Readable {
  const sheetName = COLUMN_NAMES[input.language].sheet ?? "Stores";
  return writeSheet(input.format, exportRows(db, input), sheetName);
}
