// The German texts the server writes for rollouts: the plan's and the actions' refusals, the reasons
// a gate paused a rollout for, and the notifications' wording. The SPA shows them as they come.
import { alertKindNames, rolloutGateAlertKinds } from '../alerts/alertKinds';

/** The refusals of the rollout API (plan checks, actions not allowed in the rollout's state). */
export const rolloutRefusals = {
  // The plan's checks (400), each naming its wave: 'Welle 2: …'.
  wave: (number: number, problem: string) => `Welle ${number}: ${problem}`,
  oneChoice: 'Wählen Sie genau eine Auswahl der Filialen: Pilot, bestimmte Filialen, ein Anteil oder ein Filter.',
  pilotFirstOnly: 'Nur die erste Welle kann die Pilot-Welle sein.',
  shareRange: 'Der Anteil muss größer als 0 und höchstens 100 Prozent sein.',
  unknownStores: (uids: string) => `Diese Filialen gibt es im Kontext nicht: ${uids}`,
  unknownFilter: (id: string) => `Die Kassen-Auswertung hat keinen Filter „${id}“.`,
  filterColumnHidden: (label: string) =>
    `Der Filter „${label}“ wirkt nur, wenn seine Spalte ausgewählt ist: nehmen Sie die Spalte in die Auswahl auf.`,
  filterEmpty:
    'Der Filter lässt jede Kasse durch: setzen Sie mindestens einen Filterwert oder „Nur Zeilen mit Warnungen“.',
  nameEmpty: 'Die Welle braucht einen Namen.',
  nameTwice: (name: string) => `Der Name „${name}“ kommt im Plan mehrmals vor.`,
  soakRange: 'Die Beobachtungszeit muss zwischen 0 und 720 Stunden liegen.',
  successRange: 'Die Mindest-Erfolgsquote muss zwischen 0 und 100 Prozent liegen.',
  failureRange: 'Die Fehlerobergrenze muss zwischen 0 und 100 Prozent liegen.',
  dayCloseRange: 'Die Mindestquote erfolgreicher Tagesabschlüsse muss zwischen 0 und 100 Prozent liegen.',
  // The plan's update (409).
  updateActive: 'Das Update ist bereits Aktiv und erreicht alle Filialen; ein Rollout-Plan ist nicht mehr möglich.',
  updateDeleted: 'Das Update ist zurückgezogen (Gelöscht); ein Rollout-Plan ist nicht möglich.',
  updateArchived: 'Das Update ist archiviert; ein Rollout-Plan ist nicht möglich.',
  alreadyStarted: 'Der Rollout wurde bereits gestartet; sein Plan lässt sich nicht mehr ändern.',
  // The actions, refused in a state that does not allow them (409), and their input (400).
  startNotDraft: 'Nur ein geplanter Rollout (Entwurf) kann gestartet werden.',
  releaseInFuture: (when: string) =>
    `Das Update ist erst ab ${when} freigegeben (Freigabezeitpunkt); vorher installiert keine Kasse und keine STORE-Instanz es. Starten Sie den Rollout ab dann, oder geben Sie das Update jetzt frei („Jetzt freigeben“).`,
  startNoFile:
    'Die Datei des Updates fehlt; ohne sie kann der Rollout nicht starten. Laden Sie das Update erneut hoch.',
  approveNotWaiting: 'Der Rollout wartet auf keine Freigabe.',
  approveOwnPlan:
    'Den eigenen Rollout-Plan können Sie nicht selbst freigeben: die Freigabe muss eine zweite Person erteilen.',
  approveNoOwner:
    'Ein Servicekonto ohne verantwortliche Person kann keine Welle freigeben: die Freigabe muss eine Person verantworten.',
  approveOwnerLacksRight:
    'Die Person, die dieses Servicekonto verantwortet, darf selbst keine Wellen freigeben; also darf es das Servicekonto auch nicht.',
  approveAuthorGone:
    'Das Konto, das diesen Rollout-Plan gespeichert hat, gibt es nicht mehr; wer dahinter stand, ist nicht mehr zu prüfen. Brechen Sie den Rollout ab und planen Sie ihn neu.',
  commentNeeded: 'Bitte begründen Sie die Freigabe mit einem Kommentar.',
  reasonNeeded: 'Bitte geben Sie einen Grund für das Anhalten an.',
  pauseNotRunning: 'Nur ein laufender oder auf Freigabe wartender Rollout kann angehalten werden.',
  resumeNotPaused: 'Nur ein angehaltener Rollout kann fortgesetzt werden.',
  cancelEnded: 'Der Rollout ist bereits abgeschlossen oder abgebrochen.',
  rollbackChoice: 'Wählen Sie zum Zurückrollen entweder eine Welle oder Filialen, nicht beides.',
  rollbackNothingStarted: 'Der Rollout hat noch keine Filiale erreicht; es gibt nichts zurückzurollen.',
  waveNotStarted: (number: number) => `Welle ${number} hat noch nicht begonnen.`,
  noSuchWave: (number: number, count: number) =>
    `Der Plan hat keine Welle ${number}, nur ${count === 1 ? 'eine Welle' : `${count} Wellen`}.`,
  notAdmitted: (stores: string) => `Diese Filialen hat der Rollout nicht erreicht: ${stores}`,
  notRolledBack: (stores: string) => `Diese Filialen sind nicht zurückgerollt: ${stores}`,
  includeNotOpen: 'Ein geplanter oder abgebrochener Rollout nimmt keine Filialen auf.',
  // A resume or an approval while a gate fails (issue 45): 409 naming the gates, unless overridden with a reason.
  gatesFail: (names: string, approval: boolean) =>
    `Diese Prüfungen sind nicht erfüllt: ${names}. ${
      approval ? 'Freigeben' : 'Fortsetzen'
    } ist nur ausdrücklich trotz Prüfung möglich, mit einer Begründung.`,
  overrideCommentShort: (min: number) => `Begründen Sie die Entscheidung trotz Prüfung mit mindestens ${min} Zeichen.`,
  changedMeanwhile:
    'Der Rollout wurde eben anderweitig geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es erneut.',
  /** A list of uids or store numbers, the first five named. */
  someOf: (names: readonly string[]) =>
    `${names.slice(0, 5).join(', ')}${names.length > 5 ? ` (und ${names.length - 5} weitere)` : ''}`,
} as const;

/** The gates' short names, as the refusals and the audit log name them. */
export const gateNames = {
  successShare: 'Erfolgsquote',
  failureShare: 'Fehlerquote',
  heartbeatAfterInstall: 'Lebenszeichen nach der Installation',
  alertRise: 'Neue Alarme',
  dayClose: 'Tagesabschluss',
  soak: 'Beobachtungszeit',
} as const;

/** Gates in German quotes, in their order: „Neue Alarme“, „Tagesabschluss“. */
export const quotedGates = (kinds: readonly (keyof typeof gateNames)[]) =>
  kinds.map((kind) => `„${gateNames[kind]}“`).join(', ');

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

/** The kinds the alert gate watches, by name: '„Dienst gestoppt“, … oder „Belege nicht gesendet“'. */
const watchedKindNames = ((names: string[]) => `${names.slice(0, -1).join(', ')} oder ${names.at(-1)}`)(
  rolloutGateAlertKinds.map((kind) => `„${alertKindNames[kind]}“`),
);

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
    `${paused(wave)}: ${de(value)} ${value === 1 ? 'offener Alarm' : 'offene Alarme'} ${watchedKindNames} ` +
    `in den Filialen der Welle, vorher ${de(threshold)}`,
  dayClose: ({ wave, value, threshold }: GateReason) =>
    `${paused(wave)}: nur ${de(value)} % der Filialen mit erfolgreichem Tagesabschluss nach der Installation ` +
    `(mindestens ${de(threshold)} % verlangt)`,
  soak: ({ wave, value, threshold }: GateReason) =>
    `${paused(wave)}: Beobachtungszeit erst ${de(value)} von ${de(threshold)} Stunden`,
} as const;
