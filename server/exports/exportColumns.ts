/** Which columns an export writes: those of the module's list screen, with their labels and kinds. */
import type { ColumnConfig, ListScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';
import type { RegisteredModule } from '../../engine/core/schemaRegistry';
import type { RecordDto } from '../modules/recordDto';
import { exportValue, type ExportCell } from '../../engine/core/export/exportValue';

export interface ExportColumn {
  readonly field: string;
  readonly label: string;
  readonly kind: 'date' | 'other';
}

const systemDates = new Set(['creadoEn', 'modificadoEn']);

export function exportColumns(config: ScreensConfig, moduleName: string, module: RegisteredModule): ExportColumn[] {
  const screen = config.screens.find((s): s is ListScreenConfig => s.kind === 'list' && s.module === moduleName);
  const columns: readonly ColumnConfig[] = screen?.columns ?? [...module.fields].map((field) => ({ field, label: module.labels[field] }));
  return columns.map((column) => {
    const format = module.schema.properties[column.field]?.format;
    return { field: column.field, label: column.label, kind: systemDates.has(column.field) || format === 'date' || format === 'date-time' ? 'date' : 'other' };
  });
}

export function exportRow(record: RecordDto, columns: readonly ExportColumn[]): ExportCell[] {
  return columns.map((column) => {
    const value = column.field in record.datos ? record.datos[column.field] : (record as unknown as Record<string, unknown>)[column.field];
    return exportValue(value, column.kind);
  });
}
