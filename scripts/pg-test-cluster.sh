#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster in a temp folder and prints its URL; `stop <dir>` removes it.
# Usage: eval "$(scripts/pg-test-cluster.sh start)"  ->  TEST_DATABASE_URL, PG_TEST_DIR
set -euo pipefail

bin=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-}" in
  start)
    dir=$(mktemp -d /tmp/console-pg.XXXXXX)
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(( 20000 + RANDOM % 20000 ))
    run "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >/dev/null
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      start >/dev/null
    # pg_ctl starts the server in a session of its own: lowered like the server tests that use it
    # most (scripts/test-all/autogroup.sh says why).
    . "$(dirname "$0")/test-all/autogroup.sh"
    lower_autogroup "$(head -1 "$dir/data/postmaster.pid")"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_TEST_DIR=$dir"
    ;;
  renice)
    # renice <dir> <nice>: the server and its backends (new ones inherit the server's value); root
    # may raise a priority, others only lower it, and a refusal changes nothing.
    dir=${2:?cluster folder}
    server=$(head -1 "$dir/data/postmaster.pid")
    renice -n "${3:?nice value}" -p "$server" $(pgrep -P "$server") >/dev/null 2>&1 || true
    ;;
  stop)
    dir=${2:?cluster folder}
    run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | renice <dir> <nice> | stop <dir>" >&2; exit 2 ;;
esac
