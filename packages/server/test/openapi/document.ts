import { expect } from 'vitest';
import type { TestServer } from '../support/test-server.js';

export type JsonSchema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown> };
}

export interface DocumentedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it, such as `/api/marketplace/products/{id}/`. */
  path: string;
  operation: OpenApiOperation;
}

/** The server's OpenAPI document, as a client reads it. */
export async function fetchDocument(server: TestServer): Promise<OpenApiDocument> {
  const answer = await fetch(`${server.url}/api/openapi.json`);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as OpenApiDocument;
}

/** Every operation of the document, one per method and path. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as DocumentedOperation['method'],
      path,
      operation,
    })),
  );
}

/**
 * Every method and path the Fastify instance routes, read from its own route tree
 * (`printRoutes`), independently of the OpenAPI document: each line is a node that continues its
 * parent's path, indented four characters a level, with the methods it answers in brackets.
 */
export function registeredRoutes(app: {
  printRoutes(options: { commonPrefix: boolean }): string;
}): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + node[2]!;
    stack.push(path);
    for (const method of node[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
