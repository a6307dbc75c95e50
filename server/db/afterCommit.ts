// The callbacks one transaction runs after its commit (Transaction.afterCommit), for both drivers.

/** Collects callbacks while the transaction runs; `run` calls them once it has committed. */
export class AfterCommit {
  private readonly callbacks: (() => void)[] = [];

  add(fn: () => void): void {
    this.callbacks.push(fn);
  }

  /** Calls each callback; one that throws does not undo the commit nor stop the others. */
  run(): void {
    for (const fn of this.callbacks.splice(0)) {
      try {
        fn();
      } catch (error) {
        console.error('after commit:', error);
      }
    }
  }
}
