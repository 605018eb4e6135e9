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

# The e2e run spends most of its time waiting on the browser, the server's timers and the
# simulator (about one core busy), and each vitest run keeps about one core busy (one test file at
# a time): on a 2-core machine the e2e run goes side by side with the two vitest runs, which take
# turns. Each writes its own log, printed whole when all are done.
echo "== e2e (Chromium), unit + integration (PGlite), integration (PostgreSQL): running =="
npx playwright test >"$out/e2e.log" 2>&1 &
e2e_pid=$!

pg_url=""
if bash scripts/postgres-test-server.sh start; then
  pg_url="$(cat .ci-tmp/pg/url)"
else
  echo "PostgreSQL binaries not found: skipping the PostgreSQL integration run" >&2
  [ "${CI:-}" = "true" ] && status=1
fi

started=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json" \
  >"$out/vitest-pglite.log" 2>&1 || status=1
echo "unit + integration (PGlite) took $((SECONDS - started)) s"
if [ -n "$pg_url" ]; then
  started=$SECONDS
  TEST_DATABASE_URL="$pg_url" npx vitest run --project integration --project integration-mocking \
    --reporter=default --reporter=json --outputFile.json="$out/vitest-postgres.json" \
    >"$out/vitest-postgres.log" 2>&1 || status=1
  echo "integration (PostgreSQL) took $((SECONDS - started)) s"
  bash scripts/postgres-test-server.sh stop
fi
wait "$e2e_pid" || status=1
echo "e2e finished after $SECONDS s of the test run"

echo "== unit + integration (PGlite) =="
cat "$out/vitest-pglite.log"
if [ -n "$pg_url" ]; then
  echo "== integration (PostgreSQL) =="
  cat "$out/vitest-postgres.log"
fi
echo "== e2e (Chromium) =="
cat "$out/e2e.log"

echo "== size budget (on the e2e run's production build) =="
if ! node scripts/size.mjs --recorded >"$out/size.txt" 2>&1; then
  status=1
  export EXTRA_FAILED_CHECKS="${EXTRA_FAILED_CHECKS:+$EXTRA_FAILED_CHECKS,}size"
fi
grep -E "largest|No |OVER" "$out/size.txt"

SUITES_FAILED=$status node scripts/test-totals.mjs "$out"
exit $status
