import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllContracts } from '../../src/api/contract';
import { DOCUMENTED_PRODUCT, OPENAPI_FILE, openApiDocument, openApiText } from '../../scripts/contract';
import { DUPLICATE_URL_MESSAGE } from '../../src/areas/seo/model';

type Operation = {
  operationId: string;
  'x-documented-path': string;
  'x-response-codes'?: Record<string, string>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** The validator's findings ('' when valid). */
const validated = async (document: unknown) => {
  try {
    const result = await validate(structuredClone(document) as never);
    return result.valid ? '' : compileErrors(result);
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the OpenAPI document (npm run contract)', () => {
  let document: Document;
  beforeAll(async () => {
    document = (await openApiDocument()) as Document;
  });

  it('is in the repository as npm run contract writes it from the schemas', async () => {
    const committed = readFileSync(join(__dirname, '../..', OPENAPI_FILE), 'utf8');
    expect(committed, `${OPENAPI_FILE} is not what the schemas give: run npm run contract`).toBe(await openApiText(document));
  });

  it('passes the OpenAPI 3.1 validator, and the validator refuses a broken one', async () => {
    expect(await validated(document)).toBe('');
    // A path placeholder without its parameter, and a reference to no schema: both refused.
    const broken = structuredClone(document);
    delete (broken.paths['/listOfCities/{stateId}'].get as { parameters?: unknown }).parameters;
    expect(await validated(broken)).toMatch(/stateId/);
    const dangling = structuredClone(document);
    dangling.components.schemas = {};
    expect(await validated(dangling)).toMatch(/Missing \$ref pointer "#\/components\/schemas\/\w+"/);
  });

  it('holds every call of the contract: its method, path, body, answer and documented statuses', async () => {
    const contracts = await loadAllContracts();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations).toHaveLength(contracts.size);
    for (const contract of contracts.values()) {
      const operation = operations.find((candidate) => `${candidate.method.toUpperCase()} ${candidate['x-documented-path']}` === contract.call);
      expect(operation, contract.call).toBeDefined();
      expect(operation!.path).toBe(contract.path.replace(/\{product\}/g, DOCUMENTED_PRODUCT));
      for (const [status, description] of Object.entries(contract.responses)) {
        // A responseCode in the body is described as such, never as an HTTP status.
        if (description.startsWith(`responseCode ${status}`))
          expect(operation!['x-response-codes']?.[status], `${contract.call} ${status}`).toBe(description);
        else expect(operation!.responses[status]?.description.startsWith(description), `${contract.call} ${status}: ${description}`).toBe(true);
      }
      const answered = Object.values(operation!.responses).filter((response) => response.content?.['application/json']);
      expect(answered.length, `${contract.call} has its answer's schema`).toBeGreaterThan(0);
      expect(Boolean(operation!.requestBody), `${contract.call} request body`).toBe(Boolean(contract.request || contract.multipart));
    }
  });

  it('says what the contract says: extra fields allowed, refusals with their message, the answers read by their message', () => {
    expect(JSON.stringify(document)).not.toMatch(/"additionalProperties":false/);
    const refusal = document.paths['/CategoryAdminList'].get.responses;
    for (const status of ['400', '401', '403'])
      expect(refusal[status].content?.['application/json'].schema, status).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
    expect(document.components.schemas.ErrorAnswer).toMatchObject({ properties: { message: { type: 'string' } }, required: ['message'] });
    // No token, so no 401 or 403.
    expect(Object.keys(document.paths['/adminSignIn'].post.responses)).toEqual(['200', '400']);
    expect(document.paths['/SEOdata'].post.responses['200'].content?.['application/json'].schema).toEqual({
      type: 'object',
      properties: { message: { const: DUPLICATE_URL_MESSAGE } },
      required: ['message'],
    });
    // A responseCode of the body is not an HTTP status: HTTP 200 carries it.
    const socialMedias = document.paths['/update_SocialMedias'].put;
    expect(socialMedias['x-response-codes']).toEqual({
      200: expect.stringMatching(/^responseCode 200/),
      400: expect.stringMatching(/^responseCode 400/),
    });
    expect(socialMedias.responses['200'].description).toMatch(/responseCode \(not the HTTP status\).*responseCode 400: the server message warns/);
    expect(socialMedias.responses['400'].description).toBe('Refused; the body carries the message the console shows');
  });
});
