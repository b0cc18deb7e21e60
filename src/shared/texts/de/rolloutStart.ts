// The texts of a rollout's start and of its place in the update lists: the pre-flight before
// 'Starten', the sentence that says which waves wait for a person, and the update lists' rollout cell.

export const rolloutStartTexts = {
  rolloutStart: {
    // The pre-flight before the start.
    preflight: {
      intro: 'So erreicht der Plan die Filialen, wenn er jetzt startet:',
      loading: 'Die Vorabprüfung wird geladen …',
      caption: 'Vorabprüfung der Wellen',
      wave: 'Welle',
      stores: 'Filialen',
      cashpoints: 'Kassen',
      storeServers: 'STORE-Instanzen',
      offline: 'davon offline',
      approval: 'Start der Welle',
      approvalNeeded: 'wartet auf Freigabe',
      startsByItself: 'startet automatisch',
      startsWithStart: 'startet mit „Starten“',
      unmeasurable: 'Nicht messbar',
      unmeasurableGate: (gate: string, stores: number, total: number) =>
        stores === total
          ? `${gate}: in keiner Filiale messbar (keine hat eine STORE-Instanz)`
          : `${gate}: in ${stores} von ${total} Filialen nicht messbar (ohne STORE-Instanz)`,
      none: '–',
      earliestStart: 'Frühester Installationsbeginn',
      earliestUnknown: 'noch offen: Welle 1 erreicht keine Filiale oder kein Update-Fenster öffnet sich bald',
      releaseAt: 'Freigabezeitpunkt',
      releaseFuture: (when: string) =>
        `Das Update ist erst ab ${when} freigegeben: bis dahin installiert es keine Kasse und keine STORE-Instanz, auch wenn der Rollout läuft.`,
      releaseNow: 'Jetzt freigeben: den Freigabezeitpunkt auf jetzt setzen (wird protokolliert)',
      releaseNowNeeded: 'Zum Starten vor dem Freigabezeitpunkt bitte „Jetzt freigeben“ wählen.',
      noStores: 'Welle 1 erreicht nach dem Plan gerade keine Filiale.',
    },

    // Who the next wave waits for, in words (the plan's summary and editor).
    approvalPlan: {
      none: 'Keine Welle wartet auf eine Person: jede startet, sobald die Prüfungen der vorigen erfüllt sind.',
      waiting: (waves: string) => `Auf die Freigabe durch eine zweite Person warten: ${waves}.`,
      firstByStart: 'Welle 1 beginnt mit „Starten“.',
      autoAdvanceOff: (waves: string) =>
        `${waves} verlangt keine Freigabe, wartet aber trotzdem, weil „Wellen ohne Freigabepflicht starten automatisch“ in diesem Kontext aus ist.`,
      autoAdvanceOn: 'In diesem Kontext starten Wellen ohne Freigabepflicht automatisch.',
      autoAdvanceState: (on: boolean) =>
        on
          ? 'Kontext-Einstellung: Wellen ohne Freigabepflicht starten automatisch.'
          : 'Kontext-Einstellung: Wellen ohne Freigabepflicht starten nicht automatisch – jede weitere Welle wartet auf eine Freigabe.',
      list: (numbers: readonly number[]) => {
        const names = numbers.map((n) => `Welle ${n}`);
        return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
      },
    },

    // The update lists: the update's rollout beside its status.
    inList: {
      state: (
        state: 'draft' | 'running' | 'waitingForApproval' | 'paused' | 'finished' | 'cancelled',
        wave: number,
        waves: number,
      ) =>
        state === 'draft'
          ? `Rollout geplant (${waves} ${waves === 1 ? 'Welle' : 'Wellen'})`
          : state === 'finished'
            ? 'Rollout abgeschlossen'
            : state === 'waitingForApproval'
              ? `Welle ${wave + 1}/${waves} wartet auf Freigabe`
              : `Welle ${wave}/${waves} ${state === 'running' ? 'läuft' : state === 'paused' ? 'angehalten' : 'abgebrochen'}`,
      installed: (installed: number, targets: number) => `${installed}/${targets} installiert`,
      linkLabel: (filename: string) => `Rollout von ${filename} öffnen`,
    },
  },
} as const;
