import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';
import { toast } from './toast';

// A person decides against a gate (issue 45). A store server of the lab (INTERN) that the simulated
// fleet does not know takes part in a store update's rollout alone in its first wave and reports
// its install failed: the gate 'Fehlerquote' pauses the rollout (the job runs every 2 s here). The
// operator resumes it 'Trotz Prüfung fortsetzen' with a reason; the overridden gates let it run on,
// and wave 2 waits for a second person. Then the store server reports its TSE server stopped: the
// approver sees the gate 'Neue Alarme' fail in the approval dialog, with the way to the alerts, and
// approves despite it, explicitly and with a reason.

const storeId = '9911';
const filename = `e2e-gates-${Date.now()}.zip`;

const progress = (page: Page) => page.getByTestId('rollout-progress');
const stateBadge = (page: Page) => progress(page).locator('h2 + .badge');

/** Reloads until `shown` is visible: the progress view shows the job's steps after a reload. */
async function reloadUntil(page: Page, shown: () => Locator) {
  await expect(async () => {
    await page.reload();
    await expect(shown()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** The spec's store server: heard from now, its TSE server running or stopped. */
const heartbeat = (page: Page, tseRunning: boolean) =>
  agentPost(page.request, 'INTERN', '/api/agent/store-agents/heartbeat', {
    storeId,
    storeName: 'Testfiliale Prüfungen',
    agentVersion: '2.9.1',
    agentInfo: { appValues: { tseserverrunning: tseRunning } },
  });

async function uploadStoreUpdate(page: Page) {
  await page.goto('/frontend/store-updates?contextId=INTERN');
  await page.getByRole('button', { name: 'Neues Update' }).click();
  const upload = page.getByRole('dialog', { name: 'Neues Update' });
  await upload.getByLabel('Tag').fill('9.9-gates');
  await upload.getByLabel('Upload-Datei').setInputFiles({
    name: filename,
    mimeType: 'application/zip',
    buffer: Buffer.alloc(16 * 1024, 5),
  });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload).toHaveCount(0, { timeout: 30_000 });
}

test('a gate pauses a rollout, the operator resumes it despite the gate, the approver sees a failing gate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await heartbeat(page, true);
  await loginAs(page, 'admin');
  await uploadStoreUpdate(page);

  // The plan, saved and started over the API: wave 1 is the spec's store alone, wave 2 the rest.
  const agents = (await (await page.request.get('/api/frontend/store-agents?contextId=INTERN')).json()) as {
    storeAgents: { storeId: string; storeUid: string }[];
  };
  const storeUid = agents.storeAgents.find((agent) => agent.storeId === storeId)!.storeUid;
  const updates = (await (await page.request.get('/api/frontend/store-updates?contextId=INTERN')).json()) as {
    syncfiles: { uid: string; filename: string }[];
  };
  const updateUid = updates.syncfiles.find((update) => update.filename === filename)!.uid;
  const thresholds = { soakHours: 0, minSuccessPercent: 90, maxFailurePercent: 5 };
  const saved = await page.request.post('/api/frontend/rollouts/save', {
    data: {
      contextId: 'INTERN',
      updateUid,
      waves: [
        { name: 'Testfiliale', storeUids: [storeUid], ...thresholds, requireApproval: false },
        { name: 'Rest', sharePercent: 100, ...thresholds, requireApproval: true },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  const uid = ((await saved.json()) as { uid: string }).uid;
  const started = await page.request.post(`/api/frontend/rollouts/${uid}/start`, { data: { contextId: 'INTERN' } });
  expect(started.status()).toBe(200);

  // The store server's install fails: 'Fehlerquote' pauses the rollout by itself.
  await agentPost(page.request, 'INTERN', '/api/agent/updates/report', {
    target: 'store',
    storeId,
    filename,
    installationStatus: 3,
    log: 'Installation abgebrochen',
    reportedAt: new Date().toISOString(),
  });
  await page.goto(`/frontend/rollouts?contextId=INTERN&uid=${uid}`);
  await reloadUntil(page, () => page.getByTestId('pause-reason'));
  await expect(page.getByTestId('pause-reason')).toHaveText(
    /^Welle 1 automatisch angehalten: 100 % der STORE-Instanzen fehlgeschlagen/,
  );
  const wave1 = progress(page).getByRole('region', { name: 'Welle 1: Testfiliale' });
  await expect(wave1.getByTestId('gate-failureShare')).toContainText('nicht erfüllt');
  await expect(page.getByRole('button', { name: 'Fortsetzen', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // ── 'Trotz Prüfung fortsetzen' names the failing gates and wants a reason ──
  await page.getByRole('button', { name: 'Trotz Prüfung fortsetzen' }).click();
  const resume = page.getByRole('dialog', { name: 'Trotz Prüfung fortsetzen' });
  await expect(resume.getByTestId('failing-gates')).toContainText('„Fehlerquote“');
  await expectNoSeriousA11yViolations(page);
  await resume.getByRole('button', { name: 'Trotz Prüfung fortsetzen' }).click();
  await expect(resume.getByText('Bitte begründen Sie die Entscheidung mit mindestens 10 Zeichen.')).toBeVisible();
  await resume.getByLabel('Trotz nicht erfüllter Prüfung entscheiden').check();
  await resume.getByLabel('Kommentar').fill('Testfiliale, Abbruch von Hand ausgelöst');
  await resume.getByRole('button', { name: 'Trotz Prüfung fortsetzen' }).click();
  await expect(toast(page, 'Der Rollout läuft trotz Prüfung weiter.')).toBeVisible();
  // The job does not pause it again for the same evidence: wave 2 waits for a second person.
  await reloadUntil(page, () => stateBadge(page).getByText('wartet auf Freigabe'));
  await expect(wave1.getByTestId('gate-failureShare')).toContainText('trotz Prüfung weiter');
  await expect(wave1.getByTestId('gate-failureShare')).toContainText('Testfiliale, Abbruch von Hand ausgelöst');

  // ── The store server's TSE server stops: 'Neue Alarme' fails while the rollout waits ──
  await heartbeat(page, false);
  const second = await browser.newContext();
  const approverPage = await second.newPage();
  await loginAs(approverPage, 'approver');
  await approverPage.goto(`/frontend/rollouts?contextId=INTERN&uid=${uid}`);
  const approverWave1 = progress(approverPage).getByRole('region', { name: 'Welle 1: Testfiliale' });
  await reloadUntil(approverPage, () => approverWave1.locator('[data-testid="gate-alertRise"][data-state="fails"]'));
  await approverPage.getByRole('button', { name: 'Freigeben' }).click();
  const approve = approverPage.getByRole('dialog', { name: 'Nächste Welle freigeben' });
  await expect(approve.getByTestId('failing-gates')).toContainText('„Neue Alarme');
  await expect(approve.getByRole('link', { name: /^Offene Alarme „Dienst gestoppt“/ })).toHaveAttribute(
    'href',
    /\/frontend\/alerts\?contextId=INTERN&state=open&kind=serviceStopped/,
  );
  await expect(approve.getByRole('link', { name: `Filiale ${storeId} in der Kassenansicht` })).toBeVisible();
  await expectNoSeriousA11yViolations(approverPage);
  await approve.getByLabel('Kommentar').fill('TSE-Dienst der Testfiliale bewusst gestoppt');
  await approve.getByLabel('Trotz nicht erfüllter Prüfung entscheiden').check();
  await approve.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(approverPage, 'Die nächste Welle wurde freigegeben.')).toBeVisible();
  await second.close();

  // The spec's store goes again, so the other specs see the lab as it was.
  await page.request.delete(`/api/frontend/stores/delete/${storeUid}?contextId=INTERN`);
});
