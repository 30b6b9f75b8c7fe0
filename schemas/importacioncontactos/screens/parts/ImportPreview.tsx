/**
 * The dry run's result (ADM-54, ADM-OP05, ADM-OP06): the totals, a filter by state, and every row
 * paged from the server with its badge (Nuevo, Existe, Con errores), its values and why it exists
 * or what is wrong.
 */
import { Button, ButtonGroup, Tag, type Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { ApiTable, type ApiTableColumn } from '../../../../engine/react/list/ApiTable';
import { useApiList } from '../../../../engine/react/list/useApiList';
import { BASE, msg, rowDetail, shownDate, type Job, type JudgedRow, type RowState } from './importApi';

const INTENTS: Record<RowState, Intent> = { nuevo: 'success', existente: 'primary', invalido: 'danger' };
const STATES: readonly RowState[] = ['nuevo', 'existente', 'invalido'];

export function ImportPreview({
  job,
  titles,
  labelOf,
}: {
  readonly job: Job;
  readonly titles: Record<string, string>;
  readonly labelOf: (field: string) => string;
}) {
  const [estado, setEstado] = useState<RowState | ''>('');
  const list = useApiList<JudgedRow>({ path: `${BASE}/${job.id}/filas`, errorText: msg('listError'), pageSize: 25, filters: { estado } });
  const text = (row: JudgedRow, field: string) => String(row.datos[field] ?? '');
  const columns: ApiTableColumn<JudgedRow>[] = [
    { key: 'fila', label: titles.fila, render: (row) => row.fila },
    {
      key: 'estado',
      label: titles.estado,
      render: (row) => (
        <Tag intent={INTENTS[row.estado]} minimal={row.estado !== 'nuevo'} round>
          {msg(row.estado)}
        </Tag>
      ),
    },
    { key: 'nombre', label: titles.nombre, render: (row) => text(row, 'nombre') },
    { key: 'apellido', label: titles.apellido, render: (row) => text(row, 'apellido') },
    { key: 'email', label: titles.email, render: (row) => text(row, 'email') },
    { key: 'documento', label: titles.documento, render: (row) => text(row, 'documento') },
    { key: 'fechaNacimiento', label: titles.fechaNacimiento, render: (row) => shownDate(row.datos.fechaNacimiento) },
    {
      key: 'detalle',
      label: titles.detalle,
      render: (row) => <span style={row.estado === 'invalido' ? { color: '#ac2f33' } : undefined}>{rowDetail(row, labelOf)}</span>,
    },
  ];
  const count = (state: RowState | '') => (state ? job.totales[state] : job.totales.total);
  return (
    <>
      <ButtonGroup style={{ marginBottom: 12 }} aria-label={titles.estado}>
        {(['', ...STATES] as const).map((state) => (
          <Button
            key={state || 'todas'}
            active={estado === state}
            onClick={() => setEstado(state)}
            intent={state && estado === state ? INTENTS[state] : 'none'}
          >
            {`${state ? msg(state) : msg('todas')} (${count(state).toLocaleString('es-AR')})`}
          </Button>
        ))}
      </ButtonGroup>
      <ApiTable list={list} columns={columns} rowKey={(row) => row.fila} label={msg('resumen', { ...job.totales })} />
    </>
  );
}
