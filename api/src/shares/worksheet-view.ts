import { buildWorksheetDocument, WORKSHEET_CALCULATORS, type Block, type WorksheetCalculator } from '@securesplit/engine/worksheet-pdf';
import { z } from 'zod';
import type { Calculation } from '../store/calculations.js';

/**
 * A saved calculation shown read-only, as its worksheet PDF prints it (results, worksheet lines, sources and
 * dates): for the share page (issue 32 §1) and the analysts' queue (§2). Built from the stored input on the day
 * the calculation was made, so it shows the rules then in force, exactly as the PDF does.
 */
export interface WorksheetView {
  title: string;
  blocks: Block[];
}

export const isWorksheetCalculator = (type: string): type is WorksheetCalculator => (WORKSHEET_CALCULATORS as readonly string[]).includes(type);

/** The view, or undefined for a calculator without a worksheet (income tax, the quiz) or an input no longer valid. */
export function worksheetView(calculation: Pick<Calculation, 'type' | 'input' | 'createdAt'>, verifyUrl: string): WorksheetView | undefined {
  if (!isWorksheetCalculator(calculation.type)) return undefined;
  try {
    const document = buildWorksheetDocument({ calculator: calculation.type, input: calculation.input, madeAt: calculation.createdAt, verifyUrl, locale: 'en' });
    return { title: document.title, blocks: document.blocks };
  } catch {
    return undefined;
  }
}

/** The blocks as the API documents them (the engine's `Block`). */
export const WorksheetBlockSchema = z
  .union([
    z.object({ kind: z.literal('heading'), text: z.string(), level: z.union([z.literal(1), z.literal(2)]) }),
    z.object({ kind: z.literal('paragraph'), text: z.string() }),
    z.object({ kind: z.literal('facts'), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
    z.object({
      kind: z.literal('table'),
      caption: z.string().optional(),
      columns: z.array(z.object({ header: z.string(), align: z.enum(['left', 'right']).optional() })),
      rows: z.array(z.array(z.string())),
    }),
  ])
  .meta({ id: 'WorksheetBlock', description: 'One block of a worksheet as the PDF prints it: a heading, a paragraph, label–value facts, or a table' });
