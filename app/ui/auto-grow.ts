import { useEffect, useRef } from "react";

/** A textarea that grows with its text: CSS `field-sizing: content` where the browser has it. */
export const autoGrowClass = "[field-sizing:content]";

/**
 * The fallback for browsers without `field-sizing` (Safari, Firefox at the time of writing): the
 * height follows the text on each change and when the width changes (a phone turned).
 */
export function useAutoGrow(value: string) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || CSS.supports("field-sizing", "content")) return;
    const fit = () => {
      el.style.height = "auto";
      el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
    };
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [value]);
  return ref;
}
