/**
 * `/admin/combos/` (ADM-02): every combo, under each module that has it (a combo two modules use is
 * listed under both), with its counts; a row opens its values. `Se produjo un error al cargar los
 * combos.` when they fail (ADM-27).
 */
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { ApiTable } from '../../../engine/react/list/ApiTable';
import { useApiList } from '../../../engine/react/list/useApiList';
import { useNavigate } from '../../../engine/react/router/Router';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { comboColumns } from './comboColumns';
import { adminApi, msg, screens, useScreenPath, useComboAdminLoaded, type ComboRow } from './comboAdmin';

export function CombosTodos({ screen }: { readonly screen: CustomScreenConfig }) {
  useComboAdminLoaded();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const list = useApiList<ComboRow>({ path: adminApi.combos, errorText: t('lookup.adminError') });
  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <ApiTable
        list={list}
        label={screen.title}
        rowKey={(row) => `${row.modulo}/${row.combo}`}
        onOpen={(row) => navigate(pathOf(screens.values, { modulo: row.modulo, combo: row.combo }))}
        columns={[{ key: 'modulo', label: msg('colModulo'), render: (row) => row.titulo ?? row.modulo }, ...comboColumns()]}
      />
    </div>
  );
}
