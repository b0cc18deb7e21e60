#!/usr/bin/env bash
# The server tests with Node's runner, SERVER_TEST_WORKERS files at a time (2 unless told; 1 runs
# them one by one as before). Each file is a process of its own, and every test server it starts
# has its own SQLite folder and its own PostgreSQL database (src/server/test/harness.ts), so two
# files at once share no rows. Prints the spec reporter's lines and writes TAP to the file named
# first (test-all.sh adds up its `# pass` and `# fail`); the exit code is the runner's.
# Usage: bash scripts/server-tests.sh <tap file> [test files ...]  (default: every *.test.ts)
set -uo pipefail
cd "$(dirname "$0")/.."

tap=${1:?usage: scripts/server-tests.sh <tap file> [test files ...]}
shift
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t all < <(find src/server scripts eslint examples -name '*.test.ts' | sort)
  # The slowest files first (measured: each takes half a minute or more), so neither worker is left
  # with a long one at the end while the other idles; the rest in their usual order.
  mapfile -t slow < scripts/server-tests-slowest.txt
  files=()
  for file in "${slow[@]}"; do [ -f "$file" ] && files+=("$file"); done
  for file in "${all[@]}"; do [[ " ${slow[*]} " == *" $file "* ]] || files+=("$file"); done
fi

# Node's own runner: the server's dependencies are ESM, which Jest's module sandbox cannot load.
# Each file's time goes beside the TAP file (<tap>.durations.txt, the longest first).
exec node --import tsx --test --test-concurrency="${SERVER_TEST_WORKERS:-2}" \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" \
  --test-reporter=./scripts/server-test-durations.mjs --test-reporter-destination="${tap%.tap}.durations.txt" \
  "${files[@]}"
