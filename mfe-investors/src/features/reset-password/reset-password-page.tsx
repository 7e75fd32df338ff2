import { useState } from 'react';
import { useLocation } from '@gloh/shared/router';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { ResetPasswordForm } from './components/reset-password-form';
import { ResetSuccess } from './components/reset-success';
import { formResultMessage } from '@gloh/contract/form-posts';
import { resetTokenOf } from '@gloh/contract/reset-token';
import { usePostedFormResult } from '../../hooks/use-posted-form-result';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';
import styles from './reset-password.module.css';

/**
 * The reset token of the address, or null when it has none that could be one. The server renders
 * the page with the same token (and never caches that page), so the form in its HTML can be
 * posted without scripts and hydration agrees with it.
 */
function useResetToken(): string | null {
  return resetTokenOf(useLocation().search);
}

export default function ResetPasswordPage() {
  const token = useResetToken();
  const [successMessage, setSuccessMessage] = useState<string>();
  const posted = usePostedFormResult('reset-password');
  const shownSuccess =
    successMessage ?? (posted?.outcome === 'sent' ? formResultMessage(posted) : undefined);
  return (
    <>
      <InvestorPageHero title="Reset Password">
        Choose a new password for the investor portal. It becomes your access code.
      </InvestorPageHero>
      <section className="section bg-surface">
        <div className="container">
          <div className={`${investorPageHeroStyles.investorCard} ${styles.resetCard}`}>
            {shownSuccess === undefined ? (
              <>
                <h2 className="h4 fw-bold mb-3">Set a new password</h2>
                <ResetPasswordForm token={token} onSucceeded={setSuccessMessage} posted={posted} />
              </>
            ) : (
              <ResetSuccess message={shownSuccess} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
