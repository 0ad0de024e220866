import type { ResultMeta, Step } from '@securesplit/engine';
import { formatIsoDate } from '../ui/format.js';
import { formatStepValue } from './format-step.js';
import { formatIsoDate as formatDateFor } from '@securesplit/engine/locale';
import { useOptionalI18n, useSay } from '../runtime/i18n.js';

/** "Show the math": the official worksheet, line by line, with the rules' sources and dates. */
export function Worksheet({ steps, meta }: { steps: readonly Step[]; meta?: ResultMeta | undefined }) {
  const say = useSay();
  const i18n = useOptionalI18n();
  const date = (iso: string) => (i18n ? formatDateFor(iso, i18n.locale) : formatIsoDate(iso));
  return (
    <details className="ss-worksheet" part="worksheet">
      <summary>{say('worksheet.show', 'Show the math')}</summary>
      <table>
        <caption className="ss-visually-hidden">{say('worksheet.caption', 'Worksheet, line by line')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('worksheet.line', 'Line')}</th>
            <th scope="col" className="ss-num">
              {say('worksheet.amount', 'Amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={`${index}-${step.label}`}>
              <td>
                {step.label}
                {step.formula ? <span className="ss-formula">{step.formula}</span> : null}
                {step.source ? <span className="ss-formula">{say('worksheet.source', `Source: ${step.source}`, { source: step.source })}</span> : null}
              </td>
              <td className="ss-num" data-kind={typeof step.value === 'number' ? (step.kind ?? 'number') : 'text'}>{formatStepValue(step)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {meta ? (
        <>
          <p className="ss-hint">
            {meta.rulesEffective.to
              ? say('worksheet.rulesUntil', `${meta.jurisdictionName} rules in force from ${date(meta.rulesEffective.from)} to ${date(meta.rulesEffective.to)}, applied as of ${date(meta.asOf)}.`, {
                  state: meta.jurisdictionName,
                  from: date(meta.rulesEffective.from),
                  to: date(meta.rulesEffective.to),
                  asOf: date(meta.asOf),
                })
              : say('worksheet.rules', `${meta.jurisdictionName} rules in force from ${date(meta.rulesEffective.from)}, applied as of ${date(meta.asOf)}.`, {
                  state: meta.jurisdictionName,
                  from: date(meta.rulesEffective.from),
                  asOf: date(meta.asOf),
                })}
          </p>
          {meta.sources.length > 0 ? (
            <ul className="ss-sources" aria-label={say('worksheet.sources', 'Sources')}>
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
