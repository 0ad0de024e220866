import { useWidget } from '../runtime/context.js';
import type { CalculatorInput } from '../shared/prefill.js';
import { householdsQuery } from './form.js';

/**
 * Under a child-support result: a link to both households after tax on the SecureSplit site (where the API is: the
 * page's own origin on our site, the script's origin on a partner's page), its form started from this result's input.
 */
export function SeeBothHouseholds({ input, label }: { input: CalculatorInput; label: string }) {
  const { apiBase } = useWidget();
  const query = householdsQuery(input);
  return (
    <p data-no-print="">
      <a className="ss-link-button" href={`${apiBase.replace(/\/+$/, '')}/households${query ? `?${query}` : ''}`} data-testid="see-both-households">
        {label}
      </a>
    </p>
  );
}
