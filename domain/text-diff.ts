/** One line of a comparison: kept, added (only in the newer text) or removed (only in the older). */
export interface DiffLine {
  kind: "same" | "added" | "removed";
  text: string;
}

/**
 * Line comparison of two texts (longest common subsequence). Long texts beyond `maxCells`
 * fall back to "everything removed, everything added" rather than freezing the page.
 */
export function diffLines(before: string, after: string, maxCells = 4_000_000): DiffLine[] {
  const a = before.split("\n");
  const b = after.split("\n");
  // Common head and tail first: most edits touch a few lines in the middle.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text) => ({ kind: "same" as const, text }));
  const tail = a.slice(endA).map((text) => ({ kind: "same" as const, text }));
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  if (x.length * y.length > maxCells) {
    return [
      ...head,
      ...x.map((text) => ({ kind: "removed" as const, text })),
      ...y.map((text) => ({ kind: "added" as const, text })),
      ...tail,
    ];
  }
  const n = x.length;
  const m = y.length;
  const lcs: Uint32Array[] = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (x[i] === y[j]) {
      middle.push({ kind: "same", text: x[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      middle.push({ kind: "removed", text: x[i++] });
    } else {
      middle.push({ kind: "added", text: y[j++] });
    }
  }
  while (i < n) middle.push({ kind: "removed", text: x[i++] });
  while (j < m) middle.push({ kind: "added", text: y[j++] });
  return [...head, ...middle, ...tail];
}

/** Keys whose values differ between two states (deep comparison through JSON). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  keys: readonly string[],
): string[] {
  const norm = (v: unknown) => JSON.stringify(v ?? "");
  return keys.filter((key) => norm(before[key]) !== norm(after[key]));
}
