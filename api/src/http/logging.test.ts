import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test-support/app.js';
import { createLogger, loggablePath, requestPathForLog, scrubEmails } from './logging.js';

describe('logging', () => {
  it('scrubs email addresses from text', () => {
    expect(scrubEmails('duplicate key (email)=(ann.lee+x@mail.example.com) exists')).toBe('duplicate key (email)=([email]) exists');
  });

  it('redacts personal fields wherever they appear in a logged object', async () => {
    const { lines, stream } = captureLogs();
    const logger = createLogger({ destination: stream });
    logger.info({ email: 'a@b.co', lead: { firstName: 'Ann', lastName: 'Lee', name: 'Ann Lee' } }, 'x');
    await new Promise((resolve) => setImmediate(resolve));
    const line = lines.join('\n');
    expect(line).not.toContain('a@b.co');
    expect(line).not.toContain('Ann');
    expect(line).toContain('[redacted]');
  });

  it('scrubs emails from logged errors', async () => {
    const { lines, stream } = captureLogs();
    createLogger({ destination: stream }).error({ err: new Error('no user ann@b.co') }, 'failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.join('\n')).not.toContain('ann@b.co');
  });

  it.each([
    ['write to ann@example.com now', 'write to [email] now'],
    ['<ann.lee+tag@mail.example.org>', '<[email]>'],
    ['a@b.co and c@d.io', '[email] and [email]'],
    ['x@y@z.com', 'x@[email]'],
    ['no address here', 'no address here'],
    ['user@localhost', 'user@localhost'],
    ['@example.com', '@example.com'],
    ['ann@example.c', 'ann@example.c'],
  ])('scrubs %s as %s', (text, scrubbed) => {
    expect(scrubEmails(text)).toBe(scrubbed);
  });

  it('scrubs a 16 kB path made of @ and . characters correctly (a linear scan, no backtracking)', () => {
    const hostile = `/${'a@'.repeat(3000)}${'.'.repeat(5000)}${'@a.'.repeat(3000)}`;
    expect(hostile.length).toBeGreaterThan(16_000);
    const scrubbed = scrubEmails(hostile);
    expect(scrubbed.startsWith('/a@a@')).toBe(true);
    expect(scrubbed).not.toMatch(/[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/);
    const withAddress = `${hostile}/ann@example.com/${'@.'.repeat(4000)}`;
    expect(scrubEmails(withAddress)).toContain('/[email]/');
  });

  it('scrubs an address written with %40 in the logged path', () => {
    expect(loggablePath('/api/v1/leads/ann%40example.com')).toBe('/api/v1/leads/[email]');
    expect(loggablePath('/api/v1/leads/ann@example.com')).toBe('/api/v1/leads/[email]');
    expect(loggablePath('/api/v1/%E0%A4%A')).toBe('/api/v1/%E0%A4%A');
    expect(loggablePath('/x'.repeat(2000))).toHaveLength(1025);
  });

  it('scrubs an address written with a double-encoded @ (%2540) or a fullwidth ＠', () => {
    expect(loggablePath('/api/v1/leads/ann%2540example.com')).toBe('/api/v1/leads/[email]');
    expect(loggablePath('/api/v1/leads/ann%252540example.com')).toBe('/api/v1/leads/[email]');
    expect(loggablePath('/api/v1/leads/ann%EF%BC%A0example.com')).toBe('/api/v1/leads/[email]');
    expect(scrubEmails('no user ann＠example.com here')).toBe('no user [email] here');
    expect(scrubEmails('ａｎｎ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toBe('[email]');
    expect(scrubEmails('café ＠ noon')).toBe('café ＠ noon');
  });

  it('logs a path the client wrote only as far as it names our own routes, pages and records', () => {
    const route = { template: '/api/v1/jurisdictions/{slug}', params: { slug: 'Zebulon Quintavious' } };
    expect(requestPathForLog('/api/v1/jurisdictions/Zebulon%20Quintavious', 404, route)).toBe('/api/v1/jurisdictions/{slug}');
    expect(requestPathForLog('/api/v1/jurisdictions/new-york', 200, { ...route, params: { slug: 'new-york' } })).toBe(
      '/api/v1/jurisdictions/new-york',
    );
    expect(requestPathForLog('/api/v1/leads/Zebulon-Quintavious', 404, undefined)).toBe('/api/…');
    expect(requestPathForLog('/people/Zebulon-Quintavious', 404, undefined)).toBe('/…');
    expect(requestPathForLog('/calculators/child-support', 200, undefined)).toBe('/calculators/child-support');
  });
});
