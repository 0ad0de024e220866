// Email scrubbing of logged paths (issue 10 § 5): the linear scan against the regular expression it
// replaced, on a 16 kB path made of '@' and '.' characters. Reported, not asserted.
import { performance } from 'node:perf_hooks';

const OLD_EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
const HOSTILE = `/${'a@'.repeat(3000)}${'.'.repeat(5000)}${'@a.'.repeat(3000)}`.slice(0, 16 * 1024);

function msPerCall(scrub, calls) {
  scrub(HOSTILE);
  const started = performance.now();
  for (let i = 0; i < calls; i += 1) scrub(HOSTILE);
  return ((performance.now() - started) / calls).toFixed(3);
}

export async function benchScrub() {
  const { scrubEmails } = await import('../../api/dist/http/logging.js');
  return [
    { scrubber: 'linear scan (current)', 'path bytes': HOSTILE.length, 'ms per path': msPerCall(scrubEmails, 200) },
    { scrubber: 'regex (before)', 'path bytes': HOSTILE.length, 'ms per path': msPerCall((t) => t.replace(OLD_EMAIL, '[email]'), 3) },
  ];
}
