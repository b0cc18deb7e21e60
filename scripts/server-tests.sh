#!/usr/bin/env bash
# The server tests with Node's runner, in batches of files (scripts/server-tests/plan.ts): each batch
# is one process that runs its files one after another, each file in a suite of its own
# (scripts/server-tests/inOneProcess.ts), SERVER_TEST_WORKERS batches at a time (2 unless told). Every
# test server a file starts has its own SQLite folder and its own PostgreSQL database
# (src/server/test/harness.ts), so two batches at once share no rows. Prints the spec reporter's
# lines and writes TAP to the file named first (test-all.sh adds up its `# pass`, `# fail` and
# `# cancelled`); the exit code is the runner's.
# Usage: bash scripts/server-tests.sh <tap file> [test files ...]  (default: every *.test.ts)
set -uo pipefail
cd "$(dirname "$0")/.."

tap=${1:?usage: scripts/server-tests.sh <tap file> [test files ...]}
shift
workers=${SERVER_TEST_WORKERS:-2}
if [ $# -gt 0 ]; then
  files=("$@")
else
  mapfile -t files < <(find src/server scripts eslint examples -name '*.test.ts' | sort)
fi

# The batch files, the longest first (about a minute of tests each, by scripts/server-tests/times.txt,
# so that no long one is left for the end while the other worker idles).
batch_dir=$(mktemp -d "${TMPDIR:-/tmp}/server-tests.XXXXXX")
trap 'rm -rf "$batch_dir"' EXIT
mapfile -t batches < <(node --import tsx scripts/server-tests/plan.ts "$batch_dir" "$workers" "${files[@]}")
[ ${#batches[@]} -gt 0 ] || { echo "✗ no batches planned" >&2; exit 1; }

# Node's own runner: the server's dependencies are ESM, which Jest's module sandbox cannot load.
# Each file's time goes beside the TAP file (<tap>.durations.txt, the longest first): copy it to
# scripts/server-tests/times.txt when files have been added or have become much slower. The first
# import spares the runner's promise tracking, a quarter of the tests' time (its file says why).
node --import ./scripts/server-tests/withoutResourceTracking.mjs --import tsx --test --test-concurrency="$workers" \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$tap" \
  --test-reporter=./scripts/server-test-durations.mjs --test-reporter-destination="${tap%.tap}.durations.txt" \
  "${batches[@]}"
