/**
 * Hydration after the page has loaded (docs/decisions/046-phone-speed.md).
 *
 * React Router's <Scripts /> puts a `modulepreload` link per JavaScript file in the head and an
 * inline module that imports the route modules then the client entry: on a slow phone network
 * those ~110 KB compete with the stylesheet, the title's font and the LCP image. Every public page
 * is complete server HTML (links are links, forms post without JavaScript), so the JavaScript can
 * wait: this rewrite drops the preloads and starts the same imports at the window's `load` event,
 * or at the visitor's first touch, key or focus if that comes first; a button pressed before
 * hydration is pressed again once hydrated.
 *
 * The rewrite works on the text React Router emits (see its `Scripts` component): when that text
 * changes shape, nothing matches and the document is returned untouched (the test catches it).
 */
const modulePreload = /<link rel="modulepreload"[^>]*\/>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const staticImport = /import \* as (\w+) from ("[^"]+");/g;

export function deferHydration(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const body = script[2];
  const names: string[] = [];
  const sources: string[] = [];
  const rest = body
    .replace(staticImport, (_all, name: string, source: string) => {
      names.push(name);
      sources.push(source);
      return "";
    })
    .replace(/^\s*;/, "");
  // A shape not understood (a bare `import "…"`, hot reload): leave the document as it is.
  if (!names.length || /^\s*import\s/m.test(rest) || !/import\("[^"]+"\);\s*$/.test(rest)) return html;
  // A button (type="button": it does nothing without JavaScript) pressed before hydration is
  // remembered and pressed again once the page is hydrated (the layout marks <html data-hydrated>),
  // so the first tap on the menu, an FAQ question or a gallery filter is not lost.
  const deferred =
    `let b=null;const k=(v)=>{const t=v.target.closest?.('button[type="button"]');if(t&&!document.documentElement.dataset.hydrated)b=t;};addEventListener("click",k,true);` +
    `const r=()=>{if(!document.documentElement.dataset.hydrated)return setTimeout(r,50);removeEventListener("click",k,true);if(b&&b.isConnected)b.click();};` +
    `const e=["pointerdown","keydown","focusin","touchstart"],go=()=>{removeEventListener("load",go);e.forEach((t)=>removeEventListener(t,go,true));` +
    `Promise.all([${sources.map((s) => `import(${s})`).join(",")}]).then(([${names.join(",")}])=>{${rest.trim()}}).then(r);};` +
    `if(document.readyState==="complete")go();else{addEventListener("load",go);e.forEach((t)=>addEventListener(t,go,{capture:true,passive:true}));}`;
  return html.replace(modulePreload, "").replace(moduleScript, (_all, open: string, _body: string, close: string) => open + deferred + close);
}
