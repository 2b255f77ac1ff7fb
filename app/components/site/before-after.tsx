import { compareValueText, type BeforeAfterPair } from "#domain/project-images.ts";
import { Picture } from "#app/ui/picture.tsx";

const sizes = "(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw";

/**
 * A before/after comparison: the « après » photo over the « avant » one, cut at a
 * divider that a native range input moves (arrow keys, drag, tap). The frame has a fixed 3:2
 * ratio, so nothing moves while the photos load or when the script starts. Without JavaScript
 * (`@media (scripting: none)`, app/app.css) both photos are shown side by side and the range is
 * hidden. The browser code is app/public/before-after.ts (a dozen lines).
 */
export function BeforeAfter({ pair, title, label }: { pair: BeforeAfterPair; title: string; label: string }) {
  return (
    <figure data-compare>
      <div className="compare rounded-3xl bg-cream shadow-card">
        <div className="compare-pane">
          <Picture src={pair.before} alt={title} altSuffix=" : avant les travaux" sizes={sizes} />
          <span className="compare-badge left-3">Avant</span>
        </div>
        <div className="compare-pane compare-after" data-compare-after>
          <Picture src={pair.after} alt={title} altSuffix=" : après les travaux" sizes={sizes} />
          <span className="compare-badge right-3">Après</span>
        </div>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          defaultValue={50}
          className="compare-range"
          aria-label={`${label} : séparateur entre « Avant » et « Après »`}
          aria-valuetext={compareValueText(50)}
          data-compare-range
        />
        <span className="compare-divider" aria-hidden="true">
          <span className="compare-handle" />
        </span>
      </div>
      <figcaption className="mt-2 text-sm text-muted">{label}</figcaption>
    </figure>
  );
}
