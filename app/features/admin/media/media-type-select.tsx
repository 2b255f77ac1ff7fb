import { mediaTypeLabels } from "#domain/media.ts";
import { mediaTypes, type MediaType } from "#domain/schemas/media-types.ts";
import { SelectField } from "#app/ui/controls.tsx";

/** The 'Type de média' choice of the media dialog's panels; hidden when only one type is allowed. */
export function MediaTypeSelect({
  id,
  types,
  value,
  onChange,
}: {
  id: string;
  types: readonly MediaType[];
  value: MediaType;
  onChange(type: MediaType): void;
}) {
  if (types.length < 2) return null;
  return (
    <SelectField
      id={id}
      label="Type de média"
      value={value}
      onChange={onChange}
      options={mediaTypes.filter((t) => types.includes(t)).map((t) => ({ value: t, label: mediaTypeLabels[t] }))}
    />
  );
}
