// Resource names as the maps service writes them: "accounts/1001", "locations/1001000001".

/** "1001" and "accounts/1001" both name the same account. */
export function accountResource(account: string): string {
  return account.startsWith("accounts/") ? account : `accounts/${account}`;
}

export function locationResource(location: string): string {
  return location.startsWith("locations/") ? location : `locations/${location}`;
}

/** The id part of a resource name: "accounts/1001" → "1001". */
export function resourceId(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}
