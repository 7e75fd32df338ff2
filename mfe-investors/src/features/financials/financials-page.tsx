import { useMemo, useState } from 'react';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { StockTicker } from '../../components/stock-ticker/stock-ticker';
import { FilingFiltersForm } from './components/filing-filters';
import { FilingsTable } from './components/filings-table';
import { FILINGS } from './filings-data';
import { filterFilings, NO_FILTERS } from './filter-filings';
import financialsStyles from './financials.module.css';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';

export default function FinancialsPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const visible = useMemo(() => filterFilings(FILINGS, filters), [filters]);
  return (
    <>
      <StockTicker />
      <InvestorPageHero title="Financials">
        Regulatory filings and financial reports. Filter by the date a document was published or by
        the period it covers.
      </InvestorPageHero>
      <div className="section bg-surface">
        <div className="container">
          <div className={investorPageHeroStyles.investorCard}>
            <FilingFiltersForm filters={filters} onChange={setFilters} />
            <p className={financialsStyles.filingsCount} aria-live="polite">
              Showing {visible.length} of {FILINGS.length} filings
            </p>
            <FilingsTable filings={visible} />
          </div>
          <p className="small text-body-secondary mt-3 mb-0">
            The filings listed here are illustrative sample entries.
          </p>
        </div>
      </div>
    </>
  );
}
