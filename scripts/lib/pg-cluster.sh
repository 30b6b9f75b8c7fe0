# A throwaway PostgreSQL cluster on 127.0.0.1 for the tests; exports TEST_DATABASE_URL.
# PG_SHARED_BUFFERS (default PostgreSQL's own 128MB) sizes its buffer cache; npm run bench sets it.
start_pg_cluster() {
  local bin; bin=$(pg_bin_dir)
  PG_TMP=$(mktemp -d /tmp/bo-pg.XXXXXX)
  PG_PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  local as=()
  if [ "$(id -u)" = "0" ]; then chown postgres "$PG_TMP"; as=(runuser -u postgres --); fi
  "${as[@]}" "$bin/initdb" -D "$PG_TMP/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$PG_TMP/initdb.log" 2>&1 || { cat "$PG_TMP/initdb.log"; return 1; }
  "${as[@]}" "$bin/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w \
    -o "-h 127.0.0.1 -p $PG_PORT -k $PG_TMP -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=${PG_SHARED_BUFFERS:-128MB}" start >/dev/null || { cat "$PG_TMP/server.log"; return 1; }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  export PG_BIN_DIR="$bin"
}

stop_pg_cluster() {
  [ -n "${PG_TMP:-}" ] || return 0
  local as=(); [ "$(id -u)" = "0" ] && as=(runuser -u postgres --)
  "${as[@]}" "$(pg_bin_dir)/pg_ctl" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1
  rm -rf "$PG_TMP"
}
