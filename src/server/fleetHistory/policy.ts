// Who may: the access decisions of fleetHistory on a principal (platform/principal.ts), beyond each
// operation's rights (accounts/operationRules.ts). They know nothing of HTTP (an ESLint zone).
export {};
