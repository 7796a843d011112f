#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throw-away PostgreSQL server:
# initdb in a temporary folder, pg_ctl start on a free local port, stop and delete afterwards.
#   scripts/with-postgres.sh npx vitest run --project server
set -euo pipefail

pg_bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && pg_bin="$dir"; done
if [ -z "$pg_bin" ] && command -v initdb >/dev/null; then pg_bin="$(dirname "$(command -v initdb)")"; fi
if [ -z "$pg_bin" ]; then
  echo "PostgreSQL server binaries not found. Install them: apt-get install -y postgresql" >&2
  exit 1
fi

work="$(mktemp -d)"
port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# initdb refuses to run as root; use the postgres system account then.
as_owner=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$work"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"${as_owner[@]}" "$pg_bin/initdb" -D "$work/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on port $port"
"$@"
