import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The same build tool and plugin as apps/web, without the app's CSS pipeline (the floor has no styles).
export default defineConfig({
  plugins: [reactRouter()],
});
