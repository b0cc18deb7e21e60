// Moves a rollout on to its next wave, the way the console's buttons do: a draft is started, a wave
// waiting for approval is approved, a paused rollout is resumed. A running, finished or cancelled
// rollout has no action that moves it on: the script says why and exits with 3. See examples/README.md.
import { parseArgs } from 'node:util';
import { expectData, exitCodes, konsoleClient, main, ScriptExit, usageError, type KonsoleClient } from './src/client';
import { describeRollout, nextStep } from './src/rollout';
import { updatesWithTag } from './src/updates';

const usage = `Aufruf: npx tsx examples/start-next-wave.ts <Kontext> <Rollout> [--kommentar <Text>] [--trotz-pruefung]

  <Kontext>         der Schlüssel des Kontexts, z. B. SUEDKAUF
  <Rollout>         die uid des Rollouts oder der Tag seines Updates, z. B. 5.14.0-rc1
  --kommentar       der Kommentar einer Freigabe (sonst: "Freigegeben mit start-next-wave")
  --trotz-pruefung  freigeben oder fortsetzen, obwohl eine Prüfung der Welle nicht erfüllt ist;
                    braucht --kommentar mit mindestens 10 Zeichen als Begründung

Umgebung: KONSOLE_URL (Adresse der Konsole), KONSOLE_TOKEN (API-Token; Starten und Fortsetzen
brauchen UPDATES_CHANGE, Freigeben ROLLOUTS_APPROVE).`;

function readArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { kommentar: { type: 'string' }, 'trotz-pruefung': { type: 'boolean' } },
    });
  } catch (error) {
    throw usageError(`Falsche Argumente (${error instanceof Error ? error.message : String(error)}).`, usage);
  }
  const [context, rollout, ...rest] = parsed.positionals;
  if (!context || !rollout || rest.length > 0) throw usageError('Kontext und Rollout angeben.', usage);
  const comment = parsed.values.kommentar?.trim() || 'Freigegeben mit start-next-wave';
  // A person's decision against a failing gate (the console's 'Trotz Prüfung …'): with its reason.
  const overrideGates = parsed.values['trotz-pruefung'] === true;
  if (overrideGates && (parsed.values.kommentar?.trim().length ?? 0) < 10)
    throw usageError('--trotz-pruefung braucht --kommentar mit einer Begründung von mindestens 10 Zeichen.', usage);
  return { context, rollout, comment, overrideGates };
}

/** The rollout's uid: the argument itself, or the newest rollout of the update with that tag. */
async function rolloutUid(client: KonsoleClient, context: string, uidOrTag: string): Promise<string> {
  const contextId = context;
  const { rollouts } = await expectData(
    'Rollouts lesen',
    client.GET('/api/frontend/rollouts', { params: { query: { contextId } } }),
  );
  if (rollouts.some((r) => r.uid === uidOrTag)) return uidOrTag;
  const updateUids = new Set((await updatesWithTag(client, contextId, uidOrTag)).map((u) => u.uid));
  // Newest first: an update's cancelled rollout may have a newer one.
  const found = rollouts.filter((r) => updateUids.has(r.updateUid));
  if (found.length === 0)
    throw usageError(
      `Im Kontext ${context} gibt es keinen Rollout mit der uid oder dem Update-Tag ${uidOrTag}.`,
      usage,
    );
  if (new Set(found.map((r) => r.updateUid)).size > 1)
    throw usageError(`${uidOrTag} ist Tag eines Kassen- und eines STORE-Updates: die uid des Rollouts angeben.`, usage);
  return found[0]!.uid;
}

async function readRollout(client: KonsoleClient, context: string, uid: string) {
  return expectData(
    'Rollout lesen',
    client.GET('/api/frontend/rollouts/{uid}', { params: { path: { uid }, query: { contextId: context } } }),
  );
}

main(async () => {
  const args = readArgs();
  const client = konsoleClient();
  const uid = await rolloutUid(client, args.context, args.rollout);
  const rollout = await readRollout(client, args.context, uid);
  console.log(describeRollout(rollout));
  const step = nextStep(rollout);
  console.log(step.says);
  const params = { path: { uid } };
  const body = { contextId: args.context };
  const decision = args.overrideGates ? { comment: args.comment, overrideGates: true } : {};
  switch (step.action) {
    case 'none':
      throw new ScriptExit(step.notAllowed ? exitCodes.forbidden : exitCodes.nothingToDo, 'Keine Welle gestartet.');
    case 'start':
      await expectData('Rollout starten', client.POST('/api/frontend/rollouts/{uid}/start', { params, body }));
      break;
    case 'approve':
      await expectData(
        'Welle freigeben',
        client.POST('/api/frontend/rollouts/{uid}/approve', {
          params,
          body: { ...body, comment: args.comment, ...decision },
        }),
      );
      break;
    case 'resume':
      await expectData(
        'Rollout fortsetzen',
        client.POST('/api/frontend/rollouts/{uid}/resume', { params, body: { ...body, ...decision } }),
      );
      break;
  }
  // What it is now: a start whose first wave needs approval waits for it; a resumed wait waits again.
  const after = await readRollout(client, args.context, uid);
  console.log(`Jetzt: ${describeRollout(after)}`);
});
