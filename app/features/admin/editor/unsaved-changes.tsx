import { useCallback, useEffect, useRef } from "react";
import { useBlocker, useLocation } from "react-router";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";

/**
 * Leaving an editor with unsaved changes asks first: in-app navigation through a dialog
 * (useBlocker), closing or reloading the tab through the browser's own prompt (beforeunload).
 * `allowNextNavigation()` lets a successful save move on (publish → sections, new → edit).
 */
export function useUnsavedChanges(dirty: boolean) {
  const bypass = useRef(false);
  const proceeding = useRef(false);
  const location = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname,
  );

  // The permission given for one navigation ends once it happened (the editor may stay mounted: new → id).
  useEffect(() => {
    bypass.current = false;
    proceeding.current = false;
  }, [location.key]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && !proceeding.current && blocker.state === "blocked") blocker.reset();
      }}
      title="Quitter sans enregistrer ?"
      description="Vos modifications n'ont pas été sauvegardées. Si vous quittez cette page, elles seront perdues."
      confirmLabel="Quitter sans enregistrer"
      cancelLabel="Rester sur la page"
      onConfirm={() => {
        if (blocker.state !== "blocked") return;
        proceeding.current = true;
        blocker.proceed();
      }}
    />
  );
  return { allowNextNavigation, dialog };
}
