import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry, as a file of the app (kept outside the "framework" chunk of
 * vite.config.ts). Only the admin loads it: public pages load app/public/entry.ts and hydrate their
 * islands alone (docs/decisions/047-public-islands.md).
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
