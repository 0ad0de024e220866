import type { JurisdictionSlug } from '../../jurisdictions.js';
import type { ChildSupportJurisdictionRules } from '../types.js';
import { alabama } from './alabama.js';
import { alaska } from './alaska.js';
import { arizona } from './arizona.js';
import { arkansas } from './arkansas.js';
import { california } from './california.js';
import { colorado } from './colorado.js';
import { connecticut } from './connecticut.js';
import { delaware } from './delaware.js';
import { districtOfColumbia } from './district-of-columbia.js';
import { florida } from './florida.js';
import { georgia } from './georgia.js';
import { hawaii } from './hawaii.js';
import { idaho } from './idaho.js';
import { illinois } from './illinois.js';
import { indiana } from './indiana.js';
import { iowa } from './iowa.js';
import { kansas } from './kansas.js';
import { kentucky } from './kentucky.js';
import { louisiana } from './louisiana.js';
import { maine } from './maine.js';
import { maryland } from './maryland.js';
import { massachusetts } from './massachusetts.js';
import { michigan } from './michigan.js';
import { minnesota } from './minnesota.js';
import { mississippi } from './mississippi.js';
import { missouri } from './missouri.js';
import { montana } from './montana.js';
import { nebraska } from './nebraska.js';
import { nevada } from './nevada.js';
import { newHampshire } from './new-hampshire.js';
import { newJersey } from './new-jersey.js';
import { newMexico } from './new-mexico.js';
import { newYork } from './new-york.js';
import { northCarolina } from './north-carolina.js';
import { northDakota } from './north-dakota.js';
import { ohio } from './ohio.js';
import { oklahoma } from './oklahoma.js';
import { oregon } from './oregon.js';
import { pennsylvania } from './pennsylvania.js';
import { rhodeIsland } from './rhode-island.js';
import { southCarolina } from './south-carolina.js';
import { southDakota } from './south-dakota.js';
import { tennessee } from './tennessee.js';
import { texas } from './texas.js';
import { utah } from './utah.js';
import { vermont } from './vermont.js';
import { virginia } from './virginia.js';
import { washington } from './washington.js';
import { westVirginia } from './west-virginia.js';
import { wisconsin } from './wisconsin.js';
import { wyoming } from './wyoming.js';

const ALL: ChildSupportJurisdictionRules[] = [
  alabama,
  alaska,
  arizona,
  arkansas,
  california,
  colorado,
  connecticut,
  delaware,
  districtOfColumbia,
  florida,
  georgia,
  hawaii,
  idaho,
  illinois,
  indiana,
  iowa,
  kansas,
  kentucky,
  louisiana,
  maine,
  maryland,
  massachusetts,
  michigan,
  minnesota,
  mississippi,
  missouri,
  montana,
  nebraska,
  nevada,
  newHampshire,
  newJersey,
  newMexico,
  newYork,
  northCarolina,
  northDakota,
  ohio,
  oklahoma,
  oregon,
  pennsylvania,
  rhodeIsland,
  southCarolina,
  southDakota,
  tennessee,
  texas,
  utah,
  vermont,
  virginia,
  washington,
  westVirginia,
  wisconsin,
  wyoming,
];

export const CHILD_SUPPORT_RULES: ReadonlyMap<JurisdictionSlug, ChildSupportJurisdictionRules> = new Map(
  ALL.map((rules) => [rules.slug, rules]),
);

export function childSupportRulesFor(slug: JurisdictionSlug): ChildSupportJurisdictionRules {
  const rules = CHILD_SUPPORT_RULES.get(slug);
  if (!rules) throw new Error(`No child support rules for ${slug}`);
  return rules;
}
