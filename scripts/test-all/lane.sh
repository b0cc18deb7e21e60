#!/usr/bin/env bash
# One lane of static checks for test-all.sh, one check after another (the lane as a whole is started
# niced). Prints each check's output (the caller keeps it in the lane's log) and appends one
# `rc name` line per check that ran to its rc file: a check that never reports (the lane died) is
# counted as failed by test-all.sh, which knows how many to expect.
# Usage: bash scripts/test-all/lane.sh <rc file> "name|command" ...
set -u
rc_file=$1
shift
for entry in "$@"; do
  name=${entry%%|*} command=${entry#*|}
  echo "── $name"
  start=$SECONDS
  bash -c "$command" 2>&1
  rc=$?
  [ "$rc" = 0 ] || echo "✗ $name failed"
  echo "⏱ $name: $((SECONDS - start)) s"
  echo "$rc $name" >>"$rc_file"
done
