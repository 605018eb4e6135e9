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

# The e2e run is the longest suite: its build and seed keep both cores busy, then its journeys
# leave about a fifth of two cores idle (the browser waits on the server's timers and the
# simulator). The two vitest runs, which take turns, start once its server is up and run at a low
# priority: they take the cores the e2e run leaves idle instead of slowing it down. Each suite
# writes its own log, printed whole when all are done.
echo "== e2e (Chromium), unit + integration (PGlite), integration (PostgreSQL): running =="
npx playwright test >"$out/e2e.log" 2>&1 &
e2e_pid=$!
until (: <"/dev/tcp/127.0.0.1/${E2E_PORT:-3100}") 2>/dev/null || ! kill -0 "$e2e_pid" 2>/dev/null; do
  sleep 2
done
echo "e2e server up after $SECONDS s"
low() { nice -n 10 "$@"; }

pg_url=""
if low bash scripts/postgres-test-server.sh start; then
  pg_url="$(cat .ci-tmp/pg/url)"
else
  echo "PostgreSQL binaries not found: skipping the PostgreSQL integration run" >&2
  [ "${CI:-}" = "true" ] && status=1
fi

started=$SECONDS
low npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest-pglite.json" \
  >"$out/vitest-pglite.log" 2>&1 || status=1
echo "unit + integration (PGlite) took $((SECONDS - started)) s"
if [ -n "$pg_url" ]; then
  started=$SECONDS
  TEST_DATABASE_URL="$pg_url" low npx vitest run --project integration --project integration-mocking \
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
