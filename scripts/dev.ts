import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";

/**
 * `npm run dev`: Vite in middleware mode serves the app with hot module replacement;
 * `node --watch` (see package.json) restarts the process when server code changes.
 */
process.env.NODE_ENV ??= "development";
const { createServer: createViteServer } = await import("vite");
const { startServer } = await import("../server/server.ts");
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const running = await startServer({
  dev: {
    middleware: vite.middlewares as unknown as RequestHandler,
    loadBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  },
});
process.stdout.write(`Développement : http://localhost:${running.port}\n`);
const stop = () =>
  void running
    .close()
    .then(() => vite.close())
    .then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
