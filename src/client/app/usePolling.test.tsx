import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pollingIntervalMs, rolloutPollingMs, safetyPollingMs } from '../lib/polling';
import { streamFor, streamState } from './liveSlice';
import { makeStore } from './store';
import { usePolling } from './usePolling';

describe('the polling interval of a page', () => {
  it('is the safety interval while the stream is live and the base one while it is down', () => {
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => [usePolling(pollingIntervalMs), usePolling(rolloutPollingMs)], { wrapper });
    expect(result.current).toEqual([60_000, 5_000]);

    act(() => {
      store.dispatch(streamFor('NORDMARKT'));
      store.dispatch(streamState('live'));
    });
    expect(result.current).toEqual([safetyPollingMs, safetyPollingMs]);
    expect(safetyPollingMs).toBe(300_000);

    act(() => void store.dispatch(streamState('down')));
    expect(result.current).toEqual([60_000, 5_000]);
  });
});
