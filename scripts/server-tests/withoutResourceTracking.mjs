// Loaded first (`node --import`) by scripts/server-tests.sh. Node 20's test runner follows every
// async resource of a test process with an async hook (init and destroy for each promise), so that
// a test, suite or hook declared in async code is given to the suite it was declared in, and an
// error thrown in stray async work to the test that started it. The server tests make millions of
// promises while they run, and the hook cost a quarter of their time (demoStory.test.ts on SQLite:
// 115 s with it, 89 s without).
//
// So the runner's hook is handed out under a switch (`resourceTracking` below): it is on while the
// files are loaded and their tests declared (scripts/server-tests/inOneProcess.ts declares a batch's
// files in suites of their own, and needs it then), and off while their tests run. An error of
// stray async work then still fails the run, as a diagnostic with its message and an exit code of 1
// (scripts/serverTests.test.ts); only the test's name is missing. Every other async hook is made as
// usual; should a later Node build its runner otherwise, nothing here matches and its hook stays on.
import asyncHooks from 'node:async_hooks';

const createHook = asyncHooks.createHook;
let runnerHook;
let wanted = false;
let paused = false;

asyncHooks.createHook = function createHookSwitchable(callbacks) {
  const hook = createHook.call(this, callbacks);
  if (runnerHook || !new Error().stack?.includes('internal/test_runner/harness')) return hook;
  runnerHook = hook;
  const switchable = {
    enable() {
      wanted = true;
      if (!paused) hook.enable();
      return switchable;
    },
    disable() {
      wanted = false;
      hook.disable();
      return switchable;
    },
  };
  return switchable;
};

/** Pauses and resumes the runner's hook (scripts/server-tests/inOneProcess.ts, via `globalThis`). */
globalThis[Symbol.for('serverTests.resourceTracking')] = {
  pause() {
    paused = true;
    runnerHook?.disable();
  },
  resume() {
    paused = false;
    if (wanted) runnerHook?.enable();
  },
};
