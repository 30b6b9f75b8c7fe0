/**
 * Validator registry: named business rules `(record, ctx) => issues`, run by the form for fast
 * feedback and by the server on save (the authority). Each rule declares the fields it reads so a
 * change to another field does not re-run it.
 */
import type { Principal } from './permissions';
import type { CompanyConfig } from './screenConfig.generated';

/** A problem found by a rule: the field path, a catalogue key and its arguments. */
export interface Issue {
  readonly path: string;
  readonly key: string;
  readonly args?: Readonly<Record<string, string | number>>;
  /**
   * A doubt, not a refusal (browser only): the form could not check (a look-up failed, CON-OP11).
   * The field shows no error; "Guardar" asks the user to confirm with the issue's message, and the
   * save goes on when they do. The server decides on its own checks and never reports one.
   */
  readonly confirm?: boolean;
  /**
   * A refusal the spec says as a notice (ACC-47's danger): "Guardar" shows the message itself, exactly
   * (no summary, no prefix) and goes to the field; the field shows it too. The server reports it as any issue.
   */
  readonly notice?: 'danger';
}

/** The issues that hold a save (every one but the doubts a confirmation lets through). */
export const blockingIssues = (issues: readonly Issue[]): Issue[] => issues.filter((issue) => !issue.confirm);

/** The doubts a save asks the user to confirm (`confirm` issues), one per message. */
export function doubtsOf(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => issue.confirm && !seen.has(issue.key) && (seen.add(issue.key), true));
}

/** Questions a rule may ask the outside world: an API call in the browser, a query on the server. */
export interface ValidatorPorts {
  /**
   * True when another record of `module` has `field` equal to `value` (case-insensitive); `scope`:
   * the asking record's values of the fields a unique value is scoped by (`x-unique.per`).
   */
  exists(module: string, field: string, value: string, excludeId?: number, scope?: Readonly<Record<string, unknown>>): Promise<boolean>;
  /** Today, so that date rules are testable. */
  today(): Date;
  /**
   * True when another vigente record of `module` holds every value of `values` (a combination that
   * must not repeat, e.g. FEE-15's fee of the same account, type, attention, route and service),
   * leaving out records that hold every value of `unless` (e.g. annulled ones). The browser asks
   * `POST /api/modulos/<m>/coincide`; the server queries. A rule that needs it fails loudly without it.
   */
  existsMatching?(
    module: string,
    values: Readonly<Record<string, MatchValue>>,
    options?: { readonly excludeId?: number; readonly unless?: Readonly<Record<string, MatchValue>> },
  ): Promise<boolean>;
  /**
   * Browser only: reads `GET /api/<path>` (a module's own look-up route, e.g. a tax register). A
   * rule that uses it does nothing on the server, where the module's write checks decide.
   */
  read?<T>(path: string): Promise<T>;
}

/**
 * Browser only: what a rule may do to the form besides reporting issues (a look-up that prefills
 * fields, a notice that does not hold the save). Absent on the server.
 */
export interface FormEffects {
  /** Writes `values` into the fields that hold nothing (with `overwrite`, into every given field). */
  fill(values: RecordData, options?: { readonly overwrite?: boolean }): void;
  /** Shows a catalogue message as a notice: the form stays editable and the save is not held. */
  notice(intent: 'warning' | 'danger', key: string, args?: Readonly<Record<string, string | number>>): void;
}

/** A value `existsMatching` compares (a field's stored JSON scalar). */
export type MatchValue = string | number | boolean;

/** The company's own domain and account (screens.config.json `company`): generated from the meta-schema. */
export type { CompanyConfig } from './screenConfig.generated';

export interface ValidationContext {
  readonly mode: 'create' | 'edit';
  /** The company's own domain and account, from the screen config (absent: none configured). */
  readonly company?: CompanyConfig;
  readonly module: string;
  readonly recordId?: number;
  readonly principal?: Principal;
  readonly ports: ValidatorPorts;
  readonly signal?: AbortSignal;
  /** Browser only (see FormEffects). */
  readonly form?: FormEffects;
}

export type RecordData = Readonly<Record<string, unknown>>;

export interface RuleDefinition {
  readonly name: string;
  /** Fields the rule reads; a change elsewhere does not trigger it. */
  readonly fields: readonly string[];
  /** Async rules wait this long after the last keystroke in the browser (e.g. 1500 ms). */
  readonly debounceMs?: number;
  validate(record: RecordData, ctx: ValidationContext): Issue[] | Promise<Issue[]>;
}

export class ValidatorRegistry {
  private readonly rules = new Map<string, RuleDefinition>();

  /** Registers a rule; a name registered twice throws. */
  register(rule: RuleDefinition): void {
    if (this.rules.has(rule.name)) throw new Error(`La regla '${rule.name}' ya está registrada`);
    this.rules.set(rule.name, rule);
  }

  has(name: string): boolean {
    return this.rules.has(name);
  }

  /** Looks a rule up; an unknown name throws naming who referenced it. */
  get(name: string, referencedBy = 'la configuración'): RuleDefinition {
    const rule = this.rules.get(name);
    if (!rule) throw new Error(`La regla '${name}' referenciada en ${referencedBy} no está registrada`);
    return rule;
  }

  /** Rules among `names` that read at least one of `changed` (all of them when `changed` is undefined). */
  affected(names: readonly string[], changed?: ReadonlySet<string>): RuleDefinition[] {
    return names.map((n) => this.get(n)).filter((rule) => !changed || rule.fields.some((f) => changed.has(f)));
  }

  /**
   * Runs the named rules that read none of `invalid` (fields the schema refused, by top-level name)
   * and returns every issue: a rule never judges a value of the wrong shape, and that field's
   * schema problem is reported instead.
   */
  async runOnValid(names: readonly string[], record: RecordData, ctx: ValidationContext, invalid: ReadonlySet<string>): Promise<Issue[]> {
    const rules = this.affected(names).filter((rule) => !rule.fields.some((field) => invalid.has(field.split('.')[0])));
    return (await Promise.all(rules.map((rule) => rule.validate(record, ctx)))).flat();
  }

  /** Runs the named rules and returns every issue. */
  async run(names: readonly string[], record: RecordData, ctx: ValidationContext, changed?: ReadonlySet<string>): Promise<Issue[]> {
    const results = await Promise.all(this.affected(names, changed).map((rule) => rule.validate(record, ctx)));
    return results.flat();
  }
}
