/**
 * `/admin/combos/{modulo}/{combo}` (ADM-04, ADM-28..30): a combo's values, inactive ones included
 * (`admin listar/combos/lista`), paged and searchable; a row opens its form, "Nuevo" a new value.
 * `Vigente` flips at once and goes back if the server refuses (ADM-20, ADM-21, `admin combos/toggle`);
 * a user without write access hears `No tiene permisos para realizar esta acción` and nothing is
 * called (ADM-17), as with "Nuevo". Every form's combo sees the change (decision 150).
 */
import { Button, Callout, Switch } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { dropLookup } from '../../../engine/react/data/useLookup';
import { useEngine } from '../../../engine/react/engine/EngineProvider';
import { ApiTable } from '../../../engine/react/list/ApiTable';
import { apiListKey, useApiList } from '../../../engine/react/list/useApiList';
import { useOptimisticFlags } from '../../../engine/react/list/useOptimisticFlags';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { useParams } from '../../../engine/react/router/RouteParams';
import { useNavigate } from '../../../engine/react/router/Router';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { adminApi, msg, screens, useCanWriteCombos, useComboAdminLoaded, useScreenPath, type ComboValue } from './comboAdmin';

export function ComboValores({ screen }: { readonly screen: CustomScreenConfig }) {
  useComboAdminLoaded();
  const { modulo = '', combo = '' } = useParams();
  const titulo = useEngine().config.modules[modulo]?.title ?? modulo;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const { danger } = useNotify();
  const canWrite = useCanWriteCombos();
  const flags = useOptimisticFlags();
  const list = useApiList<ComboValue>({ path: adminApi.values(modulo, combo), errorText: msg('listError'), pageSize: 25 });
  const origen = typeof list.extra?.origen === 'string' ? list.extra.origen : null;
  const denied = () => danger(t('action.denied'));

  const toggle = (row: ComboValue) =>
    canWrite
      ? flags.flip(String(row.id), row.vigente, async () => {
          const { datos } = await api.post<{ datos: ComboValue }>(adminApi.toggle(modulo, combo, row.id), { version: row.version });
          list.replaceRow((r) => r.id === row.id, datos);
          await dropLookup(queryClient, combo);
          void queryClient.invalidateQueries({ queryKey: apiListKey(adminApi.combos) });
          void queryClient.invalidateQueries({ queryKey: apiListKey(adminApi.moduleCombos(modulo)) });
        })
      : denied();

  return (
    <div className="bo-page">
      <PageHeader
        title={msg('listTitle', { combo, modulo: titulo })}
        actions={
          <>
            <Button icon="chevron-left" text={t('ui.back')} onClick={() => navigate(pathOf(screens.module, { modulo }))} />
            {!origen && (
              <Button
                icon="plus"
                intent="primary"
                text={t('ui.new')}
                onClick={() => (canWrite ? navigate(pathOf(screens.create, { modulo, combo })) : denied())}
              />
            )}
          </>
        }
      />
      {!canWrite && <Callout icon="info-sign">{msg('readOnly')}</Callout>}
      {origen && <Callout icon="info-sign">{msg('fedCombo', { origen })}</Callout>}
      <ApiTable
        list={list}
        label={screen.title}
        searchLabel={t('ui.search')}
        rowKey={(row) => row.id}
        onOpen={(row) => navigate(pathOf(screens.edit, { modulo, combo, id: row.id }))}
        columns={[
          { key: 'codigo', label: msg('colCodigo'), render: (row) => row.codigo },
          { key: 'descripcion', label: msg('colDescripcion'), render: (row) => row.descripcion },
          { key: 'orden', label: msg('colOrden'), render: (row) => row.orden },
          {
            key: 'vigente',
            label: msg('colVigente'),
            render: (row) => (
              <span role="presentation" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                <Switch
                  className="bo-row-switch"
                  role="switch"
                  aria-label={`${msg('colVigente')} ${row.codigo}`}
                  checked={flags.shown(String(row.id), row.vigente)}
                  disabled={!!origen || flags.busy(String(row.id))}
                  onChange={() => void toggle(row)}
                />
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
