/** Text safe in HTML, as an element's text or an attribute's value (the API's own pages and the mails' html part). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
