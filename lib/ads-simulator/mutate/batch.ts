import "server-only";
import type { FieldPathElement } from "@/lib/ads-api/types";
import type { Db } from "@/lib/db/client";
import type { SimCustomer } from "../auth";
import { AdsSimFailure, simError, type SimError } from "../failure";
import { customerResources, newId, resourceByName, type SimResource } from "../store";

// One mutate request's work: resources read and made so far, temporary names (negative ids) and
// the real names they stand for. Nothing is written until every operation has passed.

export class Batch {
  private readonly temp = new Map<string, string>();
  private readonly touched = new Map<string, SimResource>();
  private all: SimResource[] | null = null;

  constructor(
    readonly db: Db,
    readonly customer: SimCustomer,
    readonly now: Date,
  ) {}

  get customerId(): string {
    return this.customer.id;
  }

  /** The real name of a temporary one made earlier in this request; others as they are. */
  resolve(name: string): string {
    return this.temp.get(name) ?? name;
  }

  /** A name for a new resource: its temporary name (if any) then stands for it. */
  name(collection: string, asked: unknown, id = newId()): string {
    const real = `customers/${this.customerId}/${collection}/${id}`;
    if (typeof asked === "string" && /\/-\d+$/.test(asked)) this.temp.set(asked, real);
    return real;
  }

  async get(name: unknown, type: string): Promise<SimResource | null> {
    if (typeof name !== "string") return null;
    const real = this.resolve(name);
    const found = this.touched.get(real) ?? (await resourceByName(this.db, real));
    return found && found.type === type && found.customerId === this.customerId ? found : null;
  }

  async list(type: string): Promise<SimResource[]> {
    this.all ??= await customerResources(this.db, this.customerId);
    const merged = new Map(this.all.map((r) => [r.resourceName, r]));
    for (const r of this.touched.values()) merged.set(r.resourceName, r);
    return [...merged.values()].filter((r) => r.type === type);
  }

  put(
    resource: Omit<SimResource, "customerId" | "createdAt" | "updatedAt"> & Partial<SimResource>,
  ) {
    const full: SimResource = {
      customerId: this.customerId,
      createdAt: this.now,
      ...resource,
      updatedAt: this.now,
    };
    this.touched.set(full.resourceName, full);
    return full;
  }

  made(): SimResource[] {
    return [...this.touched.values()];
  }
}

/** The errors of one operation, each at its field path; thrown together. */
export class Problems {
  readonly errors: SimError[] = [];
  constructor(readonly at: FieldPathElement[]) {}

  add(
    kind: string,
    code: string,
    message: string,
    path: (string | [string, number])[] = [],
    trigger?: string,
  ) {
    const elements = path.map((p) =>
      typeof p === "string" ? { fieldName: p } : { fieldName: p[0], index: p[1] },
    );
    this.errors.push(simError(kind, code, message, [...this.at, ...elements], trigger));
    return this;
  }

  check(): void {
    if (this.errors.length) throw new AdsSimFailure("INVALID_ARGUMENT", this.errors);
  }
}

export type Operation = {
  create?: Record<string, unknown>;
  update?: Record<string, unknown>;
  remove?: string;
  updateMask?: string;
};

export type ResourceHandler = {
  type: string;
  collection: string;
  create(batch: Batch, body: Record<string, unknown>, p: Problems): Promise<SimResource>;
  update?(
    batch: Batch,
    body: Record<string, unknown>,
    mask: string[],
    p: Problems,
  ): Promise<SimResource>;
};
