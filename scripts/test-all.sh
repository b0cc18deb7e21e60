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

# The static checks and the build need no database and no timing of their own: they run in two
# lanes beside the server tests, niced, so they take the CPU the test workers leave idle and never
# slow a test; their output is printed when the server tests are done. The client tests (Jest)
# and the browser tests wait for them: their timeouts must not share the CPU with anything else.
lanes=.tmp/test-all
rm -rf "$lanes" && mkdir -p "$lanes"
lane() { # lane name, then "name|command" entries; writes <lane>.log and one `rc name` line per check
  local lane=$1; shift
  for entry in "$@"; do
    local name=${entry%%|*} command=${entry#*|}
    { echo "── $name"; nice -n 10 bash -c "$command" 2>&1 || { echo "✗ $name failed"; false; }; } >>"$lanes/$lane.log"
    echo "$? $name" >>"$lanes/$lane.rc"
  done
}
# Spectral's OpenAPI rules (.spectral.yaml): a warning fails too, so the count stays 0. A breaking
# change to openapi.yaml needs a new major version (scripts/contract/base.ts: compared with what).
lane checks \
  "codegen is fresh|npx tsx scripts/check-codegen.ts" \
  "openapi lint (Redocly)|npx redocly lint openapi.yaml --format=stylish" \
  "openapi lint (Spectral)|npx spectral lint openapi.yaml --fail-severity=warn --quiet" \
  "contract gate|npx tsx scripts/contract/gate.ts" \
  "typecheck|npx tsc --noEmit" \
  "architecture|npm run --silent lint:arch" &
checks_pid=$!
lane style \
  "eslint|npx eslint . --max-warnings=0" \
  "prettier|npx prettier --check . --log-level warn" \
  "build|npm run --silent build >test-results/build.log 2>&1 || { tail -30 test-results/build.log; false; }" &
style_pid=$!

echo "── server tests over HTTP (SQLite$( [ -n "${TEST_DATABASE_URL:-}" ] && echo ' and PostgreSQL'), ${SERVER_TEST_WORKERS:-2} batches of files at a time)"
bash scripts/server-tests.sh test-results/server.tap
# A cancelled test did not pass: a file's `before` hook that throws cancels its tests.
counts=$(awk '/^# pass /{p=$3} /^# fail /{f=$3} /^# cancelled /{c=$3} END{if (p=="") print "0 1"; else print p, f + c}' test-results/server.tap)
passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))

wait "$checks_pid" "$style_pid"
cat "$lanes/checks.log" "$lanes/style.log"
lane_checks=0
while read -r rc name; do
  lane_checks=$((lane_checks + 1))
  if [ "$rc" = 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  [ "$name" = build ] && build_rc=$rc
done < <(cat "$lanes/checks.rc" "$lanes/style.rc" 2>/dev/null)
# A lane that died before its end counts each check it never reported as failed.
[ "$lane_checks" -lt 9 ] && { echo "✗ $((9 - lane_checks)) checks never reported"; failed=$((failed + 9 - lane_checks)); }

echo "── client tests (Jest, Testing Library)"
rm -f test-results/jest.json
npx jest --ci --maxWorkers=2 --json --outputFile=test-results/jest.json
counts=$(node -e "const r=require('./test-results/jest.json');console.log(r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites)" 2>/dev/null || echo "0 1")
passed=$((passed + ${counts% *})); failed=$((failed + ${counts#* }))

if [ "${build_rc:-1}" = 0 ]; then
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
  echo "✗ build failed, browser tests skipped"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
