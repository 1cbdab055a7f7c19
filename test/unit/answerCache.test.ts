import { describe, expect, it } from 'vitest';
import { loadAllContracts } from '../../src/api/contract';
import { POST_READS } from '../../src/sandbox/answerCache';

describe("the sandbox's kept answers (src/sandbox/answerCache.ts)", () => {
  it('keeps the answers of exactly the POST calls the contract says only read', async () => {
    const reading = [...(await loadAllContracts()).values()]
      .filter((contract) => contract.reads && contract.call.startsWith('POST '))
      .map((contract) => contract.call);
    expect([...POST_READS].map((endpoint) => endpoint.call).sort()).toEqual(reading.sort());
  });
});
