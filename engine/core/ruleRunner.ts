/**
 * Runs a form's registered rules in the browser as the user types: each rule only when one of its
 * `fields` changed, after its own `debounceMs`, cancelling the pending and in-flight run it replaces
 * (stale answers are dropped). `runAll` is the immediate run before saving.
 */
import type { Issue, RecordData, ValidationContext, ValidatorRegistry } from './validators';

export interface RuleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface RuleRunnerOptions {
  readonly registry: ValidatorRegistry;
  readonly ruleNames: readonly string[];
  /** The validation context for one run; `signal` aborts the run's port calls. */
  readonly context: (signal: AbortSignal) => ValidationContext;
  /** Every current issue of every rule, after any rule's result changed. */
  readonly onIssues: (issues: Issue[]) => void;
  readonly timers?: RuleTimers;
}

const defaultTimers: RuleTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class RuleRunner {
  private readonly issues = new Map<string, Issue[]>();
  private readonly pending = new Map<string, unknown>();
  private readonly inFlight = new Map<string, AbortController>();
  private readonly timers: RuleTimers;

  constructor(private readonly options: RuleRunnerOptions) {
    this.timers = options.timers ?? defaultTimers;
  }

  /** Schedules the rules that read one of `changed`, each after its debounce. */
  changed(record: RecordData, changed: ReadonlySet<string>): void {
    for (const rule of this.options.registry.affected(this.options.ruleNames, changed)) {
      this.cancel(rule.name);
      const delay = rule.debounceMs ?? 0;
      this.pending.set(
        rule.name,
        this.timers.set(() => {
          this.pending.delete(rule.name);
          void this.runOne(rule.name, record);
        }, delay),
      );
    }
  }

  /** Runs every rule now (before saving) and resolves with all issues. */
  async runAll(record: RecordData): Promise<Issue[]> {
    await Promise.all(this.options.ruleNames.map((name) => (this.cancel(name), this.runOne(name, record))));
    return this.current();
  }

  /** Cancels everything pending (unmount). */
  dispose(): void {
    for (const name of [...this.pending.keys(), ...this.inFlight.keys()]) this.cancel(name);
  }

  /** Issues known now, in the order the rules are named. */
  current(): Issue[] {
    return this.options.ruleNames.flatMap((name) => this.issues.get(name) ?? []);
  }

  private cancel(name: string): void {
    if (this.pending.has(name)) this.timers.clear(this.pending.get(name));
    this.pending.delete(name);
    this.inFlight.get(name)?.abort();
    this.inFlight.delete(name);
  }

  private async runOne(name: string, record: RecordData): Promise<void> {
    const controller = new AbortController();
    this.inFlight.set(name, controller);
    let found: Issue[];
    try {
      found = await this.options.registry.get(name).validate(record, this.options.context(controller.signal));
    } catch {
      // A failed lookup is not a finding: the server checks again on save.
      found = [];
    }
    if (controller.signal.aborted) return;
    this.inFlight.delete(name);
    this.issues.set(name, found);
    this.options.onIssues(this.current());
  }
}
