import { describe, expect, it } from 'vitest';
import { captureLogs } from '../test-support/app.js';
import { createLogger, scrubEmails } from './logging.js';

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
});
