/**
 * The rule that the assistant never states a number it did not get from the engine or the product's
 * data: every figure in a reply must appear among the figures of the passages and calculator results
 * the answer was built from (or in the person's own messages). Sentences with any other figure are
 * dropped.
 */

const FIGURE = /\d[\d,]*(?:\.\d+)?/g;

/** "1,010.42" → "1010.42", "09" → "9", "25.50" → "25.5": one spelling per value. */
function canonical(token: string): string | undefined {
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) ? String(value) : undefined;
}

/** Every figure written in a text, in canonical form. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(FIGURE)].map((m) => canonical(m[0].replace(/[.,]+$/, ''))).filter((f): f is string => f !== undefined);
}

/** Collects the figures an answer may state: numbers anywhere in the given values (texts, results). */
export class AllowedFigures {
  private readonly figures = new Set<string>();

  add(value: unknown): this {
    if (typeof value === 'number') {
      if (Number.isFinite(value)) {
        this.figures.add(String(value));
        // A money value may be written rounded to cents.
        this.figures.add(String(Math.round(value * 100) / 100));
      }
    } else if (typeof value === 'string') {
      for (const figure of figuresIn(value)) this.figures.add(figure);
    } else if (Array.isArray(value)) {
      for (const item of value) this.add(item);
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) this.add(item);
    }
    return this;
  }

  has(figure: string): boolean {
    return this.figures.has(figure);
  }

  /** The figures of `text` that are not allowed. */
  unknownIn(text: string): string[] {
    return figuresIn(text).filter((figure) => !this.figures.has(figure));
  }
}

/** Splits a reply into sentences, keeping line breaks as their own separators. */
function sentences(line: string): string[] {
  // A full stop inside a number ("1,010.42", "§ 154.125") or an abbreviation with no space after it
  // does not end a sentence.
  return line.split(/(?<=[.!?])\s+(?=[A-Z("'])/);
}

export interface CheckedReply {
  text: string;
  /** The sentences removed because they held a figure that was not allowed. */
  dropped: string[];
}

/** Keeps only the sentences whose every figure is allowed. */
export function keepSupportedSentences(reply: string, allowed: AllowedFigures): CheckedReply {
  const dropped: string[] = [];
  const lines = reply.split('\n').map((line) =>
    sentences(line)
      .filter((sentence) => {
        if (allowed.unknownIn(sentence).length === 0) return true;
        dropped.push(sentence);
        return false;
      })
      .join(' '),
  );
  return { text: lines.filter((line, i) => line.trim() !== '' || (i > 0 && lines[i - 1]!.trim() !== '')).join('\n').trim(), dropped };
}
