import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether poppler's pdftotext and pdftoppm are installed (they are here and in .ci/run). */
export const HAS_POPPLER =
  spawnSync('pdftotext', ['-v']).status === 0 && spawnSync('pdftoppm', ['-v']).status === 0;

export const NO_POPPLER_MESSAGE =
  'pdftotext/pdftoppm (poppler-utils) are not installed: the worksheet PDF text and image tests are skipped. Install poppler-utils to run them.';

function withFile<T>(pdf: Uint8Array, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'securesplit-worksheet-'));
  try {
    const file = join(dir, 'worksheet.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as `pdftotext` reads it (`-layout`: columns kept; `-raw`: content stream order). */
export function pdfText(pdf: Uint8Array, mode: 'layout' | 'raw' = 'layout'): string {
  return withFile(pdf, (file) => execFileSync('pdftotext', [`-${mode}`, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
}

/** The text of each page (pdftotext separates pages with a form feed). */
export function pdfPages(pdf: Uint8Array, mode: 'layout' | 'raw' = 'layout'): string[] {
  return pdfText(pdf, mode).split('\f').filter((page, index, all) => index < all.length - 1 || page.trim() !== '');
}

/** `pdfinfo` and `pdfinfo -custom` as key → value (the custom entries too). */
export function pdfInfo(pdf: Uint8Array): Record<string, string> {
  return withFile(pdf, (file) => {
    const out =
      execFileSync('pdfinfo', [file], { encoding: 'utf8' }) + execFileSync('pdfinfo', ['-custom', file], { encoding: 'utf8' });
    const info: Record<string, string> = {};
    for (const line of out.split('\n')) {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      if (match) info[match[1]!.trim()] = match[2]!;
    }
    return info;
  });
}

/** The structure tree as `pdfinfo -struct-text` prints it (element types indented, with their text). */
export function pdfStructure(pdf: Uint8Array): string {
  return withFile(pdf, (file) => execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' }));
}

/** Page 1 as PNG at `dpi`, as `pdftoppm -r <dpi> -f 1 -l 1 -png` draws it. */
export function firstPagePng(pdf: Uint8Array, dpi = 50): Buffer {
  return withFile(pdf, (file, dir) => {
    execFileSync('pdftoppm', ['-r', String(dpi), '-f', '1', '-l', '1', '-png', '-singlefile', file, join(dir, 'page')]);
    return readFileSync(join(dir, 'page.png'));
  });
}

/** A text with its runs of spaces collapsed, so a phrase wrapped or laid out in columns still matches. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ');
}
