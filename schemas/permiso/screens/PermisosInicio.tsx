/**
 * `/admin/permisos/` (ADM-10, ADM-63): the permissions landing page, empty but for the way to each
 * area's list: one card per area of the `areasPermiso` combo (ADM-62, section 4.2) with what the
 * area gives (`extra.detalle`), the generic ones by type (`extra.generico`, ROL-OP02) apart, at
 * `/admin/permisos/gestion/tipo/{tipo}` (ADM-12); each group a navigation landmark. The system area
 * is offered to admins only: nobody else may list it (ADM-OP01).
 */
import { Callout, Card, H4, H5, Icon, Intent, Spinner } from '@blueprintjs/core';
import { t } from '../../../engine/core/messages';
import { passesOnFilteredList } from '../../../engine/core/routeScreens/listFilterRecord';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useLookup, type LookupOption } from '../../../engine/react/data/useLookup';
import { useModule } from '../../../engine/react/engine/EngineProvider';
import { Link } from '../../../engine/react/router/Link';
import { useSession } from '../../../engine/react/session/SessionProvider';
import { PageHeader } from '../../../engine/react/shell/PageHeader';

const extraOf = (option: LookupOption) => (option.extra && typeof option.extra === 'object' ? (option.extra as { generico?: unknown; detalle?: unknown }) : {});
const generic = (option: LookupOption) => extraOf(option).generico === true;

function AreaCards({ label, areas, pathOf }: { label: string; areas: readonly LookupOption[]; pathOf: (code: string) => string }) {
  return (
    <nav aria-label={label} className="bo-home-grid">
      {areas.map((area) => {
        const detalle = extraOf(area).detalle;
        return (
          <Link key={area.codigo} to={pathOf(area.codigo)} className="bo-home-link">
            <Card interactive className="bo-home-card">
              <Icon icon="key" size={20} className="bo-home-icon" />
              <div>
                <H4>{area.descripcion}</H4>
                {typeof detalle === 'string' && <p className="bo-muted bo-card-detail">{detalle}</p>}
              </div>
            </Card>
          </Link>
        );
      })}
    </nav>
  );
}

/** The landing page. */
export function PermisosInicio({ screen }: { readonly screen: CustomScreenConfig }) {
  const { config } = useModule('permiso');
  const { principal } = useSession();
  const areas = useLookup('areasPermiso');
  // Only the areas whose list the user may open (the module's read guard on that area's records).
  const open = (areas.data ?? []).filter((area) => passesOnFilteredList(principal, config.access.read, { area: area.codigo }));
  const byArea = open.filter((area) => !generic(area));
  const byType = open.filter(generic);
  return (
    <div className="bo-page">
      <PageHeader title={screen.title ?? config.title} />
      {areas.isPending ? (
        <Spinner size={32} aria-label={t('ui.loading')} />
      ) : areas.isError ? (
        <Callout intent={Intent.DANGER} className="bo-callout">
          {t('permiso.areasError')}
        </Callout>
      ) : (
        <>
          <p className="bo-lead">{t('permiso.inicio')}</p>
          <AreaCards label={t('permiso.areas')} areas={byArea} pathOf={(code) => `/admin/permisos/gestion/${encodeURIComponent(code)}`} />
          {byType.length > 0 && (
            <>
              <H5 className="bo-section-title">{t('permiso.areasGenericas')}</H5>
              <AreaCards label={t('permiso.areasGenericas')} areas={byType} pathOf={(code) => `/admin/permisos/gestion/tipo/${encodeURIComponent(code)}`} />
            </>
          )}
        </>
      )}
    </div>
  );
}
