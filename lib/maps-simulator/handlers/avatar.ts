import "server-only";
import { hash32 } from "../ids";
import { escapeHtml } from "../oauth/consent-page";

const COLOURS = ["#1a73e8", "#d93025", "#188038", "#f9ab00", "#9334e6", "#e8710a", "#007b83"];

export function avatar(sub: string): Response {
  const initial = escapeHtml((sub.replace(/^sim-/, "")[0] ?? "?").toUpperCase());
  const colour = COLOURS[hash32(sub) % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="62" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
