// The audit log: every capability records its changes through `audited`; the fleet's objects are
// named by ./fleetFacts. Reading the log stays inside (./auditQuery, ./handlers).

export {
  auditedTransaction,
  cashpointLabel,
  nameChange,
  storeLabel,
  storeObject,
  targetChanges,
  targetLabels,
  updateObject,
  updateValues,
} from './fleetFacts';
export {
  type AuditActor,
  type AuditFact,
  type AuditValues,
  type RecordAudit,
  audited,
  changesBetween,
  fullName,
  recordAuditAs,
  requestActor,
  recordSystemAudit,
  systemActor,
} from './record';
export { deleteAuditEntriesBefore } from './repository/auditLog';
