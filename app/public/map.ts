/**
 * The map (app/components/site/map-embed.tsx): OpenStreetMap's interactive map replaces the local
 * drawing only when the visitor asks for it (no request to another host before that click).
 */
export function initMaps(): void {
  for (const map of document.querySelectorAll<HTMLElement>("[data-map]")) {
    map.querySelector("[data-map-show]")?.addEventListener("click", () => {
      const frame = map.querySelector<HTMLElement>("[data-map-frame]");
      if (!frame) return;
      const iframe = document.createElement("iframe");
      iframe.src = map.dataset.map ?? "";
      iframe.title = map.dataset.mapTitle ?? "";
      iframe.className = "absolute inset-0 size-full border-0";
      iframe.loading = "lazy";
      iframe.referrerPolicy = "no-referrer";
      frame.replaceChildren(iframe);
      const credit = map.querySelector("[data-map-credit]");
      if (credit) credit.textContent = "Carte © les contributeurs d'OpenStreetMap";
    });
  }
}
