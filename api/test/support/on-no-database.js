// A suite of a TEST_DB=both run that uses no database, run once: database-guard.ts refuses it one.
process.env.TEST_DB = 'none';
