import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/**
 * An instance of our own, so the link hook below never leaks into another user of DOMPurify.
 * Created on first use because it needs the page's window.
 */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // Admin content links to reference material that should open beside the portal; such a link must
  // not hand the opened page a handle on this one.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Admin-authored HTML made safe to render: formatting, links, images and tables stay; scripts,
 * styles sheets, event handler attributes, forms and javascript: (or other non-web) URLs go.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
