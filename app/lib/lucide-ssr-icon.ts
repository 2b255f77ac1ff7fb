import { createElement, forwardRef, type ReactElement, type Ref } from "react";
// lucide-react's own builders (the module this one replaces in the server build imports the same).
import buildLucideIconForReact from "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs";
import { hasA11yProp } from "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs";
import { mergeClasses } from "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs";

/**
 * lucide-react's `Icon` for the server build only (vite.config.ts `lucideServerIcon`): the same
 * markup, but an icon drawn with the same props is built once and its element reused by every later
 * render (React elements are immutable) — the icons were ~9 % of the home page's render. The app sets
 * no LucideProvider, so lucide's defaults stand in for its context. Props that are not plain values
 * (children, handlers) are built each time, as lucide does.
 */
type IconData = { node: [string, Record<string, string>][]; name?: string; aliases?: string[]; size?: number };
type Props = Record<string, unknown> & { icon?: IconData; iconNode?: IconData["node"]; children?: unknown };

const built = new WeakMap<object, Map<string, ReactElement>>();
const plain = (v: unknown) => v === undefined || v === null || ["string", "number", "boolean"].includes(typeof v);

function draw(props: Props): ReactElement {
  const {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className = "",
    children,
    ...rest
  } = props;
  const { iconNode = [], icon = { node: iconNode, aliases: [], size: 24 }, ...attributes } = rest as Props;
  const [name, svgAttributes, builtIconNode = []] = buildLucideIconForReact(icon, {
    color: color ?? "currentColor",
    width: width ?? size ?? 24,
    height: height ?? size ?? 24,
    strokeWidth: strokeWidth ?? 2,
    absoluteStrokeWidth: absoluteStrokeWidth ?? false,
    nonScalingStroke: nonScalingStroke ?? false,
    className: mergeClasses("", className as string),
    hasA11yProp: Boolean(children) || hasA11yProp(attributes),
    attributes,
  }) as [string, Record<string, unknown>, [string, Record<string, unknown>][]];
  return createElement(name, svgAttributes, [
    ...builtIconNode.map(([tag, attrs]) => createElement(tag, attrs)),
    ...(Array.isArray(children) ? children : [children]),
  ]);
}

const Icon = forwardRef((props: Props, _ref: Ref<SVGSVGElement>) => {
  const { icon, children, ...rest } = props;
  const owner = icon ?? props.iconNode;
  if (!owner || children != null || !Object.values(rest).every(plain)) return draw(props);
  const key = JSON.stringify(rest, Object.keys(rest).sort());
  let byProps = built.get(owner);
  if (!byProps) built.set(owner, (byProps = new Map()));
  let element = byProps.get(key);
  if (!element) byProps.set(key, (element = draw(props)));
  return element;
});
Icon.displayName = "Icon";
export default Icon;
