/** The columns of a combos table (ADM-02, ADM-26): its name, the fields that read it, its counts. */
import type { ApiTableColumn } from '../../../engine/react/list/ApiTable';
import { msg, type ComboRow } from './comboAdmin';

/** Built when drawn: the module's messages are in by then. */
export const comboColumns = (): readonly ApiTableColumn<ComboRow>[] => [
  { key: 'combo', label: msg('colCombo'), render: (row) => row.combo },
  { key: 'campos', label: msg('colUsadoEn'), render: (row) => row.campos.join(', ') },
  { key: 'propio', label: msg('colPropio'), render: (row) => (row.propio ? msg('yes') : msg('no')) },
  { key: 'valores', label: msg('colValores'), render: (row) => row.valores },
  { key: 'vigentes', label: msg('colVigentes'), render: (row) => row.vigentes },
];
