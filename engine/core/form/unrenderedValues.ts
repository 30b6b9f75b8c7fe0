/**
 * Values the form set by itself (a computed field's answer, a rule's fill, a derived field that
 * settled) that the rendered form has not shown yet. rjsf reports a change with its whole data as
 * it last rendered it: a keystroke between such a set and the next render comes with the field's
 * older value, and taking that report as it is would undo the set (a final fee answered while the
 * user typed the next field came back empty). Such a field keeps the value the form set, unless the
 * report gives it a third value (the user's own edit).
 */
import { sameValue as same } from '../diffRecords';
import type { RecordData } from '../validators';

export class UnrenderedValues {
  private readonly fields = new Map<string, { readonly before: unknown; readonly after: unknown }>();

  /** The form replaced `before` with `after` by itself: the fields that differ wait for a render. */
  set(before: RecordData, after: RecordData): void {
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (same(before[field], after[field])) continue;
      // A field set twice before a render: the rendered form still holds the first `before`.
      const waiting = this.fields.get(field);
      this.fields.set(field, { before: waiting ? waiting.before : before[field], after: after[field] });
    }
  }

  /** The form rendered `shown`: its next report is made from it (a value set after that render still waits). */
  rendered(shown: RecordData): void {
    for (const [field, { after }] of this.fields) {
      if (same(shown[field], after)) this.fields.delete(field);
      else this.fields.set(field, { before: shown[field], after });
    }
  }

  /** The data was replaced wholesale (the form remounts): nothing waits. */
  clear(): void {
    this.fields.clear();
  }

  /** A change reported by the rendered form, with the values it has not shown yet put back. */
  keep(reported: RecordData): RecordData {
    if (!this.fields.size) return reported;
    let kept: Record<string, unknown> | null = null;
    for (const [field, { before, after }] of this.fields) {
      if (same(reported[field], after)) this.fields.delete(field);
      else if (same(reported[field], before)) {
        kept ??= { ...reported };
        if (after === undefined) delete kept[field];
        else kept[field] = after;
      } else this.fields.delete(field);
    }
    return kept ?? reported;
  }
}
