import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting, links, images and tables', () => {
    const html = '<h2>Title</h2><p><strong>Bold</strong> <a href="https://example.org">link</a></p><img src="https://example.org/a.png" alt="A"><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: links and forms', () => {
    const html = '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><form><input></form>';
    expect(sanitizeHtml(html)).toBe('<p>Hi</p><a>x</a>');
  });

  it('lets a link open in a new tab without a handle on the portal', () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
