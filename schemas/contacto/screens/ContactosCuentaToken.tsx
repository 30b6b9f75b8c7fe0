/**
 * Home of a contacts token (TOK-02, TOK-OP02, HOM-05, decision 160): a temporary access bound to an
 * account only. It greets the recipient by the name the token was issued to (`Bienvenido, {name}`),
 * names the account and lists its contacts; adding one opens the contact form at the account's
 * create path, editing one its edit form, each coming back here once saved (`?volver=`). The server
 * answers the token only its account's contacts (recordScope.token of the contact module). A token
 * bound to no account is greeted and told there is nothing to load.
 */
import { Button, ButtonGroup, Callout, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useModuleList } from '../../../engine/react/data/useModuleList';
import { useModule } from '../../../engine/react/engine/EngineProvider';
import { formatValue } from '../../../engine/react/format/formatValue';
import { useLocation, useNavigate } from '../../../engine/react/router/Router';
import { useSession } from '../../../engine/react/session/SessionProvider';
import { PageHeader } from '../../../engine/react/shell/PageHeader';

const MODULE = 'contacto';
const msg = (key: string, args?: Record<string, string>) => t(`${MODULE}.${key}`, args);
const COLUMNS = ['mostrarNombre', 'tipoDocumento', 'documento', 'email'] as const;

/** The contacts of the token's account (registered as a custom screen; Home shows it to an account's token). */
export function ContactosCuentaToken(_props: { readonly screen?: CustomScreenConfig }) {
  const { principal, displayName } = useSession();
  const { module } = useModule(MODULE);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const cuenta = principal?.token?.cuenta ?? null;
  const accountName = cuenta === null ? '' : (principal?.token?.nombres?.[String(cuenta)] ?? String(cuenta));
  const list = useModuleList(MODULE, { cuenta: String(cuenta ?? 0), vigente: 'true', limit: '100', offset: '0' }, cuenta !== null);
  const back = encodeURIComponent(`${pathname}${search}`);
  const welcome = t('ui.homeWelcome', { name: displayName });

  if (cuenta === null) {
    return (
      <div className="bo-page bo-home">
        <PageHeader title={welcome} />
        <Callout intent={Intent.WARNING} icon="info-sign" className="bo-callout">
          {msg('tokenSinCuenta')}
        </Callout>
      </div>
    );
  }
  const properties = module.schema.properties;
  const title = msg('tokenCuenta', { cuenta: accountName });
  return (
    <div className="bo-page bo-home">
      <PageHeader
        title={welcome}
        actions={<Button intent={Intent.PRIMARY} icon="plus" text={msg('tokenAgregar')} onClick={() => navigate(`/contactocuenta/${cuenta}?volver=${back}`)} />}
      />
      <div className="bo-panel">
        <h2 className="bp6-heading">{title}</h2>
        {list.isError ? (
          <Callout intent={Intent.DANGER} icon="error">
            {msg('listError')}
          </Callout>
        ) : !list.data ? (
          <Spinner size={24} aria-label={t('ui.loading')} />
        ) : list.data.datos.length === 0 ? (
          <NonIdealState icon="people" title={msg('tokenSinContactos')} />
        ) : (
          <HTMLTable striped className="bo-table" aria-label={title}>
            <thead>
              <tr>
                {COLUMNS.map((field) => (
                  <th key={field}>{properties[field]?.title ?? field}</th>
                ))}
                <th>
                  <span className="bo-visually-hidden">{msg('tokenAcciones')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.datos.map((row) => (
                <tr key={row.id}>
                  {COLUMNS.map((field) => (
                    <td key={field}>{formatValue(row.datos[field], properties[field])}</td>
                  ))}
                  <td>
                    <ButtonGroup minimal>
                      <Button icon="edit" text={msg('tokenEditar')} onClick={() => navigate(`/contacto/${row.id}?volver=${back}`)} />
                    </ButtonGroup>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </div>
    </div>
  );
}
