#!/usr/bin/env bash
# Runs every suite: unit + integration on embedded PGlite, integration again on a throwaway
# PostgreSQL on 127.0.0.1, and e2e in Chromium against a production build. Ends with one total line.
set -u
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
out=.test-results
rm -rf "$out"; mkdir -p "$out"
status=0

# A fresh checkout has no dependencies yet: install them rather than fail on a missing runner.
if [ ! -x node_modules/.bin/vitest ] || [ ! -x node_modules/.bin/playwright ]; then
  echo "== installing dependencies (npm install) =="
  npm install --no-audit --no-fund --loglevel=error || {
    echo "npm install failed: fix it and run npm test again"
    echo "0 passed, 1 failed"
    exit 1
  }
fi

node scripts/ensure-env.mjs

echo "== unit + integration (PGlite) =="
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json" || status=1

if bash scripts/postgres-test-server.sh start; then
  echo "== integration (PostgreSQL) =="
  TEST_DATABASE_URL="$(cat .ci-tmp/pg/url)" npx vitest run --project integration \
    --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json" || status=1
  bash scripts/postgres-test-server.sh stop
else
  echo "PostgreSQL binaries not found: skipping the PostgreSQL integration run" >&2
  [ "${CI:-}" = "true" ] && status=1
fi

echo "== e2e (Chromium) =="
npx playwright test || status=1

echo "== size budget (on the e2e run's production build) =="
if ! node scripts/size.mjs >"$out/size.txt" 2>&1; then
  status=1
  export EXTRA_FAILED_CHECKS="${EXTRA_FAILED_CHECKS:+$EXTRA_FAILED_CHECKS,}size"
fi
grep -E "largest|No " "$out/size.txt"

SUITES_FAILED=$status node scripts/test-totals.mjs "$out"
exit $status
