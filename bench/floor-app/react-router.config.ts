import type { Config } from '@react-router/dev/config';

// The floor app of benchmark B5 is server-rendered like apps/web.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
