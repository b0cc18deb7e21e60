// API tokens: their values and hashes, the bearer check the guard uses, and the token a request came
// with. Other capabilities and the guard use only what is exported here.

export { bearerOf } from './tokenValue';
// For sso/: a leaver's own tokens end with its access.
export { revokeLiveTokensOf } from './repository/tokens';
