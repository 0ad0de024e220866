import type { ResultMeta, Step } from '../../explain/steps.js';
import { isJurisdictionSlug, jurisdictionBySlug } from '../../jurisdictions.js';
import { formatDate, formatMoney, formatPercent, formatStepValue, humanize } from '../format.js';
import type { Block } from '../types.js';

/** How one input field prints: its label and the kind of value. */
export interface FieldLabel {
  label: string;
  kind?: 'money' | 'percent' | 'date' | 'state' | 'number' | 'choice';
  /** Readable names of a choice's values. */
  choices?: Record<string, string>;
}

export const PARENT_CHOICES: Record<string, string> = {
  custodial: 'Custodial parent',
  noncustodial: 'Non-custodial parent',
};

const MONEY_KEY = /(income|cost|costs|amount|balance|value|expenses?|support|alimony|payment|debt|contribution|salary|rent|mortgage|price|loan|deductions?|premium|savings|equity|monthly)$/i;
const DATE_KEY = /(date|asOf)$/i;

function formatValue(key: string, value: unknown, field: FieldLabel | undefined): string {
  if (value === null) return 'Not given';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const kind = field?.kind ?? (typeof value === 'number' && MONEY_KEY.test(key) ? 'money' : typeof value === 'string' && DATE_KEY.test(key) ? 'date' : undefined);
  if (typeof value === 'number') {
    if (kind === 'money') return formatMoney(value);
    if (kind === 'percent') return formatPercent(value);
    // Years, ages and counts print as they are ("2024", not "2,024").
    return String(value);
  }
  if (typeof value === 'string') {
    if (kind === 'date') return formatDate(value);
    if (kind === 'state' || key === 'state') return isJurisdictionSlug(value) ? jurisdictionBySlug(value).name : value;
    if (field?.choices?.[value]) return field.choices[value];
    // A choice's code ("spouse2-separate", "us-average") reads as words; figures such as "50-50" stay.
    if (kind === 'choice' || /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(value)) return humanize(value);
    return value;
  }
  return JSON.stringify(value);
}

/**
 * Every input as label | value rows: the known fields first in the form's order, then any other field
 * (nested objects and lists flattened as "Assets 1 › Name").
 */
export function inputRows(input: unknown, labels: Record<string, FieldLabel> = {}): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const visit = (key: string, value: unknown, label: string) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      if (value.length === 0) rows.push({ label, value: 'None' });
      value.forEach((item, index) => visit(key, item, `${label} ${index + 1}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value as Record<string, unknown>)) {
        visit(childKey, child, `${label} › ${labels[childKey]?.label ?? humanize(childKey)}`);
      }
      return;
    }
    rows.push({ label, value: formatValue(key, value, labels[key]) });
  };
  const record = (input ?? {}) as Record<string, unknown>;
  const known = Object.keys(labels).filter((key) => key in record);
  const others = Object.keys(record).filter((key) => !(key in labels));
  for (const key of [...known, ...others]) visit(key, record[key], labels[key]?.label ?? humanize(key));
  return rows;
}

/** The engine's steps as the worksheet table, with the form's line numbers when the steps carry them. */
export function stepsTable(steps: readonly Step[], meta?: Pick<ResultMeta, 'worksheetForm'>): Block[] {
  const withLines = steps.some((step) => step.line !== undefined);
  const form = meta?.worksheetForm;
  const blocks: Block[] = [
    {
      kind: 'heading',
      level: 2,
      text: form ? `Worksheet — ${form.name}${form.number ? ` (${form.number})` : ''}` : 'Worksheet',
    },
  ];
  if (form) {
    blocks.push({
      kind: 'paragraph',
      text: "The lines below follow the state's official form in its order, with its line numbers (the form's address is under Sources).",
    });
  } else {
    blocks.push({ kind: 'paragraph', text: 'Each step of the calculation, in the order the engine applies the rules.' });
  }
  const rows = steps.map((step) => {
    const value = formatStepValue(step);
    // A long text value reads better in the wide "How" column than squeezed into the value column.
    const long = typeof step.value === 'string' && value.length > 28;
    const how = [long ? value : undefined, step.formula ? `= ${step.formula}` : undefined, step.source]
      .filter((part): part is string => part !== undefined && part !== '')
      // "; " between parts, but not after a sentence's full stop ("…the guideline.; Tex. Fam. Code").
      .reduce((text, part) => (text === '' ? part : `${text}${/[.!?]$/.test(text) ? ' ' : '; '}${part}`), '');
    const row = [step.label, long ? '' : value, how];
    return withLines ? [step.line ?? '', ...row] : row;
  });
  blocks.push({
    kind: 'table',
    caption: 'Worksheet steps',
    columns: [
      ...(withLines ? [{ header: 'Line' }] : []),
      { header: 'Step' },
      { header: 'Amount', align: 'right' as const },
      { header: 'How it is found' },
    ],
    rows,
  });
  return blocks;
}

/** Every source with its section and link. */
export function sourcesBlocks(meta: Pick<ResultMeta, 'sources' | 'worksheetForm'>): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Sources' }];
  // The address gets a paragraph of its own: the renderer prints a paragraph that is only a URL on one line, as a link.
  for (const source of meta.sources) {
    blocks.push({ kind: 'paragraph', text: source.section ? `${source.title} — ${source.section}` : source.title });
    if (source.url) blocks.push({ kind: 'paragraph', text: source.url });
  }
  const form = meta.worksheetForm;
  if (form?.url && !meta.sources.some((source) => source.url === form.url)) {
    blocks.push({ kind: 'paragraph', text: `${form.name}${form.number ? ` (${form.number})` : ''}` });
    blocks.push({ kind: 'paragraph', text: form.url });
  }
  return blocks;
}

/** The rules' name, section and dates as summary rows. */
export function rulesRows(meta: ResultMeta): { label: string; value: string }[] {
  const first = meta.sources[0];
  const range = meta.rulesEffective;
  return [
    { label: 'Rules applied', value: first?.title ?? meta.model },
    ...(first?.section ? [{ label: 'Section', value: first.section }] : []),
    {
      label: 'Rules in force',
      value: `From ${formatDate(range.from)}${range.to ? ` to ${formatDate(range.to)}` : ''}`,
    },
    { label: 'Rules applied as of', value: formatDate(meta.asOf) },
  ];
}

/** Official or estimate, and why, in one sentence; the reasons follow in `confidenceBlocks`. */
export function confidenceValue(meta: ResultMeta, official: string): string {
  if (meta.confidence === 'official') return `Official: ${official}`;
  const count = meta.approximations.length;
  return `Estimate: ${count === 0 ? 'part of the rule is approximated' : `${count} part${count === 1 ? ' of the rule is' : 's of the rule are'} approximated`}, listed under "Why this is an estimate".`;
}

export function confidenceBlocks(meta: ResultMeta): Block[] {
  if (meta.approximations.length === 0) return [];
  return [
    { kind: 'heading', level: 2, text: meta.confidence === 'estimate' ? 'Why this is an estimate' : 'What is approximated' },
    ...meta.approximations.map((text): Block => ({ kind: 'paragraph', text: `• ${text}` })),
  ];
}

/** Made on, engine version, the code and where to check it. */
export function aboutBlocks(options: { madeAt: Date; asOf: string; engineVersion: string; code: string; verifyLink: string; madeOn: string }): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'About this document' },
    {
      kind: 'facts',
      rows: [
        { label: 'Made on', value: options.madeOn },
        { label: 'Rules applied as of', value: formatDate(options.asOf) },
        { label: 'Engine version', value: `SecureSplit engine ${options.engineVersion}` },
        { label: 'Verification code', value: options.code },
        { label: 'Check it at', value: options.verifyLink },
      ],
    },
    {
      kind: 'paragraph',
      text: 'The verification code is a digest of the inputs above, the date of the rules applied and the engine version. The verify page recomputes every figure from the document itself and says whether each one matches; nothing you entered is stored for this.',
    },
    {
      kind: 'paragraph',
      text: 'SecureSplit gives information, not legal advice. A court decides the amount of any order.',
    },
  ];
}
