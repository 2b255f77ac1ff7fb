import { Switch } from "radix-ui";
import { useId } from "react";

/** Radix switch with its label and the state in words (docs/product.md §2: 'Article publié' / 'Visible sur le site' / 'Brouillon privé'). */
export function PublishSwitch({
  checked,
  onCheckedChange,
  onLabel,
  onHint,
  offLabel,
  offHint,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  onLabel: string;
  onHint?: string;
  offLabel: string;
  offHint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4">
      <label htmlFor={id} className="min-w-0 cursor-pointer">
        <span className="block text-sm font-semibold text-forest-dark">{checked ? onLabel : offLabel}</span>
        {(checked ? onHint : offHint) && <span className="block text-xs text-muted">{checked ? onHint : offHint}</span>}
      </label>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-line transition-colors data-[state=checked]:bg-success"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
}
