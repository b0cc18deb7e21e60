# Sourced by scripts/test-all.sh: adding up the runners' counts, and the stages that run beside.
# Uses (and changes) the caller's `passed`, `failed` and `stages`.

# check NAME COMMAND...: one test that passes when the command does; returns the command's result.
check() {
  local name=$1
  shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✗ $name failed"; return 1; fi
}

# add_counts "P F": a runner's passed and failed tests. The callers print "0 1" when a runner left no
# readable report (it died, or never started): a stage that dies counts as one failed test.
add_counts() {
  passed=$((passed + ${1% *}))
  failed=$((failed + ${1#* }))
}

# tap_counts FILE: "passed failed" of a TAP file by Node's runner; cancelled tests (a `before` hook
# that threw) failed. No summary (the run died before its end) is "0 1".
tap_counts() {
  awk '/^# pass /{p=$3} /^# fail /{f=$3} /^# cancelled /{c=$3} END{if (p=="") print "0 1"; else print p, f + c}' "$1" 2>/dev/null ||
    echo "0 1"
}

# took NAME START: the stage's wall time, printed and kept for the summary before the last line.
timings=()
took() {
  echo "⏱ $1: $((SECONDS - $2)) s"
  timings+=("$1 $((SECONDS - $2)) s")
}

# ended NAME: a background stage's wall time (its log's last line) for the summary.
ended() {
  local line
  line=$(tail -1 "$stages/$1.log" 2>/dev/null)
  [[ $line == "⏱ $1: "* ]] && timings+=("${line#⏱ }")
  return 0
}

# background NAME COMMAND...: runs the command beside the script, niced (it takes the CPU the timed
# stages leave idle), its output into $stages/NAME.log with its wall time at the end. In a session of
# its own, so that stop_background ends it with every process it started (Ctrl-C reaches only the
# foreground). `$!` is its pid afterwards, for `wait`.
# Where the kernel's autogroups stay on, the lane lowers its own (scripts/test-all/autogroup.sh).
background_pids=()
background() {
  local name=$1
  shift
  setsid nice -n 10 bash -c '. scripts/test-all/autogroup.sh; lower_autogroup self
    start=$SECONDS; "$@"; rc=$?; echo "⏱ $0: $((SECONDS - start)) s"; exit $rc' \
    "$name" "$@" >"$stages/$name.log" 2>&1 &
  background_pids+=("$!")
}

# stop_background: ends what still runs beside (only after an interrupt: the script waits for all).
stop_background() {
  local pid
  for pid in "${background_pids[@]}"; do kill -- "-$pid" 2>/dev/null; done
  return 0
}
