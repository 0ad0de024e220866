export {
  jurisdictionCatalog,
  runExample,
  type ExampleOutcome,
  type JurisdictionCatalogEntry,
  type RuleVersionSummary,
} from './catalog.js';
export { renderAccuracyReport } from './report.js';
