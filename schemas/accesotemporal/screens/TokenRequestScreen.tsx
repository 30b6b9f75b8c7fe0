/**
 * The token tools' form (TOK-01…14): recipient, e-mail and account (picked in the account link
 * modal, TOK-14, TOK-OP03) and, for a VAT refund, an opportunity of that account or a new one
 * (TOK-06). An incomplete request or an invalid address says so and makes no call (TOK-05,
 * TOK-OP04: the same check the server runs, tokenRequest.ts); a user without a contact is told and
 * cannot continue (TOK-13, TOK-OP01); success clears the form (TOK-12).
 */
import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { use, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { isApiError } from '../../../engine/react/api/ApiError';
import { useEngine, useModuleLoaded } from '../../../engine/react/engine/EngineProvider';
import { SearchLinkDialog, type LinkedRecord } from '../../../engine/react/linkSearch/SearchLinkDialog';
import { useLinkKind } from '../../../engine/react/linkSearch/useLinkKind';
import { loadWidgets } from '../../../engine/react/loading/widgetLoader';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { RequiredLabel } from '../../../engine/react/theme/RequiredLabel';
import { completeTokenRequest, CONTACT_PATH, OPPORTUNITIES_PATH, TOKEN_TOOLS, type TokenTool } from '../tokenRequest';

const MODULE = 'accesotemporal';
const NEW_OPPORTUNITY = 'nueva';

export interface TokenRequestScreenProps {
  readonly screen: CustomScreenConfig;
  readonly tool: TokenTool;
}

/** "Name (document)": the account kind's first two columns (TOK-OP03). */
function accountLabel(record: LinkedRecord, fields: readonly string[]): string {
  const [name, code] = fields.map((field) => record.datos[field]);
  return code ? `${String(name ?? record.id)} (${String(code)})` : String(name ?? record.id);
}

/** The form of one token tool. */
export function TokenRequestScreen({ screen, tool }: TokenRequestScreenProps) {
  useModuleLoaded(MODULE);
  // The account link modal's texts are in the catalogue's second part, which loads with the form widgets.
  use(loadWidgets());
  const { registry } = useEngine();
  const titles = registry.get(MODULE).schema.properties as Record<string, { title: string }>;
  const accounts = useLinkKind('cuenta');
  const api = useApiClient();
  const { success, danger } = useNotify();
  const ids = { nombre: useId(), correo: useId(), cuenta: useId(), oportunidad: useId() };
  const [nombre, setNombre] = useState('');
  const [correo, setCorreo] = useState('');
  const [cuenta, setCuenta] = useState<LinkedRecord | null>(null);
  const [oportunidad, setOportunidad] = useState(NEW_OPPORTUNITY);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const vat = tool === 'devolucionIva';
  // TOK-13, TOK-OP01: the server resolves the user's contact; without one the tool cannot be used.
  const contact = useQuery({ queryKey: ['tokenContacto'], queryFn: ({ signal }) => api.get<{ id: number }>(CONTACT_PATH, undefined, signal) });
  const noContact = contact.isError && isApiError(contact.error, 409);
  const told = useRef(false);
  useEffect(() => {
    if (noContact && !told.current) {
      told.current = true;
      danger(t(`${MODULE}.sinContacto`));
    }
  }, [noContact, danger]);
  const opportunities = useQuery({
    queryKey: ['tokenOportunidades', cuenta?.id],
    queryFn: ({ signal }) => api.get<{ datos: Array<{ id: number; nombre: string }> }>(OPPORTUNITIES_PATH, { cuenta: String(cuenta!.id) }, signal),
    enabled: vat && cuenta !== null,
  });

  const clear = () => {
    setNombre('');
    setCorreo('');
    setCuenta(null);
    setOportunidad(NEW_OPPORTUNITY);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sent = completeTokenRequest({ nombre, correo, cuenta: cuenta?.id, oportunidad: vat && oportunidad !== NEW_OPPORTUNITY ? oportunidad : null });
    if (!sent) return danger(t(`${MODULE}.incompleto`));
    setSending(true);
    try {
      await api.post(TOKEN_TOOLS[tool].path, sent);
      success(t(`${MODULE}.creado`));
      clear();
    } catch (error) {
      // The server's own words for what it refused (TOK-05, TOK-08, TOK-13, access); anything else is TOK-11.
      danger(isApiError(error) && error.status >= 400 && error.status < 500 && error.mensaje ? error.mensaje : t(`${MODULE}.error`));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="bo-page">
      <PageHeader title={screen.title} />
      <p className="bo-lead">{t(vat ? `${MODULE}.introIva` : `${MODULE}.introPax`)}</p>
      {noContact && (
        <Callout intent="danger" icon="error" className="bo-callout">
          {t(`${MODULE}.sinContacto`)}
        </Callout>
      )}
      <form onSubmit={(event) => void submit(event)} style={{ maxWidth: 560 }} noValidate>
        <fieldset disabled={noContact || sending} style={{ border: 0, padding: 0, margin: 0 }}>
          <FormGroup label={<RequiredLabel label={titles.nombre.title} required />} labelFor={ids.nombre}>
            <InputGroup id={ids.nombre} value={nombre} onChange={(e) => setNombre(e.target.value)} maxLength={120} aria-required />
          </FormGroup>
          <FormGroup label={<RequiredLabel label={titles.correo.title} required />} labelFor={ids.correo}>
            <InputGroup id={ids.correo} type="email" value={correo} onChange={(e) => setCorreo(e.target.value)} maxLength={254} aria-required />
          </FormGroup>
          <FormGroup label={<RequiredLabel label={titles.cuenta.title} required />} labelFor={ids.cuenta}>
            <div style={{ display: 'flex', gap: 8 }}>
              <InputGroup
                id={ids.cuenta}
                readOnly
                fill
                value={
                  cuenta
                    ? accountLabel(
                        cuenta,
                        accounts.config.columns.map((c) => c.field),
                      )
                    : ''
                }
                aria-required
              />
              <Button icon="search" text={t(`${MODULE}.buscarCuenta`)} onClick={() => setPicking(true)} />
            </div>
          </FormGroup>
          {vat && (
            <FormGroup label={titles.oportunidad.title} labelFor={ids.oportunidad} helperText={cuenta ? undefined : t(`${MODULE}.elegirCuentaPrimero`)}>
              <HTMLSelect
                id={ids.oportunidad}
                value={oportunidad}
                onChange={(e) => setOportunidad(e.target.value)}
                disabled={!cuenta || opportunities.isFetching}
                fill
              >
                <option value={NEW_OPPORTUNITY}>{t(`${MODULE}.nuevaOportunidad`)}</option>
                {(opportunities.data?.datos ?? []).map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {o.nombre}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
          <Button type="submit" intent="primary" icon="envelope" loading={sending} text={t(`${MODULE}.generar`)} />
        </fieldset>
      </form>
      <SearchLinkDialog
        kind="cuenta"
        isOpen={picking}
        multiple={false}
        linkedIds={cuenta ? [cuenta.id] : []}
        onConfirm={([picked]) => {
          setPicking(false);
          if (!picked) return;
          setCuenta(picked);
          setOportunidad(NEW_OPPORTUNITY);
        }}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
