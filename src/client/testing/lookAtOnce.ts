/**
 * Runs a user's action as a browser does, outside Testing Library's act(), and then lets only the
 * action's own follow-up run (promise callbacks), not the renders React schedules for later: what
 * a user, or a browser test, sees right after a click on a busy machine.
 */
export async function actAndLookAtOnce(action: () => void): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    action();
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** Chooses an option of a select as a browser does (a change event), for actAndLookAtOnce. */
export function chooseOption(select: HTMLElement, value: string): void {
  (select as HTMLSelectElement).value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
