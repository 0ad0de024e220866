import PDFDocument from 'pdfkit';
import { WORKSHEET_PAYLOAD_KEY } from './code.js';
import { buildWorksheetDocument } from './document.js';
import { worksheetFonts } from './fonts.js';
import { formatMoment } from './format.js';
import { qrMatrix, qrRuns } from './qr.js';
import type { Block, RenderedWorksheet, WorksheetDocument, WorksheetRequest } from './types.js';
import { ENGINE_VERSION } from './version.js';

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;
/** Structure element options, with the table header scope PDFKit supports (its types leave `scope` out). */
type StructureOptions = PDFKit.Mixins.StructureElementOptions & { scope?: 'Row' | 'Column' | 'Both' };

const isUrl = (text: string) => /^https?:\/\/\S+$/.test(text);

/** US Letter in points, and the page's frame. */
const PAGE = { width: 612, height: 792 };
const MARGIN = { left: 54, right: 54, top: 58, bottom: 66 };
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;
const FOOTER_Y = PAGE.height - 44;

const SIZE = { h1: 17, h2: 12.5, body: 10, table: 8.8, footer: 7.8, url: 8.8, urlMin: 6.2 };
const LINE_GAP = 1.5;
const CELL_PAD = 3.5;
const RULE = '#8a8a8a';
const HEADER_FILL = '#e4e4e4';

/** The QR code on page 1, top right, and the caption under it. */
const QR = { size: 76, x: PAGE.width - MARGIN.right - 76, y: 40 };
const QR_BOTTOM = QR.y + QR.size + 16;

const REGULAR = 'SecureSplitRegular';
const BOLD = 'SecureSplitBold';

interface Column {
  header: string;
  align?: 'left' | 'right';
}

/** Draws the blocks top to bottom, starting a new page where the next piece does not fit. */
class Layout {
  y = MARGIN.top;
  private page = 1;

  constructor(
    private readonly doc: Doc,
    private readonly root: Struct,
    private readonly document: WorksheetDocument,
  ) {}

  /** The body's width at the current position: narrower beside the QR code on page 1. */
  private width(): number {
    return this.page === 1 && this.y < QR_BOTTOM ? CONTENT_WIDTH - QR.size - 14 : CONTENT_WIDTH;
  }

  private newPage(): void {
    this.doc.addPage();
    this.page += 1;
    this.y = MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the footer. */
  private ensure(height: number): void {
    if (this.y + height > BOTTOM && this.y > MARGIN.top) this.newPage();
  }

  private height(text: string, font: string, size: number, width: number): number {
    return this.doc.font(font).fontSize(size).heightOfString(text, { width, lineGap: LINE_GAP });
  }

  /** Draws text; a text that is only an address becomes a link to it. */
  private write(text: string, font: string, size: number, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
    const link = isUrl(text) ? text : undefined;
    this.doc.font(font).fontSize(size).fillColor('black').text(text, x, y, { width, align, lineGap: LINE_GAP, ...(link ? { link } : {}) });
  }

  private tag(type: string, draw: () => void, parent: Struct = this.root): void {
    parent.add(this.doc.struct(type, {}, [draw]));
  }

  /**
   * Tags the drawing of `text` as a `type` element; an address also gets a `Link` element inside it, to which
   * PDFKit attaches the link annotation drawn with the text (so a screen reader finds the link).
   */
  private tagText(type: string, text: string, draw: () => void, parent: Struct = this.root, options: StructureOptions = {}): void {
    if (!isUrl(text)) {
      parent.add(this.doc.struct(type, options, [draw]));
      return;
    }
    const element = this.doc.struct(type, options);
    parent.add(element);
    element.add(this.doc.struct('Link', {}, [draw]));
    element.end();
  }

  block(block: Block, next: Block | undefined): void {
    switch (block.kind) {
      case 'heading':
        return this.heading(block.text, block.level, next);
      case 'paragraph':
        return this.paragraph(block.text);
      case 'facts':
        return this.facts(block.rows);
      case 'table':
        return this.table(block.columns, block.rows, block.caption);
    }
  }

  /** The height of what must stay with a heading above it: a paragraph, or a table's caption, header and first row. */
  private firstPieceHeight(block: Block): number {
    switch (block.kind) {
      case 'heading':
        return 0;
      case 'paragraph':
        return Math.min(this.height(block.text, REGULAR, SIZE.body, CONTENT_WIDTH), 120);
      case 'facts': {
        const row = block.rows[0];
        return row ? this.height(row.value, REGULAR, SIZE.body, CONTENT_WIDTH * 0.6) + 6 : 0;
      }
      case 'table': {
        const widths = this.columnWidths(block.columns, block.rows);
        return (
          (block.caption ? this.height(block.caption, BOLD, SIZE.body, CONTENT_WIDTH) + 3 : 0) +
          this.rowHeight(block.columns.map((column) => column.header), widths, BOLD) +
          (block.rows[0] ? this.rowHeight(block.rows[0], widths, REGULAR) : 0)
        );
      }
    }
  }

  private heading(text: string, level: 1 | 2, next: Block | undefined): void {
    const size = level === 1 ? SIZE.h1 : SIZE.h2;
    const before = level === 1 ? 0 : 10;
    const width = this.width();
    const height = this.height(text, BOLD, size, width);
    // Keep a heading with the start of what follows it.
    const following = next ? this.firstPieceHeight(next) : 0;
    const after = level === 1 ? 8 : 4;
    this.ensure(before + height + after + following);
    if (this.y > MARGIN.top) this.y += before;
    const y = this.y;
    this.tag(level === 1 ? 'H1' : 'H2', () => this.write(text, BOLD, size, MARGIN.left, y, width));
    this.y += height + after;
  }

  /** A paragraph that is only an address: one line (smaller type if it must), clickable. */
  private url(url: string): void {
    const width = this.width();
    this.doc.font(REGULAR).fontSize(SIZE.url);
    const size = Math.max(SIZE.urlMin, Math.min(SIZE.url, (SIZE.url * width) / Math.max(1, this.doc.widthOfString(url))) - 0.05);
    const height = this.height(url, REGULAR, size, width);
    this.ensure(height);
    const y = this.y;
    this.tagText('P', url, () => {
      this.doc.font(REGULAR).fontSize(size).fillColor('black').text(url, MARGIN.left, y, { width, lineGap: LINE_GAP, link: url });
    });
    this.y += height + 6;
  }

  private paragraph(text: string): void {
    if (isUrl(text)) return this.url(text);
    let width = this.width();
    let height = this.height(text, REGULAR, SIZE.body, width);
    const words = text.split(' ');
    if (height > BOTTOM - MARGIN.top && words.length > 1) {
      // Taller than a page: two paragraphs, so a page break never falls inside one drawing.
      const half = Math.ceil(words.length / 2);
      this.paragraph(words.slice(0, half).join(' '));
      this.y -= 5;
      this.paragraph(words.slice(half).join(' '));
      return;
    }
    this.ensure(height);
    width = this.width();
    height = this.height(text, REGULAR, SIZE.body, width);
    const y = this.y;
    this.tag('P', () => this.write(text, REGULAR, SIZE.body, MARGIN.left, y, width));
    this.y += height + 5;
  }

  /** Label | value rows, tagged as a table whose first column is row headers. */
  private facts(rows: { label: string; value: string }[]): void {
    const table = this.doc.struct('Table');
    this.root.add(table);
    this.y += 2;
    // The label column fits the block's longest label (within limits) and is the same on every row and page;
    // the value column is narrower beside the QR code.
    this.doc.font(BOLD).fontSize(SIZE.body);
    const longest = Math.max(0, ...rows.map((row) => this.doc.widthOfString(row.label)));
    const labelWidth = Math.min(Math.max(longest + 2, 120), CONTENT_WIDTH * 0.45);
    for (const row of rows) {
      const valueWidth = this.width() - labelWidth - 14;
      const height = Math.max(
        this.height(row.label, BOLD, SIZE.body, labelWidth),
        this.height(row.value, REGULAR, SIZE.body, valueWidth),
      );
      this.ensure(height + 4);
      const y = this.y;
      const tr = this.doc.struct('TR');
      table.add(tr);
      tr.add(this.doc.struct('TH', { scope: 'Row' } as StructureOptions, [() => this.write(row.label, BOLD, SIZE.body, MARGIN.left, y, labelWidth)]));
      this.tagText('TD', row.value, () => this.write(row.value, REGULAR, SIZE.body, MARGIN.left + labelWidth + 14, y, valueWidth), tr);
      tr.end();
      this.y += height + 4;
    }
    table.end();
    this.y += 4;
  }

  /**
   * Column widths: each column's natural width; right-aligned columns (amounts) never wrap, the others shrink,
   * widest first and never below their longest word, until the row fits the page.
   */
  private columnWidths(columns: Column[], rows: string[][]): number[] {
    const doc = this.doc;
    const natural = columns.map((column, index) => {
      doc.font(BOLD).fontSize(SIZE.table);
      let widest = doc.widthOfString(column.header);
      let longestWord = Math.max(...column.header.split(/\s+/).map((word) => doc.widthOfString(word)));
      doc.font(REGULAR).fontSize(SIZE.table);
      for (const row of rows) {
        const cell = row[index] ?? '';
        widest = Math.max(widest, doc.widthOfString(cell));
        for (const word of cell.split(/\s+/)) longestWord = Math.max(longestWord, Math.min(doc.widthOfString(word), 110));
      }
      const want = widest + 2 * CELL_PAD + 1;
      return { want, least: column.align === 'right' ? Math.min(want, 130) : Math.min(want, longestWord + 2 * CELL_PAD + 1) };
    });
    const widths = natural.map((column) => column.want);
    const total = () => widths.reduce((sum, width) => sum + width, 0);
    // Shrink the widest shrinkable column toward the next widest until the row fits.
    for (let guard = 0; total() > CONTENT_WIDTH + 0.5 && guard < 1000; guard++) {
      const shrinkable = widths
        .map((width, index) => ({ width, index }))
        .filter(({ width, index }) => width > natural[index]!.least + 0.01)
        .sort((a, b) => b.width - a.width);
      const widest = shrinkable[0];
      if (!widest) break;
      const second = shrinkable[1]?.width ?? 0;
      const excess = total() - CONTENT_WIDTH;
      const least = natural[widest.index]!.least;
      let target = Math.max(least, second, widest.width - excess);
      // Tied with the next widest: shrink a little at a time so the tied columns take turns.
      if (target >= widest.width - 0.01) target = Math.max(least, widest.width - Math.min(excess, 2));
      widths[widest.index] = target;
    }
    if (total() > CONTENT_WIDTH + 0.5) {
      // Every column at its least: scale all (long words then break inside).
      const scale = CONTENT_WIDTH / total();
      return widths.map((width) => width * scale);
    }
    // Give spare room to the last left-aligned column, so rows span the page.
    const spare = CONTENT_WIDTH - total();
    let stretch = widths.length - 1;
    columns.forEach((column, index) => {
      if (column.align !== 'right') stretch = index;
    });
    widths[stretch]! += spare;
    return widths;
  }

  private rowHeight(cells: string[], widths: number[], font: string): number {
    return (
      Math.max(...cells.map((cell, index) => (cell === '' ? 0 : this.height(cell, font, SIZE.table, widths[index]! - 2 * CELL_PAD))), SIZE.table) +
      2 * CELL_PAD
    );
  }

  private drawRow(cells: string[], columns: Column[], widths: number[], height: number, header: boolean, tr: Struct | undefined): void {
    const doc = this.doc;
    const y = this.y;
    doc.markContent('Artifact');
    if (header) doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(HEADER_FILL);
    doc
      .moveTo(MARGIN.left, y + height)
      .lineTo(MARGIN.left + CONTENT_WIDTH, y + height)
      .lineWidth(header ? 0.9 : 0.4)
      .stroke(header ? 'black' : RULE);
    doc.endMarkedContent();
    let x = MARGIN.left;
    cells.forEach((cell, index) => {
      const width = widths[index]!;
      const draw = () =>
        this.write(cell, header ? BOLD : REGULAR, SIZE.table, x + CELL_PAD, y + CELL_PAD, width - 2 * CELL_PAD, columns[index]?.align ?? 'left');
      const cellX = x;
      if (tr) {
        const options: StructureOptions = header ? { scope: 'Column' } : {};
        this.tagText(header ? 'TH' : 'TD', cell, () => { x = cellX; draw(); }, tr, options);
      } else if (cell !== '') {
        doc.markContent('Artifact');
        draw();
        doc.endMarkedContent();
      }
      x = cellX + width;
    });
    this.y += height;
  }

  /** A table whose rows never split, with its header row repeated at the top of each new page. */
  private table(columns: Column[], rows: string[][], caption?: string): void {
    // Tables take the full width: never beside the QR code.
    if (this.page === 1 && this.y < QR_BOTTOM) this.y = QR_BOTTOM;
    const widths = this.columnWidths(columns, rows);
    const headers = columns.map((column) => column.header);
    const headerHeight = this.rowHeight(headers, widths, BOLD);
    const firstRow = rows[0] ? this.rowHeight(rows[0], widths, REGULAR) : 0;
    const captionHeight = caption ? this.height(caption, BOLD, SIZE.body, CONTENT_WIDTH) + 3 : 0;
    this.ensure(captionHeight + headerHeight + firstRow);
    const table = this.doc.struct('Table');
    this.root.add(table);
    if (caption) {
      const y = this.y;
      table.add(this.doc.struct('Caption', {}, [() => this.write(caption, BOLD, SIZE.body, MARGIN.left, y, CONTENT_WIDTH)]));
      this.y += captionHeight;
    }
    const headerRow = this.doc.struct('TR');
    table.add(headerRow);
    this.drawRow(headers, columns, widths, headerHeight, true, headerRow);
    headerRow.end();
    for (const row of rows) {
      const height = this.rowHeight(row, widths, REGULAR);
      if (this.y + height > BOTTOM) {
        this.newPage();
        // The repeated header is decoration for a screen reader: the table's header row is tagged once.
        this.drawRow(headers, columns, widths, headerHeight, true, undefined);
      }
      const tr = this.doc.struct('TR');
      table.add(tr);
      this.drawRow(row, columns, widths, height, false, tr);
      tr.end();
    }
    table.end();
    this.y += 8;
  }
}

/** The QR code of the verify link as vector squares, tagged as a figure with its text alternative. */
function drawQr(doc: Doc, root: Struct, link: string): void {
  const matrix = qrMatrix(link);
  const module = QR.size / matrix.size;
  // Link › Figure: the QR code is both a picture (with its text alternative) and a link.
  const element = doc.struct('Link');
  root.add(element);
  element.add(
    doc.struct('Figure', { alt: `QR code linking to ${link}` }, [
      () => {
        for (const run of qrRuns(matrix)) {
          doc.rect(QR.x + run.x * module, QR.y + run.y * module, run.length * module + 0.05, module + 0.05);
        }
        doc.fill('black');
      },
    ]),
  );
  doc.link(QR.x, QR.y, QR.size, QR.size, link, { structParent: element } as PDFKit.Mixins.AnnotationOption);
  element.end();
  doc.markContent('Artifact');
  doc.font(REGULAR).fontSize(6.5).fillColor('black').text('Scan to verify', QR.x, QR.y + QR.size + 3, {
    width: QR.size,
    align: 'center',
    lineBreak: false,
  });
  doc.endMarkedContent();
}

/** The running header (pages 2 on) and the footer with the code and "Page X of Y", as artifacts. */
function drawPageFurniture(doc: Doc, document: WorksheetDocument): void {
  const range = doc.bufferedPageRange();
  const made = formatMoment(new Date(document.madeAt));
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    doc.markContent('Artifact', { type: 'Pagination' } as PDFKit.Mixins.MarkingOptions);
    doc.font(REGULAR).fontSize(SIZE.footer).fillColor('black');
    if (index > range.start) {
      doc.text(`${document.title} — continued`, MARGIN.left, 34, { width: CONTENT_WIDTH, lineBreak: false });
    }
    doc
      .moveTo(MARGIN.left, FOOTER_Y - 6)
      .lineTo(PAGE.width - MARGIN.right, FOOTER_Y - 6)
      .lineWidth(0.4)
      .stroke(RULE);
    doc.text(`Verification code ${document.payload.code} · Made ${made} · SecureSplit engine ${ENGINE_VERSION}`, MARGIN.left, FOOTER_Y, {
      width: CONTENT_WIDTH - 80,
      lineBreak: false,
    });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, PAGE.width - MARGIN.right - 80, FOOTER_Y, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.text(`Check this worksheet at ${document.verifyLink}`, MARGIN.left, FOOTER_Y + 11, {
      width: CONTENT_WIDTH,
      lineBreak: false,
    });
    doc.endMarkedContent();
  }
}

/**
 * Word layouts (glyphs and advances, shaped by fontkit) kept across documents, per font. PDFKit caches them per
 * document in its embedded font's `layoutCache`; the fonts are the same parsed objects in every document, so the
 * layouts are too, and sharing the cache spares shaping the same words again (most of a warm render's time).
 * Each document still encodes and subsets its own glyphs. Capped so user-typed words cannot grow it forever.
 * `layoutCache` is PDFKit's own field: if a later version renames it, this only loses the speed-up.
 */
const LAYOUT_CACHE_LIMIT = 20_000;
const sharedLayouts = new Map<string, { cache: Record<string, unknown>; size: number }>();

function shareLayoutCache(doc: Doc, font: string): void {
  doc.font(font);
  const embedded = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
  if (!embedded?.layoutCache) return;
  let shared = sharedLayouts.get(font);
  if (!shared || shared.size > LAYOUT_CACHE_LIMIT) {
    shared = { cache: Object.create(null) as Record<string, unknown>, size: 0 };
    sharedLayouts.set(font, shared);
  }
  shared.size = Object.keys(shared.cache).length;
  embedded.layoutCache = shared.cache;
}

/** Renders an already built document to PDF bytes. */
export function renderDocument(document: WorksheetDocument): Promise<Uint8Array> {
  const fonts = worksheetFonts();
  const madeAt = new Date(document.madeAt);
  const info = {
    Title: document.title,
    Author: 'SecureSplit',
    Subject: document.subject,
    Keywords: `SecureSplit; worksheet; ${document.payload.calculator}; ${document.payload.code}`,
    Creator: `SecureSplit engine ${ENGINE_VERSION}`,
    Producer: 'SecureSplit (PDFKit)',
    CreationDate: madeAt,
    ModDate: madeAt,
    [WORKSHEET_PAYLOAD_KEY]: JSON.stringify(document.payload),
  };
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN.top, bottom: 18, left: MARGIN.left, right: MARGIN.right },
    bufferPages: true,
    compress: true,
    pdfVersion: '1.7',
    lang: 'en-US',
    tagged: true,
    displayTitle: true,
    // No standard font: the document only uses the embedded (subset) fonts below.
    font: null as unknown as string,
    info: info as PDFKit.DocumentInfo,
  });
  // PDFKit takes a parsed fontkit font as it takes bytes (anything with a layout method).
  doc.registerFont(REGULAR, fonts.regular as unknown as Buffer);
  doc.registerFont(BOLD, fonts.bold as unknown as Buffer);
  shareLayoutCache(doc, BOLD);
  shareLayoutCache(doc, REGULAR);

  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  const layout = new Layout(doc, root, document);
  document.blocks.forEach((block, index) => layout.block(block, document.blocks[index + 1]));
  // The QR code sits on page 1 but is read last, after "About this document" names the same link.
  doc.switchToPage(doc.bufferedPageRange().start);
  drawQr(doc, root, document.verifyLink);
  root.end();
  drawPageFurniture(doc, document);
  doc.end();
  return done;
}

/** Builds the worksheet of `request` and renders it: the PDF, its verification code and its file name. */
export async function renderWorksheetPdf(request: WorksheetRequest): Promise<RenderedWorksheet> {
  const document = buildWorksheetDocument(request);
  const pdf = await renderDocument(document);
  return { pdf, code: document.payload.code, fileName: document.fileName };
}

/**
 * Renders one small worksheet and discards it, so the first real request does not pay for module compilation and
 * the fonts' first decoding (about 0.7 s on a small machine; later worksheets take tens of milliseconds). A server
 * can call it once at start-up; it never throws.
 */
export async function warmUpWorksheetPdf(): Promise<void> {
  try {
    await renderWorksheetPdf({
      calculator: 'budget',
      input: { primaryIncome: 1, housingCost: 0, utilities: 0, insurance: 0, groceries: 0, transportation: 0, healthcare: 0 },
    });
  } catch {
    // Warming up is only an optimisation: a failure shows on the first real request, with its own error.
  }
}
