import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.url);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}
