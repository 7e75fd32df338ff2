import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from '@gloh/shared/router';
import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';
import { InvestorPageHero } from '../../components/investor-page-hero';
import { ResetPasswordForm } from './components/reset-password-form';
import { ResetSuccess } from './components/reset-success';
import { formResultMessage } from '@gloh/contract/form-posts';
import { usePostedFormResult } from '../../hooks/use-posted-form-result';
import investorPageHeroStyles from '../../components/investor-page-hero.module.css';
import styles from './reset-password.module.css';

const subscribeToNothing = () => () => undefined;

/**
 * The reset token of the address, or undefined until the page has hydrated: the server renders a
 * path's HTML once for every query (it is cached by path), so the first browser render must not
 * know the token either, or hydration fails and the browser rebuilds the form, wiping what was
 * typed into it.
 */
function useResetToken(): string | null | undefined {
  const [searchParams] = useSearchParams();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return hydrated ? searchParams.get('token') : undefined;
}

export default function ResetPasswordPage() {
  const token = useResetToken();
  const [successMessage, setSuccessMessage] = useState<string>();
  const posted = usePostedFormResult('reset-password');
  const shownSuccess =
    successMessage ?? (posted?.outcome === 'sent' ? formResultMessage(posted) : undefined);
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
