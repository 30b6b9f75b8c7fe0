#!/usr/bin/env bash
# `npm run test:module <module>`: one module's tests and nothing else: its API test on PGlite and on
# a throwaway PostgreSQL cluster, its UI test, its story and rule tests. No type check, Storybook
# build or e2e (npm test runs those).
set -uo pipefail
cd "$(dirname "$0")/.."
name="${1:-}"
if [ -z "$name" ] || [ $# -gt 1 ]; then echo "Uso: npm run test:module <módulo>   (p. ej. npm run test:module banco)"; exit 1; fi
if [ ! -f "schemas/$name/$name.schema.json" ]; then echo "No existe el módulo \"$name\" (falta schemas/$name/$name.schema.json)."; exit 1; fi

files=()
# Tests named after the module: <m>.test.ts and <m>-<aspect>.test.ts (banco.test.ts, banco-address.test.ts).
shopt -s nullglob
for candidate in tests/api/"$name"{,-*}.test.ts tests/dom/"$name"{,-*}.test.tsx schemas/"$name"/*.test.ts stories/modules/"$name".test.tsx; do
  [ -f "$candidate" ] && files+=("$candidate")
done
if [ ${#files[@]} -eq 0 ]; then echo "El módulo \"$name\" no tiene pruebas (tests/api/$name.test.ts, tests/dom/$name.test.tsx)."; exit 1; fi

projects=(--project unit --project dom --project dom-fresh-page --project api-pglite)
# API files run on PostgreSQL; DOM files on the real API use it too when it runs (vitest.config.ts).
if printf '%s\n' "${files[@]}" | grep -qE '^tests/(api|dom)/'; then
  source scripts/lib/system-deps.sh
  source scripts/lib/pg-cluster.sh
  if [ -z "$(pg_bin_dir)" ]; then echo "Falta PostgreSQL para las pruebas de API (sudo apt-get install -y postgresql)."; exit 1; fi
  start_pg_cluster || { echo "No se pudo iniciar PostgreSQL para las pruebas"; exit 1; }
  trap stop_pg_cluster EXIT
  projects+=(--project api-postgres)
fi
echo "Pruebas del módulo $name: ${files[*]}"
npx vitest run "${projects[@]}" "${files[@]}"
