import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from './test-support/app.js';
import { storeTargets } from './test-support/stores.js';

const script = fileURLToPath(new URL('../../examples/api-client/index.mjs', import.meta.url));

describe('examples/api-client', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestApp(storeTargets()[0]!);
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs against the API and saves its lead', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script], { env: { ...process.env, API_URL: app.url } });
    expect(stdout).toMatch(/^Texas: /);
    expect(stdout).toMatch(/Child support: \$[\d,]+\.\d\d a month/);
    expect(stdout).toContain('custodialParentIncome: Income is required');
    const leadId = Number(/Guidance lead (\d+) saved/.exec(stdout)?.[1]);
    expect(await app.store.leads.findById(leadId)).toMatchObject({ calculationType: 'child-support', tags: ['securesplit', 'guidance', 'lead', 'newsletter'] });
  });
});
