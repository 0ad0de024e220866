import type { MessageId } from './catalogues/en.js';

export type { MessageId };

/** The languages the toolkit speaks: English (the default) and Spanish. */
export type Locale = 'en' | 'es';

/** Values for a message's ICU arguments: numbers for plurals, text for everything already formatted. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** One language's messages compiled to functions (engine/src/locale/compiled/<locale>.ts). */
export type CompiledCatalogue = Readonly<Record<MessageId, (values?: MessageValues) => string>>;
