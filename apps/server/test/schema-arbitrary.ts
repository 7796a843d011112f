import fc from 'fast-check';
import { z } from 'zod';
import { basicPlanLine, domainLine, SUCCESS_CARD } from './payment-test-app.ts';

/** The part of JSON Schema that `z.toJSONSchema` writes for this app's schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The JSON Schema of what a route's zod schema accepts, or undefined when it has none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** Every property name anywhere in a schema (cart lines inside an order, and so on). */
export function propertyNames(schema: JsonSchema | undefined, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const own = Object.entries(schema.properties ?? {});
  const nested = [
    ...own.map(([, child]) => child),
    schema.items,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
  ];
  return [...own.map(([name]) => name), ...nested.flatMap((child) => propertyNames(child, depth + 1))];
}

const INT32 = 2 ** 31 - 1;

// Rules zod checks in refinements, which JSON Schema cannot carry (spec §5: a name longer than
// 3 characters, 10-digit mobiles, http(s) links…), so values that pass them are offered by name.
const person = fc.constantFrom('Asha Rao', 'Ravi Kumar', 'Meera Iyer');
const email = fc.constantFrom('asha@example.in', 'ravi.kumar@example.com', 'x@y.co');
const password = fc.constantFrom('not-the-password', 'another-long-one');
const rupees = fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(0.5, 1234.56));
const HINTS: Record<string, fc.Arbitrary<unknown>> = {
  mobile: fc.stringMatching(/^\d{10}$/),
  email,
  customerEmail: email,
  username: person,
  name: person,
  customerName: person,
  password,
  oldPassword: password,
  newPassword: password,
  confirmPassword: password,
  linkUrl: fc.webUrl(),
  // A cart the server accepts: the basic plan and one domain, at the price it computes.
  products: fc.stringMatching(/^[a-z]{3,12}\.in$/).map((domain) => [basicPlanLine, domainLine(domain, 0)]),
  amount: fc.constantFrom(4999, 5098),
  card_number: fc.constantFrom(SUCCESS_CARD, '4000 0000 0000 0002'),
  card_holder_name: person,
  card_expiry: fc.constantFrom('12/39', '13/20'),
  card_cvv: fc.constantFrom('123', '1'),
  emi1: rupees,
  emi2: rupees,
  extraAmount: rupees,
  emi1Borrowed: rupees,
  emi2Borrowed: rupees,
  // Saving a link without an id creates it; a random id is someone else's (404).
  linkId: fc.constant(undefined),
};

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uuid') return fc.uuid().map(String);
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from; any string will do.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1e6 : schema.exclusiveMinimum);
  const high = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1e6 : schema.exclusiveMaximum);
  if (integer) {
    const min = Math.max(-INT32, Math.ceil(low + (schema.exclusiveMinimum === undefined ? 0 : 1)));
    const max = Math.min(INT32, Math.floor(high - (schema.exclusiveMaximum === undefined ? 0 : 1)));
    return fc.integer({ min, max: Math.max(min, max) });
  }
  // Whole amounts too: money fields refuse more than two decimals.
  const whole = numberFor({ ...schema, minimum: Math.max(low, -1e9), maximum: Math.min(high, 1e9) }, true);
  return fc.oneof(
    whole,
    fc.double({
      min: Math.max(low, -1e12),
      max: Math.min(high, 1e12),
      minExcluded: schema.exclusiveMinimum !== undefined,
      maxExcluded: schema.exclusiveMaximum !== undefined,
      noNaN: true,
    }),
  );
}

/**
 * Values of the shape a schema describes (refinements aside), so that generated requests get
 * past validation and reach the handlers.
 */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => fromSchema(alternative, depth + 1)));
  }
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(fromSchema(schema.items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(
        properties.map(([name, child]) => {
          const hint = HINTS[name];
          const own = fromSchema(child, depth + 1);
          return [name, hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: own }) : own];
        }),
      );
      // Optional fields are sent too: leaving fields out is the mutation's job.
      return fc.record(record);
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** A valid-looking value, then, one time in two, one field replaced by an odd value or dropped. */
export function mutated(schema: JsonSchema | undefined, odd: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema?.properties ?? {});
  const valid = fromSchema(schema);
  if (keys.length === 0) return valid;
  const change = fc.option(fc.tuple(fc.constantFrom(...keys), odd, fc.boolean()), {
    freq: 2,
    nil: undefined,
  });
  return fc.tuple(valid, change).map(([value, edit]) => {
    if (!edit || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const [key, replacement, drop] = edit;
    const copy: Record<string, unknown> = { ...value };
    if (drop) delete copy[key];
    else copy[key] = replacement;
    return copy;
  });
}
