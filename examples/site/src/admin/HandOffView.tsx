import { formatDateTime } from './admin-api.js';

/** One block of a worksheet as its PDF prints it (api shares/worksheet-view.ts). */
export type WorksheetBlock =
  | { kind: 'heading'; text: string; level: 1 | 2 }
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; caption?: string; columns: { header: string; align?: 'left' | 'right' }[]; rows: string[][] };

interface SharedWork {
  id: number;
  title: string;
  blocks: WorksheetBlock[];
}

/** What a buyer agreed to show the analyst with the review (issue 32 §2); null without that consent. */
export interface ReviewHandOff {
  consentedAt: string;
  calculations: (SharedWork & { type: string; createdAt: string })[];
  scenarios: (SharedWork & { name: string; calculator: string; updatedAt: string })[];
}

function Blocks({ blocks }: { blocks: WorksheetBlock[] }) {
  return (
    <div className="hand-off-worksheet">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 1 ? <h5 key={i}>{block.text}</h5> : <h6 key={i}>{block.text}</h6>;
          case 'paragraph':
            return <p key={i}>{block.text}</p>;
          case 'facts':
            return (
              <dl key={i}>
                {block.rows.map((row, j) => (
                  <div key={j}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            );
          case 'table':
            return (
              <table key={i}>
                {block.caption && <caption>{block.caption}</caption>}
                <thead>
                  <tr>
                    {block.columns.map((column, j) => (
                      <th key={j} scope="col">
                        {column.header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, j) => (
                    <tr key={j}>
                      {row.map((cell, k) => (
                        <td key={k}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            );
        }
      })}
    </div>
  );
}

/** The shared calculations and scenarios of one paid review, read-only, each folded under its title. */
export function HandOffView({ buyer, handOff }: { buyer: string; handOff: ReviewHandOff }) {
  const items = [
    ...handOff.calculations.map((c) => ({ key: `c${c.id}`, title: c.title, blocks: c.blocks })),
    ...handOff.scenarios.map((s) => ({ key: `s${s.id}`, title: `Scenario “${s.name}”: ${s.title}`, blocks: s.blocks })),
  ];
  return (
    <div className="hand-off">
      <h4>
        Shared by {buyer} (agreed <time dateTime={handOff.consentedAt}>{formatDateTime(handOff.consentedAt)}</time>)
      </h4>
      {items.length === 0 && <p>What was shared has since been deleted.</p>}
      {items.map((item) => (
        <details key={item.key}>
          <summary>{item.title}</summary>
          <Blocks blocks={item.blocks} />
        </details>
      ))}
    </div>
  );
}
