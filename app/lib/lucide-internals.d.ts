/** lucide-react's internal builders, used by the server build's Icon (lucide-ssr-icon.ts). */
declare module "lucide-react/dist/esm/shared/src/build/buildLucideIconForReact.mjs" {
  const buildLucideIconForReact: (icon: unknown, params: Record<string, unknown>) => unknown[];
  export default buildLucideIconForReact;
}
declare module "lucide-react/dist/esm/shared/src/utils/hasA11yProp.mjs" {
  export const hasA11yProp: (props: Record<string, unknown>) => boolean;
}
declare module "lucide-react/dist/esm/shared/src/utils/mergeClasses.mjs" {
  export const mergeClasses: (...classes: unknown[]) => string;
}
