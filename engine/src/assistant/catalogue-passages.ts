import { ALIMONY_RULES } from '../alimony/jurisdictions/index.js';
import type { AlimonyRuleVersion } from '../alimony/types.js';
import { CHILD_SUPPORT_RULES } from '../child-support/jurisdictions/index.js';
import type { ChildSupportModelName, ChildSupportRuleVersion } from '../child-support/types.js';
import { JURISDICTIONS, type Jurisdiction } from '../jurisdictions.js';
import { regimeFor } from '../property-division/regimes.js';
import type { Source } from '../rules/source.js';
import { versionInForce } from '../rules/versions.js';
import { formatIsoDate } from './format.js';
import type { Passage } from './passage.js';
import type { AnswerSource } from './types.js';

/** How each child support model works, in a sentence a parent can follow. */
const CHILD_SUPPORT_MODEL_WORDS: Record<ChildSupportModelName, string> = {
  'income-shares':
    "the income shares model: both parents' incomes are added, the state's schedule gives the support for that combined income and the number of children, and each parent owes a share in proportion to income",
  'percentage-of-income': "a percentage of the paying parent's income, set by the number of children",
  'percentage-of-combined-income': "a percentage of the parents' combined income, shared in proportion to income",
  melson:
    'the Melson formula: each parent keeps a self-support reserve, the children’s primary support comes first, and a share of the remaining income is added',
  'california-formula': 'its own statewide formula based on both parents’ net disposable income and the time each parent has the children',
  'massachusetts-formula': 'its own guideline formula on both parents’ combined available income',
  'new-york-cssa':
    "the Child Support Standards Act: a percentage of the parents' combined income up to a cap, shared in proportion to income",
  'texas-net-resources': "a percentage of the paying parent's monthly net resources, set by the number of children",
};

export function toAnswerSource(source: Source, effectiveDate?: string): AnswerSource {
  return {
    title: source.title,
    ...(source.section ? { citation: source.section } : {}),
    ...(source.url ? { url: source.url } : {}),
    ...(effectiveDate ? { effectiveDate } : {}),
  };
}

function citationLine(source: Source): string {
  return source.section && !source.title.includes(source.section) ? `${source.title}, ${source.section}` : source.title;
}

function inForceSentence(from: string, to: string | undefined): string {
  return to
    ? `The rules we apply took effect on ${formatIsoDate(from)} and run to ${formatIsoDate(to)}.`
    : `The rules in force took effect on ${formatIsoDate(from)}.`;
}

function earlierVersionsSentence(versions: readonly { effective: { from: string } }[], current: string): string {
  const earlier = versions.map((v) => v.effective.from).filter((from) => from < current).sort();
  if (earlier.length === 0) return '';
  return ` Earlier rules in our catalogue took effect on ${earlier.map(formatIsoDate).join(', ')}; a calculation dated before ${formatIsoDate(current)} uses the rules in force on that date.`;
}

function childSupportPassage(j: Jurisdiction, asOf: string): Passage {
  const rules = CHILD_SUPPORT_RULES.get(j.slug)!;
  const version: ChildSupportRuleVersion = versionInForce(rules.versions, asOf).version;
  const label =
    version.confidence === 'official'
      ? 'Our calculator applies the official guideline and shows each worksheet line with its source.'
      : `Our calculator labels its result an estimate: ${version.approximations[0] ?? ''}`;
  const basis = { gross: 'gross income', net: 'net income', 'adjusted-gross': 'adjusted gross income' }[version.incomeBasis];
  const text =
    `${j.name} calculates child support with ${CHILD_SUPPORT_MODEL_WORDS[version.model]}. ${version.summary} The guideline starts from ${basis}. ` +
    `${inForceSentence(version.effective.from, version.effective.to)}${earlierVersionsSentence(rules.versions, version.effective.from)} ` +
    `${label} Main source: ${citationLine(version.sources[0]!)}.`;
  return {
    id: `child-support/${j.slug}`,
    topic: 'child-support',
    title: `How child support is calculated in ${j.name}`,
    text,
    jurisdiction: j.slug,
    keywords: `${j.code} child support guideline formula model worksheet schedule calculated effective date rules statute kids children`,
    sources: version.sources.map((s) => toAnswerSource(s, version.effective.from)),
    calculator: 'child-support',
  };
}

function alimonyPassage(j: Jurisdiction, asOf: string): Passage {
  const rules = ALIMONY_RULES.get(j.slug)!;
  const version: AlimonyRuleVersion = versionInForce(rules.versions, asOf).version;
  const formula = version.hasAmountFormula
    ? 'Our calculator applies this formula where the case fits it and says so when it has to estimate.'
    : `${j.name} sets no amount formula, so our calculator gives a labelled estimate and cites the statute the court follows.`;
  const text =
    `Alimony (spousal support or maintenance) in ${j.name}: ${version.summary} ${formula} ` +
    `${inForceSentence(version.effective.from, version.effective.to)}${earlierVersionsSentence(rules.versions, version.effective.from)} ` +
    `Main source: ${citationLine(version.sources[0]!)}.`;
  return {
    id: `alimony/${j.slug}`,
    topic: 'alimony',
    title: `How alimony is calculated in ${j.name}`,
    text,
    jurisdiction: j.slug,
    keywords: `${j.code} alimony spousal support maintenance formula duration how long last term years marriage`,
    sources: version.sources.map((s) => toAnswerSource(s, version.effective.from)),
    calculator: 'alimony',
  };
}

function propertyPassage(j: Jurisdiction): Passage {
  const reading = regimeFor(j.slug, j.name);
  const regime =
    reading.regime === 'community-property'
      ? `${j.name} is one of the community property states named in IRS Publication 555.`
      : `${j.name} is an equitable distribution state (not one of the community property states named in IRS Publication 555).`;
  return {
    id: `property/${j.slug}`,
    topic: 'property',
    title: `How property is divided in ${j.name}`,
    text: `${regime} ${reading.presumption}`,
    jurisdiction: j.slug,
    keywords: `${j.code} property division community equitable distribution marital assets house split 50/50 debts`,
    sources: reading.sources.map((s) => toAnswerSource(s)),
    calculator: 'property-division',
  };
}

/** One passage per jurisdiction and topic, read from the rule catalogue in force on `asOf`. */
export function cataloguePassages(asOf: string): Passage[] {
  return JURISDICTIONS.flatMap((j) => [childSupportPassage(j, asOf), alimonyPassage(j, asOf), propertyPassage(j)]);
}
