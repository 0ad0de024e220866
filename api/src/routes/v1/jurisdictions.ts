import {
  ALIMONY_RULES,
  JURISDICTION_SLUGS,
  ResultMetaSchema,
  SourceSchema,
  jurisdictionCatalog,
  type JurisdictionCatalogEntry,
} from '@securesplit/engine';
import { z } from 'zod';
import { HttpProblem } from '../../http/problem.js';
import { defineOperation } from '../operation.js';

const EffectiveRangeSchema = ResultMetaSchema.shape.rulesEffective;
const ConfidenceSchema = ResultMetaSchema.shape.confidence;

const RuleVersionSummarySchema = z
  .object({
    effective: EffectiveRangeSchema,
    model: z.string().meta({ examples: ['income-shares'] }),
    incomeBasis: z.string().meta({ examples: ['gross'] }),
    confidence: ConfidenceSchema,
    sources: z.array(SourceSchema),
    approximations: z.array(z.string()),
    summary: z.string(),
  })
  .meta({ id: 'RuleVersionSummary' });

const ExampleOutcomeSchema = z
  .object({
    name: z.string(),
    source: z.string(),
    kind: z.enum(['official', 'secondary', 'derived']).meta({
      description:
        'official: printed in the state’s own material; secondary: printed by others for the same rule; derived: worked out from the rule text',
    }),
    expectedMonthlyPayment: z.number(),
    actualMonthlyPayment: z.number().nullable(),
    passed: z.boolean(),
  })
  .meta({ id: 'WorkedExampleOutcome' });

const AlimonyRuleSummarySchema = z
  .object({
    effective: EffectiveRangeSchema,
    model: z.string().meta({ examples: ['new-york-maintenance-guidelines'] }),
    hasAmountFormula: z.boolean().meta({ description: 'Whether the state sets the amount by a formula' }),
    confidence: ConfidenceSchema,
    sources: z.array(SourceSchema),
    approximations: z.array(z.string()),
    summary: z.string(),
  })
  .meta({ id: 'AlimonyRuleSummary' });

export const JurisdictionSchema = z
  .object({
    slug: z.enum(JURISDICTION_SLUGS),
    name: z.string(),
    code: z.string().length(2),
    childSupport: z.object({
      current: RuleVersionSummarySchema.meta({ description: 'The version in force today' }),
      versions: z.array(RuleVersionSummarySchema),
      examples: z.array(ExampleOutcomeSchema).meta({
        description: 'Worked examples (official where published) and whether the engine reproduces them',
      }),
    }),
    alimony: z.object({
      current: AlimonyRuleSummarySchema.meta({ description: 'The version in force today' }),
      versions: z.array(AlimonyRuleSummarySchema),
    }),
  })
  .meta({ id: 'Jurisdiction' });

const JurisdictionListSchema = z
  .object({ asOf: z.string(), jurisdictions: z.array(JurisdictionSchema) })
  .meta({ id: 'JurisdictionList' });

type AlimonySummary = z.infer<typeof AlimonyRuleSummarySchema>;
type Entry = JurisdictionCatalogEntry & { alimony: { current: AlimonySummary; versions: AlimonySummary[] } };

/** The alimony rule versions of a state, oldest first, and the one in force on `asOf` (else the earliest). */
function alimonyRules(slug: JurisdictionCatalogEntry['slug'], asOf: string): Entry['alimony'] {
  const versions = [...(ALIMONY_RULES.get(slug)?.versions ?? [])]
    .sort((a, b) => a.effective.from.localeCompare(b.effective.from))
    .map(({ effective, model, hasAmountFormula, confidence, sources, approximations, summary }) => ({
      effective,
      model,
      hasAmountFormula,
      confidence,
      sources,
      approximations,
      summary,
    }));
  const inForce = versions.filter((v) => v.effective.from <= asOf && (v.effective.to === undefined || v.effective.to >= asOf));
  return { current: inForce[inForce.length - 1] ?? versions[0]!, versions };
}

/** The catalog runs every worked example, so it is built once a day rather than on each request. */
function cachedCatalog() {
  let cached: { asOf: string; entries: Entry[] } | undefined;
  return (asOf: string) => {
    if (cached?.asOf !== asOf) {
      const entries = jurisdictionCatalog({ asOf }).map((entry) => ({
        ...entry,
        alimony: 'alimony' in entry ? (entry as Entry).alimony : alimonyRules(entry.slug, asOf),
      }));
      cached = { asOf, entries };
    }
    return cached.entries;
  };
}
const catalogOn = cachedCatalog();

const EXAMPLE_ENTRY: z.input<typeof JurisdictionSchema> = {
  slug: 'texas',
  name: 'Texas',
  code: 'TX',
  childSupport: {
    current: {
      effective: { from: '2025-09-01' },
      model: 'percentage-of-income',
      incomeBasis: 'net',
      confidence: 'official',
      sources: [
        {
          title: 'Texas Family Code § 154.125, Application of Guidelines to Net Resources',
          url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm',
        },
      ],
      approximations: [],
      summary: 'A percentage of the obligor’s net resources by number of children, on net resources up to the cap.',
    },
    versions: [],
    examples: [
      {
        name: 'Two children, $4,000 net resources',
        source: 'derived from Texas Family Code § 154.125',
        kind: 'derived',
        expectedMonthlyPayment: 1000,
        actualMonthlyPayment: 1000,
        passed: true,
      },
    ],
  },
  alimony: {
    current: {
      effective: { from: '2011-09-01' },
      model: 'texas-maintenance-cap',
      hasAmountFormula: true,
      confidence: 'official',
      sources: [
        {
          title: 'Texas Family Code Chapter 8, Spousal Maintenance',
          section: '§ 8.055 (cap: lesser of $5,000 or 20% of average monthly gross income); § 8.054 (duration)',
          url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.8.htm',
        },
      ],
      approximations: [],
      summary:
        "Court-ordered maintenance up to the lesser of $5,000 or 20% of the payer's gross monthly income, for at most 5, 7 or 10 years by marriage length.",
    },
    versions: [],
  },
};

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export const listJurisdictionsOperation = defineOperation({
  method: 'get',
  path: '/api/v1/jurisdictions',
  operationId: 'listJurisdictions',
  summary: 'List the 50 states and DC with their guideline models',
  description:
    "Each jurisdiction's child support model, effective dates, official sources, confidence ('official' or " +
    "'estimate' with what is approximated) and worked examples.",
  tag: 'Jurisdictions',
  cacheable: true,
  success: {
    status: 200,
    description: 'Every jurisdiction, as of today',
    schema: JurisdictionListSchema,
    example: { asOf: '2026-11-21', jurisdictions: [EXAMPLE_ENTRY] },
  },
  errors: [],
  handler({ deps }) {
    const asOf = isoDay(deps.now());
    return { body: { asOf, jurisdictions: catalogOn(asOf) } };
  },
});

const SlugParams = z.object({
  slug: z.string().meta({ description: 'Lowercase hyphenated state slug', examples: ['new-york'] }),
});

export const getJurisdictionOperation = defineOperation({
  method: 'get',
  path: '/api/v1/jurisdictions/{slug}',
  operationId: 'getJurisdiction',
  summary: "One jurisdiction's guideline models, dates and sources",
  description: 'The same entry as in the list, by slug (case-insensitive, e.g. `new-york`); 404 for any other slug.',
  tag: 'Jurisdictions',
  params: SlugParams,
  success: { status: 200, description: 'The jurisdiction', schema: JurisdictionSchema, example: EXAMPLE_ENTRY },
  errors: [404],
  handler({ params, deps }) {
    const slug = (params.slug ?? '').toLowerCase();
    const entry = catalogOn(isoDay(deps.now())).find((j) => j.slug === slug);
    if (!entry) {
      throw new HttpProblem(404, `No jurisdiction "${params.slug}". Use a slug such as new-york or district-of-columbia.`);
    }
    return { body: entry };
  },
});
