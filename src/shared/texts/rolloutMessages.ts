// The German texts the server writes for rollouts: the plan's and the actions' refusals, the reasons
// a gate paused a rollout for, and the notifications' wording. The SPA shows them as they come.

/** The refusals of the rollout API (plan checks, actions not allowed in the rollout's state). */
export const rolloutRefusals = {
  // Helper A: the plan's checks and the actions' refusals.
} as const;

/** A number as German text: a decimal comma, at most one decimal ('12,5', '5'). */
const de = (value: number) => value.toLocaleString('de-DE', { maximumFractionDigits: 1 });

/** The targets of an update kind in German: registers or store servers, singular or plural. */
const targetWord = (kind: 'cashpoint' | 'store', count: number) =>
  kind === 'cashpoint' ? (count === 1 ? 'Kasse' : 'Kassen') : count === 1 ? 'STORE-Instanz' : 'STORE-Instanzen';

/** What each gate's reason is given: the wave, the update's kind, the gate's value and threshold. */
interface GateReason {
  wave: number;
  kind: 'cashpoint' | 'store';
  value: number;
  threshold: number;
}

const paused = (wave: number) => `Welle ${wave} automatisch angehalten`;

/** Why a gate paused a rollout: the pause reason the detail and the notifications show. */
export const gatePauseReasons = {
  failureShare: ({ wave, kind, value, threshold }: GateReason) =>
    `${paused(wave)}: ${de(value)} % der ${targetWord(kind, 2)} fehlgeschlagen (höchstens ${de(threshold)} % erlaubt)`,
  successShare: ({ wave, kind, value, threshold }: GateReason) =>
    `${paused(wave)}: nur ${de(value)} % der ${targetWord(kind, 2)} installiert (mindestens ${de(threshold)} % verlangt)`,
  heartbeatAfterInstall: ({ wave, kind, value }: GateReason) =>
    `${paused(wave)}: ${de(value)} ${targetWord(kind, value)} nach der Installation nicht innerhalb von 15 Minuten gemeldet`,
  alertRise: ({ wave, value, threshold }: GateReason) =>
    `${paused(wave)}: ${de(value)} ${value === 1 ? 'Alarm' : 'Alarme'} 'Dienst gestoppt' oder 'Tagesabschluss fehlt' ` +
    `in den Filialen der Welle seit ihrem Start (höchstens ${de(threshold)} erlaubt)`,
  dayClose: ({ wave, value, threshold }: GateReason) =>
    `${paused(wave)}: nur ${de(value)} % der Filialen mit erfolgreichem Tagesabschluss nach der Installation ` +
    `(mindestens ${de(threshold)} % verlangt)`,
  soak: ({ wave, value, threshold }: GateReason) =>
    `${paused(wave)}: Beobachtungszeit erst ${de(value)} von ${de(threshold)} Stunden`,
} as const;
