export * from "./tenants";
export * from "./users";
export * from "./locations";
