import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * The worksheet's typefaces: DejaVu Sans Condensed, regular and bold (free licence: Bitstream Vera and
 * public-domain changes), shipped through npm as the `dejavu-fonts-ttf` package, never a system font. The
 * package is resolved from this module, so it works from engine/dist and from the sources under tsx/vitest.
 */
const require = createRequire(import.meta.url);

export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

export interface WorksheetFonts {
  regular: Font;
  bold: Font;
}

let loaded: WorksheetFonts | undefined;

function open(file: string): Font {
  const font = create(readFileSync(require.resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
  return font;
}

/**
 * The parsed fonts, read and parsed once per process: fontkit decodes tables and glyphs lazily and keeps them,
 * so every later worksheet reuses that work (each PDF still embeds its own subset).
 */
export function worksheetFonts(): WorksheetFonts {
  loaded ??= { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  return loaded;
}
