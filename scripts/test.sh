#!/usr/bin/env bash
# The whole test suite: unit, DOM and stories, API on PGlite and on a real PostgreSQL server,
# e2e in real Chromium. Installs missing system packages when run as root, starts a throwaway
# PostgreSQL cluster on 127.0.0.1, and ends with one line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
source scripts/lib/system-deps.sh
ensure_system_deps || exit 1

source scripts/lib/pg-cluster.sh
start_pg_cluster || { echo "No se pudo iniciar PostgreSQL para las pruebas"; exit 1; }
# The e2e server's data directory (playwright.config.ts), removed with the cluster at the end.
export E2E_DATA_DIR="$(mktemp -d "${TMPDIR:-/tmp}/bo-e2e-XXXXXX")"
trap 'stop_pg_cluster; rm -rf "$E2E_DATA_DIR"' EXIT

rm -f .tmp/vitest.json .tmp/playwright.json
# Each phase prints how long it took (the CI budget's figures).
phase_start=$SECONDS
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json "$@"
vitest_rc=$?
echo "== vitest: $((SECONDS - phase_start)) s"

# Build checks, counted as tests: the Storybook build (its output also serves the widget stories to
# the e2e suite), the type checker, the linter and the formatter's check. They run one after another
# beside the e2e suite, whose one browser leaves about a core free; a widget spec that starts before
# the Storybook build ended waits for it (STORYBOOK_BUILD_PENDING, tests/e2e/storybookServer.ts).
: > .tmp/checks.txt
check() {
  local name=$1; shift
  local started=$SECONDS
  if "$@" > ".tmp/check-$name.log" 2>&1; then echo "pass $name" >> .tmp/checks.txt; echo "== $name: ok ($((SECONDS - started)) s)"
  else echo "fail $name" >> .tmp/checks.txt; echo "== $name: failed ($((SECONDS - started)) s)"; tail -30 ".tmp/check-$name.log"; fi
}
export STORYBOOK_BUILD_PENDING="$PWD/.tmp/storybook-build.pending"
touch "$STORYBOOK_BUILD_PENDING"
{
  check storybook-build npm run build-storybook
  rm -f "$STORYBOOK_BUILD_PENDING"
  check typecheck npx tsc --noEmit -p tsconfig.json
  check lint npx eslint . --max-warnings 0
  check format npx prettier --check .
} &
checks_pid=$!

e2e_rc=0
if [ -z "${SKIP_E2E:-}" ] && [ -d tests/e2e ]; then
  phase_start=$SECONDS
  PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json
  e2e_rc=$?
  echo "== e2e: $((SECONDS - phase_start)) s"
fi
wait "$checks_pid"
rm -f "$STORYBOOK_BUILD_PENDING"

VITEST_EXIT_CODE=$vitest_rc node scripts/lib/summarize-tests.mjs .tmp/vitest.json .tmp/playwright.json .tmp/checks.txt
summary_rc=$?
[ $vitest_rc -eq 0 ] && [ $e2e_rc -eq 0 ] && [ $summary_rc -eq 0 ]
