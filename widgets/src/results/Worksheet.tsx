import type { ResultMeta, Step } from '@securesplit/engine';
import { formatIsoDate } from '../ui/format.js';
import { formatStepValue } from './format-step.js';

/** "Show the math": the official worksheet, line by line, with the rules' sources and dates. */
export function Worksheet({ steps, meta }: { steps: readonly Step[]; meta?: ResultMeta | undefined }) {
  return (
    <details className="ss-worksheet" part="worksheet">
      <summary>Show the math</summary>
      <table>
        <caption className="ss-visually-hidden">Worksheet, line by line</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col" className="ss-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={`${index}-${step.label}`}>
              <td>
                {step.label}
                {step.formula ? <span className="ss-formula">{step.formula}</span> : null}
                {step.source ? <span className="ss-formula">Source: {step.source}</span> : null}
              </td>
              <td className="ss-num" data-kind={typeof step.value === 'number' ? (step.kind ?? 'number') : 'text'}>{formatStepValue(step)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta ? (
        <>
          <p className="ss-hint">
            {meta.jurisdictionName} rules in force from {formatIsoDate(meta.rulesEffective.from)}
            {meta.rulesEffective.to ? ` to ${formatIsoDate(meta.rulesEffective.to)}` : ''}, applied as of {formatIsoDate(meta.asOf)}.
          </p>
          {meta.sources.length > 0 ? (
            <ul className="ss-sources" aria-label="Sources">
              {meta.sources.map((source) => (
                <li key={`${source.title}-${source.section ?? ''}`}>
                  {source.url ? (
                    <a href={source.url} target="_blank" rel="noopener noreferrer">
                      {source.title}
                    </a>
                  ) : (
                    source.title
                  )}
                  {source.section ? `, ${source.section}` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </details>
  );
}
