import type { Source } from '../rules/source.js';

/** What a check of a reported rule change found. */
export type ReportedVersionStatus =
  /** Enacted and confirmed: the engine holds it as a rule version. */
  | 'added'
  /** Enacted and already held before the check. */
  | 'held'
  /** Not found enacted (a bill, a proposal): the engine keeps the rules in force. */
  | 'not enacted'
  /** Reported as in force, but no official text could be read: not added. */
  | 'unconfirmed';

/** A rule change reported as due, what was found when it was checked, and on what. */
export interface ReportedVersion {
  jurisdiction: string;
  change: string;
  reportedFrom: string;
  status: ReportedVersionStatus;
  found: string;
  /** The day the sources below were read for this check. */
  checked: string;
  sources: readonly Source[];
}

/** Rule changes reported as due, checked one by one (issue 16, section 7). */
export const REPORTED_VERSIONS: readonly ReportedVersion[] = [
  {
    jurisdiction: 'Connecticut',
    change: 'New Child Support and Arrearage Guidelines: schedule to $6,000 a week of combined net income, a new self-support reserve and low-income area, a three-parent worksheet',
    reportedFrom: '2026-08-01',
    status: 'unconfirmed',
    found:
      'Only one secondary source reports it: a public calculator repository that replaced its Connecticut schedule on 2026-08-19 with 586 rows ($150-$6,000 a week) it says it transcribed from the Judicial Branch booklet (Regs. Conn. State Agencies § 46b-215a-2c(e)); its own notes give two different reserves ($362 and $470 a week). No official text of the 2026 guidelines (Commission notice, booklet or regulation) could be read; stored copies stop at the 2015 booklet. The 2015 guidelines stay in use for every date, and the Connecticut rules say so.',
    checked: '2026-11-26',
    sources: [
      {
        title: 'sadiyaqeen92639572-cloud/child-support-calculator-usa, commit 9eb95d5 (2026-08-19) and data/rules/connecticut.json (secondary)',
        url: 'https://github.com/sadiyaqeen92639572-cloud/child-support-calculator-usa',
      },
    ],
  },
  {
    jurisdiction: 'Illinois',
    change: 'Shared physical care from 110 overnights (or overnight equivalents) a year instead of 146, with an adjustment table for 110-145',
    reportedFrom: '2027-01-01',
    status: 'not enacted',
    found:
      'HB5172 (104th General Assembly, introduced 2026-02-10) carries the change; its last action found is assignment to the House Judiciary - Civil Committee on 2026-03-12. No Public Act making the change was found (nor one from SB3524). 750 ILCS 5/505(a)(3.8) keeps 146 overnights, as the engine does.',
    checked: '2026-11-26',
    sources: [
      { title: 'Illinois General Assembly, HB5172 (104th GA), synopsis as introduced', url: 'https://ilga.gov/ftp/legislation/104/HB/10400HB5172.htm' },
      { title: 'VulcanBills, IL HB5172 status (last action 2026-03-12)', url: 'https://vulcanbills.com/il/2025/HB5172' },
    ],
  },
  {
    jurisdiction: 'New York',
    change: 'Combined parental income amount (CSSA) and maintenance payor income cap adjusted on 2026-03-01',
    reportedFrom: '2026-03-01',
    status: 'held',
    found:
      'A New York firm reports the CSSA combined parental income amount at $193,000 and the maintenance payor income cap at $241,000 from 2026-03-01; the engine already holds both from that date (child support and maintenance rule versions). The OTDA chart and the OCA publication themselves could not be read; both figures rest on secondary sources.',
    checked: '2026-11-26',
    sources: [
      { title: 'Gilmer Legal, "New York 2026 child support and maintenance cap" (secondary)', url: 'https://gilmerlegal.com/new-york-2026-child-support-maintenance-cap/' },
      {
        title: 'N.Y. Social Services Law § 111-i(2)(b): the combined parental income amount rises every two years from March 1 by the CPI-U (text as reproduced by LegalFix)',
        url: 'https://www.legalfix.com/statutes/state-codes/new-york/sos/article-3/title-6-a/111-i',
      },
    ],
  },
];
