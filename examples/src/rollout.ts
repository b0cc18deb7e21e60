import type { Schemas } from './client';

// What a rollout's state means for its next wave, in the console's German words: which action moves
// it on (start, approve, resume), or why none does. The server's rules are in openapi.yaml
// (startRollout, approveRollout, resumeRollout) and the console's rollouts documentation.

type Rollout = Schemas['RolloutDetail'];

const rolloutState: Record<Schemas['RolloutState'], string> = {
  draft: 'Entwurf',
  running: 'läuft',
  waitingForApproval: 'wartet auf Freigabe',
  paused: 'angehalten',
  finished: 'abgeschlossen',
  cancelled: 'abgebrochen',
};

const waveState: Record<Schemas['WaveState'], string> = {
  pending: 'geplant',
  running: 'läuft',
  soaking: 'Beobachtung',
  waitingForApproval: 'wartet auf Freigabe',
  paused: 'angehalten',
  done: 'fertig',
  cancelled: 'abgebrochen',
};

/** The next step: an action that moves the rollout on, or the reason why there is none. */
export type NextStep =
  | { action: 'start' | 'resume'; says: string }
  | { action: 'approve'; says: string }
  | { action: 'none'; says: string; notAllowed?: true };

const time = (iso: string | null) =>
  iso === null ? '–' : new Date(iso).toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/** The rollout and its waves, a few lines for a person reading the script's output. */
export function describeRollout(rollout: Rollout): string {
  const head =
    `Rollout ${rollout.updateFilename} (${rollout.contextId}, ${rollout.uid}): ${rolloutState[rollout.state]}, ` +
    `Welle ${rollout.currentWave} von ${rollout.waveCount}` +
    (rollout.waveName ? ` (${rollout.waveName})` : '') +
    (rollout.pauseReason ? ` – angehalten: ${rollout.pauseReason}` : '');
  const waves = rollout.waves.map((wave) => {
    const c = wave.counts;
    const soak = wave.state === 'soaking' ? `, Beobachtung bis ${time(wave.soakUntil)}` : '';
    const approval = wave.requireApproval ? ', braucht Freigabe' : '';
    return (
      `  ${wave.number}. ${wave.name}: ${waveState[wave.state]}${approval}${soak} – ${c.stores} Märkte, ` +
      `${c.installed}/${c.targets} installiert, ${c.failed} fehlgeschlagen`
    );
  });
  return [head, ...waves].join('\n');
}

/** What happens after the running wave: the job moves a running rollout on by itself, never a script. */
function whileRunning(rollout: Rollout): string {
  const next = rollout.waves[rollout.currentWave];
  if (!next) return 'Die letzte Welle läuft noch; danach ist der Rollout abgeschlossen.';
  const then = next.requireApproval
    ? `wartet Welle ${next.number} auf Freigabe`
    : rollout.autoAdvance
      ? `startet Welle ${next.number} von selbst`
      : `wartet Welle ${next.number} auf Freigabe (der Kontext startet keine Welle von selbst)`;
  return `Die aktuelle Welle läuft noch. Hält sie nach der Beobachtungszeit ihre Schranken, ${then}.`;
}

/** Which action moves the rollout on now, for the caller the rollout was read by (`mayApprove`). */
export function nextStep(rollout: Rollout): NextStep {
  switch (rollout.state) {
    case 'draft':
      return { action: 'start', says: 'Der Rollout ist ein Entwurf: er wird gestartet (erste Welle).' };
    case 'waitingForApproval': {
      const wave = rollout.currentWave + 1;
      if (!rollout.mayApprove)
        return {
          action: 'none',
          notAllowed: true,
          says:
            `Welle ${wave} wartet auf Freigabe, die dieses Token nicht geben darf: es braucht ROLLOUTS_APPROVE, ` +
            `und der Autor des Plans (${rollout.author}) gibt nie selbst frei.`,
        };
      return { action: 'approve', says: `Welle ${wave} wartet auf Freigabe: sie wird freigegeben.` };
    }
    case 'paused':
      return { action: 'resume', says: 'Der Rollout ist angehalten: er wird fortgesetzt.' };
    case 'running':
      return { action: 'none', says: `${whileRunning(rollout)} Nichts zu tun.` };
    case 'finished':
      return { action: 'none', says: 'Der Rollout ist abgeschlossen: es gibt keine nächste Welle.' };
    case 'cancelled':
      return { action: 'none', says: 'Der Rollout ist abgebrochen: es startet keine Welle mehr.' };
  }
}
