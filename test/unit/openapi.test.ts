import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAllContracts } from '../../src/api/contract';
import { DOCUMENTED_PRODUCT, OPENAPI_FILE, openApiDocument, openApiText } from '../../scripts/contract';

type Operation = {
  operationId: string;
  'x-documented-path': string;
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
      for (const status of Object.keys(contract.responses))
        expect(operation!.responses[status]?.description, `${contract.call} ${status}`).toBe(contract.responses[Number(status)]);
      const answered = Object.values(operation!.responses).filter((response) => response.content?.['application/json']);
      expect(answered.length, `${contract.call} has its answer's schema`).toBeGreaterThan(0);
      expect(Boolean(operation!.requestBody), `${contract.call} request body`).toBe(Boolean(contract.request || contract.multipart));
    }
  });
});
