#!/usr/bin/env bash
# start|stop a throwaway PostgreSQL cluster on 127.0.0.1 for the integration suite.
set -eu
cd "$(dirname "$0")/.."
dir="${PG_TEST_DIR:-$PWD/.ci-tmp/pg}"
port="${PG_TEST_PORT:-54329}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$bin" ] && [ -x "$bin/initdb" ] || { command -v initdb >/dev/null && bin="$(dirname "$(command -v initdb)")"; } || exit 1
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    "$0" stop >/dev/null 2>&1 || true
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown -R postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -w start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres" > "$dir/url"
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
esac
