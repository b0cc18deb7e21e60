import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');
/** The contract: routes, validation and the generated types all come from this one file. */
export const specificationPath = path.join(repoRoot, 'openapi.yaml');
