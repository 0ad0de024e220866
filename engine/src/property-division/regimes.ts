import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';

export type PropertyRegime = 'community-property' | 'equitable-distribution';

export const IRS_PUBLICATION_555: Source = {
  title: 'IRS Publication 555, Community Property (rev. December 2024)',
  section: 'Introduction: the community property states are Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Texas, Washington and Wisconsin',
  url: 'https://www.irs.gov/publications/p555',
  lastChecked: '2026-11-26',
};

/** The nine community property states of IRS Publication 555 (in force for all tax years we hold). */
export const COMMUNITY_PROPERTY_STATES: readonly JurisdictionSlug[] = [
  'arizona',
  'california',
  'idaho',
  'louisiana',
  'nevada',
  'new-mexico',
  'texas',
  'washington',
  'wisconsin',
];

/** What a state's statute presumes about the split, where we have read the statute's text. */
export const DIVISION_PRESUMPTIONS: Partial<Record<JurisdictionSlug, { presumption: string; source: Source }>> = {
  california: {
    presumption: 'The court divides the community estate equally, unless the spouses agree otherwise in writing or in court.',
    source: {
      title: 'California Family Code §2550: equal division of the community estate',
      section: '§2550',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=2550',
      lastChecked: '2026-11-26',
    },
  },
  wisconsin: {
    presumption:
      'The court presumes equal division of all property except gifts and inheritances, and may depart from it after weighing the statutory factors.',
    source: {
      title: 'Wisconsin Statutes §767.61(3): presumption of equal division',
      section: '§767.61(2)(a), (3)',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/767/vii/61',
      lastChecked: '2026-11-26',
    },
  },
  'north-carolina': {
    presumption:
      'There is an equal division of the net value of marital and divisible property unless the court finds an equal division is not equitable.',
    source: {
      title: 'North Carolina General Statutes §50-20(c): equitable distribution',
      section: '§50-20(c)',
      url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_50/GS_50-20.html',
      lastChecked: '2026-11-26',
    },
  },
  arkansas: {
    presumption:
      'All marital property is distributed one-half to each party unless the court finds that inequitable and states its reasons.',
    source: {
      title: 'Arkansas Code §9-12-315(a)(1): division of property',
      section: '§9-12-315(a)(1)(A)-(B)',
      url: 'https://law.justia.com/codes/arkansas/title-9/subtitle-2/chapter-12/subchapter-3/section-9-12-315/',
      lastChecked: '2026-11-26',
    },
  },
};

export interface RegimeReading {
  regime: PropertyRegime;
  presumption: string;
  sources: Source[];
}

export function regimeFor(state: JurisdictionSlug, stateName: string): RegimeReading {
  const community = COMMUNITY_PROPERTY_STATES.includes(state);
  const known = DIVISION_PRESUMPTIONS[state];
  const fallback = community
    ? `${stateName} is a community property state: property acquired during the marriage belongs to both spouses; how the court divides it follows the state's own statute, which we have not recorded here.`
    : `${stateName} divides marital property by equitable distribution: fair, not necessarily equal, weighing the factors in its statute; we have not recorded whether it starts from an equal split.`;
  return {
    regime: community ? 'community-property' : 'equitable-distribution',
    presumption: known?.presumption ?? fallback,
    sources: [IRS_PUBLICATION_555, ...(known ? [known.source] : [])],
  };
}
