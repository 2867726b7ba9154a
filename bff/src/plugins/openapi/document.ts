import { STATUS_CODES } from 'node:http';
import type { RequestRoute, Server } from '@hapi/hapi';
import { API_PREFIX } from '@vsp/contract';
import Joi from 'joi';
import j2s from 'joi-to-swagger';
import { SESSION_COOKIE } from '../session';
import { apiErrorResponse } from './answer';

/**
 * What a route adds for the document, as `options.plugins.openapi`, beyond what its hapi options
 * already say. Its answer's shape is `options.response.schema`.
 */
export interface OpenApiRouteOptions {
  /** The success status when it is not 200: 201 for a create, 202 for work queued, 204 for an answer without a body, 302 for a browser sent on (single sign-on). */
  status?: 201 | 202 | 204 | 302;
  /** Failures particular to the route (a 409 conflict, a 429 lock) beyond those its options imply. */
  errors?: number[];
}

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    openapi?: OpenApiRouteOptions;
  }
}

/** An OpenAPI schema, parameter, response… object: plain JSON. */
export type OpenApiObject = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiObject>>;
  components: {
    schemas: Record<string, OpenApiObject>;
    responses: Record<string, OpenApiObject>;
    securitySchemes: Record<string, OpenApiObject>;
  };
  security: Record<string, string[]>[];
}

export interface DocumentInfo {
  title: string;
  version: string;
  description?: string;
  /** Operation ids by `"<METHOD> <route>"`, e.g. the contract's endpoint names. */
  operationIds?: ReadonlyMap<string, string>;
}

const SECURITY_SCHEME = 'session';
const BEARER_SCHEME = 'apiToken';
/** A signed-in session or an API token: either one, on every route that does not say otherwise. */
const EITHER_SCHEME: Record<string, string[]>[] = [{ [SECURITY_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/** When each error status is answered, for every route it applies to. */
const ERROR_WHEN: Record<number, string> = {
  400: 'A parameter, query value or body fails validation; the message names the field',
  401: 'Signed out, the session ended, or the API token is unknown, revoked or expired',
  403: "Not allowed for this user, a change sent from another site's page, a change with a read-only API token, or an API token whose owner is no longer an administrator",
  404: 'Unknown id or path',
  409: 'The change conflicts with the stored data',
  415: 'The body is not JSON',
  429: 'Too many failed sign-ins; the message says how many seconds or minutes to wait, Retry-After how many seconds',
};

interface AuthSettings {
  mode?: string;
  access?: { scope?: false | { selection?: string[]; required?: string[] } }[];
}

/** hapi's path syntax is OpenAPI's, except optional and multi-segment parameters: `{file*}` reads `{file}`. */
function documentPath(path: string): string {
  return path.replace(/\{(\w+)[^}]*\}/g, '{$1}');
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)[^}]*\}/g)].map((match) => match[1]);
}

function errorComponentName(status: number): string {
  return (STATUS_CODES[status] ?? `Error ${status}`).replace(/[^A-Za-z0-9]/g, '');
}

function metaOf(schema: Joi.Schema, key: string): unknown {
  const metas = (schema.$_terms.metas ?? []) as Record<string, unknown>[];
  return metas.find((meta) => key in meta)?.[key];
}

/** The authentication a route runs with: its own settings, else the server's default; false when none. */
function authOf(server: Server, route: RequestRoute): AuthSettings | false {
  // hapi types the route's setting without the `false` that turns authentication off.
  const own = route.settings.auth as AuthSettings | false | undefined;
  if (own === false) return false;
  return own ?? (server.auth.settings.default as AuthSettings | undefined) ?? false;
}

function scopesOf(auth: AuthSettings | false): string[] {
  if (!auth) return [];
  return (auth.access ?? []).flatMap((access) => (access.scope ? [...(access.scope.selection ?? []), ...(access.scope.required ?? [])] : []));
}

/**
 * Builds the OpenAPI 3 document of every API route from the server's own route table, so nothing is
 * written twice: paths and methods, descriptions, the registering module as the tag, parameters and
 * bodies from the joi validation, the answer from `options.response.schema`, who may call it from the
 * auth settings, and the errors those settings imply.
 */
export function openApiDocument(server: Server, info: DocumentInfo): OpenApiDocument {
  const components: OpenApiDocument['components'] = {
    schemas: {},
    responses: {},
    securitySchemes: {
      [SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie that signing in sets' },
      [BEARER_SCHEME]: {
        type: 'http',
        scheme: 'bearer',
        description:
          "An administrator's API token (`vsp_…`), made in the Administration panel, acting as its owner: a read token for GET requests only, a write token for the owner's changes too",
      },
    },
  };

  function toSchema(schema: Joi.Schema): OpenApiObject {
    const { swagger, components: found } = j2s(schema, components);
    Object.assign(components.schemas, found?.schemas);
    return (swagger || {}) as OpenApiObject;
  }

  function resolved(schema: OpenApiObject): OpenApiObject {
    const ref = schema.$ref;
    return typeof ref === 'string' ? components.schemas[ref.split('/').pop()!] : schema;
  }

  function parameters(schema: unknown, where: 'path' | 'query'): OpenApiObject[] {
    if (!Joi.isSchema(schema)) return [];
    const object = resolved(toSchema(schema));
    const required = new Set((object.required ?? []) as string[]);
    return Object.entries((object.properties ?? {}) as Record<string, OpenApiObject>).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: property,
    }));
  }

  function errorResponse(status: number): OpenApiObject {
    const name = errorComponentName(status);
    components.responses[name] ??= {
      description: ERROR_WHEN[status] ?? STATUS_CODES[status] ?? 'Error',
      content: { 'application/json': { schema: toSchema(apiErrorResponse) } },
    };
    return { $ref: `#/components/responses/${name}` };
  }

  function operation(route: RequestRoute): OpenApiObject {
    const { settings } = route;
    const options = settings.plugins?.openapi ?? {};
    const auth = authOf(server, route);
    const scopes = scopesOf(auth);
    const validate = settings.validate ?? {};

    const pathParameters = parameters(validate.params, 'path');
    for (const name of pathParamNames(route.path)) {
      if (!pathParameters.some((parameter) => parameter.name === name)) {
        pathParameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
      }
    }
    const allParameters = [...pathParameters, ...parameters(validate.query, 'query')];

    const result: OpenApiObject = {};
    const operationId = info.operationIds?.get(`${route.method.toUpperCase()} ${route.path}`);
    if (operationId) result.operationId = operationId;
    if (settings.description) result.summary = settings.description;
    if (settings.notes) result.description = ([] as string[]).concat(settings.notes).join('\n\n');
    if (route.realm.plugin) result.tags = [route.realm.plugin];
    if (allParameters.length) result.parameters = allParameters;

    const payload = validate.payload;
    if (Joi.isSchema(payload)) {
      const schema = toSchema(payload);
      const allowed = ([] as string[]).concat(settings.payload?.allow ?? 'application/json');
      result.requestBody = { required: true, content: Object.fromEntries(allowed.map((type) => [type, { schema }])) };
    }

    const status = options.status ?? 200;
    const success: OpenApiObject = { description: STATUS_CODES[status] };
    const answer = settings.response?.schema;
    if (status !== 204 && Joi.isSchema(answer)) {
      const contentType = (metaOf(answer, 'contentType') as string | undefined) ?? 'application/json';
      success.content = { [contentType]: { schema: toSchema(answer) } };
    }

    const errors = new Set(options.errors);
    if (allParameters.length || result.requestBody) errors.add(400);
    if (result.requestBody) errors.add(415);
    if (auth && (auth.mode ?? 'required') === 'required') errors.add(401);
    // The admin scope refuses other users; any change from another site's page is refused too.
    if (scopes.length || MUTATING.has(route.method)) errors.add(403);
    if (pathParameters.length) errors.add(404);
    result.responses = {
      [status]: success,
      ...Object.fromEntries([...errors].sort((a, b) => a - b).map((code) => [code, errorResponse(code)])),
    };

    if (!auth) result.security = [];
    else if (settings.app?.sessionOnly) result.security = [{ [SECURITY_SCHEME]: [] }];
    else if (auth.mode && auth.mode !== 'required') result.security = [{}, ...EITHER_SCHEME];
    if (scopes.length) result['x-scopes'] = scopes;
    return result;
  }

  const routes = server
    .table()
    .filter((route) => route.path.startsWith(API_PREFIX) && route.method !== '*')
    .sort((a, b) => a.path.localeCompare(b.path));
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    (paths[documentPath(route.path)] ??= {})[route.method] = operation(route);
  }
  const tags = [...new Set(routes.flatMap((route) => (route.realm.plugin ? [route.realm.plugin] : [])))].sort();

  return {
    openapi: '3.0.3',
    info: { title: info.title, version: info.version, ...(info.description ? { description: info.description } : {}) },
    tags: tags.map((name) => ({ name })),
    paths,
    components,
    security: EITHER_SCHEME,
  };
}
