import type { ReactNode } from "react";

/** Eyebrow, serif title and an optional introduction, shared by every section. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  align = "center",
  as: Tag = "h2",
}: {
  eyebrow?: string;
  title: string;
  id?: string;
  children?: ReactNode;
  align?: "center" | "left";
  as?: "h1" | "h2";
}) {
  return (
    <div className={`mb-10 max-w-2xl md:mb-14 ${align === "center" ? "mx-auto text-center" : ""}`}>
      {eyebrow && <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-oak-dark uppercase">{eyebrow}</p>}
      <Tag id={id} className="text-3xl leading-tight font-semibold text-balance md:text-4xl">
        {title}
      </Tag>
      {children && <div className="mt-4 text-lg leading-relaxed text-muted">{children}</div>}
    </div>
  );
}
