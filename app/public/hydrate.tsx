import { useEffect, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { MediaMetaContext } from "../ui/media-meta-context";
import { toast as showToast, type ToastMessage } from "../ui/toast";
import type { IslandName } from "../islands/names";
import { islands } from "./island-registry";

/**
 * Hydration of one island (app/islands/island.tsx), loaded by app/public/entry.ts with React DOM
 * the first time an island is needed. The wrapper gets `data-island-ready` once React has taken
 * it over (its effects ran).
 */
function Ready({
  element,
  Component,
  props,
}: {
  element: HTMLElement;
  Component: ComponentType<object>;
  props: object;
}) {
  useEffect(() => {
    element.dataset.islandReady = "true";
    element.dispatchEvent(new Event("island-ready"));
  }, [element]);
  return <Component {...props} />;
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

export function hydrateIsland(element: HTMLElement): Promise<void> {
  let hydration = hydrations.get(element);
  if (!hydration) hydrations.set(element, (hydration = hydrate(element)));
  return hydration;
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islands[name];
  if (!load) return;
  // The toasts of the forms and the share button need the page's notification area.
  if (name !== "toaster") void hydrateToaster();
  const Component = await load();
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const media = JSON.parse(element.dataset.media ?? "{}") as Record<string, { alt: string; x: number; y: number }>;
  await new Promise<void>((resolve) => {
    element.addEventListener("island-ready", () => resolve(), { once: true });
    element.dispatchEvent(new Event("island-hydrating"));
    hydrateRoot(
      element,
      <MediaMetaContext.Provider value={media}>
        <Ready element={element} Component={Component} props={props} />
      </MediaMetaContext.Provider>,
    );
  });
}

function hydrateToaster(): Promise<void> {
  const element = document.querySelector<HTMLElement>('[data-island="toaster"]');
  return element ? hydrateIsland(element) : Promise.resolve();
}

/** A toast from code outside the islands (the share button): the notification area is hydrated first. */
export async function toast(message: Omit<ToastMessage, "id">): Promise<void> {
  await hydrateToaster();
  showToast(message);
}
