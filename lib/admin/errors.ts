/**
 * A refusal of an admin change, by a code the resolvers turn into a field issue (BAD_USER_INPUT)
 * or NOT_FOUND / FORBIDDEN. The codes are keys the admin screens translate.
 */
export class AdminError extends Error {
  constructor(
    readonly code: string,
    readonly field: string = "id",
    readonly kind: "input" | "notFound" | "forbidden" = "input",
  ) {
    super(code);
    this.name = "AdminError";
  }
}

export const notFoundError = (what: string) => new AdminError(`${what}NotFound`, "id", "notFound");
export const forbiddenError = (code: string) => new AdminError(code, "id", "forbidden");
