/** A built-in role's name as a message key: "Super Admin" → "Super_Admin". */
export const roleKey = (name: string) => name.replace(/[^A-Za-z0-9_]/g, "_");
