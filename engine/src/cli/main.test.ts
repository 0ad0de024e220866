import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORKSHEET_CALCULATORS } from '../worksheet-pdf/index.js';
import { PDF_CALCULATORS } from './main.js';
import { runCliCapturing } from './test-support.js';

const run = runCliCapturing;

const childSupportCase = {
  custodialParentIncome: 3000,
  nonCustodialParentIncome: 4000,
  numberOfChildren: 2,
  custodyArrangement: 'primary',
  custodialParentTime: 80,
  nonCustodialParentTime: 20,
  state: 'wyoming',
  asOf: '2026-06-01',
};

describe('securesplit CLI', () => {
  it('prints the result JSON for a case on stdin', async () => {
    const { code, out } = await run(['child-support'], JSON.stringify(childSupportCase));
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(result.monthlyPayment).toBeGreaterThan(0);
    expect(result.meta.sources.length).toBeGreaterThan(0);
  });

  it('reads --input FILE and prints the worksheet with --explain', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'securesplit-cli-'));
    const file = join(dir, 'case.json');
    await writeFile(file, JSON.stringify(childSupportCase));
    const { code, out } = await run(['child-support', '--input', file, '--explain']);
    expect(code).toBe(0);
    expect(out).toMatch(/Sources:/);
    expect(out).toMatch(/ 1\. /);
  });

  it('exits 2 with the form messages on invalid input', async () => {
    const { code, err } = await run(['child-support'], JSON.stringify({ ...childSupportCase, custodialParentIncome: '' }));
    expect(code).toBe(2);
    expect(JSON.parse(err)).toEqual({ errors: [{ path: 'custodialParentIncome', message: 'Income is required' }] });
  });

  it.each([
    [
      'alimony',
      {
        marriageDate: '2010-06-01',
        separationDate: '2024-06-01',
        payerIncome: 9000,
        recipientIncome: 3000,
        alimonyType: 'temporary',
        payerAge: 45,
        recipientAge: 43,
        state: 'texas',
        asOf: '2026-06-01',
      },
      'monthlyPayment',
    ],
    ['income-tax', { taxYear: 2025, filingStatus: 'single', wages: 60000, state: 'texas' }, 'federalIncomeTax'],
  ])('runs the %s calculator', async (name, body, field) => {
    const { code, out } = await run([name], JSON.stringify(body));
    expect(code).toBe(0);
    expect(typeof JSON.parse(out)[field]).toBe('number');
  });

  it('runs the parenting-time calculator', async () => {
    const { code, out } = await run(
      ['parenting-time'],
      JSON.stringify({ pattern: 'alternate-weekends', year: 2026, startsWith: 'noncustodial' }),
    );
    expect(code).toBe(0);
    expect(JSON.parse(out).overnights).toEqual({ custodial: 313, noncustodial: 52 });
  });

  it('runs the households calculator: both homes as of the date, then the timeline', async () => {
    const { code, out } = await run(
      ['households'],
      JSON.stringify({
        state: 'texas',
        asOf: '2026-03-01',
        custodial: { grossMonthly: 4000, filingStatus: 'head-of-household' },
        noncustodial: { grossMonthly: 7000, filingStatus: 'single' },
        children: [{ birthDate: '2015-05-10' }],
        custody: { custodyArrangement: 'primary', custodialParentTime: 80, nonCustodialParentTime: 20 },
        childSupport: { monthlyAmount: 900, paidBy: 'noncustodial' },
      }),
    );
    expect(code).toBe(0);
    const result = JSON.parse(out) as { households: Array<{ netMonthly: number }>; timeline: Array<{ from: string }> };
    // The hand-checked case of households/calculate.test.ts.
    expect(result.households.map((h) => h.netMonthly)).toEqual([4568.08, 4759.83]);
    expect(result.timeline.map((t) => t.from)).toEqual(['2026-03-01', '2033-05-10']);
  });

  it('exits 2 on text that is not JSON', async () => {
    const { code, err } = await run(['budget'], '{not json');
    expect(code).toBe(2);
    expect(JSON.parse(err).errors[0].message).toBe('The input is not valid JSON');
  });

  it('exits 2 naming the calculators when the calculator is unknown', async () => {
    const { code, err } = await run(['pet-custody'], '{}');
    expect(code).toBe(2);
    expect(JSON.parse(err).errors[0].message).toMatch(/Unknown calculator "pet-custody"; choose one of: child-support/);
  });

  describe('--pdf FILE', () => {
    const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

    it('writes the worksheet PDF, says where, and pdftotext reads the amount in it', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'securesplit-cli-'));
      const file = join(dir, 'worksheet.pdf');
      const { code, out, err } = await run(['child-support', '--pdf', file], JSON.stringify(childSupportCase));
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out.startsWith(`Wrote the child-support worksheet to ${file} (`)).toBe(true);
      expect(out).toMatch(/ \(\d+ kB, verification code SS1-[A-Z0-9-]+\)\n$/);
      const pdf = await readFile(file);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { monthlyPayment } = JSON.parse((await run(['child-support'], JSON.stringify(childSupportCase))).out) as { monthlyPayment: number };
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(money(monthlyPayment));
      expect(text).toContain(out.match(/verification code (\S+)\)/)![1]!);
    }, 30_000);

    it('writes nothing and exits 2 with the form messages on invalid input', async () => {
      const file = join(await mkdtemp(join(tmpdir(), 'securesplit-cli-')), 'worksheet.pdf');
      const { code, out, err } = await run(['child-support', '--pdf', file], JSON.stringify({ ...childSupportCase, custodialParentIncome: '' }));
      expect(code).toBe(2);
      expect(out).toBe('');
      expect(JSON.parse(err)).toEqual({ errors: [{ path: 'custodialParentIncome', message: 'Income is required' }] });
      expect(existsSync(file)).toBe(false);
    }, 30_000);

    it('exits 2 naming the file when it cannot be written', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'securesplit-cli-'));
      const missing = join(dir, 'no-such-folder', 'worksheet.pdf');
      const gone = await run(['child-support', '--pdf', missing], JSON.stringify(childSupportCase));
      expect(gone.code).toBe(2);
      expect(JSON.parse(gone.err)).toEqual({ errors: [{ path: '--pdf', message: `Cannot write ${missing}: its folder does not exist` }] });
      const folder = await run(['child-support', '--pdf', dir], JSON.stringify(childSupportCase));
      expect(folder.code).toBe(2);
      expect(JSON.parse(folder.err).errors[0]).toMatchObject({ path: '--pdf', message: expect.stringContaining(`Cannot write ${dir}:`) });
    }, 30_000);

    it('exits 2 without a file name, and for a calculator that has no worksheet PDF', async () => {
      const bare = await run(['child-support', '--pdf'], JSON.stringify(childSupportCase));
      expect(bare.code).toBe(2);
      expect(JSON.parse(bare.err).errors[0]).toEqual({ path: '--pdf', message: 'Give the file to write after --pdf, e.g. --pdf worksheet.pdf' });
      const quiz = await run(['wellness-quiz', '--pdf', join(tmpdir(), 'quiz.pdf')], '{}');
      expect(quiz.code).toBe(2);
      expect(JSON.parse(quiz.err).errors[0].message).toMatch(/^There is no worksheet PDF for wellness-quiz; --pdf works with child-support, /);
    });

    it('offers the PDF for exactly the worksheet calculators', () => {
      expect([...PDF_CALCULATORS].sort()).toEqual([...WORKSHEET_CALCULATORS].sort());
    });
  });
});
