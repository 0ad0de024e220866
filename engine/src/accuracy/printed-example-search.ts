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
/** The second pass (issue 16, section 6): the same indexes plus the documentation index, with the places named. */
const SEARCHED_AGAIN =
  'Searched again: the stored public web pages, the documentation index and the code index of public repositories (distinctive phrases of the official texts, and repositories holding them).';

/**
 * The third pass (issue 16, section 6, 2026-11-27): the angles the first two did not try, in the same indexes. The
 * stored web pages give each page from its beginning only, so long documents there are read to their first part.
 */
const THIRD_PASS =
  'Third pass (2026-11-27), new angles: decisions of the state’s own courts, the agency’s and the courts’ plain-language pages (FAQs, handbooks, self-help), guideline reviews and bill analyses, and public repositories holding official calculators or their instructions, in the stored public web pages (each page read from its beginning only), the documentation index and the code index.';

/**
 * A pass (issue 16, section 6, 2026-11-27) for worked examples printed by others, to be registered as secondary
 * examples when the engine reproduces them on the rule version it holds; an example on a superseded schedule is
 * named with the engine's figure at the same row and not registered.
 */
const SECONDARY_PASS =
  'Secondary pass (2026-11-27): worked examples printed by others (law firms and mediators, legal-information and legal-aid pages, news, public calculators’ test cases, court decisions) for the rule version the engine holds, in the stored public web pages (each page read from its beginning only) and the code index.';

/** Missouri's split-custody exhibits: one child living with the receiving parent all year (2026 schedule). */
/**
 * The fifth pass (issue 16, section 6, 2026-11-27): examples printed before the version the engine holds, kept where
 * every figure they use is unchanged in that version; repositories and court decisions the earlier passes did not read.
 */
const FIFTH_PASS =
  'Fifth pass (2026-11-27): cases printed at any date whose figures the version held leaves unchanged, the calculator repositories not read before, court decisions and the issue threads of calculator projects, in the stored public web pages (each page read from its beginning only), the documentation, issue and code indexes.';

const MISSOURI_EXHIBIT_CASE = {
  state: 'missouri',
  asOf: '2026-11-01',
  numberOfChildren: 1,
  custodyArrangement: 'primary',
  custodialParentTime: 100,
  nonCustodialParentTime: 0,
  custodialParentOvernights: 365,
  nonCustodialParentOvernights: 0,
} as const;

/**
 * Every jurisdiction at confidence official without an example printed in official material, and what the
 * search for one found. A jurisdiction leaves this list when an official example is registered with its
 * rules (report.test.ts checks both directions).
 */
export const PRINTED_EXAMPLE_SEARCHES: readonly PrintedExampleSearch[] = [
  {
    jurisdiction: 'alabama',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} Rule 32 as amended effective May 1, 2022 (Casetext copy, read from the preface through (A)(1)) and the 2009 text (a law firm's copy) set out the method and the deviation grounds without a worked case; Forms CS-42 and CS-42-S are blank worksheets, and no copy of the Committee comments with an example was found (the code index has no copy of the comments). The five printed examples held are secondary: the AOC CS-42 and CS-42-S Excel workbooks as run and read back by a public calculator (see the worked examples). tcbmem-png/csg_tcblaw's Alabama cases are a treatise's and hand-derived ones, not the state's. ${THIRD_PASS} No decision of the Court of Civil Appeals or the Supreme Court printing a computation under Rule 32 as amended from 2022 was among the stored pages; what the searches returned were copies of Rule 32 (the Casetext copy again, read to (A)(1)), a blank CS-42 (formsworkflow copy) and law firms' and legal-information pages (secondary; one prints only the shares, 75% and 25% for $3,000 and $1,000, no amount). No guideline review or agency guide with a case was found.`,
    sources: [
      { title: 'Ala. R. Jud. Admin. 32, as amended through March 28, 2024 (Casetext copy)', url: 'https://casetext.com/rule/alabama-court-rules/alabama-rules-of-judicial-administration/rule-32-child-support-guidelines/rule-32-child-support-guidelines' },
      { title: 'tcbmem-png/csg_tcblaw, src/lib/calc/states/al/fixtures.json (secondary cases, read 2026-11-26)', url: 'https://github.com/tcbmem-png/csg_tcblaw' },
    ],
  },
  {
    jurisdiction: 'alaska',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} The booklet DR-310 "How to Calculate Child Support under Civil Rule 90.3" (4/18, 10/13 and 4/09 copies at forms.justia.com, fdocuments.us, findforms.com and signnow.com) could be read only to its table of contents; the Rule 90.3 Commentary is in no stored copy or repository found. Rule 90.3 itself (Casetext and WomensLaw copies) prints no worked case. The Alaska Court System's own Court Guide interviews (A2JatAKCourts/docassemble-ChildSupport and docassemble-ChangingOrEnforcingYourChildSupportOrder, fetched and read) explain the four custody schedules and the 15% modification test with a $100 illustration, but print no support calculation; they link the Self-Help Center's filled-in sample DR-305 (shc-dr305f-sample.pdf), which is not stored anywhere searchable; the Self-Help Center's slide guide "How to Fill out the Child Support Guidelines Affidavit" (fdocuments.in copy) could be read to its fifth slide, with no figures. The Self-Help Center's child support page describes the schedules without a figure. Found in secondary material and registered as a secondary example: the Alaska Bar Association's $1,200 a month adjusted income, one child, $240. Third pass, 2026-11-27 (the passes above were of 2026-11-26): searched the stored web pages for decisions of the Alaska Supreme Court that print a Rule 90.3 computation. The opinions surfaced (touchngo.com copies of Mitchell v. Mitchell, 3/18/2016; Sherrill v. Sherrill, 5/13/2016; Fredrickson v. Button, 9/14/2018; Christopher D. v. Krislyn D., 9/21/2018) could be read only at their captions and all predate the version effective 2023-10-16 that the engine holds; no opinion under that version surfaced. Queries aimed at the worked examples of DR-310 (10/13 at fdocuments.us, 4/18 at signnow.com, 4/09 at findforms.com) again returned only the cover and contents.`,
    sources: [
      { title: 'Alaska Court System, DR-310 How to Calculate Child Support under Civil Rule 90.3 (4/18), copy at forms.justia.com', url: 'https://forms.justia.com/alaska/statewide/domestic-relations/how-to-calculate-child-support-under-civil-rule-2562.html' },
      { title: 'Alaska Court System Self-Help Center, Forms and Information About Child Support', url: 'http://www.courts.alaska.gov/shc/family/support.htm' },
      { title: 'Alaska Court System (A2J), Court Guide interview "Child Support", accordion_steps.yml (commit 211ab67, 2025-03-12)', url: 'https://github.com/A2JatAKCourts/docassemble-ChildSupport' },
      { title: 'Alaska Court System (A2J), Court Guide interview "Changing or Enforcing Your Child Support Order", accordion_steps.yml (commit 4610983, 2026-07-27)', url: 'https://github.com/A2JatAKCourts/docassemble-ChangingOrEnforcingYourChildSupportOrder' },
      { title: 'Alaska Bar Association, Child Support (secondary example registered)', url: 'https://alaskabar.org/youth/family-life/being-together/divorce-and-dissolution/child-support/' },
      { title: 'Alaska Supreme Court opinions (touchngo.com copies), e.g. Mitchell v. Mitchell, No. S-15870 (3/18/2016), captions only; searched 2026-11-27', url: 'http://www.touchngo.com/sp/html/sp-7087.htm' },
    ],
  },
  {
    jurisdiction: 'arkansas',
    status: 'printed figures only',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Administrative Order No. 10 incorporates a "Forms" addendum whose Sample Calculation was read in the Casetext reproduction of Ark. Code tit. 9, app. (current through May 2024), Steps 1 to 4: payor $2,000 and payee $1,000 gross, combined $3,000, printed as 66.66% and 33.33%; the Chart's $469 for one child, shares $312.67 and $156.33; $100 health insurance paid by the payor and $200 childcare paid by the payee, $300, shares $200 and $100; totals $512.67 and $256.33. Step 5 (the payor's credit for what he pays out of pocket, and the amount ordered) is cut off at "paying o" in every stored copy; the orders' own copies (2020 Ark. 131 at Casetext, 2022 Ark. 92 and 2022 Ark. 185 at Cetient) stop within Section I, and no repository holds the addendum's text. So no monthly amount is asserted as printed. The dollar figures follow the exact two-thirds share (66.66% of $469 would be $312.64): the engine rounded the share to 66.67% before multiplying and gave $312.68, $200.01 and $512.69, which was corrected (the shares are now applied unrounded; a $1,200 payor with $3,000 payee, one child, now gets $182 instead of $181). The engine shows the percentages rounded, 66.67% where the example prints a truncated 66.66%. With the $100 credit the engine orders $412; a public calculator's copy of the addendum's Sample Language (tlfjar/childsupportcalculator, src/pages/Calculator.vue) prints the same order, "$100 credit" and "$412 per month", but that is not the official text and is not asserted. Third pass, 2026-11-27 (the passes above were of 2026-11-26): Step 5 was sought again and not found: queries for its text and for the Sample Language for Child-Support Orders in the stored web pages, and for the printed totals ($512.67, $256.33) and the words "Step 5: Payor" in the code index. The stored per curiam orders (In re Administrative Order No. 10, 2002, at Casetext; 2020 Ark. 131; 2022 Ark. 92; 2022 Ark. 185) are read only to Section I; child-support.com's copy of Administrative Order No. 10 as amended is a PDF whose text is not stored; no Court of Appeals decision printing a computation on the 2020 Chart surfaced. ${SECONDARY_PASS} None usable. tcbmem-png/csg_tcblaw (src/lib/calc/states/ar/fixtures.json) holds cases from an unnamed "AR Mini-Treatise" and hand-derived ones, neither a publisher's nor runs of an official calculator, so none is registered; where they differ from the engine they were compared with the rule text: two round the order half-up ($5,000 and $3,000, two children, $200 health insurance and $400 childcare paid by the payee: $1,247; $7,000 and $5,000, four children: $1,308) where the engine drops the cents ($1,246.88 → $1,246; $1,307.83 → $1,307), and the Sample Language for Child-Support Orders as copied by tlfjar/childsupportcalculator orders $412 from $512.67 less the $100 credit, cents dropped as the engine does; one offsets the two shares at equal time ($6,000 and $4,000, one child: $215) where the engine, not having read the order's shared-custody text, makes no adjustment ($644) and says so. arkansaslegalnow.com's step-by-step guide (2026-01-13) says the chart is read on the parents' combined net incomes (the order reads gross income) and its figures lie beyond the part stored; childsupportestimate.com's example assumes a chart amount ("if the Family Support Chart shows ... $950") instead of reading it. David v. David (Ark. App. 2022, CV-21-138, and the later appeal from the 2022 order), which apply the revised order to three children in equal time, could be read only to their facts. ${FIFTH_PASS} Step 5 of the Sample Calculation was sought again (its wording, the printed totals, "66.66%", repositories holding the Arkansas Code): not found. Canova Law Group's example worksheets and Arkansas Access to Justice's sample calculator, both linked from stored pages, are not stored themselves.`,
    assertedFigures:
      'Steps 1-4 of the Forms Addendum Sample Calculation: combined $3,000; Chart $469; shares $312.67 / $156.33; additional $300, shares $200 / $100; totals $512.67 / $256.33 (arkansas.test.ts, "the Forms Addendum Sample Calculation (printed Steps 1-4)"). The percentages are shown as 66.67% / 33.33% against the printed 66.66% / 33.33%.',
    sources: [
      {
        title:
          'Ark. Sup. Ct. Administrative Order No. 10, Forms Addendum, Sample Calculation (Ark. Code tit. 9, subtit. 2, app., Casetext reproduction, current through May 2024; Steps 1-4 read 2026-11-26)',
        url: 'https://casetext.com/statute/arkansas-code-of-1987/title-9-family-law/subtitle-2-domestic-relations/appendix-title-9-appendix-administrative-order-number-10-child-support-guidelines/form-forms-addendum',
      },
      { title: 'In re Implementation of the Revised Administrative Order No. 10, 2020 Ark. 131, Section I (addendum list)', url: 'https://print.casetext.com/case/in-re-implementation-of-revised-admin-order-no' },
      { title: 'In re Amendments to Administrative Order No. 10, 2022 Ark. 92 (proposal published for comment)', url: 'https://cetient.com/case/6333590/in-re-proposed-amendments-to-administrative-order-no-10' },
      { title: 'In re Amendments to Administrative Order No. 10, 2022 Ark. 185', url: 'https://cetient.com/case/8212166/in-re-amendments-to-administrative-order-no-10' },
      { title: 'tcbmem-png/csg_tcblaw, src/lib/calc/states/ar/fixtures.json ("AR Mini-Treatise" and hand-derived cases; not registered)', url: 'https://github.com/tcbmem-png/csg_tcblaw' },
      { title: 'tlfjar/childsupportcalculator, src/pages/Calculator.vue (copy of the Sample Language for Child-Support Orders: $100 credit, $412 per month)', url: 'https://github.com/tlfjar/childsupportcalculator' },
      { title: 'David v. David, No. CV-21-138 (Ark. Ct. App. Apr. 20, 2022), Casetext copy (read to the facts)', url: 'https://print.casetext.com/case/david-v-david-73' },
    ],
  },
  {
    jurisdiction: 'california',
    status: 'printed figures only',
    checked: '2026-11-27',
    found: `Fam. Code § 4055(b)(3) as amended by SB 343 prints one example, of the K factor only: K = (1 + 0.20) × (0.165 + 1,000/82,857) = 0.21 for H% 20% and TN $1,000. It prints no monthly amount; the worked example carrying it through to CS is derived. The statute copies in the code index print the same example and nothing more; the stored pages found for the Judicial Council and DCSS guideline calculators are calculator front pages, and no official guide with a worked monthly amount could be read. ${THIRD_PASS} § 4055(b)(3) before SB 343 (FindLaw copy, current as of January 1, 2023) prints its own K example for the version the engine holds until 2024-08-31: K = (1 + 0.20) × 0.25 = 0.30 at TN $1,000 and H% 20%, and (2 − 0.80) × 0.25 = 0.30 at H% 80%. The Judicial Council's CJER Benchguide 201, Child and Spousal Support (revised 2012, copy at book.dislib.info), was read in the parts found (time-share, deductions from gross income) without a worked guideline amount. No decision of the Court of Appeal printing a complete CS computation was among the stored pages. The Child Support Directors Association's 2024 Attorney Sourcebook (text kept in mikehyzy84/CSDAchildsupportAI, db/seed-sourcebook.sql), searched for § 4055 and "example", shows no worked guideline computation among its hits; it is an association's book, not the Department's. Secondary pass (2026-11-27), examples printed by others: nothing usable. The pages found (avvo.com, sdfamilylawyer.com, jonesdevoy.com, jenniferthibeaux.com, thecompletedivorce.com) set out CS = K[HN − (H%)(TN)] and the statute's own K example without a monthly amount; knowyourhalf.com announces "a plain English worked example with real numbers" but dates SB 343 to 2025-09-01 (it took effect 2024-09-01) and breaks off before the example in the stored copy; thedivorcecalc.com's "Real California Calculation Examples" ($8,000 and $4,000 net, a $2,880 "basic support obligation") is not the § 4055 formula. No public calculator's documented test case checked against the Department's guideline calculator was found in the code index. ${FIFTH_PASS} rubenlawfirm.com (2018-11-16, a law firm's blog) works HN $2,000, H% 40%, TN $3,000 and three children: K = (1 + 0.40) × 0.25 = 0.35 and $560 (its middle step prints $260 for 0.35 × $800 = $280; the $560 is 2 × $280). The engine reproduces K 0.35 and $560 under the version before SB 343 (asOf 2024-06-01), but not as the guideline amount of that version: $2,000 of net disposable income lies below the low-income adjustment threshold of 2023-2024, where the former § 4055(b)(7) presumes a reduction the page (written when the threshold was lower) does not make and the engine does not compute (it says so and lowers its confidence). So it is not registered. feinbergwaller.com's "Robert and Susan" example breaks off before its figures.`,
    assertedFigures:
      'K = 0.21 at TN $1,000 and H% 20% (and 80%) after SB 343; K = 0.30 at the same TN and H% before SB 343: california.test.ts, "reproduces the statute’s example after SB 343" and "reproduces the statute’s example before SB 343".',
    sources: [
      { title: 'California Family Code § 4055(b)(3)', url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=FAM&sectionNum=4055' },
      { title: 'California Family Code § 4055 before SB 343 (FindLaw copy, current as of January 1, 2023)', url: 'https://codes.findlaw.com/ca/family-code/fam-sect-4055/' },
      { title: 'CJER, California Judges Benchguide 201: Child and Spousal Support (revised 2012), copy at book.dislib.info', url: 'http://www.book.dislib.info/b1-other/4034850-1-child-and-spousal-support-revised-2012-about-cjer-the-californ.php' },
      { title: 'Ruben Law Firm, California’s child support formula (2018-11-16; secondary, not registered: low-income adjustment)', url: 'https://rubenlawfirm.com/2018/11/16/californias-child-support-formula/' },
    ],
  },
  {
    jurisdiction: 'district-of-columbia',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} D.C. Code § 16-916.01 was read in full in the Council's own code repository (a 2009-era text): it sets out the procedure and points to Worksheets A and B in Appendices II and III, with no worked case (the current text was not read there). The Office of the Attorney General's guideline calculator pages found show only the introduction. Nothing else official could be read. Third pass, 2026-11-27 (the pass above was of 2026-11-26): searched the stored web pages for D.C. Court of Appeals decisions that print a guideline computation and for guides of the Office of the Attorney General and the Superior Court with a numeric illustration: none surfaced. What came back is secondary (divorcenet.com's illustration of a 60% share of an assumed $2,000 obligation, not a schedule computation; calculator sites) or superseded (supportguidelines.com's copy of D.C. Code § 16-916.1 as of 1998). ${SECONDARY_PASS} None usable: the law firms' and legal-information pages found (divorcenet.com, FindLaw, goodlawdc.com) and calculator sites describe the method without a worked schedule computation in the parts stored; divorcenet.com's examples are income shares (60% / 40% of $100,000) and 60% of an assumed $2,000, not schedule readings. No decision of the D.C. Court of Appeals printing a computation under the schedule in force surfaced. ${FIFTH_PASS} Nothing usable: law firms' and legal-information pages (divorcenet.com's illustrations as before, childsupportmath.com, goodlawdc.com, findlaw.com) describe the method; the ezel.ai worksheet template is blank; the Guideline Commission's 2013 report (vdocument.in copy) is stored to its contents only and predates D.C. Law 21-107; no decision of the Court of Appeals printing a worksheet on the 2016 schedule and no calculator test checked against the OAG's calculator was found.`,
    sources: [
      { title: 'D.C. Code § 16-916.01, DCCouncil/dc-code-prototype, Title-16/Chapter-9/16-916.01.xml (commit cc1e4ef)', url: 'https://github.com/DCCouncil/dc-code-prototype/blob/master/Title-16/Chapter-9/16-916.01.xml' },
      { title: 'D.C. Office of the Attorney General, Child Support Guideline Calculator (introduction page)', url: 'https://csgc.oag.dc.gov' },
    ],
  },
  {
    jurisdiction: 'florida',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} Fla. Stat. § 61.30 prints no worked case; the Supreme Court's 2022 opinion amending Form 12.902(e) (SC21-1174) adds an instruction about incomes off the chart, no example; the copies of the form found (Scribd, a law firm's calculator) are the worksheet with someone's figures or blank. The Florida Bar Journal article on split time-sharing (secondary) could be read only at its start. tcbmem-png/csg_tcblaw's Florida cases are a treatise's and hand-derived ones. ${THIRD_PASS} Decisions of the district courts of appeal: Stanton v. Stanton, 648 So. 2d 1233 (Fla. 4th DCA 1995) states that combined net income of $3,610 "affords two children with a minimum support of $1,179.00" under § 61.30(6) (1993), the amount the engine's schedule data also carry at the $3,600 row it reads for $3,610; but the shares and the amount the court reached could not be read, and the decision applied a superseded statute, so nothing is asserted. King v. King, 320 So. 3d 766 (Fla. 4th DCA 2021) and Kareff v. Kareff, 943 So. 2d 890 (Fla. 4th DCA 2006, before the schedule in force) reverse for arithmetic errors and remand, with no recomputation in what could be read; Velasco v. Solley (4th DCA 2023) is known only through a law firm's blog; Ervin v. Fla. Dep't of Revenue, 152 So. 3d 1261 (Fla. 1st DCA 2014) could be read only to its background. The Department of Revenue's worksheet and guidelines form (forms.justia.com copy) is blank. Secondary pass (2026-11-27), examples printed by others: nothing usable. The treatise examples kept in tcbmem-png/csg_tcblaw (src/lib/calc/states/fl/fixtures.json) name no treatise and mark their own rounding "[VERIFY]" and one result "~1938", so they cannot be cited as printed. The report "Characteristics of Shared-Placement Child Support Formulas Used in the Fifty States" (hitpages.com copy, page 21) tabulates Florida results for two $30,000 earners under the 40% substantial time-sharing threshold that preceded the 20% (73 overnights) of the version the engine holds, and from gross incomes. attorneycosmo.com (2019) was first read as illustrative shares of an assumed $190 obligation (see the fifth pass), and uslegalforms.com prints a schedule figure without the payer's amount. ${FIFTH_PASS} attorneycosmo.com (2019-02-07), dismissed above as shares of an assumed obligation, was read again: its $190 for one child at $200 + $600 net is the schedule's first row ($800), and its $142.50 is the payer's 75% share; it is registered as a secondary example (florida.ts), with its slips noted there. A filled worksheet on Scribd ($5,843.37, one child, $1,107) also agrees, but its author and date are unknown; three pages print single schedule cells the engine holds ($1,885 at $7,000 and $442 at $2,000, two and one children) without a payer's amount.`,
    sources: [
      { title: 'In re Amendments to Florida Family Law Rules of Procedure - Form 12.902(e), No. SC21-1174 (Fla. Jan. 13, 2022)', url: 'https://law.justia.com/cases/florida/supreme-court/2022/sc21-1174.html' },
      { title: 'Stanton v. Stanton, 648 So. 2d 1233 (Fla. 4th DCA 1995), midpage copy (read to the schedule amount)', url: 'https://app.midpage.ai/document/stanton-v-stanton-1747080' },
      { title: 'King v. King, No. 4D20-0169 (Fla. 4th DCA Mar. 31, 2021), ecases copy', url: 'http://ecases.us/mobile/case/fladistctapp/c8661342/joshua-adam-king-v-candace-dawn-king' },
      { title: 'Law Office of Cosmo, How to calculate child support in Florida (2019-02-07; secondary, registered in florida.ts)', url: 'https://attorneycosmo.com/2019/02/07/how-to-calculate-child-support-in-florida/' },
    ],
  },
  {
    jurisdiction: 'georgia',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} The Child Support Commission's own guides found (the 2007 Implementation Guide on csc.georgiacourts.gov, the offline calculator user guides, the 2010 Companion Guide, the July 2014 Pen and Paper EZ Worksheet instructions with "an example of the Table") predate the rules in force (the parenting time adjustment of 2026) and could be read only at their beginnings; the printer-friendly worksheet of services.georgia.gov is blank. O.C.G.A. § 19-6-15 itself, current through the 2025 session (a LexisNexis print kept in rajibsingh/Georgia-Child-Support-Calculator, docs/, read in full), sets out the parenting time adjustment formula in (g)(2) without a worked case. No worked case with its result could be read. The two printed examples held are secondary (runs of the Commission's calculator recorded by others). ${THIRD_PASS} No decision applying the parenting time adjustment in force from 2026-01-01 was among the stored pages. The pages on SB 454 read (Meriwether & Tharp, 2024-07-08; the Fairell Firm; divorce.law, 2026) describe the days^2.5 adjustment without a worked case in the parts read; the Commission's calculator site serves § 19-6-15 with the Commission's highlighting "current through the 2020 Regular Session", before SB 454. The Georgia calculators in the code index (abenjamin765/child-support-calculator and others) are not the Commission's, and no repository of the Commission or of the Administrative Office of the Courts was found.`,
    sources: [
      { title: 'Meriwether & Tharp, LLC, "Major Updates to Georgia Child Support: Parenting Time Adjustment" (2024-07-08, secondary)', url: 'https://mtlawoffice.com/news/major-updates-to-georgia-child-support-parenting-time-adjustment' },
      { title: 'Georgia Child Support Commission online calculator, O.C.G.A. § 19-6-15 as highlighted by Commission staff (current through the 2020 session)', url: 'https://csconlinecalc.georgiacourts.gov/frontend/web/index.php?r=site%2Fchildsupport' },
      { title: 'Georgia Child Support Commission, 2007 Implementation Guide', url: 'https://csc.georgiacourts.gov/2007-implementation-guide/' },
      { title: 'O.C.G.A. § 19-6-15 (current through the 2025 Regular Session), print kept in rajibsingh/Georgia-Child-Support-Calculator, docs/O.C.G.A.-_-19-6-15_01.01.2026.pdf (commit e1ba54b)', url: 'https://github.com/rajibsingh/Georgia-Child-Support-Calculator' },
      { title: 'Georgia Child Support Commission, Instructions for Using the Pen and Paper EZ Worksheet, version 3.2 (July 1, 2014), copy at dokumen.tips', url: 'https://dokumen.tips/documents/instructions-for-using-the-pen-and-paper-ez-worksheet-instructions-.html' },
      { title: 'Georgia Child Support Commission, 2010 Companion Guide to Child Support Worksheet and Schedules, copy at vdocuments.net', url: 'https://vdocuments.net/companion-guide-to-child-support-worksheet-and-schedules.html' },
    ],
  },
  {
    jurisdiction: 'kentucky',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} KRS 403.212 and 403.2122 (copies at Justia, Casetext, FindLaw; no copy in the code index beyond calculators citing them) print the table and terms without a worked case. The worked cases found are secondary and on the table before the 2022 one: a law firm's blog (Mother $3,000, Father $6,000, two children, base $1,450, Father's 66.7% = $967) and a legal-aid walk-through of CS-71 without figures. None is registered: the engine holds the 2022 table. ${THIRD_PASS} No decision of the Court of Appeals or the Supreme Court with a computation on the 2022 table was among the stored pages, and no guideline review or bill analysis with a case was found. The line-by-line instructions for the current CS-71 (the self-support reserve at line 7, the shared parenting time credit at lines 13 to 17) were read as kept in bibby/ky-child-support (help_text.py): they describe each line without figures. A legal-information page (LegalZoom, secondary) prints a table figure only, $676 for one child at $5,000 combined, which is not the 2022 table's ($751). ${SECONDARY_PASS} None usable was found. KRS 403.212(2)(b) as reproduced at lawserver.com directs the Office of the Attorney General to make accessible on its website a manual providing examples or illustrations of the guidelines and the worksheet; no copy of that manual was found in the stored pages or the code index. The Cabinet's CS-71 instructions for the parenting time credit effective March 31, 2023 (921 KAR 1:400; Scribd copy, first page read) describe the lines without a case. The one complete secondary case is still the law firm's on the table before 2022 (above). The Court of Appeals decision found, Bates v. Bates, No. 2021-CA-0398-MR (rendered May 27, 2022; Cetient copy read to its introduction: an order modified from $675.00 to $1,014.30, vacated for recalculation), precedes the engine's first version (2023-03-31) and prints no computation in the part read. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) lists a Kentucky case ($5,000 combined, two children, the paying parent's 40% with 100 days: $276) whose "official" column is the site's own arithmetic recorded by an AI model, not a run of the official calculator: not independent, not registered. ${FIFTH_PASS} dofamilylaw.com ("Kentucky's Big Child Support Law Changes", 2023, a law firm) prints the credit bands of KRS 403.2121 as the engine holds them and begins a case, Parent A $2,000 and Parent B $5,000 gross a month, two children, "a base support of $1,306" (the 2022 table's cell at $7,000, which the engine reads), but the stored copy stops before the amount paid. The Kentucky Law Journal's online note (2022-03-24) keeps its example in a footnote beyond the part stored; Reed Law Group's guide likewise. The repository MJL502/KYChildSupportCalculator tests arithmetic only.`,
    sources: [
      { title: 'KRS 403.212 as reproduced at lawserver.com (subsection (2): the Attorney General’s manual of examples; read 2026-11-27)', url: 'https://lawserver.com/law/state/kentucky/ky-statutes/kentucky_statutes_403-212_v2' },
      { title: 'Cabinet for Health and Family Services, CS-71 Worksheet for Monthly Child Support Obligation, instructions (921 KAR 1:400), Scribd copy (first page read)', url: 'https://scribd.com/document/745446566/CS71-Shared-Parenting' },
      { title: 'Bates v. Bates, No. 2021-CA-0398-MR (Ky. Ct. App. May 27, 2022), Cetient copy (introduction read)', url: 'https://cetient.com/case/6346584/robert-alan-bates-v-kinsey-head-bates-now-cowan' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
      { title: 'John Schrader Law, "How is Kentucky child support calculated under the guidelines" (secondary, pre-2022 table)', url: 'http://www.johnschraderlaw.com/blog/how-is-kentucky-child-support-calculated-under-the-guidelines' },
      { title: 'Kentucky Justice (legal aid), Instructions for Calculating Child Support (secondary)', url: 'http://www.kyjustice.org/node/1241' },
      { title: 'bibby/ky-child-support, help_text.py (CS-71 line instructions as kept there, read 2026-11-27)', url: 'https://github.com/bibby/ky-child-support' },
      { title: 'dofamilylaw.com, Kentucky’s Big Child Support Law Changes (2023; secondary, cut off before the amount paid)', url: 'https://dofamilylaw.com/kentuckys-big-child-support-changes/' },
    ],
  },
  {
    jurisdiction: 'louisiana',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} La. R.S. 9:315.20 prints Worksheets A and B blank; the pages found about the DCFS worksheet are secondary, and the worked cases found are law firms' (secondary). The three printed examples held are secondary (runs of the DCFS online worksheet recorded by others). ${THIRD_PASS} No decision of a court of appeal printing a computation on the 2025 schedule, and no DCFS guide or review with a case, was among the stored pages; what the searches returned were the blank Worksheet A (copies of R.S. 9:315.20), R.S. 9:315.8 (Casetext copy, current with the 2024 session) and law firms' pages (one, from 2019, announces an example using Worksheet A after the part stored; secondary and on an earlier schedule).`,
    sources: [
      { title: 'La. R.S. 9:315.8 (Casetext copy, current with the 2024 session)', url: 'http://print.casetext.com/statute/louisiana-revised-statutes/revised-statutes/title-9-civil-code-ancillaries/chapter-1-divorce/part-i-a-child-support/subpart-a-guidelines-for-determination-of-child-support/section-93158-calculation-of-total-child-support-obligation-worksheet' },
    ],
  },
  {
    jurisdiction: 'maryland',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} The official Worksheets A and B (CC-DR-034 and CC-DR-035, Rev. 08/2024, print date 10/08/2025) and the text of Md. Code, Fam. Law §§ 12-201 to 12-204, as kept in jeffcottj/md-child-support (docs/), were read in full: the worksheets are blank forms and the statute prints the schedule and rules without a worked case (Casetext and Justia copies of § 12-204 agree). No official guide with an example was found. Third pass, 2026-11-27 (the pass above was of 2026-11-26): searched the stored web pages for opinions of the Appellate Court and the Supreme Court of Maryland under the schedule in force from 2022-07-01, for the Judiciary's self-help pages and the People's Law Library, and for the Child Support Administration's guides: none with a worked case surfaced. A stored copy of Worksheet B (CC-DR-035, Rev. 08/2024) is blank; its line 10 prints the factor .10 for 92-94 overnights, as the engine applies. A filled Worksheet A in a public forum post (forums.somd.com) uses the schedule before 2022 and is not official. The one opinion under review since 2022 that surfaced (Benton v. Benton, No. 1016-2022, Appellate Court of Maryland, April 19, 2023, unreported, Casetext copy, read at its opening) vacates the child support determination it reviews, so no computation there could be asserted. ${SECONDARY_PASS} None usable. A Maryland law office's child support page (thatsmylawyer.net) works $3,000 and $2,000 a month: $670 for one child ($402 and $268) and $1,304 for three at $5,000 combined, cells of the schedule before 2022 (the 2022 schedule the engine holds gives $924 and $1,639 at $5,000), so it is not registered. Maryland Divorce Mediators' note on the 2022 update prints the income shares only (40% and 60% of $10,000), without a schedule amount; Storie Family Law's note (2022-09-11) gives no figures; the tests of jeffcottj/md-child-support (tests/calc.primary.test.ts, tests/calc.shared.test.ts) run on a demonstration schedule, not the statute's. ${FIFTH_PASS} Nothing on the 2022 schedule: the fiscal notes of HB 946 (2020) and HB 1339 (2021) are stored to their openings, without cases; the worked cases found elsewhere use the schedule before 2022.`,
    sources: [
      { title: 'Maryland Judiciary, Worksheet A (CC-DR-034) and Worksheet B (CC-DR-035), Rev. 08/2024, and statute text, in jeffcottj/md-child-support, docs/', url: 'https://github.com/jeffcottj/md-child-support' },
      { title: 'Md. Code, Fam. Law § 12-204 (Casetext copy)', url: 'http://print.casetext.com/statute/code-of-maryland/article-family-law/title-12-child-support/subtitle-2-child-support-guidelines/section-12-204-effective-until722022determination-of-child-support-obligation' },
      { title: 'thatsmylawyer.net, Child Support (Maryland law office; secondary, schedule before 2022)', url: 'http://thatsmylawyer.net/p_childsupport.html' },
      { title: 'Maryland Divorce Mediators, New Maryland Child Support Guidelines Updated July 1 (secondary; shares only)', url: 'https://marylanddivorcemediators.com/new-maryland-child-support-guidelines-updated-july-1/' },
    ],
  },
  {
    jurisdiction: 'massachusetts',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} The Trial Court's instructions for the guidelines worksheet (2017 copy) and the 2006 guidelines (Scribd copy) could be read only in part, with no worked case there; no copy of the current guidelines (2023) with an example could be read, and the code index holds none. A law firm's illustration of the equal-time offset ($500 − $300 = $200 a week) starts from assumed results, so it cannot be run. Third pass, 2026-11-27 (the pass above was of 2026-11-26): the 2025 Guidelines, in force from 2025-12-01, are too recent for appellate decisions under them. Searches of the stored web pages for the Trial Court's 2025 Guidelines and worksheet instructions with an example returned law firms' summaries and calculators (bostonmediation.com on the changes from the 2021 edition; skylarklaw.com's calculator) and the 2006 Guidelines (Scribd copy), no official worked case. ${SECONDARY_PASS} None usable. campbefs/checktheworksheet, a public review of the 2025 worksheet, prints many weekly orders (_site_review/model/runs/box1-fix-run-2026-09-05.txt; _site_review/assets/js/fixtures/calculator-v2.json), but they are outputs of its own model (model/worksheet.py), not of the Trial Court's worksheet, and its cases carry health insurance premiums paid by both parents ($33 and $43 a week), which the engine's input (one premium, one payer) cannot represent; its comparison of that model with the form's own calculation scripts (model/run_official_xfa.py) has no stored output. The guides to the 2025 Guidelines found (knowyourhalf.com, dadcourthelp.pages.dev, legalclarity.org) describe the method without a worked case in the parts stored. ${FIFTH_PASS} Nothing new for the 2025 Guidelines. MassLegalHelp/docassemble-ChildSupport is an interview without a calculation or tests.`,
    sources: [
      { title: 'Massachusetts Trial Court, Instructions for completing the Guidelines Worksheet (2017), copy at Suffolk LIT Lab form explorer', url: 'https://projects.suffolklitlab.org/form-explorer/form/MA/6047711df5f4f6ea18dba11cc66c2aeb.html' },
      { title: 'campbefs/checktheworksheet, _site_review/model/runs/box1-fix-run-2026-09-05.txt (commit 49336b6; outputs of the repository’s own model, not registered)', url: 'https://github.com/campbefs/checktheworksheet/blob/49336b676a1168fa429c8d0611891059246567c6/_site_review/model/runs/box1-fix-run-2026-09-05.txt' },
    ],
  },
  {
    jurisdiction: 'michigan',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED} The Michigan Child Support Formula Manual's own web pages for § 3.02 (Base Support Obligation) and § 3.03 (Parental Time Offset) were read: they print the General Care and Parental Time Offset equations with their terms, no worked figure. The 2025 chapter 3 page could be read only to § 3.02(A), and the 2008, 2013, 2017 and 2021 manuals (document-sharing copies) only to their tables of contents. The supplement, which the manual says holds the parenting time graph, was not found; the code index holds no text of the manual, only calculators quoting its equations. ${THIRD_PASS} No decision of the Court of Appeals printing a formula computation was among the stored pages. The Friend of the Court pages found (Muskegon County FAQ, Oakland County "How Child Support is Determined") and the Legal Assistance Center's page say how the formula works, without figures; the 2025 chapter 3 page again gave only its beginning. In the code index, jpylephilalegal/docassemble-michildsupport (a legal-aid interview) enters a case in its test but asserts no amount; no published test case of the State's MiChildSupport calculator was found. ${SECONDARY_PASS} None usable was found for the 2025 formula. Friend of the Court and law firms' pages (Dwyer, Tafelski, Sherbow, Toburen), LegalZoom's and child-support.com's step lists (the latter restating the General Care equation) and miestimator.com (a $1,000 base and an 80% share, $800: the share step only, without incomes or the formula) print no complete case; the Michigan Child Support Pundit's post on the 2025 formula (January 30, 2025) lists the changes without figures in the part read. The Court of Appeals decisions surfaced (Borowsky v. Borowsky, 273 Mich. App. 666 (2007); Ewald v. Ewald, a judgment of divorce of 2009; Riemer v. Johnson, 2015) long predate the 2025 manual. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) has two Michigan rows, a table lookup and the low-income equation, that are its own arithmetic recorded by an AI model, not runs of MiChildSupport: not independent, not registered. ${FIFTH_PASS} Support Studies' sample result ($985.79 a month, base $806.00) follows the 2013 formula and leaves its inputs blank in the stored copy; jpylephilalegal/docassemble-michildsupport drives the State's MiChildSupport calculator but keeps no results; mplp/docassemble-MLHMotionRegardingChildSupport tests only that its interview starts. No worked case in the parts of the 2025 Manual (3.03) stored.`,
    sources: [
      { title: 'miestimator.com, About the Child Support Formula (secondary; share illustration only)', url: 'https://miestimator.com/aboutsupportformula.html' },
      { title: 'Michigan Child Support Pundit, Michigan Child Support Formula (January 30, 2025; secondary)', url: 'https://michildsupportpundit.blogspot.com/2025/01/michigan-child-support-formula.html' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
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
      { title: 'Muskegon County Friend of the Court, FAQ: How is the amount of child support determined?', url: 'https://www.co.muskegon.mi.us/FAQ.aspx?QID=113' },
      { title: 'Oakland County Friend of the Court, How Child Support is Determined', url: 'http://www.oakgov.com/courts/foc/Pages/info_pub/support.aspx' },
      { title: 'jpylephilalegal/docassemble-michildsupport, tests/features/Test.feature (read 2026-11-27)', url: 'https://github.com/jpylephilalegal/docassemble-michildsupport' },
    ],
  },
  {
    jurisdiction: 'mississippi',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Miss. Code Ann. § 43-19-101 prints only the percentages of adjusted gross income (14, 20, 22, 24 and 26%) and the deductions that make adjusted gross income, and § 43-19-103 the reasons to deviate; the copies read (including one compiled under the heading "Mississippi Child Support Guidelines") carry no worked case. 2009 House Bill 647 proposed an income-shares guideline with a worksheet but was not enacted (§ 43-19-101's percentages remain). The worked cases found are law firms' and calculator sites' (secondary); the Mississippi worksheet in tcbmem-png/csg_tcblaw is a law firm's calculator. No example printed in official material was found. ${THIRD_PASS} The Department of Human Services' own pages (the child support FAQ of 2009 in the UNT web archive, and "Determine Child Support Obligations") print the five percentages without an example; its handbook "Understanding Child Support: A Handbook for Parents" (a copy elsewhere) could be read only to its contents. Decisions found: McKinney v. Hamp, 268 So. 3d 470 (Miss. 2018) (a professional athlete’s signing bonus counted in gross income; his mandatory retirement contributions also disputed) and Knighten v. Hooper (Miss. Ct. App., No. 2010-CA-00377-COA; a downward deviation, decided before the 2013-07-01 text); both could be read only at their beginnings, where no computation is printed. A law firm's blog (bowtielawyer.ms, 2012, secondary) prints $3,250 gross less $552 of taxes, $2,698 × 14% = $377.72, and then "$380", so its own figures disagree; not registered. Secondary pass (2026-11-27), examples printed by others: registered LivingTricky's calculator page (a general-interest site, the weakest secondary source, kept because it states every input): adjusted gross income $4,000 a month, two children, $800 a month (mississippi.ts, kind secondary). Not registered: showssmith.com's $150,000 adjusted gross income with two children ($30,000 a year), because it describes the $50,000 threshold of the text before 2013-07-01; zaro.info's and alllaw.com's examples break off before their result in the stored copies; legalcalculators.com's $50,000 "earning" at 14%, "approximately $7,000 per year", does not say whether the income is adjusted.`,
    sources: [
      { title: 'Mississippi Legislature, 2009 Regular Session, House Bill 647 as introduced (income-shares proposal, not enacted)', url: 'https://billstatus.ls.state.ms.us/documents/2009/html/HB/0600-0699/HB0647IN.htm' },
      { title: 'Mississippi Department of Human Services, Determine Child Support Obligations', url: 'http://www.mdhs.state.ms.us/field-operations/programs-dfo/child-support/determine-child-support-obligations/' },
      { title: 'McKinney v. Hamp, 268 So. 3d 470 (Miss. 2018) (read at its beginning)', url: 'https://mississippisupremecourtopinions.justia.com/2018/02/08/mckinney-v-hamp/' },
      { title: 'LivingTricky, Mississippi Child Support Calculator, Example Calculation (secondary example registered)', url: 'https://livingtricky.com/?p=33507' },
    ],
  },
  {
    jurisdiction: 'missouri',
    status: 'disagrees',
    checked: '2026-11-27',
    found:
      'The Form 14 directions adopted with the 2026 schedule print a split-custody example with two completed worksheets (Exhibits 1 and 2, $298 and $700, net $402). Both exhibits read the basic amount at $7,000 combined income as $1,040 for one child, while the schedule attached to the same order prints $1,131 for that row (the engine holds that schedule, checked cell by cell, and the directions reprint its rows $1,300-$3,600 under line 5, identical). Entered in the engine with its nearest inputs (the exhibits’ lines 6c and 6e are entered as lines the worksheet adds and credits the same way), both exhibits differ by that cell alone: Exhibit 1 $324 against $298, Exhibit 2 $765 against $700. A second reading of the directions for lines 2c to 12 found no other example with a monthly amount: line 11 (overnight adjustment) prints its table, caveats and comments but no worked case, the increment-order EXAMPLE is wording with blanks, and the third-party custody EXAMPLE prints only pro-rata shares ($2,400 and $3,100: 44% and 56% of a $300 child care cost, $132 and $168; line 4’s direction asks for tenths, 43.6% and 56.4%), for a case the engine does not model. The line 6a child care tax credit example is printed as intermediate figures and is asserted. Third pass (2026-11-27): whether $1,040 is the $7,000 row of the schedule before 2026 is still not verified. No copy of that schedule could be read: searches of the code index found no Missouri schedule other than the 2026 one, and the stored pages hold calculator sites that say they apply Rule 88.01 as effective July 1, 2017 (form14.teamlex.com) without showing its rows, and the 2005 directions (formsbank copy, pages 2 and 14). Either way the exhibits cannot be asserted: the engine holds only the 2026 schedule, so a superseded cell has no version to be checked against. No decision of a Missouri court printing a Form 14 on the 2026 schedule was found.' +
      ` ${SECONDARY_PASS} None usable was found on the 2026 schedule. Form 14 calculator pages (Baker Legal Services, "Form 14 Calculator (2021)"; calculator.city; an advisoryhq.com page) print blank lines or unworked defaults (calculator.city's table shows $4,000 and $3,000, 57.1% and 42.9%, and $0 support); the Supreme Court's order of September 17, 2002 at courts.mo.gov is the form of 2003. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) has one Missouri row ($6,000 combined, two children, the paying parent's 40% with 100 overnights: $477) that is its own arithmetic recorded by an AI model, not a run of an official tool: not independent, not registered. ${FIFTH_PASS} No worked case on the 2026 schedule and no corrected split-custody exhibits were found. PCB Law Firm prints rows of the schedule before 2026 ($6,000 combined: $943 for one child, where the 2026 schedule holds $1,051) but not the $7,000 row, so the exhibits' $1,040 is still unverified. M.F. v. S.B., No. ED113585 (Mo. App. E.D. Aug. 25, 2026), a split-custody Form 14 appeal, could be read only in index excerpts.`,
    assertedFigures: 'Line 6a child care tax credit example ($1,832 income, $650 for two children: credit $155, net $495): missouri.test.ts.',
    disagreements: [
      {
        name: 'Form 14 directions, split custody example, Exhibit 2: Parent B ($5,000) pays for Child A, who lives with Parent A ($2,000)',
        input: {
          ...MISSOURI_EXHIBIT_CASE,
          custodialParentIncome: 2000,
          nonCustodialParentIncome: 5000,
          healthInsuranceMonthly: 100,
          healthInsurancePaidBy: 'custodial',
          // Parent B's $400 of Child A's post-secondary expenses is line 6e; the engine has no 6e input, so it
          // goes in as the paying parent's child care (line 6b), which Form 14 adds and credits the same way.
          childcareCostMonthly: 400,
          childcarePaidBy: 'noncustodial',
        },
        printedMonthlyPayment: 700,
        explanation:
          'Printed: line 3 $2,000 / $5,000, line 4 28.6% / 71.4%, line 5 $1,040, line 7 $100 + $400 = $500, line 8 $1,540, line 10 ($400), line 12 $700 (1,540 × 71.4% = 1,099.56 → 1,100; 1,100 − 400). The engine reads line 5 from the schedule attached to the same order: $7,000 row, one child, $1,131; line 8 $1,631, line 9 1,631 × 71.4% = 1,165, line 12 $765. With the printed $1,040 the engine’s lines give the printed $700, so the difference is the schedule cell alone; $1,040 is the $5,900 row of the 2026 schedule, and presumably the $7,000 row of an earlier one (not verified: no copy of the earlier schedule could be read, and the engine holds none). The exhibit’s printed line 9 ($1,055) equals neither computation.',
      },
      {
        name: 'Form 14 directions, split custody example, Exhibit 1: Parent A ($2,000) pays for Child B, who lives with Parent B ($5,000)',
        input: {
          ...MISSOURI_EXHIBIT_CASE,
          custodialParentIncome: 5000,
          nonCustodialParentIncome: 2000,
          // Parent B's $250 of Child B's private high school is the receiving parent's line 6e; the engine has no
          // 6e input, so it goes in as the receiving parent's health insurance (line 6c), which Form 14 adds the
          // same way and does not credit. (As child care, line 6a, it would take the child care tax credit.)
          healthInsuranceMonthly: 250,
          healthInsurancePaidBy: 'custodial',
          // Parent A's half of the $200 policy for both children is the paying parent's line 6c; it goes in as
          // the paying parent's child care (line 6b), which Form 14 adds and credits the same way.
          childcareCostMonthly: 100,
          childcarePaidBy: 'noncustodial',
        },
        printedMonthlyPayment: 298,
        explanation:
          'Printed: line 3 $2,000 / $5,000, line 4 28.6% / 71.4%, line 5 $1,040, line 6c $100 (paying parent), line 6e $250 (receiving parent), line 7 $350, line 8 $1,390, line 10 ($100), line 12 $298 (1,390 × 28.6% = 397.54 → 398; 398 − 100). The engine reads line 5 at $1,131 (the schedule’s $7,000 row, one child): line 8 $1,481, line 9 1,481 × 28.6% = 423.57 → 424, line 12 $324. The printed line 12 follows from the printed $1,040, so again the schedule cell is the whole difference. The extracted text shows $380.00 on line 9, which equals neither 398 nor 424 (a misprint or an extraction artefact; the PDF itself was not read).',
      },
    ],
    sources: [
      { title: 'calculator.city, Child Support Calculator (Missouri Form 14) (secondary; defaults without a support amount)', url: 'https://cal100.calculator.city/?p=1265' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
      {
        title:
          'Supreme Court of Missouri, Directions, Comments for Use and Examples for Completion of Form No. 14 (order of March 4, 2025, effective January 1, 2026), "Split custody orders", EXAMPLE, Exhibits 1-2; line 6a EXAMPLE; line 11 direction and comments',
        url: 'https://images.magnetmail.net/images/clients/MOBAR/attach/Orders/3093a.pdf',
      },
      {
        title:
          'Text of 3093a.pdf and 3093b.pdf as extracted in vagabondo73/family-law-fr-us-annotated-browser, data/norms/mo-rules.json (records mo-rules-form-14-line-2c to mo-rules-form-14-line-12, mo-rules-form-14-assumptions and mo-rules-form-14-schedule), read 2026-11-26',
        url: 'https://github.com/vagabondo73/family-law-fr-us-annotated-browser',
      },
      { title: 'PCB Law Firm, Child support calculation in Missouri: Form 14 (secondary, schedule before 2026)', url: 'https://www.pcblawfirm.com/child-support-calculation-in-missouri-form-14/' },
    ],
  },
  {
    jurisdiction: 'nevada',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} NAC 425.140 (copies at Justia, Casemine and nevadadivorce.net) prints the three income tiers for each number of children, and NAC 425.115 the joint and split custody offsets, without a worked case; NRS 125B.070 as some sites still print it is the percentage with presumptive maximums superseded on 2020-02-01. The worked cases found (Willick Law Group, nevadafamilylaw.com, divorcenv, Kainen Law Group) are law firms' or others' (secondary). No page of the Division of Welfare and Supportive Services or of a court's self-help centre with a worked case was among the stored pages. Third pass, 2026-11-27 (the passes above were of 2026-11-26): searched the stored web pages for orders of the Nevada Supreme Court and Court of Appeals applying NAC 425.140 and 425.115 (in force from 2020-02-01), for the courts' self-help pages and for the regulation's legislative file: none surfaced. The decision found (Rivero v. Rivero, Supreme Court of Nevada, 2008, at cetient.com) predates NAC 425; the worked cases found are law firms' (nevadafamilylaw.com's split-custody example; garyhuntsmanlaw.com's, on the percentages of NRS 125B.070 before 2020). Secondary pass (2026-11-27), examples printed by others: one registered. Drizin Law (Law Offices of Lee A. Drizin, "Nevada Child Support Laws Get Massive Overhaul") prints, for two children, $1,760 a month at $10,000 gross "after February 2020"; the engine gives it ($1,320 + $440) and it is registered as a secondary example. The page was written shortly before NAC 425.140 took effect on 2020-02-01 ("These new laws go into effect February 2020"), but its figure is computed under that regulation, which is the version the engine holds. Its second figure ($1,100 at $5,000) does not restate the number of children, so it is not registered. The worked cases of lvfamilylaw.com (2020), garyhuntsmanlaw.com, lasvegasfamilylaw.blogspot.com and thelegalsmith.com apply the NRS 125B.070 percentages (18%, 25%) superseded on 2020-02-01; divorcenv.pages.dev's $8,000 two-children example and observed.org's 2026 guide break off before their result in the stored copies.`,
    sources: [{ title: 'NAC 425.140 (Justia copy)', url: 'https://regulations.justia.com/states/nevada/chapter-425/guidelines-for-support-of-children/section-425-140/' }],
  },
  {
    jurisdiction: 'new-york',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} DRL § 240(1-b) and FCA § 413 (full-text copy read) print the percentages and the cap, not a worked case; the Family Court's support petition worksheet (Form 4-SM-3) prints the lines and percentages blank. The Child Support Standards Chart (LDSS-4515, published each March 1 by the Division of Child Support Services) is cited by public repositories for its cap and self-support reserve, but no copy of its text could be read. The worked cases found are the New York State Bar Association's LegalEase pamphlet (revised 2016; a bar publication, secondary) and law firms' pages (some on the 2008 $80,000 cap). ${THIRD_PASS} The Appellate Division's own recomputation in Matter of Cordwell v Clarke (2d Dept, May 20, 2015: the basic obligation reduced from $579 to $510 semi-monthly because the mother's income had been miscalculated) could be read only to the passage before its figures, and it was decided under a combined parental income amount earlier than those the engine holds (from 2024-03-01); A.L.B. v. A.L.B. (Sup. Ct. Queens County 2015) and the Second Department decisions a law blog reports (Beroza v. Hendler, 2013; Matter of Monaco v. Monaco, 2023, under the then $154,000 amount) are likewise earlier, and Y.D. v. L.O. (Fam. Ct. 2022, FindLaw copy) could be read only to its background. No page of the Division of Child Support Services or of the courts with a worked figure was among the stored pages, and no repository of either was found. Secondary pass (2026-11-27), examples printed by others: nothing usable. Every worked case found was written, or quotes a combined parental income amount, before the engine's first version (2024-03-01): pappalardolaw.com (2020, $154,000: Molly $80,000 and Ryan $40,000, two children), jenniferpbrownesq.com ($143,000), lockhartlawoffice.com (2020), andrewcoylelaw.com ($154,000). N.B. v J.D., 2024 NY Slip Op 51684(U) (Sup. Ct. Kings County, Dec. 10, 2024) applies the $183,000 amount the engine holds (the mother's $161,765.48 and the father's $96,822, combined $258,587.48, 17% of $183,000 = $31,110 a year, as studicata.com summarises it), but the court's own text could be read only to its statement of the law and the father's amount was not read, so nothing is asserted. ${FIFTH_PASS} The cases earlier passes set aside because they were printed before 2024-03-01 were read again for whether the version held changes their figures (the percentages are those of 1989; a combined income below every combined parental income amount since and a payer above the self-support reserve leave the result unchanged). experts123.com's answer "How is the basic child support obligation applied?" prints a complete case ($30,000 and $10,000, two children: $7,500 a year, $625 a month) and is registered as a secondary example (new-york.ts), with its weakness (no author shown; the state named by its method and its $80,000 threshold) stated there. jenniferpbrownesq.com ($60,000 and $40,000, two children) prints $25,000 and the 60% and 40% shares, which the engine also computes, but no amount paid; pappalardolaw.com's copy stops after the combined $120,000; andrewcoylelaw.com's case lies above every cap, and barrocasrieger.com's combined $187,500 between two of them.`,
    sources: [
      { title: 'Matter of Cordwell v Clarke, No. 2014-07382 (App. Div. 2d Dept May 20, 2015), Casetext copy (read to the passage before its figures)', url: 'https://print.casetext.com/case/cordwell-v-clarke-1' },
      { title: 'NYS Division of Child Support Services, Child Support Standards Chart (LDSS-4515), not read', url: 'https://childsupport.ny.gov/pdfs/CSSA.pdf' },
      { title: 'New York State Bar Association, LegalEase: Child Support, Determining the Amount Under the CSSA (revised 2016), sample at paperzz.com (secondary)', url: 'https://paperzz.com/doc/8996274/sample---nysba' },
      { title: 'experts123.com, How is the basic child support obligation applied? (secondary, author not shown; registered in new-york.ts)', url: 'https://experts123.com/q/how-is-the-basic-child-support-obligation-applied.html' },
    ],
  },
  {
    jurisdiction: 'north-carolina',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} The stored copies of the guidelines are superseded editions: 2006 (docobook copy, read to its opening sections) and 2015 (an HTML copy in the public repository sandeepsinghky/ECOA, contents only); the instructions for Worksheet A quoted by a law firm are the 1998 AOC-A-162 text and describe the lines without figures. The guidelines in force are published as HTML by the Department of Health and Human Services (effective 2023-01-01); the passages of it found (introduction, applicability) and searches of it for an example, the shaded area, the self-support reserve and Worksheet B returned no worked case. No copy of Worksheets A, B or C with a completed example was found. ${THIRD_PASS} The UNC School of Government's North Carolina Trial Judges' Bench Book, chapter 3, Child Support (replacement of 2016-09-20; copies at vdocuments.mx and docslib.org) could be read only to its contents (sections on determining the obligation under the guidelines and on the worksheets) and predates the guidelines in force from 2023-01-01; no decision of the Court of Appeals applying the 2023 schedule was among the stored pages. ${SECONDARY_PASS} None usable was found. Custody X Change's North Carolina page begins a Worksheet A example (Riley $2,500 and Jordan $3,000 a month, one child, combined $5,500, shares 45.5% and 54.5%), but the stored copy ends before the schedule amount and the support, so no guideline amount could be read. The UNC School of Government's post on the 2023 guidelines (civil.sog.unc.edu) summarises the changes (the self-support reserve at the 2022 poverty level, $1,133 a month) without a worked case in the part read; law firms' pages (Cynthia Mills, Chad Wunsch, Triad Law, Midtown Family Law; Bender Law quoting the 1998 instructions) describe the worksheets without figures; a calculator.city page applies a flat 17% that is not the guidelines. The Court of Appeals decisions surfaced (Smith v. Grant, COA21-67, 2022; Hart v. Hart, COA18-914, 2019; Young v. McClain, COA18-646, 2019; Price v. Price, 2022-NCCOA-928, as a blog summarises it) predate the 2023 schedule. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) has three North Carolina rows whose "official" column is its own schedule arithmetic recorded by an AI model: not independent, not registered. ${FIFTH_PASS} Custody X Change's Worksheet A case ($2,500 and $3,000, one child) is still cut off before its amounts (the engine gives $522.04; the page rounds the share to 54.5% where the engine keeps 54.55%). No Court of Appeals decision reciting a worksheet on the 2023 schedule surfaced.`,
    sources: [
      { title: 'Custody X Change, North Carolina child support calculations, with examples (secondary; stored copy ends before the amounts)', url: 'https://www.custodyxchange.com/locations/usa/north-carolina/child-support-calculator.php' },
      { title: 'UNC School of Government, On the Civil Side: North Carolina has new Child Support Guidelines (secondary)', url: 'https://civil.sog.unc.edu/north-carolina-has-new-child-support-guidelines/' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
      { title: 'North Carolina Child Support Guidelines effective January 1, 2023 (NC DHHS Child Support Services HTML)', url: 'https://ncchildsupport.ncdhhs.gov/ecoa/cseGuideLineDetails.htm' },
      { title: 'North Carolina Child Support Guidelines effective October 1, 2006 (AOC), copy at docobook.com', url: 'https://docobook.com/north-carolina-child-support-guidelines-nccourtsorg.html' },
    ],
  },
  {
    jurisdiction: 'ohio',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} The official guide is the Department of Job and Family Services' JFS 07766 "Child Support Guideline Manual for Ohio Courts and Agencies", promulgated by Ohio Adm.Code 5101:12-1-17(B). The copies found (the 3/2019 edition at docslib.org and pdfslide.us, the latter from Montgomery County) could be read only to the table of contents (line-by-line instructions, three tables, an appendix); no worked case with its figures could be read, and that edition predates the schedule in force from 2023-06-01 (JFS 07767 Rev. 6/2023). R.C. 3119.022 prints the worksheet blank, and the Department's online calculator fills worksheets only from the user's entries. The printed schedule cells of R.C. 3119.021 and JFS 07767 are asserted in ohio.test.ts (a schedule, not an example). ${THIRD_PASS} No decision of a court of appeals printing a worksheet on the schedule in force from 2023-06-01 was among the stored pages, nor a bill analysis or review with a case: the bills found (S.B. 292 of 2009, S.B. 382 of 2013, S.B. 125 of 2017, as introduced) are bill text read at their beginnings, and a 2019 continuing-education presentation on H.B. 366 by a county agency's prosecutor and a lawyer (vdocuments copy, beginning read) predates that schedule. Law firms' pages describe the worksheet without figures. The JFS 07766 copies again gave only their contents. ${SECONDARY_PASS} None usable was found. Custody X Change's Ohio page (stored copy read to its Step 1) and law firms' pages (Casey, Delaware County Attorneys, Fogt, Middletown Law, Treneff Cozza, Z&B) describe the worksheet without a complete case. KNK Family Law's post of January 2014 prints $55,000 and $43,000 a year, $7,200 a year of guideline support and the father's 56%, $4,032, without the number of children and on a schedule superseded in 2019 and again from 2023-06-01: unusable. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) has one Ohio row ($60,000 and $40,000 a year, two children, 30 days: $519 a month) that it says was checked by hand by an AI model because no official calculator was reachable: not independent, not registered. No court of appeals decision on the schedule in force from 2023-06-01 surfaced. ${FIFTH_PASS} W. Scott Russell's blog (March 2019) prints one schedule reading, a $45,000 obligor with three children paying $9,366 a year, in the self-sufficiency area of the 2019 schedule: 30% of the income above 116% of the 2016 poverty guideline (0.30 × (45,000 − 13,780.80) = 9,365.76). The 2023 schedule the engine holds gives $8,426 at that row (the reserve rests on the 2023 guideline), so it is not registered; it does confirm the construction the engine's schedule note describes.`,
    sources: [
      { title: 'KNK Family Law, How is child support calculated in Ohio (January 2014; secondary, superseded schedule)', url: 'https://www.knkfamilylaw.com/blog/2014/01/how-is-child-support-calculated-in-ohio.shtml' },
      { title: 'Custody X Change, Ohio Child Support Calculator (secondary; read to Step 1)', url: 'https://www.custodyxchange.com/locations/usa/ohio/child-support-calculator.php' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
      { title: 'Ohio Department of Job and Family Services, JFS 07766 Child Support Guideline Manual (3/2019), copy at docslib.org', url: 'https://docslib.org/doc/13075873/child-support-guideline-manual-for-ohio' },
      { title: 'Ohio Adm.Code 5101:12-1-17 (schedule, worksheets and manual)', url: 'https://emanuals.jfs.ohio.gov/ChildSupport/CSPM/Chapter01/5101-12-1-17.stm' },
      { title: 'W. Scott Russell, Child Support Series Part 1: The New Economic Tables (March 2019; secondary, schedule before 2023)', url: 'https://www.wscottrussell.com/blog/2019/03/child-support-series-part-1-the-new-economic-tables/' },
    ],
  },
  {
    jurisdiction: 'oklahoma',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} 43 O.S. §§ 118D (computation on combined gross income, split custody) and 118E (parenting time adjustment: a factor on the combined obligation from 121 overnights) state the steps without a worked case. The Department of Human Services computation page points to the Excel calculator and to the computation form 03EN025E, whose instructions (03EN025I) could not be read. The Department's policy OAC 340:25-5-178 (calculating new and modified obligations, revised 2023-10-20) and its earlier revisions were read in the parts found, without a worked case; its Instructions to Staff were not found. The worked cases found are secondary (legal-information sites). ${THIRD_PASS} No decision of the Supreme Court or the Court of Civil Appeals with a computation was among the stored pages. The instructions 03EN025I are stored only as a docplayer page that shows the title and a list of similar documents; the Department's "establish" page lists the inputs without figures. Scubdog/ok-child-support-schedule keeps OKDHS Pub. 01-38 and a copy of the Department's 2026 quadrennial review page; its README says the review presentation is not posted, and Pub. 01-38 is not stored there as text. No worked case was found. ${SECONDARY_PASS} None usable was found. Legal-information and law firms' pages (LegalClarity's two guides, divorcenet.com, rickimreplin.com, tulsa.moms.law, onyourworstday.com, a 2014 blog) describe 43 O.S. §§ 118B-118E without a complete case; one page's "simplified example" ($5,000 combined, two children, "approximately $1,200") is an approximation, not a schedule reading. The Department's policy page for OAC 340:25-5-178 revised 9-15-14 (okdhs.org) predates the schedule the engine holds from 2021-07-01, and its Instructions to Staff were not shown in the part read. the public calculator's verification log (sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv, read 2026-11-27) has two Oklahoma rows under a version it labels 2013-OK-v1 ($2,500 and $1,500, two children: base $837, $523; with 130 overnights, $450), its own arithmetic recorded by an AI model: not independent, not registered. ${FIFTH_PASS} The one case with figures, a 2013 decision of the Court of Civil Appeals (Knight), could be read only through summaries written by an AI service, and its combined income lies above the schedule's $15,000 top; nothing is asserted.`,
    sources: [
      { title: 'Oklahoma Department of Human Services, OAC 340:25-5-178 (revised 9-15-14), okdhs.org copy', url: 'http://www.okdhs.org/library/policy/oac340/025/05/0178000.htm' },
      { title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, research/verification-log.csv (a public calculator’s own checks, recorded by an AI model; read 2026-11-27, not registered)', url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa' },
      { title: 'Oklahoma Human Services, Child Support Services: Guidelines and Computation', url: 'https://oklahoma.gov/okdhs/services/child-support-services/computation.html' },
      { title: '43 O.S. § 118E, parenting time adjustment (lexace.ai copy)', url: 'https://lexace.ai/us/statute/oklahoma/43-118E' },
      { title: 'Oklahoma Human Services policy, OAC 340:25-5-178, Calculating new and modified child support obligations (revised 10-20-23)', url: 'https://oklahoma.gov/okdhs/library/policy/current/oac-340/chapter-25/subchapter-5/parts-21/calculating-new-and-modified-child-support-obligations.html' },
      { title: 'Scubdog/ok-child-support-schedule, README.md (sources retrieved 2026-09-25; read 2026-11-27)', url: 'https://github.com/Scubdog/ok-child-support-schedule' },
    ],
  },
  {
    jurisdiction: 'tennessee',
    status: 'printed figures only',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Rule 1240-02-04-.04(7)(i)1. prints one intermediate figure in its own words: an ARP with 68 days has a "percentage of days" of 0.002739726 [69 − 68 = 1; 1/365], applied to the ARP's share of the BCSO; the second step's dollar example is cut off in the copy read, and the text is the 2012 rule as quoted by a law blog (the paragraph in the revision effective 2021-10-01 was not seen; the engine's source says the same). No worked case with a monthly amount was found: Rule .04 and .08 (casetext and Justia copies, current through 2024) were read only in part; the Department's guides ("A Guide to Tennessee Income Shares", 2004 and 2008; "A Guide to Tennessee's Child Support Worksheet for Guidelines Effective as of May 10, 2020") could be read only to their tables of contents and all predate the schedule in force from 2021-10-01; the parts read of its FAQ pages (2006, 2008 and current) describe the steps without figures. The one printed example held is secondary. ${THIRD_PASS} The Department's training materials page (tn.gov) lists "A Guide to Tennessee's Child Support Worksheet" as a "standard parenting situation with a health insurance premium and work-related childcare added to the basic child support obligation", which would be a worked case, and the "Tennessee Child Support Guidelines Review Report" (June 2020, revised with a September 2021 addendum); neither is stored in a readable copy (the October 1, 2021 edition of the Guide is quoted, for its Line 15 minimum-order instruction only, in tcbmem-png/csg_tcblaw docs/TN_Floor_SSR_Resolution.md; the May 10, 2020 edition at vdocuments.us reads only to its contents). Rule .08(2)(c)1.(v) (Justia copy) prints the schedule lookup: between two amounts, "round up to the next higher amount", as the engine reads it. The Court of Appeals decisions found (Milam v. Milam, 2012; In re Conner F., 2017) predate the schedule in force from 2021-10-01.`,
    assertedFigures: 'Rule .04(7)(i)1.: 68 days → (69 − 68) ÷ 365 = 0.002739726 of the ARP’s share (729.14 → a possible increase of $2.00, shown as a deviation): tennessee.test.ts, "takes the rule’s own printed step at 68 days".',
    sources: [
      { title: 'Tenn. Comp. R. & Regs. 1240-02-04-.04(7)(i), as quoted by tennesseechildsupport.wordpress.com (2012-05-28)', url: 'https://tennesseechildsupport.wordpress.com/2012/05/28/tennessee-child-support-goes-up-if-less-than-68-days-per-year-parenting-time/' },
      { title: 'Tennessee Department of Human Services, A Guide to Tennessee Income Shares (2004 edition), copy at forms.justia.com', url: 'https://forms.justia.com/tennessee/statewide/parenting-plan/a-guide-to-tennessee-income-shares-dhs-rule-31959.html' },
      { title: "Tennessee Department of Human Services, A Guide to Tennessee's Child Support Worksheet for Guidelines Effective as of May 10, 2020, copy at vdocuments.us", url: 'https://vdocuments.us/tennessee-department-of-human-services-obligation-for-child-support-both-parents.html' },
      { title: 'Tennessee Department of Human Services, Child Support Guidelines: Frequently Asked Questions', url: 'https://www.tn.gov/humanservices/for-families/child-support-services/child-support-guidelines/frequently-asked-questions1.html' },
      { title: 'Tennessee Department of Human Services, Child Support Guidelines - Useful Materials (training materials page)', url: 'https://www.tn.gov/humanservices/for-families/child-support-services/child-support-guidelines/training-materials1.html' },
      { title: 'Tenn. Comp. R. & Regs. 1240-02-04-.08 (Justia copy)', url: 'https://regulations.justia.com/states/tennessee/title-1240/subtitle-1240-02/chapter-1240-02-04/section-1240-02-04-08' },
    ],
  },
  {
    jurisdiction: 'texas',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Tex. Fam. Code §§ 154.061-154.062 and 154.125-154.129 print the percentages, the cap and the multiple-household table, not worked cases. The Attorney General's annual tax charts (§ 154.061(b)) print net monthly resources for each gross wage, which would be official printed figures for the engine's net-resources step, but no copy of a chart could be read. Two secondary transmissions of chart figures were found and both follow the rate schedule, not the Form 1040 Tax Table the engine had applied under $100,000 since issue 16 §2: the 2009 chart's minimum-wage amounts as two Texas blogs repeat them ($202.57, $253.22, $303.86 for one to three children at $6.55 an hour: rate schedule $427.40 a year reproduces all three to the cent, the Tax Table's $428 gives $202.56, $253.20, $303.84), and a calculator site's 2026 row ($6,000 a month: $4,956.83, which it says matches the 2026 chart to the penny; the Tax Table gives $4,956.33). The engine now takes Texas federal tax from the rate schedule (texas.test.ts). The worked cases found are law firms' (secondary). ${THIRD_PASS} Decisions of the courts of appeals under the caps the engine holds (from 2019-09-01): In re H.L.H., No. 12-20-00247-CV (Tex. App.—Tyler Oct. 20, 2021) affirms an order on net resources of $8,051.46 at 17.5%, $1,409 a month, as midpage.ai summarises it (the opinion itself could be read only to its background); 17.5% is not a § 154.125(b) percentage but one of § 154.129's for children in more than one household, which the engine does not model. Hale v. Miller, No. 01-19-00791-CV (Tex. App.—Houston [1st Dist.] 2021; $801 a month for two children), In re D.L.N., 609 S.W.3d 237 (Tex. App.—Texarkana 2020) and In re A.S., No. 02-22-00196-CV (Tex. App.—Fort Worth 2023) could be read only to their background, without the court's own computation; In re T.A.W., No. 02-09-00309-CV (Tex. App.—Fort Worth), reviews an order under the earlier $7,500 cap. Secondary pass (2026-11-27), examples printed by others: registered LegalClarity's maximum guideline payment for one child at the $11,700 cap in force from 2025-09-01, $2,340 (texas.ts, kind secondary). Not registered: The Quander Law Firm's table at the $11,700 cap (one to five children: $2,340, $2,925, $3,510, $4,095, $4,680, all of which the engine gives) because it was published on 2025-08-29, before the cap took effect; edallasattorney.com's $3,000 net resources, two children, $750, because the page carries no date and so no version can be told; cclawyers.org's $2,000 × 25% = $500 and mccormickandboyd.com's percentages, because they quote the superseded $7,500 cap. Texas Law Help's own low-income example ($900 net resources, two children) breaks off at its result in every stored copy (texaslawhelp.org and a mirror), so the $180 example stays derived.`,
    sources: [
      { title: 'Tex. Fam. Code ch. 154', url: 'https://statutes.capitol.texas.gov/Docs/FA/htm/FA.154.htm' },
      { title: 'The 2009 Texas Attorney General Tax Chart (blog post repeating the chart’s minimum-wage amounts, secondary)', url: 'https://texas-attorney.blogspot.com/2010/12/2009-texas-attorney-general-tax-chart.html' },
      { title: 'texaschildsupportcalc.com, How "Net Resources" Are Calculated (2026 worked row, secondary)', url: 'https://texaschildsupportcalc.com/how-net-resources-are-calculated.html' },
      { title: 'In re H.L.H., No. 12-20-00247-CV (Tex. App.—Tyler Oct. 20, 2021), Cetient copy and midpage.ai summary', url: 'https://app.midpage.ai/case/in-the-interest-of-h-5120792' },
      { title: 'LegalClarity, Is There a Cap on Child Support in Texas? How It Works (secondary example registered)', url: 'https://legalclarity.org/is-there-a-cap-on-child-support-in-texas-how-it-works' },
      { title: 'The Quander Law Firm, Texas Child Support Cap: What Parents Need to Know (2025-08-29, before the cap took effect; not registered)', url: 'https://www.quanderlawfirm.com/blog/texas-child-support-cap-2025/' },
    ],
  },
  {
    jurisdiction: 'virginia',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Va. Code § 20-108.2 (Code of Virginia site) prints the schedule and the sole, split and shared custody computations without a worked case; the split and shared custody worksheets found are blank forms; the December 2013 report of the Child Support Guidelines Review Panel could be read only to its contents. No worksheet instructions of the Department of Social Services or of the courts with a completed example were among the stored pages. ${THIRD_PASS} The Child Support Guidelines Review Panel's report RD1035 (December 2025) could be read only in its executive summary (Chapter 702 of the 2025 Acts, SB 805, updated the schedule), without case scenarios; SB 805's bill pages summarise the change without figures; no decision of the Court of Appeals of Virginia applying the schedule in force from 2025-07-01 was among the stored pages. ${SECONDARY_PASS} None usable. Beavers Law's blog post "The basics of child support" (2011) works gross incomes of $3,000 and $1,000 with two children at the $4,000 row, $861: a schedule before SB 805 (the 2025 schedule the engine holds gives $1,088 at that row), so it is not registered. Livesay & Myers' undated page on the sole, split and shared custody guidelines begins an example (one child, $5,000 and $4,000 a month, 55.6% and 44.4%) whose amount lies beyond the part stored. Melone Law's article on SB 805 (2025) describes the change without a worked case; observed.org's guide prints only the schedule's end cells for one child, $68 at $0-$350 and $3,306 at $42,500, which the schedule the engine holds also carries. ${FIFTH_PASS} DiPietro PLLC's blog (2015) works $500 + $500, two children, $115 of add-ons: $285 from the schedule and $200 ordered; the SB 805 schedule holds $311 at that row, so it is not registered. familylawva.com's 2025 table prints rounded illustrations, not schedule cells ($1,000 and $1,500 at $8,000 where the schedule holds $1,121 and $1,642). No other copy of Livesay & Myers' example was found.`,
    sources: [
      { title: 'Code of Virginia § 20-108.2', url: 'https://law.lis.virginia.gov/vacodeupdates/title20/section20-108.2/' },
      { title: 'Virginia Child Support Guidelines Review Panel, RD1035, Review of Virginia’s Child Support Guidelines (December 2025), executive summary', url: 'https://rga.lis.virginia.gov/Published/2025/RD1035' },
      { title: 'Beavers Law, The basics of child support (2011-03-05; secondary, schedule before 2025)', url: 'http://beaverslaw.com/blog2/2011/03/05/the-basics-of-child-support/' },
      { title: 'Livesay & Myers, Choice of Guidelines in Virginia Child Support Cases (secondary, undated; example read to the shares)', url: 'https://www.livesaymyers.com/sole-split-shared-child-support-guidelines-virginia/' },
      { title: 'Melone Law, Virginia’s July 2025 child support overhaul (secondary)', url: 'https://www.melonelawpc.com/blog/virginias-july-2025-child-support-overhaul-what-it-means-for-parents' },
      { title: 'observed.org, Child support guidelines in Virginia (secondary; schedule end cells)', url: 'https://observed.org/child-support-guidelines-in-virginia/' },
      { title: 'DiPietro PLLC, How to determine child support (June 2015; secondary, schedule before SB 805)', url: 'https://www.dipietropllc.com/blog/2015/june/how-to-determine-child-support/' },
    ],
  },
  {
    jurisdiction: 'washington',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} The copies of the Washington State Child Support Schedule found (definitions and standards, instructions, economic table and worksheets; the 2013 edition at abcdocz.com and the 07/2015 edition with instructions of June 7, 2018 at vdocuments.net) predate the schedule in force from 2026-01-01 and could be read only at their beginnings, where the instructions describe the lines without figures. The legal-aid guide (CLEAR, December 2016) is secondary. The one printed example held is secondary. Third pass, 2026-11-27 (the passes above were of 2026-11-26): the legislative record of EHB 1014 (2025), which sets the schedule in force from 2026-01-01, was read where stored: the House Bill Report (Civil Rights & Judiciary) summarises the new table ($2,200 to $50,000 of combined net income), the self-support reserve of 180% of the federal poverty guideline and the abatement provisions without a worked case; the bill text and the Senate floor amendment 425 (not adopted) print none. The 2023 workgroup's report is not among the stored pages (only the 2006 and 2008 reports, both superseded), and the schedule took effect too recently for appellate decisions under it.`,
    sources: [
      { title: 'Washington State Child Support Schedule (WSCSS-Schedule 07/2015, instructions of June 7, 2018), copy at vdocuments.net', url: 'https://vdocuments.net/washington-state-child-support-06pdf-wscss-schedule-072015-page-1-washington.html' },
      { title: 'Washington House Bill Report, HB 1014 (2025), as reported by the Committee on Civil Rights & Judiciary', url: 'https://lawfilestestext.leg.wa.gov/BienniumTest/2025-26/Htm/Bill%20Reports/House/1014%20HBR%20CRJ%2025.htm' },
    ],
  },
  {
    jurisdiction: 'wyoming',
    status: 'not found',
    checked: '2026-11-27',
    found: `${SEARCHED_AGAIN} Wyo. Stat. § 20-2-304 (copies at WomensLaw, 2023, and Justia, 2011) prints the tables and the shared and split custody rules without a worked case. The computation forms found (Laramie County District Court, 2005; two forms of unnamed origin marked effective July 1, 2013 and July 1, 2018) are blank and carry superseded tables (the 2018 form starts at $846 for one child, the table in force at $1,000). No example printed in official material was found. Third pass, 2026-11-27 (the passes above were of 2026-11-26): the Department of Family Services' Child Support Policy Manual, policy 8.3 (effective October 1, 2010), lists the steps of the income shares method without figures in the part read; searches of the stored web pages for Wyoming Supreme Court opinions printing a computation under the tables in force returned none; the computation forms marked effective July 1, 2013 and July 1, 2018 (a Scribd copy through a proxy; 5y1.org) are blank and carry the superseded tables. ${SECONDARY_PASS} None usable: Cowboy State Daily's report on House Bill 12 (2023-01-16), which set the tables in force, gives the increase as about 12% without a worked case; divorcenet.com, thelegalcalc.com (2026) and calculator sites describe the method without a worked case in the parts stored (thelegalcalc.com gives the 40% / 146-overnight shared-custody threshold in force before July 1, 2018). ${FIFTH_PASS} Decisions of the Supreme Court found (Walker, 2013 WY 132; Verheydt, 2013 WY 25; Martin v. Hart, 2018 WY 123) apply the tables before 2023, which share no values with the current ones; the county forms found (2005, 2013, 2018) are blank and on superseded tables.`,
    sources: [
      { title: 'Wyo. Stat. § 20-2-304 (WomensLaw copy, updated October 13, 2023)', url: 'https://www.womenslaw.org/laws/statutes-wyoming/title-20-domestic-relations/chapter-2-dissolution-marriage/article-3-child-1' },
      { title: 'Wyoming Department of Family Services, Child Support Policy Manual, 8.3 Child Support (effective October 1, 2010)', url: 'https://wychildsupportpolicymanual.wyo.gov/8-establishment/8-3-child-support' },
      { title: 'Cowboy State Daily, Child Support Payments Would Increase 12% Under Proposed Legislation (2023-01-16; secondary)', url: 'https://cowboystatedaily.com/2023/01/16/child-support-payments-would-increase-12-under-proposed-legislation/' },
    ],
  },
];
