// The jobs of taxNotice, which src/server/jobs.ts starts on the leading instance.
export {};
