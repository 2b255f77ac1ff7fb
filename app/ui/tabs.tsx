import { createContext, use, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * Tabs (WAI-ARIA « Tabs » pattern, automatic activation): a `tablist` of `tab` buttons, one focusable
 * at a time (arrows, Home and End move and choose), and the chosen `tabpanel`; the others stay in the
 * page, hidden and empty. `data-state="active"` / `"inactive"` on tabs and panels for the styles.
 * ~1 KB where Radix Tabs cost 9 KB of the admin's JavaScript (decision 060).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (value: string, part: "tab" | "panel") => string;
}
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tab et TabPanel vont dans Tabs.");
  return state;
}

export function Tabs({
  value: controlled,
  defaultValue = "",
  onValueChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const value = controlled ?? own;
  const state: TabsState = {
    value,
    select(next) {
      if (next === value) return;
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (v, part) => `${base}-${part}-${v}`,
  };
  return (
    <TabsContext value={state}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

export function TabList({
  className,
  children,
  ...aria
}: {
  className?: string;
  children: ReactNode;
  "aria-label": string;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])') ?? []);
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (to === -1) return;
    event.preventDefault();
    tabs[to].focus();
    tabs[to].click();
  }
  return (
    <div ref={list} role="tablist" aria-orientation="horizontal" className={className} onKeyDown={onKeyDown} {...aria}>
      {children}
    </div>
  );
}

type PartProps = { value: string; className?: string; children: ReactNode };

/** What a tab and its panel share: whether it is chosen, and the ids that tie them together. */
function usePart(value: string) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return {
    active,
    select: () => tabs.select(value),
    tab: tabs.idOf(value, "tab"),
    panel: tabs.idOf(value, "panel"),
    state: active ? "active" : "inactive",
  };
}

export function Tab({ value, className, children }: PartProps) {
  const part = usePart(value);
  return (
    <button
      type="button"
      role="tab"
      id={part.tab}
      aria-selected={part.active}
      aria-controls={part.panel}
      data-state={part.state}
      tabIndex={part.active ? 0 : -1}
      className={className}
      onClick={part.select}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: PartProps) {
  const part = usePart(value);
  return (
    <div
      role="tabpanel"
      id={part.panel}
      aria-labelledby={part.tab}
      data-state={part.state}
      hidden={!part.active}
      tabIndex={0}
      className={className}
    >
      {part.active ? children : null}
    </div>
  );
}
