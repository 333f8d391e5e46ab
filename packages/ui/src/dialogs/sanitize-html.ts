import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | undefined;

/** One DOMPurify instance of our own, so its link hook never touches another user of the library. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * spec/shell.md 2.7: the notification's content may be HTML (server texts).
 * DOMPurify keeps only simple formatting: scripts, styles, handlers and
 * non-http links are dropped (other elements keep their text), so a server
 * text can never run code in the page. Links open in a new tab.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'p', 'br', 'ul', 'ol', 'li', 'a', 'span', 'div', 'h3', 'h4'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|\/)/i,
    KEEP_CONTENT: true,
  });
}
