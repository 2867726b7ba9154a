import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | null = null;

/** An instance of our own, so its hook never reaches another user of DOMPurify; created on first use, when a window exists. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // A link that opens beside the portal must not get a handle on the portal's window.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/**
 * Admin-authored HTML as the evaluator pages will render it: formatting, links, images and tables
 * stay; scripts, style sheets, event handlers, forms and javascript: URLs go. The preview uses the
 * same rules, so what the admin sees is what evaluators get.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
