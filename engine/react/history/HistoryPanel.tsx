/**
 * A record's change history (every record form shows it): who, when (dd/MM/yyyy HH:mm), which
 * fields changed by their schema label, before → after as a person reads them (formatted dates and
 * amounts, combo descriptions, one labelled line per item of a list field); the creation
 * as "Alta del registro".
 * Collapsed by default; loads when opened.
 */
import { HTMLTable, Icon, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import '../theme/blueprintLater.css';
import { Fragment, useState } from 'react';
import { t } from '../../core/messages';
import type { HistoryChange, HistoryEntry } from '../data/types';
import { useRecordHistory } from '../data/useRecordHistory';
import { formatDateTime } from '../../core/format/formatDate';
import { historyValueLines, readsTheSame, type HistoryValueContext } from '../../core/format/historyValue';
import type { MaskedProperty } from '../../core/format/fieldDisplay';
import { useComboDescriptions } from '../data/useComboDescriptions';
import { useEngine, useRegisteredModule } from '../engine/EngineProvider';

export interface HistoryPanelProps {
  readonly module: string;
  readonly id: number;
  /** Field label from the schema title. */
  readonly labelOf: (path: string) => string;
  /** Open on first render (stories, tests). */
  readonly defaultOpen?: boolean;
  /** Where the history is read when the module serves it itself (a module without the generic API; same answer shape). */
  readonly url?: string;
}

const systemLabels: Readonly<Record<string, () => string>> = { vigente: () => t('ui.vigente') };

type Properties = Readonly<Record<string, MaskedProperty>>;

/** A value as a person reads it (engine/core/format/historyValue.ts): one line per item of a list field, — when empty. */
function Value({ value, field, properties, context }: { value: unknown; field: string; properties: Properties; context: HistoryValueContext }) {
  const lines = historyValueLines(value, properties[field], context, field);
  if (!lines.length) return <span className="bo-muted">—</span>;
  return (
    <>
      {lines.map((line, i) => (
        <div key={i} className="bo-history-line">
          {line}
        </div>
      ))}
    </>
  );
}

function EntryRows({
  entry,
  labelOf,
  properties,
  context,
}: {
  entry: HistoryEntry;
  labelOf: HistoryPanelProps['labelOf'];
  properties: Properties;
  context: HistoryValueContext;
}) {
  const label = (change: HistoryChange) => {
    const fromSchema = labelOf(change.campo);
    return fromSchema !== change.campo ? fromSchema : (systemLabels[change.campo]?.() ?? change.etiqueta ?? change.campo);
  };
  // A change a person could not see (only a row's internal keys) is left out.
  const changes =
    entry.accion === 'alta'
      ? []
      : entry.cambios.filter((change) => !readsTheSame(change.antes, change.despues, properties[change.campo], context, change.campo));
  const span = Math.max(1, changes.length);
  const who = (
    <>
      <td rowSpan={span} className="bo-history-when">
        {formatDateTime(entry.fecha)}
      </td>
      <td rowSpan={span}>{entry.usuario}</td>
    </>
  );
  if (!changes.length) {
    return (
      <tr>
        {who}
        <td colSpan={3}>{entry.accion === 'alta' ? t('ui.historyCreated') : <span className="bo-muted">—</span>}</td>
      </tr>
    );
  }
  return (
    <>
      {changes.map((change, index) => (
        <tr key={change.campo} className={index === 0 ? 'bo-history-first' : undefined}>
          {index === 0 && who}
          <td>{label(change)}</td>
          <td className="bo-history-value">
            <Value value={change.antes} field={change.campo} properties={properties} context={context} />
          </td>
          <td className="bo-history-value">
            <Value value={change.despues} field={change.campo} properties={properties} context={context} />
          </td>
        </tr>
      ))}
    </>
  );
}

function HistoryBody({ module, id, labelOf, url }: HistoryPanelProps) {
  const query = useRecordHistory(module, id, true, url);
  const { config } = useEngine();
  const properties = useRegisteredModule(config.modules[module]?.schema ?? module).schema.properties as Properties;
  // Combo codes read as their descriptions (the shared combo cache), for the fields that changed.
  const fields = [...new Set((query.data?.datos ?? []).flatMap((entry) => entry.cambios.map((change) => change.campo)))];
  const combos = useComboDescriptions(fields, properties);
  const context: HistoryValueContext = { combos };
  if (query.isPending) return <Spinner size={24} aria-label={t('ui.loading')} />;
  if (query.isError) return <NonIdealState icon="error" description={t('form.loadError')} />;
  if (!query.data.datos.length) return <p className="bo-muted">{t('ui.historyEmpty')}</p>;
  return (
    <HTMLTable compact className="bo-history-table">
      <thead>
        <tr>
          <th scope="col">{t('ui.historyWhen')}</th>
          <th scope="col">{t('ui.historyWho')}</th>
          <th scope="col">{t('ui.historyField')}</th>
          <th scope="col">{t('ui.historyBefore')}</th>
          <th scope="col">{t('ui.historyAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {query.data.datos.map((entry) => (
          <Fragment key={`${entry.version}-${entry.fecha}`}>
            <EntryRows entry={entry} labelOf={labelOf} properties={properties} context={context} />
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** The "Historial" section of a record form; its title is the (Spanish, accessible) toggle. */
export function HistoryPanel(props: HistoryPanelProps) {
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  const title = (
    <button type="button" className="bo-section-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
      {t('ui.history')}
      <Icon icon={open ? 'chevron-up' : 'chevron-down'} className="bo-muted" />
    </button>
  );
  return (
    <Section className="bo-history" title={title} icon="history" compact>
      {open && (
        <SectionCard>
          <HistoryBody {...props} />
        </SectionCard>
      )}
    </Section>
  );
}
