import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RolloutGate } from '../../api/rollouts';
import { WaveGates } from './WaveGates';

const gates = (list: RolloutGate[]) =>
  render(
    <MemoryRouter>
      <WaveGates wave="Welle 2" contextId="NORDMARKT" gates={list} />
    </MemoryRouter>,
  );

describe("a wave's gates", () => {
  it('shows each value beside its threshold with its direction, and its state', () => {
    gates([
      { kind: 'successShare', value: 40, threshold: 95, holds: false, state: 'fails' },
      { kind: 'failureShare', value: 2, threshold: 5, holds: true, state: 'holds' },
      { kind: 'heartbeatAfterInstall', value: 0, threshold: 0, holds: true, state: 'pending' },
    ]);
    expect(screen.getByTestId('gate-successShare')).toHaveTextContent('40 % / mind. 95 %');
    expect(screen.getByTestId('gate-successShare')).toHaveTextContent('nicht erfüllt');
    expect(screen.getByTestId('gate-failureShare')).toHaveTextContent('2 % / höchstens 5 %');
    expect(screen.getByTestId('gate-heartbeatAfterInstall')).toHaveTextContent('noch offen');
  });

  it('says that no day close is due yet, and counts the stores it cannot measure', () => {
    gates([{ kind: 'dayClose', value: 0, threshold: 98, holds: true, state: 'pending', unmeasurable: 1 }]);
    const gate = screen.getByTestId('gate-dayClose');
    expect(gate).toHaveTextContent('noch kein Tagesabschluss fällig');
    expect(gate).not.toHaveTextContent('0 %');
    expect(gate).toHaveTextContent('1 Filiale ohne STORE-Instanz: nicht messbar');
    expect(gate).toHaveTextContent('noch offen');
  });

  it('links a failing alert gate to the open alerts of its kinds and to its stores', () => {
    gates([
      {
        kind: 'alertRise',
        value: 2,
        threshold: 0,
        holds: false,
        state: 'fails',
        alertKinds: ['serviceStopped', 'dayCloseMissing'],
        stores: [{ uid: 's-7', storeId: '007' }],
      },
    ]);
    const gate = screen.getByTestId('gate-alertRise');
    const links = within(gate).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped',
      '/frontend/alerts?contextId=NORDMARKT&state=open&kind=dayCloseMissing',
      expect.stringMatching(/^\/frontend\/cashpoints\?contextId=NORDMARKT#/),
    ]);
    expect(within(gate).getByRole('link', { name: 'Filiale 007 in der Kassenansicht' })).toBeInTheDocument();
  });

  it('names who overrode a gate, when and why', () => {
    const override = {
      by: 'operator',
      byName: 'Otto Operator',
      at: '2026-03-02T12:00:00Z',
      comment: 'Wartung',
      value: 2,
    };
    gates([{ kind: 'alertRise', value: 2, threshold: 0, holds: true, state: 'overridden', override }]);
    const gate = screen.getByTestId('gate-alertRise');
    expect(gate).toHaveTextContent('trotz Prüfung weiter');
    expect(gate).toHaveTextContent(/Trotz Prüfung fortgesetzt von Otto Operator am .*: „Wartung“/);
  });
});
