import type { ChildSupportInput } from '../child-support/schema.js';
import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Source } from '../rules/source.js';

/** What a search for a worked example printed in a state's own material found. */
export type PrintedExampleSearchStatus =
  /** An example with its monthly amount was found and is registered as an official worked example. */
  | 'found'
  /** Only intermediate figures are printed (a factor, a credit); a test asserts them, no monthly amount. */
  | 'printed figures only'
  /** A printed example was found, but the engine does not reproduce it; the reason is recorded below. */
  | 'disagrees'
  /** None found in what could be read; where the search looked is recorded. */
  | 'not found'
  /** No search for this jurisdiction was made yet; said so rather than implied. */
  | 'not searched';

/** A printed example the engine does not reproduce: kept here, run on every report, not hidden. */
export interface PrintedExampleDisagreement {
  name: string;
  input: ChildSupportInput;
  /** The monthly amount the official material prints. */
  printedMonthlyPayment: number;
  /** Why the engine differs, with the figures that show it. */
  explanation: string;
}

/** One jurisdiction's search for an officially printed worked example (issue 16, section 6). */
export interface PrintedExampleSearch {
  jurisdiction: JurisdictionSlug;
  status: PrintedExampleSearchStatus;
  /** The day the search below was made; absent when no search was made. */
  checked?: string;
  /** What was found, or where the search looked and why nothing could be used. */
  found: string;
  /** Printed figures short of a monthly amount and the test that asserts them. */
  assertedFigures?: string;
  disagreements?: readonly PrintedExampleDisagreement[];
  sources: readonly Source[];
}

const SEARCHED = 'Searched the stored public web pages and the code index of public repositories.';

/**
 * Every jurisdiction at confidence official without an example printed in official material, and what the
 * search for one found. A jurisdiction leaves this list when an official example is registered with its
 * rules (report.test.ts checks both directions).
 */
export const PRINTED_EXAMPLE_SEARCHES: readonly PrintedExampleSearch[] = [
  {
    jurisdiction: 'alabama',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Rule 32 as amended effective May 1, 2022 (Casetext copy, read from the preface through (A)(1)) and the 2009 text (a law firm's copy) set out the method and the deviation grounds without a worked case; Forms CS-42 and CS-42-S are blank worksheets, and no copy of the Committee comments with an example was found (the code index has no copy of the comments). The five printed examples held are secondary: the AOC CS-42 and CS-42-S Excel workbooks as run and read back by a public calculator (see the worked examples). tcbmem-png/csg_tcblaw's Alabama cases are a treatise's and hand-derived ones, not the state's.`,
    sources: [
      { title: 'Ala. R. Jud. Admin. 32, as amended through March 28, 2024 (Casetext copy)', url: 'https://casetext.com/rule/alabama-court-rules/alabama-rules-of-judicial-administration/rule-32-child-support-guidelines/rule-32-child-support-guidelines' },
      { title: 'tcbmem-png/csg_tcblaw, src/lib/calc/states/al/fixtures.json (secondary cases, read 2026-11-26)', url: 'https://github.com/tcbmem-png/csg_tcblaw' },
    ],
  },
  {
    jurisdiction: 'alaska',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The booklet DR-310 "How to Calculate Child Support under Civil Rule 90.3" (4/18, 10/13 and 4/09 copies at forms.justia.com, fdocuments.us, findforms.com and signnow.com) could be read only to its table of contents; the Rule 90.3 Commentary is in no stored copy or repository found. Rule 90.3 itself (Casetext and WomensLaw copies) prints no worked case. The Alaska Court System's own Court Guide interviews (A2JatAKCourts/docassemble-ChildSupport and docassemble-ChangingOrEnforcingYourChildSupportOrder, fetched and read) explain the four custody schedules and the 15% modification test with a $100 illustration, but print no support calculation; they link the Self-Help Center's filled-in sample DR-305 (shc-dr305f-sample.pdf), which is not stored anywhere searchable. The Self-Help Center's child support page describes the schedules without a figure. Found in secondary material and registered as a secondary example: the Alaska Bar Association's $1,200 a month adjusted income, one child, $240.`,
    sources: [
      { title: 'Alaska Court System, DR-310 How to Calculate Child Support under Civil Rule 90.3 (4/18), copy at forms.justia.com', url: 'https://forms.justia.com/alaska/statewide/domestic-relations/how-to-calculate-child-support-under-civil-rule-2562.html' },
      { title: 'Alaska Court System Self-Help Center, Forms and Information About Child Support', url: 'http://www.courts.alaska.gov/shc/family/support.htm' },
      { title: 'Alaska Court System (A2J), Court Guide interview "Child Support", accordion_steps.yml (commit 211ab67, 2025-03-12)', url: 'https://github.com/A2JatAKCourts/docassemble-ChildSupport' },
      { title: 'Alaska Court System (A2J), Court Guide interview "Changing or Enforcing Your Child Support Order", accordion_steps.yml (commit 4610983, 2026-07-27)', url: 'https://github.com/A2JatAKCourts/docassemble-ChangingOrEnforcingYourChildSupportOrder' },
      { title: 'Alaska Bar Association, Child Support (secondary example registered)', url: 'https://alaskabar.org/youth/family-life/being-together/divorce-and-dissolution/child-support/' },
    ],
  },
  {
    jurisdiction: 'arkansas',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Administrative Order No. 10 (2020 Ark. 131; the 2022 proposal, 2022 Ark. 92; as amended, 2022 Ark. 185) incorporates a "Forms" addendum with a Sample Calculation, so an official printed example exists; every stored copy of the three orders (Casetext, Cetient) stops within Section I, before the addendum. The code index holds no text of the addendum ("Sample Language for Child-Support Orders" has no hit); tcbmem-png/csg_tcblaw lists a 2020 Arkansas worksheet PDF (the blank worksheet by its name), but that repository cannot be fetched here, and its Arkansas cases are a treatise's and hand-derived ones. The addendum (arcourts.gov) is still the first place to look.`,
    sources: [
      { title: 'In re Implementation of the Revised Administrative Order No. 10, 2020 Ark. 131, Section I (addendum list)', url: 'https://print.casetext.com/case/in-re-implementation-of-revised-admin-order-no' },
      { title: 'In re Amendments to Administrative Order No. 10, 2022 Ark. 92 (proposal published for comment)', url: 'https://cetient.com/case/6333590/in-re-proposed-amendments-to-administrative-order-no-10' },
      { title: 'In re Amendments to Administrative Order No. 10, 2022 Ark. 185', url: 'https://cetient.com/case/8212166/in-re-amendments-to-administrative-order-no-10' },
    ],
  },
  {
    jurisdiction: 'california',
    status: 'printed figures only',
    checked: '2026-11-26',
    found:
      'Fam. Code § 4055(b)(3) as amended by SB 343 prints one example, of the K factor only: K = (1 + 0.20) × (0.165 + 1,000/82,857) = 0.21 for H% 20% and TN $1,000. It prints no monthly amount; the worked example carrying it through to CS is derived. The statute copies in the code index print the same example and nothing more; the stored pages found for the Judicial Council and DCSS guideline calculators are calculator front pages, and no official guide with a worked monthly amount could be read.',
    assertedFigures: 'K = 0.21 at TN $1,000 and H% 20% (and 80%): california.test.ts, "reproduces the statute’s example after SB 343".',
    sources: [{ title: 'California Family Code § 4055(b)(3)', url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4055' }],
  },
  {
    jurisdiction: 'district-of-columbia',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} D.C. Code § 16-916.01 was read in full in the Council's own code repository (a 2009-era text): it sets out the procedure and points to Worksheets A and B in Appendices II and III, with no worked case (the current text was not read there). The Office of the Attorney General's guideline calculator pages found show only the introduction. Nothing else official could be read.`,
    sources: [
      { title: 'D.C. Code § 16-916.01, DCCouncil/dc-code-prototype, Title-16/Chapter-9/16-916.01.xml (commit cc1e4ef)', url: 'https://github.com/DCCouncil/dc-code-prototype/blob/master/Title-16/Chapter-9/16-916.01.xml' },
      { title: 'D.C. Office of the Attorney General, Child Support Guideline Calculator (introduction page)', url: 'https://csgc.oag.dc.gov' },
    ],
  },
  {
    jurisdiction: 'florida',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Fla. Stat. § 61.30 prints no worked case; the Supreme Court's 2022 opinion amending Form 12.902(e) (SC21-1174) adds an instruction about incomes off the chart, no example; the copies of the form found (Scribd, a law firm's calculator) are the worksheet with someone's figures or blank. The Florida Bar Journal article on split time-sharing (secondary) could be read only at its start. tcbmem-png/csg_tcblaw's Florida cases are a treatise's and hand-derived ones.`,
    sources: [
      { title: 'In re Amendments to Florida Family Law Rules of Procedure - Form 12.902(e), No. SC21-1174 (Fla. Jan. 13, 2022)', url: 'https://law.justia.com/cases/florida/supreme-court/2022/sc21-1174.html' },
    ],
  },
  {
    jurisdiction: 'georgia',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The Child Support Commission's own guides found (the 2007 Implementation Guide on csc.georgiacourts.gov, the offline calculator user guides, the 2010 Companion Guide, the July 2014 Pen and Paper EZ Worksheet instructions with "an example of the Table") predate the rules in force (the parenting time adjustment of 2026) and could be read only at their beginnings; the printer-friendly worksheet of services.georgia.gov is blank. No worked case with its result could be read. The two printed examples held are secondary (runs of the Commission's calculator recorded by others).`,
    sources: [
      { title: 'Georgia Child Support Commission, 2007 Implementation Guide', url: 'https://csc.georgiacourts.gov/2007-implementation-guide/' },
      { title: 'Georgia Child Support Commission, Instructions for Using the Pen and Paper EZ Worksheet, version 3.2 (July 1, 2014), copy at dokumen.tips', url: 'https://dokumen.tips/documents/instructions-for-using-the-pen-and-paper-ez-worksheet-instructions-.html' },
      { title: 'Georgia Child Support Commission, 2010 Companion Guide to Child Support Worksheet and Schedules, copy at vdocuments.net', url: 'https://vdocuments.net/companion-guide-to-child-support-worksheet-and-schedules.html' },
    ],
  },
  {
    jurisdiction: 'kentucky',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} KRS 403.212 and 403.2122 (copies at Justia, Casetext, FindLaw; no copy in the code index beyond calculators citing them) print the table and terms without a worked case. The worked cases found are secondary and on the table before the 2022 one: a law firm's blog (Mother $3,000, Father $6,000, two children, base $1,450, Father's 66.7% = $967) and a legal-aid walk-through of CS-71 without figures. None is registered: the engine holds the 2022 table.`,
    sources: [
      { title: 'John Schrader Law, "How is Kentucky child support calculated under the guidelines" (secondary, pre-2022 table)', url: 'http://www.johnschraderlaw.com/blog/how-is-kentucky-child-support-calculated-under-the-guidelines' },
      { title: 'Kentucky Justice (legal aid), Instructions for Calculating Child Support (secondary)', url: 'http://www.kyjustice.org/node/1241' },
    ],
  },
  {
    jurisdiction: 'louisiana',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} La. R.S. 9:315.20 prints Worksheets A and B blank; the pages found about the DCFS worksheet are secondary, and the worked cases found are law firms' (secondary). The three printed examples held are secondary (runs of the DCFS online worksheet recorded by others).`,
    sources: [],
  },
  {
    jurisdiction: 'maryland',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The official Worksheets A and B (CC-DR-034 and CC-DR-035, Rev. 08/2024, print date 10/08/2025) and the text of Md. Code, Fam. Law §§ 12-201 to 12-204, as kept in jeffcottj/md-child-support (docs/), were read in full: the worksheets are blank forms and the statute prints the schedule and rules without a worked case (Casetext and Justia copies of § 12-204 agree). No official guide with an example was found.`,
    sources: [
      { title: 'Maryland Judiciary, Worksheet A (CC-DR-034) and Worksheet B (CC-DR-035), Rev. 08/2024, and statute text, in jeffcottj/md-child-support, docs/', url: 'https://github.com/jeffcottj/md-child-support' },
      { title: 'Md. Code, Fam. Law § 12-204 (Casetext copy)', url: 'http://print.casetext.com/statute/code-of-maryland/article-family-law/title-12-child-support/subtitle-2-child-support-guidelines/section-12-204-effective-until722022determination-of-child-support-obligation' },
    ],
  },
  {
    jurisdiction: 'massachusetts',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The Trial Court's instructions for the guidelines worksheet (2017 copy) and the 2006 guidelines (Scribd copy) could be read only in part, with no worked case there; no copy of the current guidelines (2023) with an example could be read, and the code index holds none. A law firm's illustration of the equal-time offset ($500 − $300 = $200 a week) starts from assumed results, so it cannot be run.`,
    sources: [{ title: 'Massachusetts Trial Court, Instructions for completing the Guidelines Worksheet (2017), copy at Suffolk LIT Lab form explorer', url: 'https://projects.suffolklitlab.org/form-explorer/form/MA/6047711df5f4f6ea18dba11cc66c2aeb.html' }],
  },
  {
    jurisdiction: 'michigan',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The Michigan Child Support Formula Manual's own web pages for § 3.02 (Base Support Obligation) and § 3.03 (Parental Time Offset) were read: they print the General Care and Parental Time Offset equations with their terms, no worked figure. The 2025 chapter 3 page could be read only to § 3.02(A), and the 2008, 2013, 2017 and 2021 manuals (document-sharing copies) only to their tables of contents. The supplement, which the manual says holds the parenting time graph, was not found; the code index holds no text of the manual, only calculators quoting its equations.`,
    sources: [
      {
        title: 'Michigan Child Support Formula Manual (web edition), § 3.02 Base Support Obligation',
        url: 'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/child-support-formula-manual-responsive-html5.zip/Child_Support_Formula_Manual/Chapter_3_Calculating_Each_Parent_s_Obligation/Base_Support_Obligation.htm',
      },
      {
        title: 'Michigan Child Support Formula Manual (web edition), § 3.03 Adjusting Base Obligation with the Parental Time Offset',
        url: 'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/child-support-formula-manual-responsive-html5.zip/Child_Support_Formula_Manual/Chapter_3_Calculating_Each_Parent_s_Obligation/Adjusting_Base_Obligation_with_the_Parental_Time_Offset.htm',
      },
      {
        title: '2025 Michigan Child Support Formula Manual, chapter 3',
        url: 'https://www.courts.michigan.gov/siteassets/court-administration/standardsguidelines/foc/2025-child-support-formula-manual-responsive-html5.zip/2025_Child_Support_Formula_Manual/Ch_3/Ch_3.htm',
      },
    ],
  },
  {
    jurisdiction: 'mississippi',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Only law firms' and other secondary pages print examples (a percentage of adjusted gross income); no official one was found.`,
    sources: [],
  },
  {
    jurisdiction: 'missouri',
    status: 'disagrees',
    checked: '2026-11-26',
    found:
      'The Form 14 directions adopted with the 2026 schedule print a split-custody example with two completed worksheets (Exhibits 1 and 2, $298 and $700, net $402). Exhibit 2 can be entered in the engine and does not match: the exhibits read the basic amount at $7,000 as $1,040 for one child, while the schedule attached to the same order prints $1,131 for that row (the engine holds that schedule, checked cell by cell). Exhibit 1 needs the receiving parent’s line 6e, which the engine has no input for. The directions’ child care tax credit example (line 6a) is printed as intermediate figures and is asserted.',
    assertedFigures: 'Line 6a child care tax credit example ($1,832 income, $650 for two children: credit $155, net $495): missouri.test.ts.',
    disagreements: [
      {
        name: 'Form 14 directions, split custody example, Exhibit 2: Parent B ($5,000) pays for Child A, who lives with Parent A ($2,000)',
        input: {
          state: 'missouri',
          asOf: '2026-11-01',
          custodialParentIncome: 2000,
          nonCustodialParentIncome: 5000,
          numberOfChildren: 1,
          custodyArrangement: 'primary',
          custodialParentTime: 100,
          nonCustodialParentTime: 0,
          custodialParentOvernights: 365,
          nonCustodialParentOvernights: 0,
          healthInsuranceMonthly: 100,
          healthInsurancePaidBy: 'custodial',
          // Parent B's $400 of Child A's post-secondary expenses is line 6e; the engine has no 6e input, so it
          // goes in as the paying parent's child care (line 6b), which Form 14 adds and credits the same way.
          childcareCostMonthly: 400,
          childcarePaidBy: 'noncustodial',
        },
        printedMonthlyPayment: 700,
        explanation:
          'Printed: line 3 $2,000 / $5,000, line 4 28.6% / 71.4%, line 5 $1,040, line 7 $100 + $400 = $500, line 8 $1,540, line 10 ($400), line 12 $700 (1,540 × 71.4% = 1,099.56 → 1,100; 1,100 − 400). The engine reads line 5 from the schedule attached to the same order: $7,000 row, one child, $1,131; line 8 $1,631, line 9 1,631 × 71.4% = 1,165, line 12 $765. With the printed $1,040 the engine’s lines give the printed $700, so the difference is the schedule cell alone; $1,040 is the $5,900 row of the 2026 schedule, and presumably the $7,000 row of an earlier one (not verified). The exhibit’s printed line 9 ($1,055) equals neither computation.',
      },
    ],
    sources: [
      {
        title:
          'Supreme Court of Missouri, Directions, Comments for Use and Examples for Completion of Form No. 14 (order of March 4, 2025, effective January 1, 2026), "Split custody orders", EXAMPLE, Exhibits 1-2; line 6a EXAMPLE',
        url: 'https://images.magnetmail.net/images/clients/MOBAR/attach/Orders/3093a.pdf',
      },
      {
        title: 'Text of 3093a.pdf and 3093b.pdf as extracted in vagabondo73/family-law-fr-us-annotated-browser, data/norms/mo-rules.json (records mo-rules-form-14-line-12 and mo-rules-form-14-schedule), read 2026-11-26',
        url: 'https://github.com/vagabondo73/family-law-fr-us-annotated-browser',
      },
    ],
  },
  {
    jurisdiction: 'nevada',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} NAC 425.140 and the other guideline sections print the schedule percentages without a worked case; no official guide with one was found.`,
    sources: [{ title: 'NAC 425.140 (Justia copy)', url: 'https://regulations.justia.com/states/nevada/chapter-425/guidelines-for-support-of-children/section-425-140/' }],
  },
  {
    jurisdiction: 'new-york',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} DRL § 240(1-b) and FCA § 413 print no worked case. The examples found are secondary (a law firm page using the 2008 cap); none is registered.`,
    sources: [],
  },
  {
    jurisdiction: 'north-carolina',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The stored copies of the guidelines (AOC-A-162, 2006 and 2015 editions) could be read only to their opening sections, and Worksheets A and B are blank forms; no copy of the 2023 guidelines with an example could be read.`,
    sources: [],
  },
  {
    jurisdiction: 'ohio',
    status: 'not searched',
    found: 'Not searched again in this pass: ohio.test.ts records that no official worked example was found. The printed schedule cells of R.C. 3119.021 are asserted (a schedule, not an example).',
    sources: [],
  },
  {
    jurisdiction: 'oklahoma',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The Department of Human Services computation page points to the Excel calculator and form instructions; no worked case could be read.`,
    sources: [{ title: 'Oklahoma Human Services, Child Support Services: Guidelines and Computation', url: 'https://oklahoma.gov/okdhs/services/child-support-services/computation.html' }],
  },
  {
    jurisdiction: 'tennessee',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Rule 1240-02-04-.04 and -.08 (worksheet instructions) could be read only in part. The Department's "A Guide to Tennessee Income Shares" (2004 edition) is official but predates the schedule in force (2021), so its figures would use a superseded table. The one printed example held is secondary.`,
    sources: [{ title: 'Tennessee Department of Human Services, A Guide to Tennessee Income Shares (2004 edition), copy at forms.justia.com', url: 'https://forms.justia.com/tennessee/statewide/parenting-plan/a-guide-to-tennessee-income-shares-dhs-rule-31959.html' }],
  },
  {
    jurisdiction: 'texas',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Tex. Fam. Code §§ 154.125-154.129 print percentages and tables, not worked cases; the examples found are law firms' (secondary).`,
    sources: [],
  },
  {
    jurisdiction: 'virginia',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Va. Code § 20-108.2 prints no worked case; the copy of the shared-custody worksheet read is a blank form, and the instructions were not read.`,
    sources: [],
  },
  {
    jurisdiction: 'washington',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} The copies of the Washington State Child Support Schedule found (definitions, standards and instructions, 2010-2013 editions) predate EHB 1014 and could be read only at their beginnings; a legal-aid guide (December 2016) is secondary. The one printed example held is secondary.`,
    sources: [],
  },
  {
    jurisdiction: 'wyoming',
    status: 'not found',
    checked: '2026-11-26',
    found: `${SEARCHED} Wyo. Stat. § 20-2-304 prints the tables without a worked case; the county computation forms found are blank and use superseded tables.`,
    sources: [],
  },
];
