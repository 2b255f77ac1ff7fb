import { lazy, Suspense, useState, type ComponentType } from "react";

/**
 * A dialog whose code (Radix: focus trap, Escape, scroll lock — 13 KB) loads the first time it
 * opens, not with the page: a closed dialog shows nothing anyway. Once loaded it stays mounted, so
 * that closing gives the focus back like before.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Body = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
}
