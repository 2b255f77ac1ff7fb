import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, as a file of the app: it must not fall into the
 * "framework" chunk of vite.config.ts (React Router's own default entry lives under
 * node_modules/@react-router and would). Route modules import the framework chunk; hydration
 * starts only when this small entry is imported, after the route modules are registered
 * (app/lib/defer-hydration.server.ts imports them at the load event, then this file).
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
