// Every page's address as plain data (bulletproof-react's config/paths). The addresses live in
// src/shared/paths.ts, since the server's search links to the same pages (issue 54); the SPA reads
// them from here, so its layers keep one place to ask.
export * from '../../shared/paths';
