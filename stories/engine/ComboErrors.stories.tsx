/**
 * A combo that fails to load, said in each place's words (fixture module `prueba`, whose `paises`
 * combo the fake server does not answer): a list filter says `Se produjo un error al cargar los
 * combos de búsqueda` (ACC-21, CON-14), a form `Se produjo un error al cargar los combos` (ACC-25),
 * and a module with its own text (`messages.comboError`, ADM-27) says that one in both.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormScreenConfig, ListScreenConfig, ScreensConfig } from '../../engine/core/screenConfig';
import { FormScreen } from '../../engine/react/form/FormScreen';
import { ListScreen } from '../../engine/react/list/ListScreen';
import { fixtureLookups } from '../../tests/fixtures/fixtureModules';
import type { FakeServerOptions } from '../support/fakeModuleServer';
import { fixtureConfig, fixtureRegistry } from '../support/fixtureRegistry';
import { withEngine } from '../support/withEngine';

const config = fixtureConfig();
const list = config.screens.find((s): s is ListScreenConfig => s.id === 'pruebas.lista' && s.kind === 'list')!;
const form = config.screens.find((s): s is FormScreenConfig => s.id === 'pruebas.formulario' && s.kind === 'form')!;

/** The fixture config where `prueba` names ADM-27's text for its combos. */
const adminConfig = (() => {
  const copy = fixtureConfig() as unknown as { modules: Record<string, { messages: Record<string, string> }> };
  copy.modules.prueba.messages.comboError = 'lookup.adminError';
  return copy as unknown as ScreensConfig;
})();

/** Every fixture combo but `paises`, which answers 404 (a failed request). */
const { paises: _failing, ...combos } = fixtureLookups();
const server = (screens: ScreensConfig): FakeServerOptions => ({ config: screens, combos, records: { prueba: [] } });

const meta = {
  title: 'Engine/ComboErrors',
  decorators: [withEngine],
  render: () => <ListScreen screen={list} />,
  parameters: { engine: { user: 'admin', route: list.path, config, registry: fixtureRegistry(), server: server(config) } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's combo and multi filters on `paises`. */
export const FiltroDeLista: Story = {};

/** The form's `País` field on `paises`. */
export const Formulario: Story = {
  render: () => <FormScreen screen={form} />,
  parameters: { engine: { user: 'admin', route: form.paths.create, config, registry: fixtureRegistry(), server: server(config) } },
};

/** ADM-27: the module's own text, in the list filters... */
export const FiltroAdministracion: Story = {
  parameters: { engine: { user: 'admin', route: list.path, config: adminConfig, registry: fixtureRegistry(), server: server(adminConfig) } },
};

/** ... and in the form. */
export const FormularioAdministracion: Story = {
  render: () => <FormScreen screen={form} />,
  parameters: { engine: { user: 'admin', route: form.paths.create, config: adminConfig, registry: fixtureRegistry(), server: server(adminConfig) } },
};
