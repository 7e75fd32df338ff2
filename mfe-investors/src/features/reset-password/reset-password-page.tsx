import { useState } from 'react';
import { useSearchParams } from '@gloh/shared/router';
import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { ResetPasswordForm } from './components/reset-password-form';
import { ResetSuccess } from './components/reset-success';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';
import styles from './reset-password.module.css';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [successMessage, setSuccessMessage] = useState<string>();
  return (
    <>
      <PageHead
        title="Reset Password"
        description="Set a new password for your Gloh investor portal access."
        path={getHref('reset-password')}
      />
      <InvestorPageHero title="Reset Password">
        Choose a new password for the investor portal. It becomes your access code.
      </InvestorPageHero>
      <section className="section bg-surface">
        <div className="container">
          <div className={`${investorPageHeroStyles.investorCard} ${styles.resetCard}`}>
            {successMessage === undefined ? (
              <>
                <h2 className="h4 fw-bold mb-3">Set a new password</h2>
                <ResetPasswordForm token={token} onSucceeded={setSuccessMessage} />
              </>
            ) : (
              <ResetSuccess message={successMessage} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
