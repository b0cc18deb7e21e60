import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Jest's fake timers for a test that waits on a debounce: the clock still runs on its own (msw
 * replies and Testing Library's waits keep working), the user's typing drives it, and `pass`
 * lets a wait run out at once instead of sleeping on a busy machine. The setup file restores real
 * timers after each test.
 */
export function useFakeClock() {
  jest.useFakeTimers({ advanceTimers: true });
  return {
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    pass: (ms: number) => act(() => jest.advanceTimersByTime(ms)),
  };
}
