/**
 * `/admin` (ADM-01, ADM-23, ADM-24): the admin area's landing. The modules that have combos (`admin
 * listar/modulos`, `datos.lista`), each opening its combos; `Se produjo un error al cargar los
 * módulos.` when they fail. Then the other entries of the admin menu group the user may open
 * (teams, sellers, permissions...: whatever the modules put there), linked by their configured paths.
 */
import { Card, H4, Icon, type IconName } from '@blueprintjs/core';
import { menuSiblings, visibleMenu } from '../../../engine/core/visibleMenu';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useEngine } from '../../../engine/react/engine/EngineProvider';
import { ApiTable } from '../../../engine/react/list/ApiTable';
import { useApiList } from '../../../engine/react/list/useApiList';
import { Link } from '../../../engine/react/router/Link';
import { useNavigate } from '../../../engine/react/router/Router';
import { useSession } from '../../../engine/react/session/SessionProvider';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { adminApi, msg, screens, useComboAdminLoaded, useScreenPath } from './comboAdmin';

interface ModuleRow {
  readonly modulo: string;
  readonly titulo: string;
  readonly combos: number;
}

export function AdminInicio({ screen }: { readonly screen: CustomScreenConfig }) {
  const { config } = useEngine();
  const { principal } = useSession();
  useComboAdminLoaded();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const list = useApiList<ModuleRow>({ path: adminApi.modules, errorText: msg('modulesError') });
  const areas = menuSiblings(visibleMenu(config, principal), screen.id);
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <H4>{msg('modulesTitle')}</H4>
      <ApiTable
        list={list}
        label={msg('modulesTitle')}
        rowKey={(row) => row.modulo}
        onOpen={(row) => navigate(pathOf(screens.module, { modulo: row.modulo }))}
        columns={[
          { key: 'titulo', label: msg('colModulo'), render: (row) => row.titulo },
          { key: 'combos', label: msg('colCombos'), render: (row) => row.combos },
        ]}
      />
      {areas.length > 0 && (
        <>
          <H4 style={{ marginTop: 24 }}>{msg('otherAreas')}</H4>
          <div className="bo-home-grid">
            {areas.map((entry) => (
              <Link key={entry.path} to={entry.path!} className="bo-home-link">
                <Card interactive className="bo-home-card">
                  <Icon icon={(entry.icon as IconName | undefined) ?? 'application'} size={24} className="bo-home-icon" />
                  <H4>{entry.label}</H4>
                </Card>
              </Link>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
