import { render } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { RichText } from './RichText';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists, tables, images and ordinary links', () => {
    const html =
      '<h2>Agenda</h2><p><strong>Bold</strong>, <em>italic</em> and <u>underlined</u></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol>' +
      '<table><tbody><tr><td>Cell</td></tr></tbody></table>' +
      '<img src="https://example.org/plan.png" alt="Floor plan">' +
      '<a href="https://example.org/deck.pdf">Deck</a> <a href="mailto:help@example.org">Mail</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes style attributes, as the server does before storing a page', () => {
    expect(sanitizeHtml('<p style="x" onclick="y">a<script>b</script></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<p style="text-align: center;">Centred</p>')).toBe('<p>Centred</p>');
  });

  it('removes script and style elements with their content', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Text</p>');
    expect(out).toBe('<img src="x.png"><p>Text</p>');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'vbscript:msgbox(1)'])(
    'drops the link target %p but keeps the text',
    (href) => {
      const out = sanitizeHtml(`<a href="${href}">Click</a>`);
      expect(out).toBe('<a>Click</a>');
    },
  );

  it('removes iframes, objects and form controls, keeping only their text', () => {
    const out = sanitizeHtml(
      '<iframe src="https://example.org"></iframe><object data="x.swf"></object><form action="/x"><input name="a"><button>Go</button></form><p>Left</p>',
    );
    expect(out).toBe('Go<p>Left</p>');
  });

  it('lets a link open in a new tab without giving it access to this page', () => {
    const out = sanitizeHtml('<a href="https://example.org" target="_blank">Open</a>');
    expect(out).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Open</a>');
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('RichText', () => {
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <ThemeProvider>
        <RichText html={'<p onclick="x()">Hi</p><script>x()</script>'} />
      </ThemeProvider>,
    );
    expect(container.innerHTML).toContain('<p>Hi</p>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
