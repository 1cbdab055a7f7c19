/**
 * `npm run contract`: writes docs/openapi.json, the OpenAPI 3.1 document of the 99 documented calls,
 * generated from their contracts (src/api/contract): paths, methods, request bodies, answers and the
 * documented response codes. The schemas the contract names (Category, Garage ...) are written once,
 * under components.
 *
 * `{product}` in a path is filled with the default product, `marketplace` (VITE_PRODUCT): it is a
 * setting of the deployment, not a value of each request, and as a path parameter it would make
 * `/admin/get{product}AnalyticData` and `/admin/{product}AnalyticData` match the same URL. Each
 * operation names the documents' path in `x-documented-path`.
 */
import { writeFileSync } from 'node:fs';
import { toJsonSchemaDefs } from '@valibot/to-json-schema';
import { formatted } from './formatted.mjs';
import { CALLS, loadAllContracts, type CallContract, type CallKey, type ContractArea } from '../src/api/contract';
import type { Schema } from '../src/api/contract/kit';
import { conversionOf, jsonSchemaOf, normalised, type JsonSchema } from '../src/api/jsonSchema';
import { api } from '../src/api/endpoints';
import type { Endpoint } from '../src/api/http';
import { DUPLICATE_URL_MESSAGE } from '../src/areas/seo/model';

export const OPENAPI_FILE = 'docs/openapi.json';
/** The `{product}` the document's paths are written for. */
export const DOCUMENTED_PRODUCT = 'marketplace';
const SCHEMAS = '#/components/schemas/';

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';
const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

/**
 * The schemas the areas' modules export under a name, by name: one name per schema (the first area
 * to export it); a name two areas give to different schemas takes its area's name in front.
 */
async function namedSchemas(): Promise<Record<string, Schema>> {
  const areas = Object.keys(CALLS) as ContractArea[];
  const modules = await Promise.all(areas.map((area) => import(`../src/api/contract/${area}.ts`) as Promise<Record<string, unknown>>));
  const names = new Map<Schema, string>();
  const taken = new Set<string>();
  areas.forEach((area, index) => {
    for (const [name, value] of Object.entries(modules[index])) {
      if (!isSchema(value) || names.has(value)) continue;
      const unique = taken.has(name) ? `${capitalised(area)}${name}` : name;
      names.set(value, unique);
      taken.add(unique);
    }
  });
  return Object.fromEntries([...names].map(([schema, name]) => [name, schema]));
}

/** Names of the components a schema refers to, directly or through other components. */
function referenced(schema: unknown, components: Record<string, JsonSchema>, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => referenced(item, components, found));
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMAS)) {
        const name = value.slice(SCHEMAS.length);
        if (!found.has(name)) {
          found.add(name);
          referenced(components[name], components, found);
        }
      } else referenced(value, components, found);
    }
  }
  return found;
}

/** The operation's name: the first catalogue entry of the call (src/api/endpoints.ts), else none. */
function operationIdOf(call: CallKey): string | undefined {
  return (Object.entries(api) as [string, Endpoint<unknown, unknown>][]).find(([, endpoint]) => endpoint.call === call)?.[0];
}

/** With the token, without it (`[]`), or either (POST /uploadImage: the page screens send none). */
function securityOf(contract: CallContract): { security?: object[] } {
  if (contract.auth === undefined) return {};
  return { security: contract.auth === false ? [] : [{ bearer: [] }, {}] };
}

const isSuccess = (status: number, contract: CallContract) =>
  contract.successStatus ? contract.successStatus.includes(status) : status >= 200 && status < 300;

/** A documented code is a body `responseCode` (in an HTTP 2xx answer) when its description says so: 'responseCode 400: ...'. */
const isBodyCode = (code: number, description: string) => description.startsWith(`responseCode ${code}`);

/** The body of a refusal: the console shows its message (a 400 warns, a 401 ends the session, a 403 names the screen). */
const ERROR_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', description: 'Shown to the user' },
    responseCode: { type: 'number', description: 'A code in the body, not the HTTP status' },
  },
  required: ['message'],
};
/** Refusals every call may get: 400 for a body it refuses, and for calls with the token 401 and 403. */
const REFUSALS: Record<number, string> = {
  400: 'Refused; the body carries the message the console shows',
  401: 'The token is missing or no longer valid; the console ends the session',
  403: "The signed-in admin's role does not include this screen",
};

/** Answers the console reads by their message, not their status: the exact body it expects. */
const MESSAGE_ANSWERS: Partial<Record<CallKey, Record<number, string>>> = {
  'POST /SEOdata': { 200: DUPLICATE_URL_MESSAGE },
};

function operationOf(contract: CallContract, area: ContractArea, schemaOf: (schema: Schema) => JsonSchema): Record<string, unknown> {
  const operationId = operationIdOf(contract.call);
  const answer = { 'application/json': { schema: schemaOf(contract.answer) } };
  const documented = Object.entries(contract.responses).map(([code, description]) => [Number(code), description] as const);
  const bodyCodes = documented.filter(([code, description]) => isBodyCode(code, description));
  const statuses = documented.filter(([code, description]) => !isBodyCode(code, description)).map(([status]) => status);
  // The answer's schema goes with the documented success statuses (200 when the documents list none).
  const successes = statuses.some((status) => isSuccess(status, contract)) ? [] : [contract.successStatus?.[0] ?? 200];
  const codesText = bodyCodes.length
    ? ` The body's responseCode (not the HTTP status) says the outcome: ${bodyCodes.map(([, description]) => description).join('; ')}.`
    : '';
  const withToken = contract.auth !== false;
  const refusals = Object.keys(REFUSALS)
    .map(Number)
    .filter((status) => (status === 400 || withToken) && !statuses.includes(status));
  const messages = MESSAGE_ANSWERS[contract.call] ?? {};
  const responseOf = (status: number) => {
    const documentedStatus = statuses.includes(status) ? contract.responses[status] : undefined;
    if (isSuccess(status, contract)) return { description: `${documentedStatus ?? 'Success.'}${codesText}`, content: answer };
    const description = documentedStatus ?? REFUSALS[status];
    if (messages[status] !== undefined) {
      const schema = { type: 'object', properties: { message: { const: messages[status] } }, required: ['message'] };
      return { description, content: { 'application/json': { schema } } };
    }
    // A server fault (5xx) has no body the console reads.
    return status >= 500 ? { description } : { description, content: { 'application/json': { schema: { $ref: `${SCHEMAS}ErrorAnswer` } } } };
  };
  const responses = Object.fromEntries([...statuses, ...successes, ...refusals].sort().map((status) => [String(status), responseOf(status)]));
  const parameters = [...contract.path.matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'product')
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const requestBody = contract.request
    ? { required: true, content: { 'application/json': { schema: schemaOf(contract.request) } } }
    : contract.multipart
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
            },
          },
        }
      : undefined;
  return {
    ...(operationId ? { operationId } : {}),
    summary: contract.summary,
    tags: [area],
    'x-documented-path': contract.path,
    'x-reads': contract.reads,
    ...(contract.rows ? { 'x-rows': contract.rows.at } : {}),
    ...(bodyCodes.length ? { 'x-response-codes': Object.fromEntries(bodyCodes.map(([code, description]) => [String(code), description])) } : {}),
    ...securityOf(contract),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every call whose contract is written. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const contracts = await loadAllContracts();
  const definitions = await namedSchemas();
  const options = { definitions, refPrefix: SCHEMAS };
  const schemaOf = (schema: Schema) => jsonSchemaOf(schema, options);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [area, calls] of Object.entries(CALLS) as [ContractArea, readonly CallKey[]][]) {
    for (const call of calls) {
      const contract = contracts.get(call);
      if (!contract) continue;
      const path = contract.path.replace(/\{product\}/g, DOCUMENTED_PRODUCT);
      paths[path] = { ...paths[path], [contract.method.toLowerCase()]: operationOf(contract, area, schemaOf) };
    }
  }
  const all = toJsonSchemaDefs(definitions, conversionOf(options)) as Record<string, JsonSchema>;
  const components = Object.fromEntries(Object.entries(all).map(([name, schema]) => [name, normalised(schema)]));
  const used = [...referenced(paths, components)].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Garage marketplace admin API',
      version: '1.0.0',
      description:
        'The calls the admin console makes, as the three API documents (spec 000, 001, 002) describe them: ' +
        "generated from the console's contract (src/api/contract) by `npm run contract`; do not edit by hand. " +
        `Paths carry the default product, \`${DOCUMENTED_PRODUCT}\`, for \`{product}\` (x-documented-path gives the documents' path). ` +
        'A field is required only where the documents name it and the console cannot work without it; answers may carry ' +
        'fields the documents do not name (information only). The console tolerates nulls for optional fields, numbers and ' +
        'booleans sent as strings and dates as epoch numbers, and notes each; `npm run check-api` reports them. ' +
        'A `responseCode` in a body is not the HTTP status: an HTTP 200 answer with a responseCode of 400 or more is an error to the console (x-response-codes).',
    },
    servers: [{ url: '{base}', variables: { base: { default: 'https://api.example.in', description: 'The API base URL (VITE_API_URL)' } } }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token POST /adminSignIn answers' } },
      schemas: Object.fromEntries(used.map((name) => [name, name === 'ErrorAnswer' ? ERROR_ANSWER : components[name]])),
    },
  };
}

/** The document as the file holds it: in the repository's formatting, so `npm run lint` passes it as written. */
export async function openApiText(document: unknown): Promise<string> {
  return formatted(OPENAPI_FILE, JSON.stringify(document));
}

export async function main(): Promise<number> {
  const document = await openApiDocument();
  writeFileSync(OPENAPI_FILE, await openApiText(document));
  const operations = Object.values(document.paths as Record<string, object>).reduce((count, item) => count + Object.keys(item).length, 0);
  console.log(`Wrote ${OPENAPI_FILE}: ${operations} calls.`);
  return 0;
}
