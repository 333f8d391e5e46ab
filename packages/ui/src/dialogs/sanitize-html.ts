const ALLOWED_TAGS = new Set(['B', 'STRONG', 'I', 'EM', 'U', 'P', 'BR', 'UL', 'OL', 'LI', 'A', 'SPAN', 'DIV', 'H3', 'H4']);

/**
 * spec/shell.md 2.7: the notification's content may be HTML (server texts).
 * Only simple formatting survives; scripts, handlers, styles and non-http
 * links are dropped, so a server text can never run code in the page.
 */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  const walk = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // Unknown elements keep their text, never their markup (script and style lose both).
        if (child.tagName === 'SCRIPT' || child.tagName === 'STYLE') child.remove();
        else child.replaceWith(doc.createTextNode(child.textContent ?? ''));
        continue;
      }
      for (const attribute of Array.from(child.attributes)) {
        const keep = child.tagName === 'A' && attribute.name === 'href' && /^(https?:|\/)/i.test(attribute.value.trim());
        if (!keep) child.removeAttribute(attribute.name);
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank');
        child.setAttribute('rel', 'noopener noreferrer');
      }
      walk(child);
    }
  };
  walk(root);
  return root.innerHTML;
}
