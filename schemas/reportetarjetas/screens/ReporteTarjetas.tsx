/**
 * `/admin/reportes/tarjetas` (ADM-08, ADM-48, ADM-OP08): who saw which card's data and when — date
 * and time, user, the card masked and its account or supplier — filtered by a date range, a user and
 * an account or supplier, 25 rows per page, exported to CSV or XLSX with the same filters. Admins
 * only (ADM-49): the screen's guard, which the server enforces again.
 */
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useModuleLoaded, useEngine } from '../../../engine/react/engine/EngineProvider';
import { ApiTable, type ApiTableColumn } from '../../../engine/react/list/ApiTable';
import { ExportMenu, ExportProgress } from '../../../engine/react/list/ExportMenu';
import { useApiList } from '../../../engine/react/list/useApiList';
import { useListExport } from '../../../engine/react/list/useListExport';
import { PageHeader } from '../../../engine/react/shell/PageHeader';

const MODULE = 'reportetarjetas';
const PATH = '/api/reportes/tarjetas';
const msg = (key: string) => t(`${MODULE}.${key}`);

interface CardView {
  readonly id: number;
  readonly fecha: string;
  readonly usuario: string;
  readonly tarjeta: string;
  readonly titular: string;
}

const empty = { fechaDesde: '', fechaHasta: '', usuario: '', cuenta: '' };

/** The card-view report. */
export function ReporteTarjetas({ screen }: { readonly screen: CustomScreenConfig }) {
  useModuleLoaded(MODULE);
  const { registry } = useEngine();
  const titles = registry.get(MODULE).schema.properties as Record<string, { title?: string }>;
  const [draft, setDraft] = useState(empty);
  const [filters, setFilters] = useState(empty);
  const list = useApiList<CardView>({ path: PATH, errorText: msg('listError'), pageSize: 25, filters });
  const exporter = useListExport(MODULE, screen.title, Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), `${PATH}/exportar`);
  const columns: ApiTableColumn<CardView>[] = [
    { key: 'fecha', label: titles.fecha?.title ?? 'fecha', render: (row) => new Date(row.fecha).toLocaleString('es-AR') },
    { key: 'usuario', label: titles.usuario?.title ?? 'usuario', render: (row) => row.usuario },
    { key: 'tarjeta', label: titles.tarjeta?.title ?? 'tarjeta', render: (row) => row.tarjeta },
    { key: 'titular', label: titles.titular?.title ?? 'titular', render: (row) => row.titular },
  ];
  const field = (name: keyof typeof empty, label: string, type = 'text') => (
    <FormGroup label={label} labelFor={`reporte-${name}`} inline>
      <InputGroup id={`reporte-${name}`} type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </FormGroup>
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} actions={<ExportMenu running={exporter.running} onExport={(format) => void exporter.start(format)} />} />
      <div className="bo-panel">
        <form className="bo-report-filters" onSubmit={apply} aria-label={msg('filtrar')}>
          {field('fechaDesde', msg('fechaDesde'), 'date')}
          {field('fechaHasta', msg('fechaHasta'), 'date')}
          {field('usuario', msg('usuario'))}
          {field('cuenta', msg('cuenta'))}
          <Button type="submit" icon="filter" text={msg('filtrar')} />
        </form>
        <ExportProgress running={exporter.running} received={exporter.received} />
        <ApiTable list={list} columns={columns} rowKey={(row) => row.id} label={screen.title} />
      </div>
    </div>
  );
}
