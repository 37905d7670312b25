import type { Config } from '@react-router/dev/config';

// Server-rendered pages; the one-process server (apps/api/src/plugins/web.ts) imports build/server/index.js.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
