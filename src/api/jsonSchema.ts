/**
 * The contract's schemas as JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1): for the OpenAPI
 * document (`npm run contract`) and the sandbox's drift switch. Not on the console's path: nothing in
 * the app imports it.
 */
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { date, type Schema } from './contract/kit';

/** The part of JSON Schema the contract's schemas convert to. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  description?: string;
  [keyword: string]: unknown;
}

/** The kit's date: an ISO 8601 string, a calendar date optionally with a time and zone. */
const DATE_REGEX = (date().pipe.find((action) => action.type === 'regex') as { requirement: RegExp }).requirement;
const DATE_DESCRIPTION = 'ISO 8601 date: a calendar date, optionally with a time and zone';

/** A date of the contract (its JSON Schema carries the kit's date pattern). */
export const isDateSchema = (schema: JsonSchema) => schema.pattern === DATE_REGEX.source;

export interface JsonSchemaOptions {
  /** Schemas written once and referred to by name (`$ref`). */
  definitions?: Record<string, Schema>;
  /** Where the named schemas are: `#/components/schemas/` in an OpenAPI document. */
  refPrefix?: string;
}

/** The conversion's settings; the same for a schema and for its named parts. */
export function conversionOf(options: JsonSchemaOptions = {}): ConversionConfig {
  return {
    target: 'draft-2020-12',
    definitions: options.definitions,
    overrideRef: options.refPrefix ? ({ referenceId }) => `${options.refPrefix}${referenceId}` : undefined,
    overrideAction: ({ valibotAction, jsonSchema }) =>
      valibotAction.type === 'regex' && (valibotAction as { requirement?: unknown }).requirement === DATE_REGEX
        ? { ...jsonSchema, description: DATE_DESCRIPTION }
        : undefined,
  };
}

/**
 * As the strict reading counts it: a field of any value (`{}`) may be absent too, so it is not
 * required. Applied through the whole schema.
 */
export function normalised(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  delete out.$schema;
  delete out.$defs;
  if (schema.properties) {
    out.properties = Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, normalised(field)]));
    const required = (schema.required ?? []).filter((key) => Object.keys(schema.properties![key] ?? {}).length > 0);
    if (required.length > 0) out.required = required;
    else delete out.required;
  }
  if (schema.items) out.items = normalised(schema.items);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) if (schema[keyword]) out[keyword] = schema[keyword]!.map(normalised);
  return out;
}

/** A contract schema as JSON Schema. */
export function jsonSchemaOf(schema: Schema, options: JsonSchemaOptions = {}): JsonSchema {
  return normalised(toJsonSchema(schema, conversionOf(options)) as JsonSchema);
}
