// The operator's side of an action for the whole bench fleet (issue 49: "request an action for
// 50,000 registers (dry run, then request) ≤ 1 s each"): POST /api/frontend/actions/preview and
// /request with every store of the fleet as targets, as the dialog 'Aktion ausführen …' sends them,
// each timed as the operator waits for it (median of a few runs). Each request is cancelled at
// once, so the agents' figures that follow find nothing pending.
import { firstBenchStore } from './actionTargets';
import { login } from './http';
import { atMost, msText, num, type BenchRow } from './table';

interface Fleet {
  contextKey: string;
  stores: number;
  registersPerStore: number;
}

const runs = 3;

export const requestFigures = (registers: number) =>
  ({
    preview: [`Aktion für ${num(registers, 0)} Kassen: Probelauf (Median aus ${runs})`, '≤ 1.000 ms'],
    request: [`Aktion für ${num(registers, 0)} Kassen: Anforderung (Median aus ${runs})`, '≤ 1.000 ms'],
  }) as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function actionRequestRows(baseUrl: string, fleet: Fleet): Promise<BenchRow[]> {
  const cookie = await login(baseUrl);
  const post = async (path: string, body: unknown) => {
    const started = performance.now();
    const reply = await fetch(`${baseUrl}/api/frontend${path}`, {
      method: 'POST',
      headers: { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await reply.text();
    if (!reply.ok) throw new Error(`${path}: HTTP ${reply.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - started, json: JSON.parse(text) as { uid?: string; count: number } };
  };
  const registers = fleet.stores * fleet.registersPerStore;
  const form = {
    contextId: fleet.contextKey,
    kind: 'ntpResync',
    targetKind: 'cashpoint',
    parameters: {},
    targets: { storeIds: Array.from({ length: fleet.stores }, (_, i) => String(firstBenchStore + i)) },
  };
  const previews: number[] = [];
  const requests: number[] = [];
  let count = 0;
  for (let run = 0; run < runs; run++) {
    const preview = await post('/actions/preview', form);
    previews.push(preview.ms);
    count = preview.json.count;
    const request = await post('/actions/request', { ...form, deadlineMinutes: 60 });
    requests.push(request.ms);
    await post(`/actions/${request.json.uid}/cancel`, { contextId: fleet.contextKey });
  }
  const figures = requestFigures(registers);
  const note = ` (${num(count, 0)} Ziele)`;
  const row = (figure: readonly [string, string], values: number[]) => {
    const judged = atMost(figure[0], median(values), 1000, msText);
    return { ...judged, measured: `${judged.measured}${note}, alle: ${values.map((v) => num(v, 0)).join(' / ')} ms` };
  };
  return [row(figures.preview, previews), row(figures.request, requests)];
}
