import { MONEY_MAXIMUM_DOLLARS, moneyMaximumMessage } from '@securesplit/engine/constants';
import { formatMoney, loadCatalogue, translator, type Locale, type MessageId, type MessageValues, type Translate } from '@securesplit/engine/locale';
import type { FieldError, Problem } from './problem.js';

/** A problem detail the API wrote itself, by message id, so it can be said in the client's language. */
export interface ProblemMessage {
  id: MessageId;
  values?: MessageValues;
}

interface Languages {
  english: Translate;
  byLocale: Record<Locale, Translate>;
  /** English text of each argument-free field message → its id (the engine's schemas write English). */
  fieldMessageIds: Map<string, MessageId>;
  /** English field label → its id, for "<label> must be at most $1,000,000,000". */
  labelIds: Map<string, MessageId>;
}

let languages: Promise<Languages> | undefined;

/** Both catalogues, loaded once: on the server every language is at hand. */
function loadLanguages(): Promise<Languages> {
  languages ??= Promise.all([loadCatalogue('en'), loadCatalogue('es')]).then(([en, es]) => {
    const english = translator(en);
    const ids = Object.keys(en) as MessageId[];
    const textOf = (id: MessageId): string | undefined => {
      try {
        return english(id);
      } catch {
        return undefined; // a message with arguments: not matched by its text
      }
    };
    const fieldMessageIds = new Map<string, MessageId>();
    const labelIds = new Map<string, MessageId>();
    for (const id of ids) {
      const text = textOf(id);
      if (text === undefined) continue;
      if (id.startsWith('validation.')) fieldMessageIds.set(text, id);
      if (id.includes('.field.')) labelIds.set(text, id);
    }
    return { english, byLocale: { en: english, es: translator(es) }, fieldMessageIds, labelIds };
  });
  return languages;
}

/** What follows the label in the engine's money maximum message: " must be at most $1,000,000,000". */
const MAXIMUM_AFTER_LABEL = moneyMaximumMessage('');
const CHOOSE_ONE_OF = 'Choose one of: ';

/**
 * One field message in the client's language. The engine's zod schemas write English; a message the
 * catalogue knows (by its English text, or the money maximum and choice list patterns) is said in `locale`,
 * anything else stays as written.
 */
function localizeFieldMessage(message: string, locale: Locale, t: Translate, known: Languages): string {
  const id = known.fieldMessageIds.get(message);
  if (id) return t(id);
  if (message.endsWith(MAXIMUM_AFTER_LABEL)) {
    const labelId = known.labelIds.get(message.slice(0, -MAXIMUM_AFTER_LABEL.length));
    if (labelId) return t('validation.moneyMaximum', { field: t(labelId), maximum: formatMoney(MONEY_MAXIMUM_DOLLARS, locale) });
  }
  if (message.startsWith(CHOOSE_ONE_OF)) return t('validation.chooseOneOf', { choices: message.slice(CHOOSE_ONE_OF.length) });
  return message;
}

const TITLE_IDS = new Set<string>(['400', '401', '403', '404', '405', '409', '413', '414', '415', '422', '429', '500', '503']);

/**
 * A problem in the client's language: the status's standard title, the detail when the API wrote it by
 * message id, and the calculators' field errors. English answers pass through unchanged, and a title or
 * detail that is not a catalogue message (a route's own sentence) stays English.
 */
export async function localizeProblem(problem: Problem, message: ProblemMessage | undefined, locale: Locale): Promise<Problem> {
  if (locale === 'en') return problem;
  const known = await loadLanguages();
  const t = known.byLocale[locale];
  const status = String(problem.status);
  const titleId = (TITLE_IDS.has(status) ? `problem.title.${status}` : 'problem.title.other') as MessageId;
  const title = problem.title === known.english(titleId) ? t(titleId) : problem.title;
  const detail = message && problem.detail === known.english(message.id, message.values) ? t(message.id, message.values) : problem.detail;
  const errors = problem.errors?.map((error): FieldError => ({ path: error.path, message: localizeFieldMessage(error.message, locale, t, known) }));
  return { ...problem, title, detail, ...(errors ? { errors } : {}) };
}
