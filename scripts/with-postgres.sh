#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server: TEST_DATABASE_URL points at it, and it is
# stopped and deleted afterwards, whatever the command does.
#   scripts/with-postgres.sh npm test
# Uses Debian's PostgreSQL (/usr/lib/postgresql/*/bin), installing the `postgresql` package when it
# is missing and we are root. As root, the server runs as the `postgres` user.
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(pg_bin || true)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/pg_ctl" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)." >&2
    exit 1
  fi
  echo "Installing PostgreSQL…"
  if ! DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
  PG_BIN="$(pg_bin)"
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

PGDATA="$(mktemp -d /tmp/renouveau-pg-XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown postgres "$PGDATA"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  as_owner "$PG_BIN/pg_ctl" -D "$PGDATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PGDATA"
}
trap stop EXIT

as_owner "$PG_BIN/initdb" -D "$PGDATA" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/server.log" -w \
  -o "-p $PORT -k $PGDATA -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT (throw-away, $PGDATA)"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
