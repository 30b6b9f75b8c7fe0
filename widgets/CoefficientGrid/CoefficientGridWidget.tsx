/**
 * IIBB coefficient grid (ACC-48…56, SUP-31…33): rows of jurisdiction / coefficient (4 decimals) /
 * type with the running total as the user types. The rules are engine/core/coefficients (the same
 * the server runs on save): cells with a problem are marked, a repeated jurisdiction is not taken
 * and says so as a danger notification (ACC-55, SHR-06) and an exempt row gets coefficient 0,
 * read-only (ACC-54, ACC-OP05).
 */
import { Button, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { applyRowType, checkCoefficients, isDuplicateJurisdiction } from '../../engine/core/coefficients/checkCoefficients';
import { acceptsCoefficientInput, formatCoefficient, parseCoefficient, sumCoefficients, toUnits } from '../../engine/core/coefficients/coefficientNumber';
import { EXEMPT_TYPE, type CoefficientRow } from '../../engine/core/coefficients/coefficientTypes';
import { t } from '../../engine/core/messages';
import { jurisdictionCombo, typeOptions } from './gridColumns';
import { useLookup } from '../../engine/react/data/useLookup';
import { useNotify } from '../../engine/react/notifications/useNotify';

export const COEFFICIENT_GRID_WIDGET = 'coefficients';

/**
 * Selects as wide as their longest option (`901 - Ciudad Autónoma de Buenos Aires`, `Convenio
 * Multilateral`): Blueprint's `width: 100%` lets a table cell squeeze them to a few letters.
 */
const CONTENT_WIDTH = { width: 'auto' } as const;

/** Text for screen readers only (the remove column has icon buttons). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The grid; `value` is the array of rows, `onChange` receives the new array. */
export function CoefficientGridWidget({ id, value, onChange, schema, disabled, readonly, label }: WidgetProps) {
  const rows: CoefficientRow[] = Array.isArray(value) ? value : [];
  const jurisdictions = useLookup(jurisdictionCombo(schema));
  const types = typeOptions(schema);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [duplicateRow, setDuplicateRow] = useState<number | null>(null);
  const { danger } = useNotify();
  const locked = disabled || readonly;
  const problems = checkCoefficients(rows);
  const bad = (row: number, column: string) => problems.some((p) => p.row === row && p.column === column && p.key !== 'form.missing');
  const total = sumCoefficients(rows.map((r) => r.coeficiente));
  const totalIntent = toUnits(total) > toUnits(1) ? Intent.DANGER : toUnits(total) === toUnits(1) ? Intent.SUCCESS : Intent.WARNING;

  const update = (index: number, row: CoefficientRow) => onChange(rows.map((r, i) => (i === index ? row : r)));
  const pickJurisdiction = (index: number, jurisdiccion: string) => {
    // ACC-55: a jurisdiction already in the grid is not taken.
    if (jurisdiccion && isDuplicateJurisdiction(rows, jurisdiccion, index)) {
      danger(t('coefficients.duplicate'));
      return setDuplicateRow(index);
    }
    setDuplicateRow(null);
    update(index, { ...rows[index], jurisdiccion: jurisdiccion || undefined });
  };
  const typeCoefficient = (index: number, text: string) => {
    if (!acceptsCoefficientInput(text)) return; // ACC-56: no fifth decimal, letters or second separator
    setDrafts((d) => ({ ...d, [index]: text }));
    update(index, { ...rows[index], coeficiente: parseCoefficient(text) });
  };
  /** Shows the row's stored coefficient again instead of the text being typed. */
  const dropDraft = (index: number) => setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => Number(k) !== index)));
  const pickType = (index: number, tipo: string) => {
    // A half-typed coefficient must not hide the 0 an exempt row gets (ACC-54), even while the box keeps the focus.
    dropDraft(index);
    update(index, applyRowType(rows[index], tipo || undefined));
  };
  const remove = (index: number) => {
    setDrafts({});
    setDuplicateRow(null);
    onChange(rows.filter((_, i) => i !== index));
  };

  return (
    <div className="bo-coefficient-grid" style={{ overflowX: 'auto' }}>
      <table id={id} className="bp6-html-table bp6-compact" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('coefficients.jurisdiction')}</th>
            <th scope="col">{t('coefficients.coefficient')}</th>
            <th scope="col">{t('coefficients.type')}</th>
            {!locked && (
              <th scope="col">
                <span style={VISUALLY_HIDDEN}>{t('coefficients.removeColumn')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={locked ? 3 : 4}>{t('coefficients.empty')}</td>
            </tr>
          )}
          {rows.map((row, index) => {
            const n = index + 1;
            const exempt = row.tipo === EXEMPT_TYPE;
            return (
              <tr key={index}>
                <td>
                  <HTMLSelect
                    className="bo-select"
                    iconName="caret-down"
                    aria-label={`${t('coefficients.jurisdiction')} ${n}`}
                    value={row.jurisdiccion ?? ''}
                    style={CONTENT_WIDTH}
                    disabled={locked}
                    onChange={(e) => pickJurisdiction(index, e.target.value)}
                    aria-invalid={bad(index, 'jurisdiccion') || duplicateRow === index || undefined}
                  >
                    <option value="">{t('select.placeholder')}</option>
                    {(jurisdictions.data ?? []).map((j) => (
                      <option key={j.codigo} value={j.codigo}>
                        {j.codigo} - {j.descripcion}
                      </option>
                    ))}
                  </HTMLSelect>
                </td>
                <td>
                  <InputGroup
                    aria-label={`${t('coefficients.coefficient')} ${n}`}
                    inputMode="decimal"
                    placeholder="0,0000"
                    value={drafts[index] ?? formatCoefficient(row.coeficiente)}
                    disabled={locked}
                    readOnly={exempt}
                    // An exempt row's coefficient is 0 by rule (ACC-54): it looks read-only, not like a box to type in.
                    className={exempt && !locked ? 'bo-input-fixed' : undefined}
                    intent={bad(index, 'coeficiente') ? Intent.DANGER : Intent.NONE}
                    onChange={(e) => typeCoefficient(index, e.target.value)}
                    onBlur={() => dropDraft(index)}
                  />
                </td>
                <td>
                  <HTMLSelect
                    className="bo-select"
                    iconName="caret-down"
                    aria-label={`${t('coefficients.type')} ${n}`}
                    value={row.tipo ?? ''}
                    style={CONTENT_WIDTH}
                    disabled={locked}
                    onChange={(e) => pickType(index, e.target.value)}
                  >
                    <option value="">{t('select.placeholder')}</option>
                    {types.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </HTMLSelect>
                </td>
                {!locked && (
                  <td>
                    <Button variant="minimal" icon="trash" aria-label={t('coefficients.remove', { row: n })} onClick={() => remove(index)} />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {jurisdictions.isError && <p role="alert">{t('coefficients.loadError')}</p>}
      <div className="bo-coefficient-footer" style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 8 }}>
        {!locked && (
          <Button icon="add" onClick={() => onChange([...rows, {}])}>
            {t('coefficients.add')}
          </Button>
        )}
        <span role="status" aria-live="polite">
          <Tag intent={totalIntent} minimal large>
            {t('coefficients.total', { total: formatCoefficient(total) })}
          </Tag>
        </span>
      </div>
    </div>
  );
}
