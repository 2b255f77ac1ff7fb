import { AudioLines, Bath, ChefHat, Footprints, Hammer, Sofa, Trees, Wine, type LucideIcon } from "lucide-react";

/** services.icon holds a lucide-react name; only these are bundled (unknown names get a hammer). */
const icons: Record<string, LucideIcon> = { ChefHat, Wine, Sofa, Trees, Bath, Footprints, AudioLines };

export function ServiceIcon({ name, className = "size-6" }: { name: string; className?: string }) {
  // Own keys only: `constructor` or `__proto__` must not reach the object's prototype.
  const Icon = Object.hasOwn(icons, name) ? icons[name] : Hammer;
  return <Icon aria-hidden="true" className={className} />;
}
