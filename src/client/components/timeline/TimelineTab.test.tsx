import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Timeline, TimelineEvent } from '../../api/history';
import { setupMswServer } from '../../testing/msw';
import { renderAt } from '../../testing/render';
import { formatDateTime } from '../../../shared/dates';
import { TimelineTab } from './TimelineTab';

// The tab 'Verlauf' (issue 53): 'Demnächst' on top, the events newest first with time, kind badge,
// title, a changed value as a diff (old struck, new marked) and link; the kind filter and range go
// to the server, and 'Ältere laden' asks for the page before the last one's `next`.

const server = setupMswServer();

const event = (more: Partial<TimelineEvent>): TimelineEvent => ({
  at: '2026-11-30T08:15:00.000Z',
  kind: 'change',
  title: 'hosts:store-server',
  detail: null,
  before: null,
  after: null,
  posId: '1',
  link: null,
  ...more,
});

function fakeTimeline(pages: Record<string, Timeline>) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/frontend/timeline', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json(pages[query.get('before') ?? 'first']);
    }),
  );
  return queries;
}

describe("the tab 'Verlauf'", () => {
  it('shows what is coming, then the events with a diff, and pages backwards', async () => {
    const queries = fakeTimeline({
      first: {
        events: [
          event({ before: '10.3.0.10', after: '10.3.0.20' }),
          event({
            at: '2026-11-30T07:00:00.000Z',
            kind: 'alert',
            title: 'Alarm geöffnet: Kasse offline',
            link: '/frontend/alerts?contextId=NORDMARKT',
          }),
        ],
        upcoming: [
          event({ at: '2026-11-30T22:00:00.000Z', kind: 'version', title: 'Update fällig: kasse-5.14.0.zip' }),
        ],
        next: '2026-11-30T07:00:00.000Z',
      },
      '2026-11-30T07:00:00.000Z': {
        events: [
          event({
            at: '2026-11-29T07:00:00.000Z',
            kind: 'connection',
            title: 'Wieder online',
            detail: 'Nach 12 Minuten offline',
          }),
        ],
        upcoming: [],
        next: null,
      },
    });
    const user = userEvent.setup();
    renderAt(
      <TimelineTab contextId="NORDMARKT" subject={{ cashpointUid: 'c-1' }} />,
      '/frontend/cashpoints?contextId=NORDMARKT',
    );

    const upcoming = await screen.findByRole('list', { name: 'Demnächst' });
    expect(within(upcoming).getByRole('listitem')).toHaveTextContent('Update fällig: kasse-5.14.0.zip');
    const list = screen.getByRole('list', { name: 'Verlauf' });
    const [hosts, alert] = within(list).getAllByRole('listitem');
    expect(hosts).toHaveTextContent(formatDateTime('2026-11-30T08:15:00.000Z', true));
    expect(hosts).toHaveTextContent('Änderung');
    expect(hosts!.querySelector('del')).toHaveTextContent('10.3.0.10');
    expect(hosts!.querySelector('ins')).toHaveTextContent('10.3.0.20');
    expect(within(alert!).getByRole('link', { name: /Mehr anzeigen/ })).toHaveAttribute(
      'href',
      '/frontend/alerts?contextId=NORDMARKT',
    );
    expect(queries[0]!.get('cashpointUid')).toBe('c-1');
    expect(queries[0]!.get('kinds')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ältere laden' }));
    expect(await screen.findByText('Nach 12 Minuten offline')).toBeInTheDocument();
    expect(queries.at(-1)!.get('before')).toBe('2026-11-30T07:00:00.000Z');
    expect(screen.queryByRole('button', { name: 'Ältere laden' })).toBeNull();
  });

  it('asks only for the kinds left checked, and refuses a range that ends before it begins', async () => {
    const queries = fakeTimeline({ first: { events: [], upcoming: [], next: null } });
    const user = userEvent.setup();
    renderAt(
      <TimelineTab contextId="NORDMARKT" subject={{ storeUid: 's-1' }} />,
      '/frontend/cashpoints?contextId=NORDMARKT',
    );
    expect(await screen.findByText('Im gewählten Zeitraum ist nichts geschehen.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Protokoll' }));
    await waitFor(() =>
      expect(queries.at(-1)!.get('kinds')).toBe('connection,version,change,tse,alert,action,rollout,maintenance'),
    );
    expect(queries.at(-1)!.get('storeUid')).toBe('s-1');

    const from = screen.getByLabelText('Von');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('Der Beginn („from“) liegt nach dem Ende („to“).')).toBeVisible();
  });
});
