// Contexts (tenants): which a user sees, their lookup and form rules.

export { visibleContext } from './policy';
export { findContextByKey, findContextsByKeys } from './repository/contexts';
export { contextFormErrors } from './validation';
export { agentContext, forgetAgentContexts } from './agentContexts';
