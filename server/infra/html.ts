const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe inside HTML (element content and quoted attributes). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]);
