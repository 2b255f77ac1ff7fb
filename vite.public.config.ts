import { defineConfig } from "vite";

/**
 * The public pages' JavaScript (docs/decisions/047-public-islands.md): app/public/entry.ts and the
 * islands it loads on demand, built after React Router's client into the same build/client/assets
 * (npm run build). Its manifest tells the server the entry's address (app/lib/public-entry.server.ts).
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    manifest: ".vite/public-manifest.json",
    assetsInlineLimit: 0,
    target: "es2022",
    rolldownOptions: {
      input: { public: "app/public/entry.ts" },
      output: {
        entryFileNames: "assets/public-[hash].js",
        chunkFileNames: "assets/public-[name]-[hash].js",
      },
    },
  },
});
