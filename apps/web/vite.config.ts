import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceConditions } from '../../vitest.shared.js';
import { precompress } from './vite-precompress.js';

const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: sourceConditions.client },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true },
    },
  },
  build: { target: 'es2022' },
});
