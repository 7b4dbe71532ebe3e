import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.js';
import { precompress } from './vite-precompress.js';
import { EMOJI_URL_PATH, twemojiFiles } from './vite-twemoji.js';

const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    twemojiFiles(),
    precompress({ skipDirs: [EMOJI_URL_PATH.slice(1)] }),
  ],
  resolve: { conditions: sourceConditions.client },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React and the router change only with a dependency update, far less often than the
            // app: in a chunk of their own they stay cached across the app's deploys.
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
