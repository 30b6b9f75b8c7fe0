/**
 * One export cell as CSV writes it: numbers as numbers, dates DD/MM/YYYY (CST-54), empty as '',
 * text neutralised against formulas (neutralizeCell). The writer quotes every text cell, so a
 * separator or quote inside it can never start a new cell, whatever separator the reader uses.
 */
import { formatExportDate, isExportDate, type ExportCell } from './exportValue';
import { neutralizeCell } from './neutralizeCell';

export function csvCell(cell: ExportCell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'number') return cell;
  if (isExportDate(cell)) return formatExportDate(cell);
  return neutralizeCell(cell);
}
