#!/usr/bin/env bash
# The e2e suite's server: a freshly seeded database and a production build, then `next start`.
# Seeding is mostly one busy core and the build uses what is left, so they run side by side.
set -u
cd "$(dirname "$0")/.."
port="$1" db_dir="$2"
rm -rf "$db_dir"
# Written once before both start, so they do not race to create .env.local.
node scripts/ensure-env.mjs
npm run setup &
setup=$!
# SKIP_BUILD=1 serves the build already in $NEXT_DIST_DIR (default .next).
if [ "${SKIP_BUILD:-}" != 1 ]; then
  npm run build || { kill "$setup" 2>/dev/null; exit 1; }
fi
wait "$setup" || exit 1
exec npm run start -- -p "$port"
