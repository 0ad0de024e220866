/**
 * @securesplit/widgets: the SecureSplit free calculators, lead forms and quiz as React components,
 * and `defineWidget()` to register any of them as a custom element. The script-tag build
 * (`embed.js`) registers all of them; React apps import the components from here.
 * @packageDocumentation
 */
export { ChildSupportCalculator, type ChildSupportCalculatorProps } from './child-support/ChildSupportCalculator.js';
export { AlimonyCalculator, type AlimonyCalculatorProps } from './alimony/AlimonyCalculator.js';
export { BudgetCalculator, type BudgetCalculatorProps } from './budget/BudgetCalculator.js';
export { ParentingTimeCalculator, type ParentingTimeCalculatorProps } from './parenting-time/ParentingTimeCalculator.js';
export { HouseholdsCalculator, type HouseholdsCalculatorProps } from './households/HouseholdsCalculator.js';
export type { PremiumCalculatorProps } from './premium/shared/PremiumCalculatorProps.js';
export { PropertyDivisionCalculator, type PropertyDivisionCalculatorProps } from './premium/property-division/PropertyDivisionCalculator.js';
export { QdroCalculator, type QdroCalculatorProps } from './premium/qdro/QdroCalculator.js';
export { TaxImpactCalculator, type TaxImpactCalculatorProps } from './premium/tax-impact/TaxImpactCalculator.js';
export { CustodyCostsCalculator, type CustodyCostsCalculatorProps } from './premium/custody-costs/CustodyCostsCalculator.js';
export { FreeCalculators, type FreeCalculatorsProps, type FreeCalculatorTab } from './free-calculators/FreeCalculators.js';
export type { CalculatorInput } from './shared/prefill.js';
export { WellnessQuiz, type NextStepCalculator, type WellnessQuizProps } from './quiz/WellnessQuiz.js';
export { Newsletter, type NewsletterProps } from './leads/Newsletter.js';
export { ProWaitlist, type ProWaitlistProps } from './leads/ProWaitlist.js';
export { Feedback, type FeedbackProps } from './leads/Feedback.js';
export { Consultation, type ConsultationProps } from './leads/Consultation.js';
export { Assistant, type AssistantProps } from './assistant/Assistant.js';
export { ChatIcon } from './assistant/ChatIcon.js';
export { CHAT_TEXT } from './assistant/text.js';
export type { ConsultationType } from './leads/tags.js';
export { defineWidget, type WidgetDefinition } from './runtime/define-widget.js';
export type { WidgetCommonProps, Theme, ScenarioCandidate } from './runtime/context.js';
export type { WidgetEventMap, WidgetEventType, CalculatorName } from './runtime/events.js';
export type { PropDeclarations, PropKind } from './runtime/attributes.js';
export { ELEMENTS, type ElementTag } from './elements/registry.js';
export { BASE_CSS } from './ui/styles.js';
export { pageToaster, keepClearOfToasts, TOAST_DURATION_MS, type Toast, type Toaster, type ShownToast } from './ui/toaster.js';
export { mountToastRegion, trackModal, TOAST_REGION_TAG } from './ui/toast-region.js';
export { failureMessage, CHECK_FIELDS, type FailedAction } from './api/failure-message.js';
export { ApiError, retryAfterSeconds, type Problem, type ApiFailureKind } from './api/problem.js';
export { newIdempotencyKey, REQUEST_TIMEOUT_MS, type WorksheetCalculator } from './api/client.js';
export { DownloadPdfButton, type DownloadPdfButtonProps, type WorksheetInput } from './results/DownloadPdf.js';
