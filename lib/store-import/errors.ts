/** A file the import refuses whole; `code` is a key of storeImport.fileErrors. */
export class ImportFileError extends Error {
  constructor(
    readonly code: "wrongType" | "tooLarge" | "tooManyRows" | "noStoreCode" | "empty" | "noFile",
    readonly status = 400,
  ) {
    super(`Import refused: ${code}`);
    this.name = "ImportFileError";
  }
}

export class ImportNotFoundError extends Error {
  constructor() {
    super("No such import");
    this.name = "ImportNotFoundError";
  }
}

export class NothingToApplyError extends Error {
  constructor() {
    super("The import has no change to send");
    this.name = "NothingToApplyError";
  }
}
