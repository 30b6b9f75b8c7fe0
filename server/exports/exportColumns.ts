/** Which columns an export writes: those of the module's list screen, with their labels and kinds. */
import type { ColumnConfig, ListScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RecordDto } from '../modules/recordDto';
import { exportValue, type ExportCell } from '../../engine/core/export/exportValue';
import { choiceDisplay, displayMaskOf, maskedDisplay, type MaskedProperty } from '../../engine/core/format/fieldDisplay';
import { NUMERIC_MASKS } from '../../engine/core/format/columnAlign';
import { comboDisplay, comboOf } from '../../engine/core/format/comboDisplay';

/** Descriptions of the combos an export needs: combo → code → description. */
export type ComboDescriptions = ReadonlyMap<string, ReadonlyMap<string, string>>;

export interface ExportColumn {
  readonly field: string;
  readonly label: string;
  readonly kind: 'date' | 'other';
  /** The field's schema when it has a text mask or display (CUIT, document, phone, route, card): cells read as in the list. */
  readonly masked?: MaskedProperty;
  /** The combo of a combo field: cells read as the option's description, as in the list. */
  readonly combo?: string;
  /** The field's schema when it is a `oneOf` choice: cells read as the choice's title (Persona, Prospect). */
  readonly choices?: MaskedProperty;
}

const systemDates = new Set(['creadoEn', 'modificadoEn']);

export function exportColumns(config: ScreensConfig, moduleName: string, module: RegisteredModule): ExportColumn[] {
  const screen = config.screens.find((s): s is ListScreenConfig => s.kind === 'list' && s.module === moduleName);
  const columns: readonly ColumnConfig[] = screen?.columns ?? [...module.fields].map((field) => ({ field, label: module.labels[field] }));
  return columns.map((column) => {
    const property = module.schema.properties[column.field];
    const format = property?.format;
    // A document read like a mask (`x-display`) is written as the list shows it (decision in docs/decisions.md).
    const mask = displayMaskOf(property);
    return {
      field: column.field,
      label: column.label,
      kind: systemDates.has(column.field) || format === 'date' || format === 'date-time' ? 'date' : 'other',
      masked: mask !== undefined && !NUMERIC_MASKS.has(mask) ? property : undefined,
      combo: comboOf(property),
      choices: Array.isArray(property?.oneOf) ? property : undefined,
    };
  });
}

export function exportRow(record: RecordDto, columns: readonly ExportColumn[], combos: ComboDescriptions = new Map()): ExportCell[] {
  return columns.map((column) => {
    const value = column.field in record.datos ? record.datos[column.field] : (record as unknown as Record<string, unknown>)[column.field];
    const masked = column.masked
      ? maskedDisplay(value, column.masked)
      : column.combo
        ? comboDisplay(value, combos.get(column.combo))
        : column.choices
          ? choiceDisplay(value, column.choices)
          : null;
    return masked !== null ? masked : exportValue(value, column.kind);
  });
}
