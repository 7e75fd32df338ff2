/**
 * A run on both databases runs the suites that use none only once (jest.config.js). One that
 * reaches for a database anyway must be listed with the database suites, or it would be tested
 * on one of the two: every way to a test database passes here first.
 */
export function refuseWithoutDatabase(): void {
  if (process.env.TEST_DB === 'none') {
    throw new Error(
      'This suite uses a database but runs once in a TEST_DB=both run: name it *.e2e-spec.ts, ' +
        'or add its path to DATABASE_SUITES in jest.config.js.',
    );
  }
}
