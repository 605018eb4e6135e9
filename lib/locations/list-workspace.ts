/** A workspace whose stores a list keeps; the default one stands for every store. */
export type ListWorkspace = { id: string; isDefault: boolean; locationCount: number };
