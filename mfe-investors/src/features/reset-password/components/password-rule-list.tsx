import type { PasswordCheck } from '../password-rules';

/** The rules, ticked off live as the investor types. */
export function PasswordRuleList({ id, check }: { id: string; check: PasswordCheck }) {
  return (
    <ul id={id} className="password-rules" aria-label="Password requirements">
      {check.rules.map(({ rule, met }) => (
        <li key={rule.id} className={met ? 'password-rule-met' : 'password-rule-unmet'}>
          <span className="password-rule-icon" aria-hidden="true">
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
