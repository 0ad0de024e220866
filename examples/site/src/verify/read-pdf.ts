/**
 * Reads a worksheet PDF in the browser with pdf.js: the payload from the Info dictionary and the visible text of
 * every page. The file never leaves the browser; only these two go to the verify API.
 *
 * pdf.js under the site's strict Content-Security-Policy (api/src/http/security-headers.ts: script-src 'self',
 * no 'unsafe-eval', no blob: or data: scripts): its worker is a file of our own build (Vite's `?url` emits it
 * under /assets/, same origin, a module worker), and `isEvalSupported: false` keeps pdf.js from compiling font
 * glyphs with `new Function`. Nothing is drawn, so no canvas, font face, image decoder (WebAssembly) or standard
 * font file is needed.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** The PDF Info dictionary's entry holding the worksheet data: the engine's WORKSHEET_PAYLOAD_KEY (not imported:
 *  that module hashes with node:crypto and has no place in a browser bundle). */
export const WORKSHEET_PAYLOAD_KEY = 'SecureSplitWorksheet';

/** Larger than any worksheet we make by far; a bigger file is not one of ours. */
export const MAX_PDF_BYTES = 20 * 1024 * 1024;

export interface ReadWorksheet {
  /** The JSON text found under WORKSHEET_PAYLOAD_KEY, or null when the PDF has none. */
  payload: string | null;
  /** Every page's text, items separated by spaces and lines by line breaks, pages by a blank line. */
  text: string;
}

/** A file that is not a PDF pdf.js can open (or is password-protected, or too large). */
export class NotAPdfError extends Error {}

interface TextItemLike {
  str?: unknown;
  hasEOL?: unknown;
}

export async function readWorksheetPdf(file: Blob): Promise<ReadWorksheet> {
  if (file.size > MAX_PDF_BYTES) throw new NotAPdfError('This file is too large to be a SecureSplit worksheet.');
  const data = new Uint8Array(await file.arrayBuffer());
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
  });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new NotAPdfError(error instanceof Error ? error.message : 'Not a PDF');
  }
  try {
    const { info } = (await document.getMetadata()) as { info?: { Custom?: Record<string, unknown> } };
    const custom = info?.Custom?.[WORKSHEET_PAYLOAD_KEY];
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        (content.items as TextItemLike[])
          .map((item) => `${typeof item.str === 'string' ? item.str : ''}${item.hasEOL === true ? '\n' : ' '}`)
          .join(''),
      );
      page.cleanup();
    }
    return { payload: typeof custom === 'string' ? custom : null, text: pages.join('\n\n') };
  } finally {
    await document.destroy();
  }
}
