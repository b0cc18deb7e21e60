// Rollouts in waves: an update given to a context's stores wave by wave, each started when the gates
// of the one before hold, with approvals, pause, cancel and rollback. What others use of it.

export { evaluateRollout } from './evaluation';
export { advanceRollouts } from './advance';
export type { Actor, RolloutFacts, WaveEvaluation } from './model';
