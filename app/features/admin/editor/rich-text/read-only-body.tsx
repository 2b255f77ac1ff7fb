import { useEffect, useMemo, useRef } from "react";
import type { Intent } from "./rich-text-editor";
import { markdownDoc } from "./static-doc";
import { startToolState, StaticDoc } from "./static-view";
import { ToolbarView } from "./toolbar-view";

/** What the gestures on the read-only body change in the intent the editor takes when it opens. */
export type Wish = (change: (current: Intent) => Partial<Intent>) => void;

/**
 * The body until the visual editor's code is there (decision 060): the same toolbar and the same
 * text box, with the document read as the editor reads it (static-doc.ts). It is editable for the
 * browser, so that a press puts the caret there, a touch opens the phone's keyboard and every way
 * of typing (keys, accents, dictation, a paste) arrives; nothing changes in it: what is typed is
 * kept for the editor, which opens on the first press, touch, focus or toolbar button.
 */
export function ReadOnlyBody({
  id,
  label,
  value,
  describedBy,
  invalid,
  minHeight,
  wish,
}: {
  id: string;
  label: string;
  value: string;
  describedBy?: string;
  invalid?: boolean;
  minHeight: string;
  wish: Wish;
}) {
  const nodes = useMemo(() => markdownDoc(value), [value]);
  const box = useRef<HTMLDivElement>(null);
  const wished = useRef(wish);
  useEffect(() => {
    wished.current = wish;
  });
  // The browser's own input events: React's `onBeforeInput` has neither `inputType` nor cancelling.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const typed = (text: string) => {
      const selection = window.getSelection();
      // Everything selected then typed over (« fill », a select-all): the editor's text is replaced.
      const replace =
        !!selection && !selection.isCollapsed && selection.toString().trim() === (el.textContent ?? "").trim();
      wished.current((i) => ({ focus: true, keys: `${replace ? "" : i.keys}${text}`, replace: i.replace || replace }));
    };
    const onBeforeInput = (e: InputEvent) => {
      if (e.inputType === "insertCompositionText" || e.inputType === "insertFromComposition") return;
      e.preventDefault();
      if ((e.inputType === "insertText" || e.inputType === "insertReplacementText") && e.data) typed(e.data);
      else wished.current(() => ({ focus: true }));
    };
    const onCompositionEnd = (e: CompositionEvent) => e.data && typed(e.data);
    const onPaste = (e: ClipboardEvent) => {
      e.preventDefault();
      const text = e.clipboardData?.getData("text/plain") ?? "";
      wished.current((i) => ({ focus: true, paste: `${i.paste ?? ""}${text}` }));
    };
    el.addEventListener("beforeinput", onBeforeInput);
    el.addEventListener("compositionend", onCompositionEnd);
    el.addEventListener("paste", onPaste);
    return () => {
      el.removeEventListener("beforeinput", onBeforeInput);
      el.removeEventListener("compositionend", onCompositionEnd);
      el.removeEventListener("paste", onPaste);
    };
  }, []);

  return (
    <>
      <ToolbarView
        state={startToolState(nodes)}
        can={{ undo: false, redo: false }}
        onAction={(action) => wish(() => ({ focus: true, action }))}
      />
      <div>
        <div
          ref={box}
          id={id}
          role="textbox"
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          aria-multiline="true"
          aria-label={label}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`rich-text-static prose-wood ${minHeight} max-w-none px-4 py-3 text-[0.95rem] focus:outline-none`}
          onPointerDown={(e) => wish(() => ({ focus: true, point: { x: e.clientX, y: e.clientY } }))}
          onTouchStart={() => wish(() => ({ focus: true }))}
          onFocus={() => wish(() => ({ focus: true }))}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.preventDefault();
            if (e.key !== "Tab") wish(() => ({ focus: true }));
          }}
          onDrop={(e) => e.preventDefault()}
        >
          <StaticDoc nodes={nodes} />
        </div>
      </div>
    </>
  );
}
