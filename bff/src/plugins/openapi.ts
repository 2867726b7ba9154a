/**
 * The OpenAPI 3 document of the API, generated from the server's own route table, and a browsable
 * page of it; both for administrators only.
 *
 * How a route appears in the document (see `openapi/document.ts`):
 * - method, path, `options.description` (the summary) and `options.notes` as the route declares them;
 *   the tag is the name of the module (hapi plugin) that registers the route, so no route names one;
 * - path and query parameters and the JSON body from the joi schemas of `options.validate`;
 * - the answer from `options.response.schema`, the joi schema of the domain's `responses.ts`, with
 *   sample 0 so it is documented and never validated and a request pays nothing. An answer that is
 *   not JSON names its media type with `.meta({ contentType })`;
 * - a success status other than 200 as `options.plugins.openapi.status` (201 for a create, 204 for an
 *   answer without a body), and failures particular to the route as `options.plugins.openapi.errors`
 *   (409, 429…). 400, 401, 403, 404 and 415 follow from the validation, auth and path parameters.
 *   A module's route sets all of these with `...answers(vendorResponse, { status: 201 })` or
 *   `...answersNoContent()` from `lib/route-table.ts`; a test fails for an API route without them;
 * - who may call it from `options.auth`: signed-in by default, `auth: false` public, mode `try` either.
 *
 * The document lists its own routes too, since they are API routes like the others.
 */
import path from 'node:path';
import Boom from '@hapi/boom';
import Inert from '@hapi/inert';
import type { Plugin } from '@hapi/hapi';
import { api, type AnyEndpoint } from '@vsp/contract';
import Joi from 'joi';
import { version } from '../../package.json';
import { ADMIN_ONLY } from '../lib/admin';
import { openApiDocument, type OpenApiDocument } from './openapi/document';

const TITLE = 'Vendor Scoring Portal API';

const DESCRIPTION = [
  'Generated from the routes the server registers. Requests carry the session cookie, or an administrator\'s API token as `Authorization: Bearer vsp_…` (made in the Administration panel under User Settings, Tokens); bodies and answers are JSON.',
  'Every error answers `{ statusCode, error, message }`; 503 means the database is unreachable, so retry shortly.',
].join('\n\n');

const SWAGGER_UI = path.dirname(require.resolve('swagger-ui-dist/package.json'));

// Loaded from its own file because the Content-Security-Policy allows no inline script.
const INITIALISER = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: api.site.openapi.path(),
  dom_id: '#swagger-ui',
  deepLinking: true,
  // The public validator would fetch a badge from another site, which the policy refuses.
  validatorUrl: null,
})});\n`;

const ASSETS = new Map<string, { file: string } | { text: string; type: string }>([
  ['swagger-ui.css', { file: path.join(SWAGGER_UI, 'swagger-ui.css') }],
  ['swagger-ui-bundle.js', { file: path.join(SWAGGER_UI, 'swagger-ui-bundle.js') }],
  ['docs.js', { text: INITIALISER, type: 'text/javascript; charset=utf-8' }],
]);

const asset = (file: string) => api.site.docsAsset.path({ file });

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>${TITLE}</title>
    <link rel="stylesheet" href="${asset('swagger-ui.css')}">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${asset('swagger-ui-bundle.js')}"></script>
    <script src="${asset('docs.js')}"></script>
  </body>
</html>
`;

/** The contract's endpoint names (`scores.save`…) as operation ids, so the document and the code speak alike. */
function contractOperationIds(): Map<string, string> {
  return new Map(
    Object.entries(api).flatMap(([domain, endpoints]) =>
      Object.entries(endpoints as Record<string, AnyEndpoint>).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.route}`, `${domain}.${name}`]),
    ),
  );
}

export const openapiPlugin: Plugin<void> = {
  name: 'openapi',
  dependencies: 'session',
  async register(server) {
    await server.register(Inert);
    // Built on the first request, when every module has registered its routes.
    let document: OpenApiDocument | undefined;

    server.route([
      {
        method: api.site.openapi.method,
        path: api.site.openapi.route,
        options: {
          auth: ADMIN_ONLY,
          description: 'This OpenAPI document: every API route, generated from the route table',
          response: { schema: Joi.object().unknown(), sample: 0 },
        },
        handler: () => (document ??= openApiDocument(server, { title: TITLE, version, description: DESCRIPTION, operationIds: contractOperationIds() })),
      },
      {
        method: api.site.docs.method,
        path: api.site.docs.route,
        options: {
          auth: ADMIN_ONLY,
          description: 'The browsable page of the OpenAPI document',
          response: { schema: Joi.string().meta({ contentType: 'text/html' }), sample: 0 },
        },
        handler: (_request, h) => h.response(PAGE).type('text/html; charset=utf-8'),
      },
      {
        method: api.site.docsAsset.method,
        path: api.site.docsAsset.route,
        options: {
          auth: ADMIN_ONLY,
          description: "The browsable page's script and styles",
          validate: { params: Joi.object({ file: Joi.string().max(100).required() }) },
          response: { schema: Joi.string().meta({ contentType: 'text/*' }), sample: 0 },
        },
        handler: (request, h) => {
          const found = ASSETS.get(request.params.file as string);
          if (!found) throw Boom.notFound();
          return 'file' in found ? h.file(found.file, { confine: false }) : h.response(found.text).type(found.type);
        },
      },
    ]);
  },
};
