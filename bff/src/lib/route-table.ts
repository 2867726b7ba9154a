import type { Plugin, ResponseObject, ResponseToolkit, RouteOptions, Server, ServerRoute } from '@hapi/hapi';
import type { AnyEndpoint, HttpMethod } from '@vsp/contract';
import type { Schema } from 'joi';
import type { OpenApiRouteOptions } from '../plugins/openapi/document';

/** A route's method and path, taken from the contract's endpoint so both sides name it once. */
export function at(endpoint: AnyEndpoint): { method: HttpMethod; path: string } {
  return { method: endpoint.method, path: endpoint.route };
}

/**
 * What a route answers, for the OpenAPI document: the joi schema of its domain's `responses.ts`, and
 * its success status when not 200 or the failures particular to it. Sample 0 documents the answer
 * without validating it, so a request pays nothing and a streamed file needs no object to check.
 */
export function answers(schema: Schema, openapi?: OpenApiRouteOptions): Pick<RouteOptions, 'response' | 'plugins'> {
  return { response: { schema, sample: 0 }, ...(openapi && { plugins: { openapi } }) };
}

/** A route that answers 204 without a body, as `noContent` sends it, with the failures particular to it. */
export function answersNoContent(errors?: number[]): Pick<RouteOptions, 'plugins'> {
  return { plugins: { openapi: { status: 204, ...(errors && { errors }) } } };
}

/**
 * One domain's route table as a hapi plugin named for the domain; the OpenAPI document groups the
 * routes by that name. `onRegister` starts what the domain runs beside its routes.
 */
export function domainModule(name: string, routes: ServerRoute[], onRegister?: (server: Server) => void): Plugin<void> {
  return {
    name,
    register(server) {
      server.route(routes);
      onRegister?.(server);
    },
  };
}

/** 201 with the created record. */
export function created(h: ResponseToolkit, record: object): ResponseObject {
  return h.response(record).code(201);
}

/** 200 with an answer already written as JSON text (a cached read, see CachedReads), sent as hapi sends an object. */
export function jsonText(h: ResponseToolkit, json: string): ResponseObject {
  return h.response(json).type('application/json; charset=utf-8');
}

/** 204 without a body. */
export function noContent(h: ResponseToolkit): ResponseObject {
  return h.response().code(204);
}
