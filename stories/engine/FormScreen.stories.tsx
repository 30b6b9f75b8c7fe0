/** The generic form screen on the bank module: create, edit, read-only, failures and kept drafts. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiRequest } from '../../engine/react/api/ApiClient';
import { FormScreen } from '../../engine/react/form/FormScreen';
import type { HistoryEntry } from '../../engine/react/data/types';
import { demoBanks } from '../support/demoBanks';
import { storyConfig, storyScreen } from '../support/EngineHarness';
import { withEngine } from '../support/withEngine';

const form = storyScreen('bancos.formulario', 'form');
const banks = demoBanks(5);
// An hour ago: drafts older than a week are dropped.
const keptAt = new Date(Date.now() - 60 * 60 * 1000).toISOString();
const edit = { route: '/herramientas/abm/bancos/editar/1', path: '/herramientas/abm/bancos/editar/:id' };
const history: Record<string, HistoryEntry[]> = {
  'banco/1': [
    {
      version: 2,
      accion: 'modificacion',
      fecha: '2024-05-03T14:07:00.000Z',
      usuario: 'Beatriz Bancos',
      cambios: [{ campo: 'localidad', etiqueta: 'Localidad', antes: 'La Plata', despues: 'Ciudad Autónoma de Buenos Aires' }],
    },
    { version: 1, accion: 'alta', fecha: '2024-03-01T12:00:00.000Z', usuario: 'Ana Administradora', cambios: [] },
  ],
};

const meta = {
  title: 'Engine/FormScreen',
  decorators: [withEngine],
  render: () => <FormScreen screen={form} />,
  parameters: { engine: { user: 'admin', route: form.paths.create, server: { records: { banco: banks } } } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Create mode (BNK-02). */
export const Alta: Story = {};

/** Edit mode (BNK-03, BNK-09) with its history. */
export const Edicion: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'admin', ...edit, server: { records: { banco: banks }, history } } },
};

/** A reader opens a bank: read-only (BNK-15). */
export const SoloLectura: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'staff', ...edit, server: { records: { banco: banks }, history } } },
};

/** 'w' on banks may edit (BNK-17). */
export const EdicionConPermisoDeEscritura: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'bancos', ...edit, server: { records: { banco: banks } } } },
};

/** The bank cannot be loaded (BNK-10). */
export const ErrorAlCargar: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'admin', ...edit, server: { records: { banco: banks }, fail: { load: 500 } } } },
};

/** The save fails (BNK-13). */
export const ErrorAlGuardar: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'admin', ...edit, server: { records: { banco: banks }, fail: { save: 500 } } } },
};

/** The bank's answer is not a record (SHR-OP04): the load error with `error #ATGF01`. */
export const RespuestaInesperadaAlCargar: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: { records: { banco: banks } },
      answer: (r: ApiRequest) => (r.method === 'GET' && r.path === '/api/modulos/banco/1' ? { status: 200, body: { ok: true } } : undefined),
    },
  },
};

/** The save's answer is not the stored record (SHR-OP04): the save error with `error #ATGF01`. */
export const RespuestaInesperadaAlGuardar: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: { records: { banco: banks } },
      answer: (r: ApiRequest) => (r.method === 'PUT' ? { status: 200, body: 'guardado' } : undefined),
    },
  },
};

/** The bank module without its own save texts: the generic SHR-08 / SHR-09 ones apply (SHR-OP03). */
const genericTexts = {
  ...storyConfig,
  modules: { ...storyConfig.modules, banco: { ...storyConfig.modules.banco, messages: { listError: 'banco.listError', loadError: 'banco.loadError' } } },
};

/** Create with the generic texts. */
export const AltaConTextosGenericos: Story = {
  parameters: { engine: { user: 'admin', route: form.paths.create, config: genericTexts, server: { records: { banco: banks } } } },
};

/** Edit with the generic texts. */
export const EdicionConTextosGenericos: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'admin', ...edit, config: genericTexts, server: { records: { banco: banks } } } },
};

/** A failed save with the generic texts. */
export const ErrorAlGuardarConTextosGenericos: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: { engine: { user: 'admin', ...edit, config: genericTexts, server: { records: { banco: banks }, fail: { save: 500 } } } },
};

/** The server rejects a field (400 with campos). */
export const ErrorEnCampo: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: { records: { banco: banks }, fail: { save: 400, saveCampos: [{ path: '/pais', mensaje: 'El país no es válido.' }] } },
    },
  },
};

/** Someone else saved first (409). */
export const Conflicto: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: {
        records: { banco: banks },
        conflictWith: {
          ...banks[0],
          version: 2,
          datos: { ...banks[0].datos, localidad: 'Mar del Plata' },
          modificadoPor: 'Beatriz Bancos',
          modificadoEn: '2024-05-03T14:07:00.000Z',
        },
      },
    },
  },
};

/** Unsaved data of this bank was kept (an idle logout, a closed tab): offered back on opening (SHR-OP01 override). */
export const BorradorGuardado: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: { records: { banco: banks } },
      drafts: { 'bo.draft.admin.banco.1': { savedAt: keptAt, version: 1, datos: { ...banks[0].datos, localidad: 'Luján', ciudad: 'Luján' } } },
    },
  },
};

/** The kept draft started from version 1; someone saved the bank since (version 2). */
export const BorradorDeVersionAnterior: Story = {
  render: () => <FormScreen screen={form} id={1} />,
  parameters: {
    engine: {
      user: 'admin',
      ...edit,
      server: {
        records: {
          banco: [{ ...banks[0], version: 2, datos: { ...banks[0].datos, provincia: 'Córdoba' }, modificadoPor: 'Beatriz Bancos' }, ...banks.slice(1)],
        },
      },
      drafts: { 'bo.draft.admin.banco.1': { savedAt: keptAt, version: 1, datos: { ...banks[0].datos, localidad: 'Luján' } } },
    },
  },
};
