# Sourced by the test scripts that run work beside the timed stages (test-all.sh and its helpers,
# pg-test-cluster.sh). Why: Linux (by default) puts every session in a scheduler autogroup of its
# own, the groups share the CPU equally, and a process's nice value weighs only within its group. A
# lane started with `setsid nice -n 10` got as much CPU as the whole browser stage (measured: two
# burners so started had 2.3 times the CPU of two in front), and so does every PostgreSQL backend,
# each of which calls setsid: the CI's browser stage took 4,459 s beside them and ran out its 90
# minutes, where it took 1,314 s before.

autogroups_file=/proc/sys/kernel/sched_autogroup_enabled

# autogroups_off: for this run, one scheduler group for all, so that nice weighs as it says (root
# only; the file is the kernel's switch). Prints the value to give back to autogroups_restore.
autogroups_off() {
  local before
  before=$(cat "$autogroups_file" 2>/dev/null) || return 0
  [ "$before" = 1 ] && echo 0 >"$autogroups_file" 2>/dev/null && echo "$before"
  return 0
}

# autogroups_restore VALUE: gives the switch back what autogroups_off found (nothing when empty).
autogroups_restore() {
  [ -n "${1:-}" ] && echo "$1" >"$autogroups_file" 2>/dev/null
  return 0
}

# lower_autogroup PID|self: where autogroups stay on (not root), gives the autogroup of PID's session
# the nice value 10 its processes have. PostgreSQL's backends still get groups of their own then.
lower_autogroup() {
  local file="/proc/$1/autogroup"
  [ -w "$file" ] && echo 10 >"$file" 2>/dev/null
  return 0
}
