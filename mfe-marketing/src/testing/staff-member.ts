import { testStaffMember } from '@gloh/shared/testing/fetch-stub';

/** The member the shell hands this app's staff pages in tests. */
export const MARKETING_MEMBER = testStaffMember(['marketing'], {
  email: 'mia@gloh.example',
  name: 'Mia',
});
