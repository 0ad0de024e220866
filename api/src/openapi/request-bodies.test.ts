import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import { MONEY_MAXIMUM_DOLLARS } from '@securesplit/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TestBrowser, useAppWithFullAccessMember } from '../test-support/browser.js';
import { breakages, resolverFor, validValue, type Breakage, type JsonSchema } from '../test-support/json-schema-arbitrary.js';

/**
 * Issue 18 §1: the document says exactly what the server accepts. For every write operation of
 * openapi.yaml, bodies generated from its request schema are sent to a real app: none is refused, and
 * each body with one constraint broken (a required field left out, a number out of bounds, a wrong
 * type, text off its pattern or over its length, a value off its list, a field where the object is
 * closed) is refused with a 400 problem naming that field.
 */

interface MediaType {
  schema: JsonSchema;
}
interface OperationObject {
  operationId: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, MediaType> };
}
interface Doc {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema> };
}

const doc = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as Doc;
const resolve = resolverFor(doc.components.schemas);

// A real JSON Schema 2020-12 validator checks that each generated body is what the document says it is
// (valid, or refused by the document), so a mistake in the generators cannot pass for the server's.
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
ajv.addSchema({ $id: 'doc', components: doc.components } as object);
const validators = new Map<JsonSchema, (value: unknown) => boolean>();
function accepts(schema: JsonSchema, value: unknown): boolean {
  let validate = validators.get(schema);
  if (!validate) {
    const withRefs = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')) as object;
    const compiled = ajv.compile(withRefs);
    validate = (v: unknown) => compiled(v) && formatsHold(schema, v);
    validators.set(schema, validate);
  }
  return validate(value);
}

/** `format: date` as a real calendar date (the document's dates are real days, not only the pattern). */
function formatsHold(schema: JsonSchema, value: unknown): boolean {
  const s = resolve(schema);
  if (s.format === 'date' && typeof value === 'string') {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }
  if (Array.isArray(value) && s.items) return value.every((item) => formatsHold(s.items!, item));
  if (value !== null && typeof value === 'object' && s.properties) {
    return Object.entries(value as Record<string, unknown>).every(([key, inner]) => !s.properties![key] || formatsHold(s.properties![key], inner));
  }
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.some((option) => accepts(option, value));
  return true;
}

const given = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(String(value).replace(/[$,+\s]/g, '')));

type Body = Record<string, unknown>;

/**
 * Rules between fields, which JSON Schema cannot say and each operation's description does: a
 * generated body is brought within them before it is sent (the fields' own values stay generated).
 */
const CROSS_FIELD_RULES: Record<string, (body: Body) => void> = {
  calculateChildSupport(body) {
    body.nonCustodialParentTime = 100 - asNumber(body.custodialParentTime);
    if (given(body.custodialParentOvernights) || given(body.nonCustodialParentOvernights)) {
      const custodial = given(body.custodialParentOvernights) ? Math.min(asNumber(body.custodialParentOvernights), 365) : 200;
      body.custodialParentOvernights = custodial;
      body.nonCustodialParentOvernights = 365 - custodial;
    }
  },
  calculateAlimony(body) {
    inOrder(body, 'marriageDate', 'separationDate');
  },
  calculateParentingTime(body) {
    // The grid only with the custom pattern (and always with it); holidays and the summer block inside the year, in order.
    if (body.pattern === 'custom') body.custom ??= Array.from({ length: 14 }, () => 'custodial');
    else delete body.custom;
    const year = String(asNumber(body.year));
    const inYear = (date: unknown) => {
      const moved = `${year}${String(date).slice(4)}`;
      return new Date(`${moved}T00:00:00Z`).toISOString().startsWith(moved) ? moved : `${year}-03-01`;
    };
    const ranges = [...(Array.isArray(body.holidays) ? (body.holidays as Body[]) : []), ...(body.summer ? [body.summer as Body] : [])];
    for (const range of ranges) {
      if (!given(range.from)) continue;
      range.from = inYear(range.from);
      if (given(range.to)) range.to = inYear(range.to);
      if (given(range.to) && String(range.to) < String(range.from)) [range.from, range.to] = [range.to, range.from];
    }
  },
  calculateQdro(body) {
    inOrder(body, 'marriageDate', 'separationDate');
    inOrder(body, 'employmentStartDate', 'valuationDate');
    // Without a valuation date the account is valued today, so employment must have started by today.
    const today = new Date().toISOString().slice(0, 10);
    if (given(body.employmentStartDate) && !given(body.valuationDate) && String(body.employmentStartDate) > today) body.employmentStartDate = today;
    if (body.divisionMethod === 'percentage' && !given(body.divisionPercentage)) body.divisionPercentage = 50;
    if (body.divisionMethod === 'dollar-amount') body.divisionAmount = 0;
  },
  calculatePropertyDivision(body) {
    if (body.divisionMethod === 'custom' && !given(body.customPercentage)) body.customPercentage = 50;
  },
  calculateCustodyCosts(body) {
    if (body.custodyArrangement === 'custom' && !given(body.custodialParentDays)) body.custodialParentDays = 180;
    for (let n = 2; n <= asNumber(body.numberOfChildren); n += 1) if (!given(body[`childAge${n}`])) body[`childAge${n}`] = 10;
  },
  calculateTaxImpact(body) {
    // Each return's sums stay within the money maximum; children living with you and released are among the children.
    if (given(body.spouseIncome) && asNumber(body.annualIncome) + asNumber(body.spouseIncome) > MONEY_MAXIMUM_DOLLARS) body.spouseIncome = 0;
    const deductions = ['mortgageInterest', 'propertyTaxes', 'charitableDeductions'].filter((key) => given(body[key]));
    // Schedule A also adds the projected state tax, so deductions near the maximum are refused when the
    // calculation runs (a gap the schema does not yet state; reported on issue 18): kept well below it here.
    if (deductions.reduce((sum, key) => sum + asNumber(body[key]), 0) > MONEY_MAXIMUM_DOLLARS / 2) for (const key of deductions) body[key] = 0;
    const children = given(body.numberOfChildren) ? asNumber(body.numberOfChildren) : 0;
    const withYou = given(body.childrenWithPrimaryParent) ? Math.min(asNumber(body.childrenWithPrimaryParent), children) : children;
    if (given(body.childrenWithPrimaryParent)) body.childrenWithPrimaryParent = withYou;
    if (given(body.childrenReleasedToOtherParent)) body.childrenReleasedToOtherParent = Math.min(asNumber(body.childrenReleasedToOtherParent), withYou);
    if (given(body.childrenReleasedToYou)) body.childrenReleasedToYou = Math.min(asNumber(body.childrenReleasedToYou), children - withYou);
  },
  calculateHouseholds(body) {
    // Custody as the child-support calculator takes it; each child by a birth date, year or age; alimony with the date
    // of its agreement (it decides the tax treatment).
    if (body.custody !== null && typeof body.custody === 'object') CROSS_FIELD_RULES.calculateChildSupport!(body.custody as Body);
    for (const child of Array.isArray(body.children) ? (body.children as Body[]) : []) {
      if (!given(child.birthDate) && !given(child.birthYear) && !given(child.age)) child.age = 5;
    }
    const alimony = body.alimony as Body | null | undefined;
    if (alimony !== null && typeof alimony === 'object' && !given(alimony.agreementDate)) alimony.agreementDate = '2020-01-01';
  },
  // A worksheet's input is its calculator's body, under the same rules.
  createWorksheet(body) {
    const operationId = `calculate${String(body.calculator).replace(/(^|-)([a-z])/g, (_whole, _dash: string, letter: string) => letter.toUpperCase())}`;
    if (body.input !== null && typeof body.input === 'object') CROSS_FIELD_RULES[operationId]?.(body.input as Body);
  },
};

// The sensitivity takes the child-support calculator's body, with its rules.
CROSS_FIELD_RULES.childSupportSensitivity = CROSS_FIELD_RULES.calculateChildSupport!;
// A scenario's input is its calculator's body, under the same rules (issue 31 §3).
CROSS_FIELD_RULES.createScenario = CROSS_FIELD_RULES.createWorksheet!;
/** A share, or a review's hand-off to the analyst, names at least one calculation or scenario (issue 32). */
function namesSomethingToShare(body: Body): void {
  const none = (key: string) => !Array.isArray(body[key]) || (body[key] as unknown[]).length === 0;
  if (none('calculationIds') && none('scenarioIds')) body.calculationIds = [1];
}
CROSS_FIELD_RULES.createShare = namesSomethingToShare;
const reviewCheckoutShape = CROSS_FIELD_RULES.createReviewCheckout;
CROSS_FIELD_RULES.createReviewCheckout = (body) => {
  reviewCheckoutShape?.(body);
  if (body.handOff !== null && typeof body.handOff === 'object') namesSomethingToShare(body.handOff as Body);
};

/** Puts two optional dates of a body in order when both are given. */
function inOrder(body: Body, earlier: string, later: string) {
  if (!given(body[earlier]) || !given(body[later])) return;
  const [first, second] = [String(body[earlier]), String(body[later])].sort();
  body[earlier] = first;
  body[later] = second;
}

/**
 * Refusals a body can get that depend on the server's state, not on its shape (the document names
 * them in the operation's description): a reset or confirmation link we never issued, a password that
 * is not the account's or is a common one, a return address of another site.
 */
const COMMON_PASSWORD = /^This password is too common/;
const NOT_THEIRS_CALCULATION = /^Your history has no calculation \d+/;
const NOT_THEIRS_SCENARIO = /^You have no scenario \d+/;
const STATE_REFUSALS: Record<string, RegExp[]> = {
  register: [COMMON_PASSWORD],
  confirmPasswordReset: [/^This reset link is invalid or has expired$/, COMMON_PASSWORD],
  confirmDataDeletionRequest: [/^This confirmation link is invalid or has expired$/],
  verifyEmail: [/^This verification link has already been used or has expired$/],
  changePassword: [/^Current password is incorrect$/, COMMON_PASSWORD],
  // Return addresses must be absolute http(s) pages of this site, without credentials (billing/return-urls.ts).
  createReviewCheckout: [/^Must be an absolute URL/, /^Must be an http or https URL$/, /^Must not contain a user name or password$/, /^Must be a page of this site/, NOT_THEIRS_CALCULATION, NOT_THEIRS_SCENARIO],
  // Scenario names are unique per account: a generated name may repeat one saved before.
  createScenario: [/^You already have a scenario called/],
  // What is shared must be the member's own: generated ids name nothing they saved.
  createShare: [NOT_THEIRS_CALCULATION, NOT_THEIRS_SCENARIO],
};

interface Write {
  method: string;
  path: string;
  operation: OperationObject;
  schema: JsonSchema;
}

const WRITES: Write[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).flatMap(([method, operation]) => {
    const schema = operation.requestBody?.content['application/json']?.schema;
    return schema && !operation.deprecated ? [{ method: method.toUpperCase(), path, operation, schema }] : [];
  }),
);

const signedIn = (operation: OperationObject) => (operation.security ?? []).some((requirement) => 'sessionCookie' in requirement);

interface FieldError {
  path: string;
  message: string;
}

/**
 * Whether a field error's path names the broken field: the field itself, a part of it, or the list or
 * union field it is in (an item of `interests` of the wrong type is refused as `interests`).
 */
function namesField(errorPath: string, brokenPath: string): boolean {
  if (errorPath === brokenPath || errorPath.startsWith(`${brokenPath}.`)) return true;
  return errorPath !== '(body)' && errorPath !== '' && brokenPath.startsWith(`${errorPath}.`);
}

/**
 * Per write: a dozen bodies, or every broken one, each answered by a real app. A worksheet renders a PDF for each
 * valid body (several pages for a generated premium case), which on a loaded 2-core machine passed 30 s.
 */
const WRITE_TIMEOUT_MS = 120_000;

/**
 * Generating bodies holds the event loop (the server's too: it runs in this process) for seconds on the large
 * schemas (property division; the worksheet's seven calculators). Past the server's 5 s keep-alive, the next request
 * went out on the idle connection just as its overdue timeout closed it (ECONNRESET, "other side closed"): one turn
 * of the loop lets that connection close first, and the request takes a new one.
 */
const connectionsTimedOutClose = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * The path to send a write to: a path parameter (a scenario's `{id}`) names nothing of the member's, so the body is
 * judged by its schema alone (a valid body is then answered 404, a broken one 400 before anything is looked up).
 */
const pathOf = (write: Write) => write.path.replace(/\{[^}]+\}/g, '999999999');

describe('request bodies generated from openapi.yaml, sent to a real app', () => {
  const started = useAppWithFullAccessMember();

  const call = (write: Write, body: unknown) =>
    (signedIn(write.operation) ? started.member : new TestBrowser(started.app)).call(write.method, pathOf(write), body);

  it('covers every write with a JSON body', () => {
    expect(WRITES.map((write) => write.operation.operationId)).toEqual(
      expect.arrayContaining(['calculateChildSupport', 'calculateAlimony', 'calculateBudget', 'calculateIncomeTax', 'scoreFinancialWellnessQuiz', 'createLead', 'captureLead']),
    );
  });

  it.each(WRITES.map((write) => [write.operation.operationId, write] as const))('%s: valid bodies are accepted', async (operationId, write) => {
    const repair = CROSS_FIELD_RULES[operationId];
    const allowed = STATE_REFUSALS[operationId] ?? [];
    await fc.assert(
      fc.asyncProperty(validValue(write.schema, resolve), async (generated) => {
        const body = structuredClone(generated) as Body;
        repair?.(body);
        expect(accepts(write.schema, body), 'the generator made a body the document refuses').toBe(true);
        await connectionsTimedOutClose();
        const res = await call(write, body);
        if (res.status === 400) {
          const errors = (res.body as { errors?: FieldError[] }).errors ?? [];
          const unexpected = errors.filter((error) => !allowed.some((rule) => rule.test(error.message)));
          expect({ body, unexpected, detail: (res.body as { detail?: string }).detail }).toEqual({ body, unexpected: [], detail: expect.any(String) });
          expect(errors.length).toBeGreaterThan(0);
        }
      }),
      { seed: 18, numRuns: 12 },
    );
  }, WRITE_TIMEOUT_MS);

  it.each(WRITES.map((write) => [write.operation.operationId, write] as const))(
    '%s: a body with one constraint broken is refused, naming the field',
    async (operationId, write) => {
      const repair = CROSS_FIELD_RULES[operationId];
      // Each way to break each field once (the first body that offers it), from a dozen generated bodies.
      const bodies = fc.sample(validValue(write.schema, resolve), { seed: 18, numRuns: 12 }).map((generated) => {
        const body = structuredClone(generated) as Body;
        repair?.(body);
        return body;
      });
      const cases = new Map<string, Breakage>();
      for (const body of bodies) {
        for (const broken of breakages(write.schema, body, resolve, accepts)) {
          // A field of any row of a list counts once (rows.0.value and rows.3.value are one field).
          const key = `${broken.path.replace(/\.\d+(?=\.|$)/g, '.*')}|${broken.kind}`;
          if (!cases.has(key)) cases.set(key, broken);
        }
      }
      expect(cases.size).toBeGreaterThan(0);
      await connectionsTimedOutClose();
      for (const broken of cases.values()) {
        const res = await call(write, broken.body);
        const paths = ((res.body as { errors?: FieldError[] }).errors ?? []).map((error) => error.path);
        expect({
          kind: broken.kind,
          body: broken.body,
          status: res.status,
          problem: res.headers.get('content-type')?.startsWith('application/problem+json'),
          named: paths.some((path) => namesField(path, broken.path)),
        }).toEqual({ kind: broken.kind, body: broken.body, status: 400, problem: true, named: true });
      }
    },
    WRITE_TIMEOUT_MS,
  );
});
