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

export function Tab({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf(value, "tab")}
      aria-selected={active}
      aria-controls={tabs.idOf(value, "panel")}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function TabPanel({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf(value, "panel")}
      aria-labelledby={tabs.idOf(value, "tab")}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      tabIndex={0}
      className={className}
    >
      {active ? children : null}
    </div>
  );
}
