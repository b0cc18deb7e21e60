import { actionCatalogue, actionKinds, actionKindName } from '../../shared/actions/catalogue';
import { actionTexts } from '../../shared/texts/de/actions';
import type { components } from '../../shared/generated/contract';

// The reply shapes of actions: the catalogue as `GET /action-kinds` shows it, the requests and
// their targets as the contract names them.

type ActionKindInfo = components['schemas']['ActionKindInfo'];

/** The catalogue in its order, with the German names. */
export function actionKindInfos(): ActionKindInfo[] {
  return actionKinds.map((kind) => {
    const entry = actionCatalogue[kind];
    return {
      kind,
      name: actionKindName(kind),
      risky: entry.risky,
      targets: [...entry.targets],
      parameters: entry.parameters.map((p) => ({
        name: p.name,
        label: (actionTexts.actions.parameters as Record<string, string>)[p.name] ?? p.name,
        type: p.type,
        required: p.required,
        valuesFrom: p.valuesFrom ?? null,
      })),
    };
  });
}
