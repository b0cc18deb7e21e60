import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../../platform/config';
import { instanceJobs } from '../../jobs';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { addContext, addStore, alertsOf, minute } from '../../test/alertsKit';

describe('ALERT_CHECK_SECONDS', () => {
  it('is 60 seconds unless set, 5 to 3600', () => {
    assert.equal(loadConfig({}).alertCheckSeconds, 60);
    assert.equal(loadConfig({ ALERT_CHECK_SECONDS: '5' }).alertCheckSeconds, 5);
    assert.equal(loadConfig({ ALERT_CHECK_SECONDS: '3600' }).alertCheckSeconds, 3600);
  });

  it('refuses other values at start', () => {
    assert.throws(() => loadConfig({ ALERT_CHECK_SECONDS: '4' }), /ALERT_CHECK_SECONDS must be between 5 and 3600/);
    assert.throws(() => loadConfig({ ALERT_CHECK_SECONDS: '3601' }), /ALERT_CHECK_SECONDS must be between 5 and 3600/);
  });
});

for (const kind of databaseKinds)
  describe(`the alert check job on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, { env: { ALERT_CHECK_SECONDS: '3600' } });
    });
    after(() => server.close());

    it('is one of the jobs of the leading instance; silence before it started does not count', async () => {
      const contextId = await addContext(server.db, 'JOB');
      const gone = server.clock.now - 60 * minute;
      await addStore(server.db, contextId, '9', { heartbeat: gone }, [{ heartbeat: gone }]);
      const job = instanceJobs(server.app).find((j) => j.name === 'alerts');
      assert.ok(job);
      // The console itself may have been down for that hour: no store is reported down at once.
      await (
        await job.start()
      )();
      assert.deepEqual(await alertsOf(server.db, 'storeDown'), []);
      // Still silent past the offline limit and the rule's 5 minutes after the checks started (leading
      // again keeps that start).
      server.clock.now += 11 * minute;
      await (
        await job.start()
      )();
      const [alert, ...more] = await alertsOf(server.db, 'storeDown');
      assert.deepEqual(more, []);
      assert.equal(Number(alert!.openedAt), server.clock.now);
    });
  });
