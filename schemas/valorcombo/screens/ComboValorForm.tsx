/**
 * `/admin/combos/formulario/{modulo}/{combo}/{id}` (ADM-05, ADM-31..33, ADM-35) and its create path
 * without `{id}`: a combo value's form, the module's schema drawn by the engine's form. The code is
 * fixed once created; Guardar saves (`admin modulo/combo/registro/save`), says `Se guardaron
 * correctamente los datos` and goes back to the combo's list (ADM-35, ADM-OP03); a failed save says
 * `Se produjo un error al guardar el registro.` with the server's field problems under the fields
 * (ADM-33). A user without write access sees it read-only (soloVer, ADM-18), and Guardar says
 * `No tiene permisos para realizar esta acción` without any call (ADM-17).
 */
import { Button, Callout, Intent, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { t } from '../../../engine/core/messages';
import type { CustomScreenConfig } from '../../../engine/core/screenConfig';
import { useApiClient } from '../../../engine/react/api/ApiClientProvider';
import { dropLookup } from '../../../engine/react/data/useLookup';
import { useEngine, useModule } from '../../../engine/react/engine/EngineProvider';
import { EngineForm } from '../../../engine/react/form/EngineForm';
import { fieldLabeler } from '../../../engine/react/form/fieldLabel';
import { toFieldErrorSchema, type FieldMessageAt } from '../../../engine/react/form/fieldErrors';
import { apiListKey } from '../../../engine/react/list/useApiList';
import { useLoadFailureNotice, useSaveFailure } from '../../../engine/react/notifications/useFailureNotice';
import { useNotify } from '../../../engine/react/notifications/useNotify';
import { useParams } from '../../../engine/react/router/RouteParams';
import { useNavigate } from '../../../engine/react/router/Router';
import { PageHeader } from '../../../engine/react/shell/PageHeader';
import { spanishErrors } from '../../../engine/react/validation/transformErrors';
import { adminApi, MODULE, msg, screens, useCanWriteCombos, useScreenPath, type ComboValue } from './comboAdmin';

type Data = Record<string, unknown>;

export function ComboValorForm({ screen }: { readonly screen: CustomScreenConfig }) {
  const { module } = useModule(MODULE);
  const { validatorFor } = useEngine();
  const { modulo = '', combo = '', id } = useParams();
  const editing = id !== undefined;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pathOf = useScreenPath();
  const { success, danger } = useNotify();
  const saveFailed = useSaveFailure();
  const canWrite = useCanWriteCombos();
  const path = editing ? adminApi.value(modulo, combo, Number(id)) : adminApi.values(modulo, combo);
  const query = useQuery({
    queryKey: [...apiListKey(path), 'registro'],
    queryFn: ({ signal }) => api.get<{ datos: ComboValue }>(path, undefined, signal),
    enabled: editing,
  });
  const loadError = useLoadFailureNotice(query.isError, query.error, msg('loadError'), query.errorUpdateCount);
  const [edited, setEdited] = useState<Data | null>(null);
  const [problems, setProblems] = useState<readonly FieldMessageAt[]>([]);
  const [saving, setSaving] = useState(false);
  const stored = query.data?.datos;
  const data: Data = edited ?? (stored ? { codigo: stored.codigo, descripcion: stored.descripcion, orden: stored.orden } : {});
  const labelOf = useMemo(() => fieldLabeler(module.schema), [module.schema]);
  const transformErrors = useMemo(() => spanishErrors(labelOf, { module: module.name, schema: module.schema }), [labelOf, module]);
  // The code is the value's identity in every record that holds it: fixed once created.
  const uiSchema = useMemo(() => ({ ...module.ui, codigo: { ...(module.ui.codigo as object), 'ui:readonly': editing } }), [module.ui, editing]);
  const back = () => navigate(pathOf(screens.values, { modulo, combo }));

  const save = async (datos: Data) => {
    if (!canWrite) return danger(t('action.denied'));
    setSaving(true);
    setProblems([]);
    try {
      if (editing) await api.put(path, { version: stored?.version, datos });
      else await api.post(path, { datos });
      await dropLookup(queryClient, combo);
      await queryClient.invalidateQueries({ queryKey: ['api-list'] });
      success(t('save.success'));
      back();
    } catch (error) {
      setProblems(saveFailed(error, msg('saveError')).fieldErrors);
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? msg('formTitleEdit', { combo }) : msg('formTitleNew', { combo });
  return (
    <div className="bo-page" aria-label={screen.title}>
      <PageHeader title={title} actions={<Button icon="chevron-left" text={t('ui.back')} onClick={back} />} />
      {!canWrite && <Callout icon="info-sign">{msg('readOnly')}</Callout>}
      {editing && query.isPending ? (
        <Spinner size={24} aria-label={t('ui.loading')} />
      ) : editing && query.isError ? (
        <Callout intent="danger">{loadError}</Callout>
      ) : (
        <EngineForm
          schema={module.schema as never}
          uiSchema={uiSchema}
          validator={validatorFor(module)}
          formData={data}
          readonly={!canWrite}
          transformErrors={transformErrors}
          extraErrors={toFieldErrorSchema(problems)}
          onChange={(event) => setEdited(event.formData ?? {})}
          onSubmit={(event) => void save(event.formData ?? {})}
        >
          <Button type="submit" intent={Intent.PRIMARY} text={t('ui.save')} loading={saving} />
        </EngineForm>
      )}
    </div>
  );
}
