import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { installFakeEventSource } from '../../testing/fakeEventSource';
import { renderAt } from '../../testing/render';
import { batchMs, changedMarkMs } from '../../app/useLiveStream';
import { LiveIndicator } from './LiveIndicator';
import { LiveStream } from './LiveStream';

const stream = installFakeEventSource();

const frame = (
  <>
    <LiveStream />
    <LiveIndicator />
  </>
);

describe('the live stream and its mark in the top bar', () => {
  it("says 'Live' once the context's stream opens, and that the pages poll when it fails", async () => {
    const { container } = renderAt(frame, '/frontend/cashpoints?contextId=NORDMARKT');
    expect(stream.latest().url).toBe('/api/frontend/events?contextId=NORDMARKT');
    // Connecting: the pages still poll every minute.
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Nicht live: Aktualisierung jede Minute');

    stream.latest().open();
    const mark = screen.getByTestId('live-indicator');
    expect(mark).toHaveTextContent('Live: Änderungen erscheinen sofort');
    expect(mark).toHaveAttribute('title', 'Live: Änderungen erscheinen sofort');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    stream.latest().fail();
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Minütlich');
  });

  it('opens no stream and shows no mark on a page without a context', () => {
    renderAt(frame, '/frontend/home');
    expect(stream.latest()).toBeUndefined();
    expect(screen.queryByTestId('live-indicator')).not.toBeInTheDocument();
  });

  it('follows the context: another one closes the stream and opens its own', async () => {
    const { router } = renderAt(frame, '/frontend/cashpoints?contextId=NORDMARKT');
    const first = stream.latest();
    first.open();
    await act(() => router.navigate('/frontend/cashpoints?contextId=SUEDKAUF'));
    expect(first.readyState).toBe(2);
    expect(stream.latest().url).toBe('/api/frontend/events?contextId=SUEDKAUF');
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Minütlich');
  });

  it('tries again after a refusal, which EventSource does not retry itself', () => {
    jest.useFakeTimers();
    renderAt(frame, '/frontend/cashpoints?contextId=NORDMARKT');
    stream.latest().fail(2);
    const refused = stream.latest();
    act(() => void jest.advanceTimersByTime(30_000));
    expect(stream.latest()).not.toBe(refused);
  });

  it("marks a changed register and its store for two seconds; ignores other contexts' events", () => {
    jest.useFakeTimers();
    const { store } = renderAt(frame, '/frontend/cashpoints?contextId=NORDMARKT');
    stream.latest().open();
    const event = { kind: 'cashpoint', contextId: 'NORDMARKT', uid: 'c1', storeUid: 's1', changes: { offline: true } };
    stream.latest().send('cashpoint', event);
    stream.latest().send('cashpoint', { ...event, contextId: 'SUEDKAUF', uid: 'c9' });
    // Applied together a moment later, not one by one.
    expect(store.getState().live.changed).toEqual({});
    act(() => void jest.advanceTimersByTime(batchMs));
    expect(Object.keys(store.getState().live.changed).sort()).toEqual(['c1', 's1']);
    act(() => void jest.advanceTimersByTime(changedMarkMs));
    expect(store.getState().live.changed).toEqual({});
  });
});
