import { fileURLToPath } from 'node:url';

/**
 * Which build of the script-tag embed the browser tests' servers serve at /embed.js:
 * `preact` (widgets/dist, what `npm start` serves) or `react` (widgets/dist-react, the same elements
 * on React itself). Chosen with EMBED_BUILD; unset means the served one, Preact.
 */
export type EmbedBuild = 'preact' | 'react';

const WIDGETS_DIRS: Record<EmbedBuild, string> = {
  preact: fileURLToPath(new URL('../../dist/', import.meta.url)),
  react: fileURLToPath(new URL('../../dist-react/', import.meta.url)),
};

export function embedBuild(env: Record<string, string | undefined> = process.env): EmbedBuild {
  const chosen = env.EMBED_BUILD?.trim() || 'preact';
  if (chosen !== 'preact' && chosen !== 'react') throw new Error(`EMBED_BUILD must be preact or react; got "${chosen}"`);
  return chosen;
}

/** The folder with the chosen build's embed.js and embed/ chunks (the server's WIDGETS_DIR). */
export function embedWidgetsDir(build: EmbedBuild = embedBuild()): string {
  return WIDGETS_DIRS[build];
}
