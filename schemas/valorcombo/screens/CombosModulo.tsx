/**
 * `/admin/combos/{modulo}` (ADM-03, ADM-25, ADM-26, ADM-27): a module's configuration, read-only
 * (`admin get/modulo`; there is no module save, ADM-OP10), and its combos (`admin listar/combos`),
 * each opening its values. `Se produjo un error al cargar los combos.` when the combos fail.
 */
import { Button, Callout, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { useEngine } from '../../../engine/react/engine/EngineProvider';
import { ApiTable } from '../../../engine/react/list/ApiTable';
import { useApiList } from '../../../engine/react/list/useApiList';
import { useLoadFailureNotice } from '../../../engine/react/notifications/useFailureNotice';
import { useParams } from '../../../engine/react/router/RouteParams';
import { useNavigate } from '../../../engine/react/router/Router';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { comboColumns } from './comboColumns';
import { adminApi, msg, screens, useComboAdminLoaded, useScreenPath, type ComboRow } from './comboAdmin';

interface ModuleConfigAnswer {
  readonly datos: {
    readonly modulo: string;
    readonly titulo: string;
    readonly esquema: string;
    readonly pantallas: readonly { readonly titulo: string; readonly ruta: string }[];
    readonly combos: readonly string[];
  };
}

/** The module's configuration as a read-only description list. */
function ModuleSettings({ modulo }: { readonly modulo: string }) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['api-list', adminApi.module(modulo)],
    queryFn: ({ signal }) => api.get<ModuleConfigAnswer>(adminApi.module(modulo), undefined, signal),
  });
  const error = useLoadFailureNotice(query.isError, query.error, msg('modulesError'), query.errorUpdateCount);
  if (query.isPending) return <Spinner size={24} aria-label={t('ui.loading')} />;
  if (query.isError) return <Callout intent="danger">{error}</Callout>;
  const { datos } = query.data;
  return (
    <section aria-label={msg('moduleConfig')}>
      <H4>{msg('moduleConfig')}</H4>
      <HTMLTable compact aria-label={msg('moduleConfig')}>
        <tbody>
          <tr>
            <th scope="row">{msg('colModulo')}</th>
            <td>
              {datos.titulo} ({datos.modulo})
            </td>
          </tr>
          <tr>
            <th scope="row">{msg('colCombos')}</th>
            <td>{datos.combos.join(', ')}</td>
          </tr>
          {datos.pantallas.map((pantalla) => (
            <tr key={pantalla.ruta}>
              <th scope="row">{pantalla.titulo}</th>
              <td>{pantalla.ruta}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

export function CombosModulo({ screen }: { readonly screen: CustomScreenConfig }) {
  useComboAdminLoaded();
  const modulo = useParams().modulo ?? '';
  const titulo = useEngine().config.modules[modulo]?.title ?? modulo;
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const list = useApiList<ComboRow>({ path: adminApi.moduleCombos(modulo), errorText: t('lookup.adminError') });
  return (
    <div className="bo-page">
      <PageHeader
        title={msg('moduleTitle', { modulo: titulo })}
        actions={<Button icon="chevron-left" text={t('ui.back')} onClick={() => navigate(pathOf(screens.all, {}))} />}
      />
      <ModuleSettings modulo={modulo} />
      <H4 style={{ marginTop: 24 }}>{screen.title}</H4>
      <ApiTable
        list={list}
        label={screen.title}
        rowKey={(row) => row.combo}
        onOpen={(row) => navigate(pathOf(screens.values, { modulo, combo: row.combo }))}
        columns={comboColumns()}
      />
    </div>
  );
}
