import { useContext, type ComponentType } from "react";
import { MediaMetaContext, type ImageMeta } from "../ui/media-meta-context";
import type { IslandName } from "./names";

const mediaId = /\/media\/([a-z0-9][a-z0-9-]*)\//g;

/**
 * An island of a public page (docs/decisions/047-public-islands.md): the component is rendered by
 * the server inside a `display: contents` wrapper (the layout does not change) that carries its
 * name, its props and the media descriptions its images use, as JSON in data attributes (React
 * escapes them: nothing in them can close the tag or run). In the browser, app/public/entry.ts
 * hydrates the wrapper with React DOM when it comes near the viewport or is first touched; the
 * rest of the page is never hydrated.
 *
 * The component must render the same from the same JSON props on the server and in the browser:
 * no React Router hook or component (plain `<a>`, `fetch`, `location.assign`), no `useId`
 * (an island's ids come from its props), no Date or undefined that JSON would change.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
}) {
  const all = useContext(MediaMetaContext);
  const json = JSON.stringify(props);
  const media: Record<string, ImageMeta> = {};
  for (const [, id] of json.matchAll(mediaId)) if (id && all[id]) media[id] = all[id];
  return (
    <div
      className="contents"
      data-island={name}
      data-props={json}
      data-media={Object.keys(media).length ? JSON.stringify(media) : undefined}
    >
      <Component {...(JSON.parse(json) as P)} />
    </div>
  );
}
