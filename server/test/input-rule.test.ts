/**
 * The input rule over the whole OpenAPI document: every integer, number and string a request may carry was
 * made by a builder of lib/schema.ts (marked `x-input`) and says so in what it allows — integers finite and
 * within safe bounds, strings bounded and refusing control characters. A route that declares a raw
 * `{ type: 'integer' }` or a free `{ type: 'string' }` fails here by name.
 */
import { str } from '../src/lib/schema';
import { startApp, type TestApp } from './helpers';
import { type JsonSchema, openApiOperations, type Operation, requestScalars } from './openapi-walk';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await startApp();
  operations = await openApiOperations(t.app);
});
afterAll(() => t?.close());

const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];

/** Why `schema` breaks the rule, or undefined when it keeps it. */
function breach(schema: JsonSchema): string | undefined {
  if (!schema['x-input']) return 'not made by a lib/schema.ts builder';
  if (schema.enum) return undefined;
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('integer') || types.includes('number')) {
    const safe = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n);
    return safe(schema.minimum) && safe(schema.maximum) ? undefined : 'integer without safe finite bounds';
  }
  if (schema.format === 'binary') return undefined;
  if (typeof schema.maxLength !== 'number') return 'string without maxLength';
  if (!schema.pattern) return 'string without a pattern refusing control characters';
  const re = new RegExp(schema.pattern, 'u');
  const admitted = CONTROL.find((c) => re.test(`a${c}b`) || re.test(c));
  return admitted ? `string pattern admits U+${admitted.charCodeAt(0).toString(16)}` : undefined;
}

describe('the input rule (lib/schema.ts) over the OpenAPI document', () => {
  it('documents the operations of every module', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.some((op) => op.path.startsWith('/api/admin/'))).toBe(true);
    expect(operations.some((op) => op.path.startsWith('/api/staff/'))).toBe(true);
  });

  it('has every request integer and string made by the builders', () => {
    const breaches = operations.flatMap((op) =>
      requestScalars(op).flatMap(({ where, schema }) => {
        const why = breach(schema);
        return why ? [`${op.method} ${op.path} ${where}: ${why} ${JSON.stringify(schema)}`] : [];
      }),
    );
    expect(breaches).toEqual([]);
  });

  it('refuses a hand-written pattern that lets control characters through, at start-up', () => {
    expect(() => str(10, { pattern: '^[^<>]*$' })).toThrow(/admits control character U\+0000/);
    expect(() => str(10, { pattern: '^[a-z]+$' })).not.toThrow();
  });
});
