import { RICH_TEXT_ALLOW_LIST } from '@vsp/contract';
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/** The portal's allow-list, which the BFF also applies before it stores a page. */
const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOW_LIST.tags],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOW_LIST.attributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

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
 * style sheets and style attributes, event handler attributes, forms and javascript: (or other
 * non-web) URLs go.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, CONFIG);
}
