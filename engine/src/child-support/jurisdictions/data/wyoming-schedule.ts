/**
 * Wyoming's presumptive child support tables, Wyo. Stat. § 20-2-304(a)(i)-(v): for a combined net
 * monthly income, the line at or below it gives a base support amount plus a marginal percentage of
 * the income over that line.
 *
 * One child: transcribed from the statute text as reproduced verbatim by WomensLaw.org
 * (https://www.womenslaw.org/laws/statutes-wyoming/title-20-domestic-relations/chapter-2-dissolution-marriage/article-3-child-1,
 * "Updated October 13, 2023"; official publisher: http://legisweb.state.wy.us/statutes/titles/Title20/T20CH2AR3.htm).
 * Cross-checked: all seven marginal percentages (23.0, 23.0, 20.1, 13.4, 11.8, 11.1, 10.3) agree with the
 * second transcription in sadiyaqeen92639572-cloud/child-support-calculator-usa data/rules/wyoming.json.
 *
 * Two to five children: the statute's printed lines could not be read in full. The marginal percentages
 * come from that secondary transcription (its first two-children percentage, 35.1, agrees with the
 * statute's first line as reproduced above); the base amounts at each line were derived by adding the
 * marginal percentages line by line, rounded to whole dollars. For one child the same derivation
 * differs from the printed base amounts by at most $1 (e.g. $460 derived vs $461 printed at $2,000),
 * so the 2-5 children amounts are flagged as derived on every calculation that uses them.
 */
export interface WyomingLine {
  /** Combined net monthly income of the line. */
  income: number;
  /** Base support at that income. */
  base: number;
  /** Marginal rate on the income over the line, 0-1. */
  rate: number;
}

export interface WyomingTable {
  /** 'statute': printed lines; 'derived': marginal rates from a secondary transcription, bases summed. */
  origin: 'statute' | 'derived';
  /** Percentage of income allocated at the first line ($1,000), used below it. */
  firstLineRate: number;
  lines: readonly WyomingLine[];
}

const line = (income: number, base: number, rate: number): WyomingLine => ({ income, base, rate });

/** WYOMING_TABLES[children - 1]; five or more children use the five-children table. */
export const WYOMING_TABLES: readonly WyomingTable[] = [
  {
    origin: 'statute',
    firstLineRate: 0.23,
    lines: [
      line(1000, 230, 0.23),
      line(2000, 461, 0.23),
      line(3200, 737, 0.201),
      line(4000, 898, 0.134),
      line(4500, 965, 0.118),
      line(8000, 1379, 0.111),
      line(15000, 2157, 0.103),
    ],
  },
  {
    origin: 'derived',
    firstLineRate: 0.351,
    lines: [
      line(1000, 351, 0.351),
      line(2000, 702, 0.339),
      line(3200, 1109, 0.31),
      line(4000, 1357, 0.196),
      line(4500, 1455, 0.17),
      line(8000, 2050, 0.16),
      line(15000, 3170, 0.153),
    ],
  },
  {
    origin: 'derived',
    firstLineRate: 0.424,
    lines: [
      line(1000, 424, 0.424),
      line(2000, 848, 0.404),
      line(3200, 1333, 0.365),
      line(4000, 1625, 0.228),
      line(4500, 1739, 0.192),
      line(8000, 2411, 0.184),
      line(15000, 3699, 0.181),
    ],
  },
  {
    origin: 'derived',
    firstLineRate: 0.474,
    lines: [
      line(1000, 474, 0.474),
      line(2000, 948, 0.452),
      line(3200, 1490, 0.408),
      line(4000, 1816, 0.255),
      line(4500, 1944, 0.215),
      line(8000, 2697, 0.205),
      line(15000, 4132, 0.202),
    ],
  },
  {
    origin: 'derived',
    firstLineRate: 0.521,
    lines: [
      line(1000, 521, 0.521),
      line(2000, 1042, 0.497),
      line(3200, 1638, 0.448),
      line(4000, 1996, 0.28),
      line(4500, 2136, 0.236),
      line(8000, 2962, 0.226),
      line(15000, 4544, 0.222),
    ],
  },
];
