import { actionCatalogue, actionKindName, type ActionKind } from '../../shared/actions/catalogue';
import { actionLimits } from '../../shared/actions/catalogue';
import type { components } from '../../shared/generated/contract';
import { actionTexts } from '../../shared/texts/de/actions';

// The input checks of an action's dry run and request beyond the contract's schemas (which refuse
// an unknown kind, a parameter of the wrong type, a deadline of 0 or above 7 days and an overlong
// list), with German messages: they look at the input only.

const m = actionTexts.actionMessages;
type Form = components['schemas']['ActionPreviewForm'] | components['schemas']['ActionRequestForm'];
export type TargetWay = 'cashpointUids' | 'storeAgentUids' | 'storeIds' | 'cashpointReport';

/** The one way the form names its targets; null when it names none or more than one. */
export function targetWayOf(targets: Form['targets']): TargetWay | null {
  const named = (['cashpointUids', 'storeAgentUids', 'storeIds', 'cashpointReport'] as const).filter(
    (way) => targets[way] !== undefined,
  );
  return named.length === 1 ? named[0]! : null;
}

/** Why the form cannot be queued (400), or null. */
export function actionFormRefusal(form: Form): string | null {
  const kind = form.kind as ActionKind;
  const entry = actionCatalogue[kind];
  if (!entry.targets.includes(form.targetKind)) {
    return m.wrongTargetKind(actionKindName(kind), actionTexts.actions.targetKindsPlural[form.targetKind]);
  }
  for (const name of Object.keys(form.parameters)) {
    if (!entry.parameters.some((p) => p.name === name)) return m.parameterUnknown(name);
  }
  for (const parameter of entry.parameters) {
    const value = form.parameters[parameter.name];
    if (parameter.required && (value === undefined || value.trim() === '')) return m.parameterMissing(parameter.name);
  }
  const way = targetWayOf(form.targets);
  if (way === null) return m.targetsOneWay;
  if (
    (way === 'cashpointUids' && form.targetKind !== 'cashpoint') ||
    (way === 'storeAgentUids' && form.targetKind !== 'storeAgent')
  ) {
    return m.targetsWrongKind;
  }
  const reason = form.emergencyReason;
  if (reason !== undefined && reason !== null && reason.trim().length < actionLimits.minEmergencyReason) {
    return m.emergencyReasonShort;
  }
  return null;
}

/** Why the approval's comment is refused (400), or null. */
export function approvalCommentRefusal(comment: string): string | null {
  return comment.trim().length < actionLimits.minApprovalComment ? m.approveComment : null;
}
