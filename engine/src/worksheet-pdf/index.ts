/**
 * The worksheet PDF (issue 26): `@securesplit/engine/worksheet-pdf`. A subpath of its own, so the engine's main
 * entry and the browser bundles never load the PDF library or the fonts.
 */
export {
  WORKSHEET_CALCULATORS,
  PREMIUM_WORKSHEET_CALCULATORS,
  DEFAULT_VERIFY_URL,
  type WorksheetCalculator,
  type PremiumWorksheetCalculator,
  type WorksheetRequest,
  type Block,
  type WorksheetDocument,
  type WorksheetPayload,
  type RenderedWorksheet,
} from './types.js';
export { buildWorksheetDocument, documentText, documentFigures } from './document.js';
export { verificationCode, canonicalJson, WORKSHEET_PAYLOAD_KEY, VERIFICATION_CODE_PATTERN } from './code.js';
export { FIGURE_PATTERN, figuresIn } from './format.js';
export { renderWorksheetPdf, renderDocument, warmUpWorksheetPdf } from './render.js';
export { ENGINE_VERSION } from './version.js';
export {
  verifyWorksheet,
  figureDifferences,
  WorksheetPayloadSchema,
  type WorksheetVerification,
  type WorksheetVerificationStatus,
  type FigureDifference,
  type NewerRule,
} from './verify.js';
