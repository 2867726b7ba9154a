import { api, type ContentPage } from '@vsp/contract';
import { adminCaller, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let id: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  id = (await t.db('contentPages').where({ slug: 'instructions' }).first()).id;
});
afterAll(() => t.close());

async function save(content: string): Promise<{ answered: ContentPage; stored: string | null }> {
  const response = await admin({ ...to(api.content.update, { id }), payload: { title: 'Instructions', content } });
  expect(response.statusCode).toBe(200);
  const stored = (await t.db('contentPages').where({ id }).first()).content as string | null;
  return { answered: json<ContentPage>(response), stored };
}

describe('content-page HTML is sanitised before it is stored', () => {
  it('drops style attributes, event handlers and scripts', async () => {
    const { answered, stored } = await save('<p style="x" onclick="y">a<script>b</script></p>');
    expect(stored).toBe('<p>a</p>');
    expect(answered.content).toBe('<p>a</p>');
  });

  it('keeps formatting, lists, tables, images and links, and guards links that open a new tab', async () => {
    const html =
      '<h2>Agenda</h2><p><strong>Bold</strong> <em>italic</em></p><ul><li>One</li></ul>' +
      '<table><tbody><tr><td>Cell</td></tr></tbody></table><img src="https://example.org/plan.png" alt="Plan">';
    expect((await save(html)).stored).toBe(html);
    expect((await save('<a href="https://example.org" target="_blank">Open</a>')).stored).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Open</a>',
    );
  });

  it('removes javascript: links, frames, forms and style sheets', async () => {
    const { stored } = await save(
      '<a href="javascript:alert(1)">Click</a><iframe src="https://example.org"></iframe><form action="/x"><input name="a"></form><style>p{}</style><img src="x.png" onerror="alert(1)">',
    );
    expect(stored).toBe('<a>Click</a><img src="x.png">');
  });

  it('stores a page whose HTML is nothing but unsafe markup as empty', async () => {
    expect((await save('<script>alert(1)</script>')).stored).toBeNull();
  });
});
