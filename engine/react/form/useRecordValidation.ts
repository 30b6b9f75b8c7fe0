/**
 * What a record form says about its values: Spanish validation of the schema, the module's rules
 * (fast feedback as fields change; every rule again on "Guardar"), combo codes the loaded options do
 * not hold, the server's field errors, and the required-fields summary (SHR-07). A rule may prefill
 * empty fields and show a notice (FormEffects).
 */
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { refusalText } from '../../core/form/refusalText';
import { isBlank } from '../../core/blank';
import { t } from '../../core/messages';
import { missingRequiredFields, type MissingField } from '../../core/missingRequiredFields';
import type { RegisteredModule } from '../../core/schemaRegistry';
import { blockingIssues, doubtsOf, type Issue } from '../../core/validators';
import type { RecordData } from '../data/types';
import { useEngine } from '../engine/EngineProvider';
import { useNotify } from '../notifications/useNotify';
import { spanishErrors } from '../validation/transformErrors';
import { toFieldErrorSchema } from './fieldErrors';
import { fieldLabeler } from './fieldLabel';
import { useComboValueIssues } from './useComboValueIssues';
import type { RecordDataController } from './useRecordData';
import { useRecordRules } from './useRecordRules';

export interface RecordValidationOptions {
  readonly module: RegisteredModule;
  readonly mode: 'create' | 'edit';
  readonly recordId?: number;
  readonly readOnly: boolean;
  readonly data: RecordDataController;
  readonly fieldNames: readonly string[];
  /** Shows a field's tab and focuses it. */
  readonly goToField: (path: string) => void;
  /** Message key said as a danger notice instead of the summary when required fields are missing (ADM-41, ADM-74). */
  readonly requiredNotice?: string;
}

/** The form's errors, the rules' state and the summary of missing fields. */
export function useRecordValidation({ module, mode, recordId, readOnly, data, fieldNames, goToField, requiredNotice }: RecordValidationOptions) {
  const { validatorFor } = useEngine();
  const { warning, danger } = useNotify();
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  // What a rule may do to the form (FormEffects): prefill empty fields, show a notice.
  const rules = useRecordRules(module, mode, recordId, {
    fill: (values, options) => {
      if (readOnly) return;
      const current = data.current();
      const holdsNothing = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.length === 0);
      const given = Object.entries(values).filter(([field, value]) => (options?.overwrite || holdsNothing(current[field])) && current[field] !== value);
      if (given.length) data.fill(Object.fromEntries(given));
    },
    notice: (intent, key, args) => (intent === 'danger' ? danger : warning)(t(key, args ?? {})),
  });
  const [missing, setMissingFields] = useState<MissingField[]>([]);
  // A module that names a notice for missing fields says it (danger) and focuses the first one, no summary dialog (ADM-74).
  const setMissing = (found: MissingField[]) => {
    if (!requiredNotice || !found.length) return setMissingFields(found);
    danger(t(requiredNotice));
    goToField(found[0].path);
  };
  // Combo codes at every depth the browser can judge (its loaded options), as the server does.
  const comboIssues = useComboValueIssues(module.schema, data.formData, data.baseData);
  // rjsf blocks a submit on any extraErrors object, even empty: pass none when there are none.
  const { serverErrors } = data;
  const extraErrors: ErrorSchema | undefined = useMemo(() => {
    // A doubt (Issue.confirm) is no field error: "Guardar" asks about it instead.
    const messages = [...serverErrors, ...blockingIssues([...rules.issues, ...comboIssues]).map((i) => ({ path: i.path, message: t(i.key, i.args ?? {}) }))];
    return messages.length ? toFieldErrorSchema(messages, module.schema) : undefined;
  }, [serverErrors, rules.issues, comboIssues, module.schema]);

  /**
   * Every rule on the data "Guardar" would save: a refusal is said (a danger notice, the summary, or
   * its field focused) and answers null; otherwise the doubts the user must confirm (none: save).
   */
  const judge = async (values: RecordData): Promise<readonly Issue[] | null> => {
    const issues = await rules.runAll(values);
    const blocking = blockingIssues(issues);
    // A refusal the spec says as a danger notice (ACC-47) is said as such, in its exact words.
    const said = blocking.find((issue) => issue.notice === 'danger');
    if (said) {
      danger(t(said.key, said.args ?? {}));
      goToField(said.path);
      return null;
    }
    if (blocking.length) {
      // A rule refusing a field that holds nothing (no address) names it in the summary (SHR-07).
      const found = missingRequiredFields(
        blocking.map((issue) => ({ property: issue.path })),
        labelOf,
        fieldNames,
        values,
      );
      if (found.length) setMissing(found);
      else goToField(blocking[0].path);
      return null;
    }
    // A rule could not check (a look-up failed): the user confirms, then the save goes on (CON-OP11).
    return doubtsOf(issues);
  };

  return {
    labelOf,
    validator: validatorFor(module),
    transformErrors: spanishErrors(labelOf, { module: module.name, schema: module.schema }),
    extraErrors,
    missing,
    /** Values changed: the rules that read them run again. */
    changed: rules.changed,
    judge,
    /**
     * rjsf onError: missing required fields open the summary; other errors focus the first field and
     * are said in a notice too, so that a refused save always tells why (an error on a field the
     * form does not show would otherwise refuse in silence).
     */
    onError: (errors: RJSFValidationError[]) => {
      // Every missing field of the form, whatever tab it is on (SHR-07): the data tells an empty list or a rule's "at least one" apart.
      const found = missingRequiredFields(errors, labelOf, fieldNames, data.current());
      if (found.length) setMissing(found);
      else if (errors[0]) {
        danger(refusalText(errors));
        goToField(errors[0].property?.replace(/^\./, '') ?? '');
      }
    },
    /** Closes the summary; with a path, shows that field's tab and focuses it. */
    closeSummary: (focus?: string) => {
      setMissingFields([]);
      if (focus) setTimeout(() => goToField(focus), 0);
    },
  };
}
