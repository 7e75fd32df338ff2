import { AUDIT_ACTION_LABELS } from '@gloh/contract/audit-actions';
import { AUDIT_ACTIONS } from './audit.service.js';

it('gives every recorded action the words the console shows for it', () => {
  const unlabelled = Object.values(AUDIT_ACTIONS).filter(
    (action) => !Object.hasOwn(AUDIT_ACTION_LABELS, action),
  );
  expect(unlabelled).toEqual([]);
});
