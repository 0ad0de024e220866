import MiniSearch from 'minisearch';
import type { JurisdictionSlug } from '../jurisdictions.js';
import type { Passage, Topic } from './passage.js';

/** Words that say nothing about which passage answers a question. */
export const STOP_WORDS = new Set(
  'a an and are as at be by can could do does for from how i if in is it me my of on or our so that the this to was we what when where which who will with would you your'.split(
    ' ',
  ),
);

/** The words of a query the index searches for (stop words left out), as MiniSearch splits them. */
function queryWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** Distinct words of a question searched at most. */
const MAX_QUERY_WORDS = 40;

export interface SearchFilter {
  topics?: readonly Topic[];
  /** Passages of this jurisdiction, plus those of no jurisdiction. */
  jurisdiction?: JurisdictionSlug;
  /** Leave out passages of other jurisdictions even when none is named. */
  generalOnly?: boolean;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** Share of the question's searchable words that this passage matched (0-1). */
  coverage: number;
}

/** Full-text retrieval over the knowledge base (MiniSearch: BM25 ranking, prefix and fuzzy matching). */
export class PassageIndex {
  private readonly search: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;

  constructor(passages: readonly Passage[]) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.search = new MiniSearch<Passage>({
      idField: 'id',
      fields: ['title', 'text', 'keywords'],
      storeFields: ['topic', 'jurisdiction'],
      processTerm: (term) => {
        const lower = term.toLowerCase();
        return STOP_WORDS.has(lower) ? null : lower;
      },
      searchOptions: { boost: { title: 3, keywords: 2 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.2 : false) },
    });
    this.search.addAll(passages);
  }

  /** Whether any passage uses this word (or a word starting with it): the knowledge base has heard of it. */
  knows(word: string): boolean {
    const stem = word.toLowerCase().replace(/(?:es|s)$/, '');
    return this.search.search(stem, { prefix: true, fuzzy: false }).length > 0;
  }

  get(id: string): Passage | undefined {
    return this.byId.get(id);
  }

  all(): Passage[] {
    return [...this.byId.values()];
  }

  find(question: string, filter: SearchFilter = {}, limit = 3): Hit[] {
    // Each distinct word once, and no more than a question's worth: a long repetitive message costs no
    // more to search than a short one.
    const query = [...new Set(queryWords(question))].slice(0, MAX_QUERY_WORDS).join(' ');
    const results = this.search.search(query, {
      filter: (result) => {
        const topic = result['topic'] as Topic;
        const jurisdiction = result['jurisdiction'] as string | undefined;
        if (filter.topics && !filter.topics.includes(topic)) return false;
        if (jurisdiction !== undefined) {
          if (filter.jurisdiction !== undefined) return jurisdiction === filter.jurisdiction;
          if (filter.generalOnly) return false;
        }
        return true;
      },
    });
    const asked = new Set(queryWords(query));
    return results.slice(0, limit).map((r) => ({
      passage: this.byId.get(String(r.id))!,
      score: r.score,
      coverage: asked.size === 0 ? 0 : new Set(r.queryTerms).size / asked.size,
    }));
  }
}
