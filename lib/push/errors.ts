/** A device refused: push is off on this server, or a browser's endpoint is not a push service. */
export class PushInputError extends Error {
  constructor(
    readonly code: "PUSH_OFF" | "ENDPOINT_REFUSED",
    readonly field: string,
  ) {
    super(`Push device refused: ${code}`);
    this.name = "PushInputError";
  }
}

export class PushDeviceNotFoundError extends Error {
  constructor() {
    super("Device not found");
    this.name = "PushDeviceNotFoundError";
  }
}
