/**
 * A setup file of the mutation runs (vitest.mutation.config.ts, docs/mutation-testing.md): Stryker runs only the tests
 * that reach a mutant, by their names, but the tests of a file that shares one database build on each other (one
 * migrated database per file: README, Tests), and one run alone can fail without any mutant, which Stryker would
 * count as the mutant killed. So each file Stryker picks runs whole: its name filter is dropped before the file's
 * tests are chosen.
 */
const worker = (globalThis as { __vitest_worker__?: { config: { testNamePattern?: RegExp } } }).__vitest_worker__;
if (worker) worker.config.testNamePattern = undefined;
