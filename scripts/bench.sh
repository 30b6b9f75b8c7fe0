#!/usr/bin/env bash
# npm run bench: starts a throwaway PostgreSQL (as the tests do) and runs every benchmark on
# PGlite and on PostgreSQL, then the browser benchmarks in headless Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
ensure_system_deps || exit 1
source scripts/lib/pg-cluster.sh
# A buffer cache of a server, not of a test: 512MB holds the million-row search index (143 MB) and
# the records (244 MB); PostgreSQL's install default of 128MB is a floor, not a deployment setting.
PG_SHARED_BUFFERS=512MB start_pg_cluster || exit 1
trap stop_pg_cluster EXIT
BENCH_DATABASE_URL="$TEST_DATABASE_URL" npx tsx bench/run.ts "$@"
