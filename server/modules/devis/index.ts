/**
 * The devis module's door: what the rest of the server uses of it (decision 050, docs/architecture.md).
 * Its other files are its own; from outside the module, import this file.
 */
export { createDevis, type Devis } from "./devis.ts";
export { renderDevisPdf } from "./pdf.ts";
export { eraseLeadDevis } from "./erase.ts";
export { businessMentions } from "./pdf-mentions.ts";
export { devisForInvoice, devisLines, devisPdf, type DevisForInvoice } from "./read.ts";
export { createDevisPublicRouter } from "./public-router.ts";
export { createDevisRouter } from "./router.ts";
export { A4, Layout, MARGIN, colours, newBusinessDocument, type Column } from "./pdf-layout.ts";
export { twoColumns, type ColumnFigure } from "./pdf-blocks.ts";
