import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// In development Vite serves the storefront and forwards the API's paths, as the production server does.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    port: 3000,
    proxy: {
      '^/([a-z]{2}-[a-z]{2}/)?api/': { target: apiUrl },
      '/media/': { target: apiUrl },
    },
  },
});
