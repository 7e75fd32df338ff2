import type { PasswordCheck } from '../password-rules';
import styles from '../reset-password.module.css';

/** The rules, ticked off live as the investor types. */
export function PasswordRuleList({ id, check }: { id: string; check: PasswordCheck }) {
  return (
    <ul id={id} className={styles.passwordRules} aria-label="Password requirements">
      {check.rules.map(({ rule, met }) => (
        <li key={rule.id} className={met ? styles.passwordRuleMet : styles.passwordRuleUnmet}>
          <span className={styles.passwordRuleIcon} aria-hidden="true">
            {met ? '✓' : '•'}
          </span>
          <span>
            {rule.message}
            <span className="visually-hidden">{met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
