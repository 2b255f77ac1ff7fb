import type { ReactNode } from "react";

/** A list's table in its card: the column headings (`right`: figures), the rows as children, a footer (pager). */
export function DataTable({
  columns,
  children,
  footer,
}: {
  columns: readonly { label: string; right?: boolean }[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-sm">
        <thead className="bg-cream text-left text-xs text-muted uppercase">
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={`px-3 py-2${c.right ? " text-right" : ""}`}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}
