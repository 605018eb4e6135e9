#!/usr/bin/env bash
# `npm run build:standalone`: the self-contained server of a container or serverless host
# (README "Deploy"), in $NEXT_DIST_DIR (default .next)/standalone. Next leaves the static files
# and public/ out of it; they are copied in beside the server here. Start it with
# `node <that folder>/server.js` (PORT, HOSTNAME): `next start` does not serve this build.
set -eu
cd "$(dirname "$0")/.."
dist="${NEXT_DIST_DIR:-.next}"
NEXT_OUTPUT=standalone NEXT_DIST_DIR="$dist" npx next build
# The server sits in standalone/ itself, or deeper when the build traced files above the project
# (node_modules linked from elsewhere): the shallowest server.js is ours.
server="$(find "$dist/standalone" -name server.js -not -path '*/node_modules/*' | awk '{ print length, $0 }' | sort -n | head -n 1 | cut -d' ' -f2-)"
[ -n "$server" ] || { echo "no server.js under $dist/standalone" >&2; exit 1; }
root="$(dirname "$server")"
rm -rf "$root/$dist/static" "$root/public"
mkdir -p "$root/$dist"
cp -R "$dist/static" "$root/$dist/static"
[ -d public ] && cp -R public "$root/public"
echo "$server" > "$dist/standalone-server"
echo "Standalone server: node $server"
