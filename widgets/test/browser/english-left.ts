import { loadCatalogue, translator, type MessageId } from '@securesplit/engine/locale';

/** Whether `words` stand in `text` on their own: English "Permanent" is not left in Spanish "Permanente". */
function containsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** `[[...]]` marks a link's words in the site's messages: compare the sentence as it reads. */
const asRead = (message: string) => message.replace(/\[\[(.+?)\]\]/g, '$1');

/**
 * English catalogue messages found in a Spanish screen's `text`: those without arguments that Spanish says
 * differently. Shared by the embed's and the site's Spanish browser tests (issue 27 §3).
 */
export async function englishLeftIn(text: string): Promise<string[]> {
  const englishCatalogue = await loadCatalogue('en');
  const en = translator(englishCatalogue);
  const es = translator(await loadCatalogue('es'));
  const english: string[] = [];
  for (const id of Object.keys(englishCatalogue) as MessageId[]) {
    let words: string;
    try {
      words = asRead(en(id));
    } catch {
      continue; // needs arguments
    }
    // An acronym or a name (CDFA, QDRO) is the same word in both languages (docs/glossary-es.md keeps them).
    if (!/\p{Ll}/u.test(words)) continue;
    if (words.length > 3 && words !== asRead(es(id)) && containsWords(text, words)) english.push(`${id}: ${words}`);
  }
  return english;
}
