import { PageHead } from '@gloh/shared/page-head';
import { getHref } from '@gloh/shared/routes';

export default function ResetPasswordPage() {
  return (
    <>
      <PageHead
        title={'Reset Password'}
        description={'Set a new access code for the Gloh investor portal.'}
        path={getHref('reset-password')}
      />
      <section className="page-hero">
        <div className="container">
          <h1>Reset Password</h1>
          <p className="lead">Set a new access code for the Gloh investor portal.</p>
        </div>
      </section>
    </>
  );
}
