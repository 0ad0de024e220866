import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '../../auth/config.js';
import { loadConfig } from '../../config.js';
import { startTestApp, type TestServer } from '../../test-support/app.js';
import { signUp, TestBrowser } from '../../test-support/browser.js';
import { storeTargets } from '../../test-support/stores.js';

const [pglite] = storeTargets();
const GROUP = 'https://www.facebook.com/groups/securesplit-members-test';
const PATH = '/api/v1/account/members-group';

let app: TestServer | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the members’ private group (issue 33 §6): a configured link, given to Full Access members only', () => {
  it('reads MEMBERS_GROUP_URL (https only)', () => {
    expect(loadConfig({ MEMBERS_GROUP_URL: GROUP, DATABASE_URL: '' }).auth.membersGroupUrl).toBe(GROUP);
    expect(loadConfig({ DATABASE_URL: '' }).auth.membersGroupUrl).toBeUndefined();
    expect(() => loadConfig({ MEMBERS_GROUP_URL: 'http://example.com/g', DATABASE_URL: '' })).toThrow(/MEMBERS_GROUP_URL must be an https:\/\/ address/);
  });

  it('401 signed out, 403 for a free account (without the link), 200 with the link for a member', async () => {
    app = await startTestApp(pglite!, { config: { auth: { ...DEFAULT_AUTH_CONFIG, membersGroupUrl: GROUP } } });
    const person = new TestBrowser(app);
    expect((await person.call('GET', PATH)).status).toBe(401);
    const { id } = await signUp(person);
    const refused = await person.call('GET', PATH);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain(GROUP);
    await app.store.users.setPremium(id, true);
    const given = await person.call('GET', PATH);
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ url: GROUP });
  });

  it('404 when no group is configured', async () => {
    app = await startTestApp(pglite!);
    const person = new TestBrowser(app);
    const { id } = await signUp(person);
    await app.store.users.setPremium(id, true);
    expect((await person.call('GET', PATH)).status).toBe(404);
  });
});
