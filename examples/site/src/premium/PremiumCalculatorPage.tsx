import './premium.css';
import { useRouter } from '../router.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { PREMIUM_REOPEN_PAGES, type PremiumCalculationType } from '../account/reopen.js';
import { PREMIUM_CALCULATOR_COMPONENTS } from './calculator-components.js';
import { isPremiumPagePath, PREMIUM_CALCULATOR_PAGES, type PremiumPagePath } from './calculators.js';
import { PremiumGate } from './PremiumGate.js';
import { ConsumerOnlyNote, PromoBlock, TaxDisclaimer } from './PromoBlock.js';

/** Each page's calculation type (the history's), the reverse of the dashboard's links. */
const PREMIUM_PAGE_TYPES = Object.fromEntries(Object.entries(PREMIUM_REOPEN_PAGES).map(([type, path]) => [path, type])) as Record<PremiumPagePath, PremiumCalculationType>;

/** /property-division, /qdro, /tax-impact and /custody-costs (spec part 2, sections 1–2). */
export default function PremiumCalculatorPage() {
  const { path } = useRouter();
  if (!isPremiumPagePath(path)) return <NotFoundPage />;
  const page = PREMIUM_CALCULATOR_PAGES[path];
  return (
    <div className="premium-page">
      <PremiumGate
        key={path}
        reopenType={PREMIUM_PAGE_TYPES[path]}
        page={page}
        Calculator={PREMIUM_CALCULATOR_COMPONENTS[path]}
        notes={
          <>
            <ConsumerOnlyNote path={path} />
            {page.taxDisclaimer && <TaxDisclaimer />}
          </>
        }
      />
      <PromoBlock leadSource={page.leadSource} />
    </div>
  );
}
