// A suite of the PostgreSQL half of a TEST_DB=both run: set before the suite's modules load
// (test-db.ts reads it), in a worker that may have run the other half's suites before.
process.env.TEST_DB = 'pg';
process.env.TEST_DB_HALF_OF_BOTH = 'true';
