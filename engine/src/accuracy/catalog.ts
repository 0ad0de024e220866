import { calculateChildSupport } from '../child-support/calculate.js';
import { CHILD_SUPPORT_RULES } from '../child-support/jurisdictions/index.js';
import type { ChildSupportRuleVersion, WorkedExample } from '../child-support/types.js';
import { JURISDICTIONS, type JurisdictionSlug } from '../jurisdictions.js';
import type { Confidence, EffectiveRange, Source } from '../rules/source.js';
import type { PrintedExampleDisagreement } from './printed-example-search.js';
import { todayIso, versionInForce } from '../rules/versions.js';

export interface RuleVersionSummary {
  effective: EffectiveRange;
  model: string;
  incomeBasis: string;
  confidence: Confidence;
  sources: Source[];
  approximations: string[];
  summary: string;
}

export interface ExampleOutcome {
  name: string;
  source: string;
  kind: WorkedExample['kind'];
  expectedMonthlyPayment: number;
  actualMonthlyPayment: number | null;
  passed: boolean;
}

export interface JurisdictionCatalogEntry {
  slug: JurisdictionSlug;
  name: string;
  code: string;
  childSupport: {
    /** The version in force on the catalog's date. */
    current: RuleVersionSummary;
    versions: RuleVersionSummary[];
    examples: ExampleOutcome[];
  };
}

function summarize(version: ChildSupportRuleVersion): RuleVersionSummary {
  return {
    effective: version.effective,
    model: version.model,
    incomeBasis: version.incomeBasis,
    confidence: version.confidence,
    sources: version.sources,
    approximations: version.approximations,
    summary: version.summary,
  };
}

/** Runs a worked example through the public calculation, exactly as the examples test does. */
export function runExample(example: WorkedExample): ExampleOutcome {
  let actual: number | null = null;
  try {
    const result = calculateChildSupport(example.input);
    actual = result.monthlyPayment;
    const payerMatches = example.expected.payer === undefined || example.expected.payer === result.payer;
    const passed =
      payerMatches && Math.abs(actual - example.expected.monthlyPayment) <= (example.tolerance ?? 0);
    return outcome(example, actual, passed);
  } catch {
    return outcome(example, actual, false);
  }
}

/** Runs a printed example the engine disagrees with, so the report shows today's engine figure beside it. */
export function runDisagreement(disagreement: PrintedExampleDisagreement): number | null {
  try {
    return calculateChildSupport(disagreement.input).monthlyPayment;
  } catch {
    return null;
  }
}

function outcome(example: WorkedExample, actual: number | null, passed: boolean): ExampleOutcome {
  return {
    name: example.name,
    source: example.source,
    kind: example.kind,
    expectedMonthlyPayment: example.expected.monthlyPayment,
    actualMonthlyPayment: actual,
    passed,
  };
}

/**
 * Every jurisdiction's child support rules as published facts: model, income basis, effective dates,
 * sources, confidence, and the worked examples with whether the engine reproduces them.
 */
export function jurisdictionCatalog(options: { asOf?: string } = {}): JurisdictionCatalogEntry[] {
  const asOf = options.asOf ?? todayIso();
  return JURISDICTIONS.map((jurisdiction) => {
    const rules = CHILD_SUPPORT_RULES.get(jurisdiction.slug)!;
    return {
      slug: jurisdiction.slug,
      name: jurisdiction.name,
      code: jurisdiction.code,
      childSupport: {
        current: summarize(versionInForce(rules.versions, asOf).version),
        versions: [...rules.versions]
          .sort((a, b) => a.effective.from.localeCompare(b.effective.from))
          .map(summarize),
        examples: rules.examples.map(runExample),
      },
    };
  });
}
