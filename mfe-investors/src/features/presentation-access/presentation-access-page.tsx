import { useState } from 'react';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { StockTicker } from '../../components/stock-ticker/stock-ticker';
import { AccessRequestForm } from './components/access-request-form';
import { LoginForm } from './components/login-form';
import { usePostedFormResult } from '../../hooks/use-posted-form-result';
import { RequestCodeDialog } from './components/request-code-dialog';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';

export default function PresentationAccessPage() {
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const postedLogin = usePostedFormResult('login');
  const postedAccessRequest = usePostedFormResult('access-request');
  return (
    <>
      <StockTicker />
      <InvestorPageHero title="Investor Presentation Access">
        Log in with the access code we sent you to view the Gloh investor presentation. New here?
        Request access and our team will review your request.
      </InvestorPageHero>
      <section className="section bg-surface">
        <div className="container">
          <div className="row g-4 align-items-start">
            <div className="col-12 col-lg-5">
              <div className={investorPageHeroStyles.investorCard}>
                <h2 className="h4 fw-bold">Investor login</h2>
                <p className="text-body-secondary">
                  Use the email address you requested access with.
                </p>
                <LoginForm onRequestCode={() => setCodeDialogOpen(true)} posted={postedLogin} />
              </div>
            </div>
            <div className="col-12 col-lg-7">
              <div className={investorPageHeroStyles.investorCard}>
                <h2 className="h4 fw-bold">Request access</h2>
                <p className="text-body-secondary">
                  Tell us who you are. Once your request is approved, you will receive an access
                  code by email.
                </p>
                <AccessRequestForm posted={postedAccessRequest} />
              </div>
            </div>
          </div>
        </div>
      </section>
      <RequestCodeDialog show={codeDialogOpen} onHide={() => setCodeDialogOpen(false)} />
    </>
  );
}
