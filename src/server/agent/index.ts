// The store agents' side: request signatures and replayed nonces (the agent's calls are answered by
// ./handlers). What the guard needs to check a signed request.

export { recordNonce } from './nonces';
export { verifyAgentSignature, agentHeaders } from './signature';
