import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig, FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SLOWEST = 20;

/**
 * Ends an e2e run with what CI needs to see at a glance: the slowest tests (where the suite's
 * time goes) and every test that failed first and passed on a retry, by name, so flakiness is
 * never hidden by the retry that made the run green. Every test's time goes to
 * `<outputDir>/durations.json` too, slowest first, for deciding where the suite's time is spent.
 */
export default class RunSummary implements Reporter {
  private readonly durations = new Map<TestCase, number>();
  private outputDir = 'test-results';

  onBegin(config: FullConfig): void {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
  }

  onEnd(result: FullResult): void {
    const title = (test: TestCase) => `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line} › ${test.title}`;
    const slowest = [...this.durations].sort((a, b) => b[1] - a[1]).slice(0, SLOWEST);
    const total = [...this.durations.values()].reduce((sum, d) => sum + d, 0);
    console.log(`\nThe ${slowest.length} slowest tests (of ${this.durations.size}, ${(total / 1000).toFixed(0)} s of test time in all; retries included):`);
    for (const [test, ms] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${title(test)}`);
    const all = [...this.durations].sort((a, b) => b[1] - a[1]).map(([test, ms]) => ({ test: title(test), seconds: Math.round(ms / 100) / 10, outcome: test.outcome() }));
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(path.join(this.outputDir, 'durations.json'), `${JSON.stringify(all, null, 1)}\n`);
    const flaky = [...this.durations.keys()].filter((test) => test.outcome() === 'flaky');
    if (flaky.length > 0) {
      console.log(`\nFLAKY: ${flaky.length} test(s) failed first and passed on a retry:`);
      for (const test of flaky) console.log(`  ${title(test)}`);
    } else {
      console.log('\nNo test needed a retry.');
    }
    console.log(`e2e run ${result.status} in ${(result.duration / 1000).toFixed(0)} s`);
  }
}
