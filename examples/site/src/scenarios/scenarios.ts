import type { CalculatorInput, FreeCalculatorTab } from '@securesplit/widgets';
import { accountRequest } from '../account/auth.js';

/**
 * Named scenarios (issue 31 §3): a free calculator's input kept under a name with its result. Signed in they live on
 * the account (`/api/v1/account/scenarios`); signed out in this browser only (localStorage), never sent anywhere.
 */
export interface Scenario {
  /** `local-…` for one kept in this browser; the server's id (as text) for one on the account. */
  key: string;
  where: 'browser' | 'account';
  name: string;
  calculator: FreeCalculatorTab;
  input: Readonly<Record<string, unknown>>;
  /** The result computed from the input (absent from the account's list until the scenario is read). */
  result: Readonly<Record<string, unknown>> | undefined;
  createdAt: string;
}

/** Kept per account by the server, and per browser here. */
export const SCENARIO_LIMIT = 50;
export const SCENARIO_NAME_MAX = 80;
export const COMPARE_MAX = 4;

export const CALCULATOR_LABELS: Record<FreeCalculatorTab, string> = {
  'child-support': 'Child support',
  alimony: 'Alimony',
  budget: 'Budget',
};

const FREE: readonly string[] = ['child-support', 'alimony', 'budget'] satisfies FreeCalculatorTab[];
export const isFreeCalculator = (value: unknown): value is FreeCalculatorTab => typeof value === 'string' && FREE.includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Why a name cannot be used, or undefined when it can (the server says the same for the account's). */
export function nameProblem(name: string, taken: readonly Scenario[]): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the scenario a name';
  if (trimmed.length > SCENARIO_NAME_MAX) return `A scenario’s name has at most ${SCENARIO_NAME_MAX} characters`;
  if (taken.some((s) => s.name.toLocaleLowerCase('en-US') === trimmed.toLocaleLowerCase('en-US'))) {
    return `You already have a scenario called “${trimmed}”. Choose another name.`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// This browser

const STORAGE_KEY = 'securesplit.scenarios';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parseLocal(value: unknown): Scenario | undefined {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.name !== 'string' || !isFreeCalculator(value.calculator) || !isRecord(value.input)) return undefined;
  return {
    key: value.key,
    where: 'browser',
    name: value.name,
    calculator: value.calculator,
    input: value.input,
    result: isRecord(value.result) ? value.result : undefined,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : new Date(0).toISOString(),
  };
}

/** The scenarios kept in this browser, oldest first; none when storage is unavailable or unreadable. */
export function readBrowserScenarios(): Scenario[] {
  const text = storage()?.getItem(STORAGE_KEY);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const list = isRecord(parsed) && Array.isArray(parsed.scenarios) ? parsed.scenarios : [];
    return list.map(parseLocal).filter((s): s is Scenario => s !== undefined);
  } catch {
    return [];
  }
}

function writeBrowserScenarios(scenarios: readonly Scenario[]): void {
  const store = storage();
  if (!store) throw new Error('This browser does not let the site keep anything (private mode or storage turned off).');
  const kept = scenarios.map(({ key, name, calculator, input, result, createdAt }) => ({ key, name, calculator, input, result, createdAt }));
  store.setItem(STORAGE_KEY, JSON.stringify({ version: 1, scenarios: kept }));
  window.dispatchEvent(new Event(SCENARIOS_CHANGED));
}

/** Dispatched on window when the scenarios change, so an open list reads them again. */
export const SCENARIOS_CHANGED = 'securesplit:scenarios-changed';

function localKey(): string {
  const random = window.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `local-${random}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The account

interface ServerScenario {
  id: number;
  name: string;
  calculator: string;
  input: Record<string, unknown>;
  result?: Record<string, unknown>;
  createdAt: string;
}

function fromServer(scenario: ServerScenario): Scenario {
  return {
    key: String(scenario.id),
    where: 'account',
    name: scenario.name,
    calculator: isFreeCalculator(scenario.calculator) ? scenario.calculator : 'child-support',
    input: scenario.input,
    result: scenario.result,
    createdAt: scenario.createdAt,
  };
}

export async function listAccountScenarios(): Promise<Scenario[]> {
  const { scenarios } = await accountRequest<{ scenarios: ServerScenario[] }>('GET', '/api/v1/account/scenarios');
  return scenarios.map(fromServer);
}

/** The scenario with its result: one kept in the browser has it already; the account's is read. */
export async function withResult(scenario: Scenario): Promise<Scenario> {
  if (scenario.result || scenario.where === 'browser') return scenario;
  return fromServer(await accountRequest<ServerScenario>('GET', `/api/v1/account/scenarios/${encodeURIComponent(scenario.key)}`));
}

/** Keeps a scenario: on the account when signed in (the server computes its result again), else in this browser. */
export async function saveScenario(
  draft: { name: string; calculator: FreeCalculatorTab; input: Readonly<Record<string, unknown>>; result: unknown },
  signedIn: boolean,
): Promise<Scenario> {
  const name = draft.name.trim();
  if (signedIn) {
    const saved = fromServer(await accountRequest<ServerScenario>('POST', '/api/v1/account/scenarios', { name, calculator: draft.calculator, input: draft.input }));
    window.dispatchEvent(new Event(SCENARIOS_CHANGED));
    return saved;
  }
  const existing = readBrowserScenarios();
  if (existing.length >= SCENARIO_LIMIT) {
    throw new Error(`This browser already keeps ${SCENARIO_LIMIT} scenarios. Delete one you no longer need, then save this one.`);
  }
  const scenario: Scenario = {
    key: localKey(),
    where: 'browser',
    name,
    calculator: draft.calculator,
    input: draft.input,
    result: isRecord(draft.result) ? draft.result : undefined,
    createdAt: new Date().toISOString(),
  };
  writeBrowserScenarios([...existing, scenario]);
  return scenario;
}

export async function deleteScenario(scenario: Scenario): Promise<void> {
  if (scenario.where === 'browser') {
    writeBrowserScenarios(readBrowserScenarios().filter((s) => s.key !== scenario.key));
    return;
  }
  await accountRequest('DELETE', `/api/v1/account/scenarios/${encodeURIComponent(scenario.key)}`);
  window.dispatchEvent(new Event(SCENARIOS_CHANGED));
}

/**
 * Moves this browser's scenarios onto the account, one by one: each saved there leaves the browser; one the account
 * refuses (a name it already has, its limit) stays here, with the reason.
 */
export async function keepBrowserScenariosOnAccount(): Promise<{ moved: number; kept: { name: string; reason: string }[] }> {
  const kept: { name: string; reason: string }[] = [];
  let moved = 0;
  for (const scenario of readBrowserScenarios()) {
    try {
      await accountRequest('POST', '/api/v1/account/scenarios', { name: scenario.name, calculator: scenario.calculator, input: scenario.input });
      writeBrowserScenarios(readBrowserScenarios().filter((s) => s.key !== scenario.key));
      moved += 1;
    } catch (error) {
      const fieldMessage = (error as { errors?: { message: string }[] }).errors?.[0]?.message;
      kept.push({ name: scenario.name, reason: fieldMessage ?? (error instanceof Error ? error.message : 'It could not be saved') });
    }
  }
  window.dispatchEvent(new Event(SCENARIOS_CHANGED));
  return { moved, kept };
}

// ---------------------------------------------------------------------------------------------------------------
// Opening one in its calculator

const OPEN_KEY = 'securesplit.open-scenario';

/** Hands a scenario's input to the home page's calculators (read once, on their next mount). */
export function openInCalculator(scenario: Scenario): void {
  try {
    window.sessionStorage.setItem(OPEN_KEY, JSON.stringify({ calculator: scenario.calculator, input: scenario.input, name: scenario.name }));
  } catch {
    // Without session storage the calculators open empty; nothing else is lost.
  }
}

/** The scenario the home page was asked to open (and forgets it, so a reload starts as usual). */
export function takeOpenedScenario(): { calculator: FreeCalculatorTab; input: CalculatorInput; name: string } | undefined {
  try {
    const text = window.sessionStorage.getItem(OPEN_KEY);
    if (text === null) return undefined;
    window.sessionStorage.removeItem(OPEN_KEY);
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isFreeCalculator(parsed.calculator) || !isRecord(parsed.input)) return undefined;
    return { calculator: parsed.calculator, input: parsed.input as CalculatorInput, name: typeof parsed.name === 'string' ? parsed.name : '' };
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing

/** The amounts each calculator's result leads with, in the order the comparison shows them. */
const RESULT_ROWS: Record<FreeCalculatorTab, { key: string; label: string; money: boolean }[]> = {
  'child-support': [
    { key: 'monthlyPayment', label: 'Monthly child support', money: true },
    { key: 'payer', label: 'Paid by', money: false },
    { key: 'combinedIncome', label: 'Combined income', money: true },
    { key: 'nonCustodialPercentage', label: 'Paying parent’s share of income (%)', money: false },
  ],
  alimony: [
    { key: 'monthlyPayment', label: 'Monthly alimony', money: true },
    { key: 'duration', label: 'Duration', money: false },
  ],
  budget: [
    { key: 'monthlySurplus', label: 'Monthly surplus (negative: deficit)', money: true },
    { key: 'totalIncome', label: 'Total income', money: true },
    { key: 'totalExpenses', label: 'Total expenses', money: true },
  ],
};

const FIELD_LABELS: Record<string, string> = {
  state: 'State',
  custodialParentIncome: 'Custodial parent’s monthly income',
  nonCustodialParentIncome: 'Paying parent’s monthly income',
  custodialParentDeductions: 'Custodial parent’s deductions',
  nonCustodialParentDeductions: 'Paying parent’s deductions',
  numberOfChildren: 'Children',
  custodyArrangement: 'Custody arrangement',
  custodialParentTime: 'Custodial parent’s time (%)',
  nonCustodialParentTime: 'Paying parent’s time (%)',
  custodialParentOvernights: 'Custodial parent’s overnights a year',
  nonCustodialParentOvernights: 'Paying parent’s overnights a year',
  payerIncome: 'Payer’s monthly income',
  recipientIncome: 'Recipient’s monthly income',
  marriageDate: 'Date of marriage',
  separationDate: 'Date of separation',
};

/** A readable label for an input field: its known name, or its camelCase words. */
export function fieldLabel(key: string): string {
  const known = FIELD_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MONEY_FIELD = /(income|deductions|expenses|cost|support|alimony|payment|insurance|housing|utilities|groceries|transportation|childcare|debt|savings)$/i;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatValue(value: unknown, asMoney: boolean): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'number') return asMoney ? money.format(value) : value.toLocaleString('en-US');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    const number = Number(value);
    if (asMoney && value.trim() !== '' && Number.isFinite(number)) return money.format(number);
    return value;
  }
  return JSON.stringify(value);
}

export interface ComparisonRow {
  key: string;
  label: string;
  /** One shown value per scenario, in the scenarios' order. */
  values: string[];
  differs: boolean;
}

/** The rows of a comparison: the result's amounts first, then every input field any of them has. */
export function comparisonRows(scenarios: readonly Scenario[]): { results: ComparisonRow[]; inputs: ComparisonRow[] } {
  const row = (key: string, label: string, read: (s: Scenario) => unknown, asMoney: boolean): ComparisonRow => {
    const values = scenarios.map((s) => formatValue(read(s), asMoney));
    return { key, label, values, differs: new Set(values).size > 1 };
  };
  const calculators = [...new Set(scenarios.map((s) => s.calculator))];
  const resultRows = calculators.flatMap((calculator) => RESULT_ROWS[calculator]);
  const seen = new Set<string>();
  const results = resultRows
    .filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)))
    .map((r) => row(`result.${r.key}`, r.label, (s) => s.result?.[r.key], r.money));
  const inputKeys = [...new Set(scenarios.flatMap((s) => Object.keys(s.input)))].filter((key) => key !== 'asOf');
  const inputs = inputKeys.map((key) => row(`input.${key}`, fieldLabel(key), (s) => s.input[key], MONEY_FIELD.test(key)));
  return { results, inputs };
}

/** The headline amount of a scenario's result (monthly payment or surplus), when it has one. */
export function headlineAmount(scenario: Scenario): number | undefined {
  const value = scenario.result?.monthlyPayment ?? scenario.result?.monthlySurplus;
  return typeof value === 'number' ? value : undefined;
}
