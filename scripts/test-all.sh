#!/usr/bin/env bash
# Every test of the project, in one command. Each runner's counts are added up and the last line
# is `N passed, N failed` (CI reads it). Static checks count as one test each.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
mkdir -p test-results

check() { # name, command...
  local name=$1; shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✗ $name failed"; fi
}

bash scripts/ensure-tools.sh || { echo "✗ could not install test tools"; failed=$((failed + 1)); }

pg_dir=""
if pg_env=$(bash scripts/pg-test-cluster.sh start); then
  eval "$pg_env"
  pg_dir=$PG_TEST_DIR
  trap 'bash scripts/pg-test-cluster.sh stop "$pg_dir"' EXIT
else
  echo "✗ PostgreSQL test cluster did not start"; failed=$((failed + 1))
fi

check "codegen is fresh" npx tsx scripts/check-codegen.ts
check "openapi lint (Redocly)" npx redocly lint openapi.yaml --format=stylish
# Spectral's OpenAPI rules (.spectral.yaml): a warning fails too, so the count stays 0.
check "openapi lint (Spectral)" npx spectral lint openapi.yaml --fail-severity=warn --quiet
# A breaking change to openapi.yaml needs a new major version (scripts/contract/base.ts: compared with what).
check "contract gate" npx tsx scripts/contract/gate.ts
check "typecheck" npx tsc --noEmit
check "eslint" npx eslint . --max-warnings=0
check "architecture" npm run --silent lint:arch
check "prettier" npx prettier --check . --log-level warn

echo "── server tests over HTTP (SQLite$( [ -n "${TEST_DATABASE_URL:-}" ] && echo ' and PostgreSQL'))"
# Node's own runner: the server's dependencies are ESM, which Jest's module sandbox cannot load.
mapfile -t server_tests < <(find src/server scripts eslint examples -name '*.test.ts' | sort)
node --import tsx --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination=test-results/server.tap "${server_tests[@]}"
counts=$(awk '/^# pass /{p=$3} /^# fail /{f=$3} END{if (p=="") print "0 1"; else print p, f}' test-results/server.tap)
passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))

echo "── client tests (Jest, Testing Library)"
rm -f test-results/jest.json
npx jest --ci --json --outputFile=test-results/jest.json
counts=$(node -e "const r=require('./test-results/jest.json');console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites)" 2>/dev/null || echo "0 1")
passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))

echo "── build"
if npm run --silent build >test-results/build.log 2>&1; then
  passed=$((passed + 1))
  echo "── playwright (Chromium)"
  rm -f test-results/e2e.json
  npx playwright test
  counts=$(node -e "const s=require('./test-results/e2e.json').stats;console.log(s.expected + s.flaky, s.unexpected)" 2>/dev/null || echo "0 1")
  passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))
  echo "── README commands that need the build: bench, lighthouse, screens (smoke runs)"
  node --import tsx --test --test-concurrency=1 --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination=test-results/smoke.tap scripts/smoke/*.smoke.ts
  counts=$(awk '/^# pass /{p=$3} /^# fail /{f=$3} END{if (p=="") print "0 1"; else print p, f}' test-results/smoke.tap)
  passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))
else
  failed=$((failed + 1)); tail -30 test-results/build.log; echo "✗ build failed, browser tests skipped"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
