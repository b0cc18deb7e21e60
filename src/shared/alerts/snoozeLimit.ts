/** The longest snooze: a week covers a long weekend and a holiday; longer is forgetting, not snoozing. */
export const maxSnoozeMs = 7 * 24 * 60 * 60_000;
