import { useEffect } from 'react';
import { Link, useNavigate } from '@gloh/shared/router';
import { pagePath } from '../../../app/page-paths';
import styles from '../reset-password.module.css';

/** Redirect after reset 3000 ms. */
export const REDIRECT_AFTER_RESET_MS = 3000;

/** The success screen moves on to login by itself after 3 seconds. */
export function ResetSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(
      () => navigate(pagePath('presentation-access'), { replace: true }),
      REDIRECT_AFTER_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="text-center" role="status">
      <div className={styles.resetSuccessIcon} aria-hidden="true">
        ✓
      </div>
      <h2 className="h4">{message}</h2>
      <p className="text-body-secondary">
        Use your new password as your access code. Redirecting you to the login page in{' '}
        {REDIRECT_AFTER_RESET_MS / 1000} seconds...
      </p>
      <Link className="btn btn-primary" to={pagePath('presentation-access')} replace>
        Go to Login
      </Link>
    </div>
  );
}
