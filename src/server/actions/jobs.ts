// The jobs of actions, which src/server/jobs.ts starts on the leading instance.
export {};
