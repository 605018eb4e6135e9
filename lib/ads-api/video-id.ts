// The id in a YouTube link, read alike by the forms in the browser and by the ads client.

export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The id of a YouTube link: watch?v=, youtu.be/, shorts/, embed/, live/; null for anything else. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  const parts = parsed.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = parsed.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
