/**
 * When the form asks the server for its computed fields (x-computed, FEE-OP07): a change of one of
 * the computation's inputs asks after the debounce (500 ms for the final fee), each new change
 * restarting it; leaving (blur) an input whose change is still waiting asks at once. Only the answer
 * to the latest question counts (an older one may arrive after it). `pending` is true from the first
 * waiting change until the latest question is answered: the save is blocked meanwhile.
 */
import type { RuleTimers } from '../ruleRunner';
import type { RecordData } from '../validators';

export interface ComputeSchedulerOptions {
  /** The fields whose change makes the form ask again (the computations' inputs). */
  readonly inputs: ReadonlySet<string>;
  /** The debounce after a change. */
  readonly waitMs: number;
  /** Asks the server for the computed values of `data`; rejects when the computation failed. */
  readonly ask: (data: RecordData) => Promise<Record<string, unknown>>;
  /** The latest question's answer. */
  readonly onAnswer: (values: Record<string, unknown>) => void;
  /** The latest question failed. */
  readonly onFailure: () => void;
  /** `pending` changed. */
  readonly onPending: (pending: boolean) => void;
  readonly timers?: RuleTimers;
}

const defaultTimers: RuleTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class ComputeScheduler {
  private readonly timers: RuleTimers;
  private question = 0;
  private waiting: { readonly handle: unknown; readonly data: RecordData } | null = null;
  private busy = false;

  constructor(private readonly options: ComputeSchedulerOptions) {
    this.timers = options.timers ?? defaultTimers;
  }

  /** True from a waiting change until the latest question is answered (the save is blocked). */
  get pending(): boolean {
    return this.busy;
  }

  /** After a change of `changed` fields of `data`: asks again after the debounce when an input changed. */
  changed(data: RecordData, changed: ReadonlySet<string>): void {
    if (![...changed].some((field) => this.options.inputs.has(field))) return;
    this.cancelWaiting();
    const question = ++this.question;
    this.setPending(true);
    this.waiting = { data, handle: this.timers.set(() => this.send(question, data), this.options.waitMs) };
  }

  /** The user left `field`: an input whose change is still waiting is asked for now. */
  blurred(field: string): void {
    if (!this.waiting || !this.options.inputs.has(field)) return;
    const { data } = this.waiting;
    this.cancelWaiting();
    this.send(this.question, data);
  }

  /** Forgets everything waiting (unmount); a late answer is dropped. */
  dispose(): void {
    this.cancelWaiting();
    this.question++;
  }

  private cancelWaiting(): void {
    if (this.waiting) this.timers.clear(this.waiting.handle);
    this.waiting = null;
  }

  private setPending(pending: boolean): void {
    if (this.busy === pending) return;
    this.busy = pending;
    this.options.onPending(pending);
  }

  private send(question: number, data: RecordData): void {
    this.waiting = null;
    this.options.ask(data).then(
      (values) => {
        if (question !== this.question) return;
        this.options.onAnswer(values);
        this.setPending(false);
      },
      () => {
        if (question !== this.question) return;
        this.options.onFailure();
        this.setPending(false);
      },
    );
  }
}
