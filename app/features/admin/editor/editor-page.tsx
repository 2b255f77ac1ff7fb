import { useLoaderData } from "react-router";
import { contentTypeLabels, type ContentType } from "#domain/categories.ts";
import { GenericEditor } from "./generic-editor.tsx";

/** The title of an editor page: 'Éditeur · Services'. */
export const editorTitle = (type: ContentType | undefined) =>
  type ? `Éditeur · ${contentTypeLabels[type].plural}` : "Éditeur";

/** The page of the generic editor, whatever the route that names its type and id (loader data). */
export function EditorPage() {
  const { type, id } = useLoaderData() as { type: ContentType; id: number | null };
  return <GenericEditor key={`${type}-${id ?? "new"}`} type={type} id={id} />;
}
