// Login through the company's OpenID Provider (issue 32): the redirect and callback, the group
// mappings, the 'Testanmeldung'. Accounts' login and logout see it only through the app's
// `ssoEndSessionUrl` and the configuration (platform/ssoConfig.ts).

export { ssoLoginHandlers } from './handlers/login';
export { ssoMappingHandlers } from './handlers/mappings';
export { default as ssoPlugin } from './plugin';
