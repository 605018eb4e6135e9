/** "1001" and "accounts/1001" both name the same account. */
export function accountResource(account: string): string {
  return account.startsWith("accounts/") ? account : `accounts/${account}`;
}

export function locationResource(location: string): string {
  return location.startsWith("locations/") ? location : `locations/${location}`;
}

export function resourceId(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** A v4 media item's name: accounts/{a}/locations/{l}/media/{m}, a customer's under media/customers/. */
const MEDIA_NAME = /^(accounts\/[^/]+)\/(locations\/[^/]+)\/media\/(customers\/)?[^/]+$/;

export function parseMediaName(
  name: string,
): { account: string; location: string; customer: boolean } | null {
  const match = MEDIA_NAME.exec(name);
  return match ? { account: match[1]!, location: match[2]!, customer: Boolean(match[3]) } : null;
}

/** A v4 local post's name: accounts/{a}/locations/{l}/localPosts/{p}. */
const LOCAL_POST_NAME = /^(accounts\/[^/]+)\/(locations\/[^/]+)\/localPosts\/([^/]+)$/;

export function parseLocalPostName(
  name: string,
): { account: string; location: string; localPostId: string } | null {
  const match = LOCAL_POST_NAME.exec(name);
  return match ? { account: match[1]!, location: match[2]!, localPostId: match[3]! } : null;
}
