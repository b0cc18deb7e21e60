import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { cashpointCatalogue, cashpointColumns } from '../../shared/reports/cashpointColumns';
import { unknownAgentValues } from '../../shared/reports/cashpointRowsKit';
import type { CashpointReportRow } from '../../shared/reports/rows';
import { readCsv } from '../test/reportQueryKit';
import { sendCsv } from './csvExport';

const row = (i: number): CashpointReportRow => ({
  ...unknownAgentValues,
  uid: `u${i}`,
  storeId: String(1000 + i),
  posId: String(i % 7),
  posType: i % 3 ? 'KASSE' : '-KASSE',
  lastHeartbeat: null,
  cashpointVersion: i % 5 ? '5.12.0' : 'Ulm; "Mitte"',
  currentVersion: null,
  tseServerVersion: null,
  osName: 'Linux',
  cashpointRunning: i % 2 === 0,
  ntpSyncActive: null,
  ntpLastSuccessfulSyncTime: null,
  offline: false,
});

describe('CSV export stream', () => {
  it('writes a long file in pieces with one byte order mark, one header line and every row once', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => row(i));
    const app = Fastify();
    app.get('/file.csv', async (_request, reply) => sendCsv(reply, 'datei.csv', cashpointColumns, rows));
    const reply = await app.inject({ method: 'GET', url: '/file.csv' });
    await app.close();
    assert.equal(reply.statusCode, 200);
    assert.equal(reply.headers['content-disposition'], 'attachment; filename="datei.csv"');
    assert.equal(reply.body.lastIndexOf('\uFEFF'), 0, 'the byte order mark once, at the start');
    const lines = readCsv(reply.body.slice(1));
    assert.equal(lines.length, rows.length + 1);
    assert.deepEqual(
      lines[0],
      cashpointCatalogue.columns.map((c) => c.header),
    );
    assert.equal(lines.filter((cells) => cells[0] === 'Filiale').length, 1, 'one header line');
    assert.deepEqual(
      lines.slice(1).map((cells) => cells[0]),
      rows.map((r) => r.storeId),
    );
    assert.deepEqual(lines[1]!.slice(2, 5), ["'-KASSE", '', 'Ulm; "Mitte"']);
    assert.deepEqual(lines[2]!.slice(2, 5), ['KASSE', '', '5.12.0']);
    assert.equal(lines[2]![8], 'Nein');
  });
});
