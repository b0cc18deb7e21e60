# Sourced by the test scripts that run work beside the timed stages (test-all/helpers.sh,
# pg-test-cluster.sh).
# lower_autogroup PID|self: gives the scheduler autogroup of PID's session the nice value 10, as the
# processes in it have. Linux puts every session (setsid, a daemon) in an autogroup of its own, the
# groups share the CPU equally, and a process's nice value weighs only within its group: without
# this, work started niced in a session of its own competes with the browser tests as an equal.
# Where the kernel has no autogroups (the file is missing) or refuses, nothing changes.
lower_autogroup() {
  local file="/proc/$1/autogroup"
  [ -w "$file" ] && echo 10 >"$file" 2>/dev/null
  return 0
}
