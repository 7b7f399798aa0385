/**
 * Walking the OpenAPI document (/api/docs/json): every operation, and every schema a request may carry
 * (path and query parameters, headers, JSON and multipart bodies). Used by the input-rule test and the fuzz suite,
 * so a route added tomorrow is checked and fuzzed without a test of its own.
 */
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  'x-input'?: string;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented: /api/user/address/detail/{id} */
  path: string;
  tags: string[];
  secured: boolean;
  /** The staff roles that may call it (`x-roles`, plugins/app/auth.ts); undefined for customers' and public calls. */
  roles: string[] | undefined;
  parameters: Parameter[];
  /** content type -> schema */
  bodies: Record<string, JsonSchema>;
}

export async function openApiOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = JSON.parse(response.body) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        tags: (op.tags as string[] | undefined) ?? [],
        secured: Array.isArray(op.security) && op.security.length > 0,
        roles: op['x-roles'] as string[] | undefined,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        bodies: Object.fromEntries(Object.entries(content).map(([type, c]) => [type, c.schema])),
      });
    }
  }
  return operations;
}

/** Every scalar schema inside `schema`, with where it sits ("body.goods[].name"). */
export function scalarSchemas(schema: JsonSchema | undefined, where: string): { where: string; schema: JsonSchema }[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: { where: string; schema: JsonSchema }[] = [];
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.some((t) => t === 'integer' || t === 'number' || t === 'string')) found.push({ where, schema });
  for (const [name, child] of Object.entries(schema.properties ?? {})) found.push(...scalarSchemas(child, `${where}.${name}`));
  if (schema.items) found.push(...scalarSchemas(schema.items, `${where}[]`));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    found.push(...scalarSchemas(schema.additionalProperties, `${where}{}`));
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
    (schema[key] ?? []).forEach((s, i) => found.push(...scalarSchemas(s, `${where}|${i}`)));
  return found;
}

/** Every scalar a request to `op` may carry. */
export function requestScalars(op: Operation): { where: string; schema: JsonSchema }[] {
  return [
    ...op.parameters.flatMap((p) => scalarSchemas(p.schema, `${p.in}.${p.name}`)),
    ...Object.entries(op.bodies).flatMap(([type, schema]) => scalarSchemas(schema, `body(${type})`)),
  ];
}

/** The URL of `op` with its path parameters filled in. */
export function urlOf(op: Operation, pathValues: Record<string, string> = {}): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
}
