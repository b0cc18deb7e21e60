// Login through the company's OpenID Provider (issue 32): the redirect and callback, the group
// mappings, the 'Testanmeldung'. Accounts' login and logout see it only through the app's
// `ssoEndSessionUrl` (./plugin) and the configuration (platform/ssoConfig.ts); the handlers are
// composed in server/handlers.ts like every capability's.

export { default as ssoPlugin } from './plugin';
