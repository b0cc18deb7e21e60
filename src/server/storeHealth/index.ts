// storeHealth: a store's ability to sell (issue 51, 'Filial-Betriebsfähigkeit'): the devices, card
// terminal, unsent receipts and master data the agents report with their heartbeats (the ingest
// that writes only what changed), and per store green, yellow or red with its causes. Other
// capabilities use only what is exported here.
export { storeHealthIngest, type StoreHealthIngest } from './ingest';
export { cashpointHealthProblems, storeServerHealthProblems } from './validation';
// The rule's parts the alerts on a store's ability to sell share with it (alerts' checks).
export { berlinDayStart, countsAsOpen, sellingDevices, sellingStates } from './logic';
// The fleet history's daily snapshot counts the red stores by the same rule (fleetHistory).
export { redStores } from './unhealthyStores';
