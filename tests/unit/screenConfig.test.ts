import { describe, expect, it } from 'vitest';
import { shippedScreenConfig } from '../../app/modules/eagerScreenConfig';
import { createRegistry } from '../../server/registry/createRegistry';

const shipped = () => shippedScreenConfig() as unknown as Record<string, any>;

describe('screens.config.json', () => {
  it('the shipped config is valid against the meta-schema and the registry', async () => {
    const { config, registry } = await createRegistry();
    expect(config.screens.map((s) => s.id)).toContain('bancos.lista');
    expect(registry.get('banco').searchFields).toEqual(['descripcion', 'direccionCompleta', 'localidad', 'provincia', 'pais']);
  });

  it("SHR-02 / CST-17 / CST-18 the shipped lists page at the spec's fixed sizes: accounts, contacts and banks 25; notes and cards 10", () => {
    const config = shipped() as { screens: Array<{ kind: string; module?: string; pageSize?: number }> };
    const sizes = (module: string) => [...new Set(config.screens.filter((s) => s.kind === 'list' && s.module === module).map((s) => s.pageSize))];
    for (const module of ['cuenta', 'contacto', 'banco']) expect(sizes(module), module).toEqual([25]);
    for (const module of ['nota', 'tarjeta']) expect(sizes(module), module).toEqual([10]);
  });

  it('an invalid shape is reported with its JSON path', async () => {
    const config = shipped();
    config.screens[2].pageSize = 'veinticinco';
    await expect(createRegistry({ config })).rejects.toThrow(/\/screens\/2\/pageSize/);
  });

  it('20 a link kind outside the LNK-07 table declares its own words; badly declared ones are refused with their path', async () => {
    const config = shipped();
    config.links.bancoconpalabras = { ...config.links.banco, noun: { singular: 'entidad', plural: 'entidades', gender: 'f' } };
    await expect(createRegistry({ config })).resolves.toBeDefined();
    config.links.bancoconpalabras.noun = { singular: 'entidad', plural: 'entidades', gender: 'x' };
    await expect(createRegistry({ config })).rejects.toThrow(/\/links\/bancoconpalabras\/noun/);
    delete config.links.bancoconpalabras.noun;
    await expect(createRegistry({ config })).rejects.toThrow(/'bancoconpalabras' no es un tipo de vínculo: declare su 'noun'/);
  });

  it('an unknown property is named', async () => {
    const config = shipped();
    config.session.idel = 5;
    await expect(createRegistry({ config })).rejects.toThrow(/\/session: .*\(idel\)/);
  });

  it('a screen that references an unknown module fails naming the path', async () => {
    const config = shipped();
    config.screens[2].module = 'bancoz';
    await expect(createRegistry({ config })).rejects.toThrow(/\/screens\/2\/module: no existe el módulo 'bancoz'/);
  });

  it('a column on a field the schema does not have fails', async () => {
    const config = shipped();
    config.screens[2].columns[0].field = 'nombre';
    await expect(createRegistry({ config })).rejects.toThrow(/\/screens\/2\/columns\/0\/field/);
  });

  it('a message key that is not in the catalogue fails', async () => {
    const config = shipped();
    config.modules.banco.messages.saveError = 'banco.noExiste';
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/messages\/saveError: mensaje desconocido/);
  });

  it('a menu entry pointing at no screen fails', async () => {
    const config = shipped();
    const group = config.menu.findIndex((entry: { children?: unknown[] }) => entry.children?.length);
    config.menu[group].children[0].screen = 'nada';
    await expect(createRegistry({ config })).rejects.toThrow(new RegExp(`/menu/${group}/children/0/screen`));
  });

  it('a guard without clauses is rejected (deny by default must be explicit)', async () => {
    const config = shipped();
    config.modules.banco.access.read.anyOf = [];
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/access\/read\/anyOf/);
  });

  it('record-relative and combined guard clauses are accepted; an unknown clause is refused', async () => {
    const config = shipped();
    config.modules.banco.access.read.anyOf.push({ allOf: [{ teamOf: 'descripcion' }, { area: 'banco', level: 'r' }] });
    await expect(createRegistry({ config })).resolves.toBeDefined();
    config.modules.banco.access.read.anyOf.push({ equipo: 'x' });
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/access\/read\/anyOf\/3/);
  });

  it('a record scope must name an owner field the schema has', async () => {
    const config = shipped();
    config.modules.banco.recordScope = { exempt: { anyOf: [{ role: 'ROLE_AT' }] }, ownerField: 'agencia' };
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/recordScope\/ownerField: el campo 'agencia' no existe/);
  });

  it('SHR-07 ADM-27 a module may name its required-fields and combo-failure messages; unknown keys fail with their path', async () => {
    const config = shipped();
    config.modules.banco.messages.required = 'form.missing';
    config.modules.banco.messages.comboError = 'lookup.adminError';
    await expect(createRegistry({ config })).resolves.toBeDefined();
    config.modules.banco.messages.required = 'form.faltan';
    config.modules.banco.messages.comboError = 'lookup.noExiste';
    const failure = createRegistry({ config });
    await expect(failure).rejects.toThrow(/\/modules\/banco\/messages\/required: mensaje desconocido 'form.faltan'/);
    await expect(failure).rejects.toThrow(/\/modules\/banco\/messages\/comboError: mensaje desconocido 'lookup.noExiste'/);
  });

  it("NOT-15 a list screen's fixed filters name declared filters; an annul action's messages exist (NOT-16 validation)", async () => {
    const config = shipped();
    const at = config.screens.findIndex((s: { id: string }) => s.id === 'notas.iibb');
    await expect(createRegistry({ config })).resolves.toBeDefined();
    config.screens[at].fixedFilters = { tipoNota: 'IIBB' };
    config.screens[at].rowActions[1].doneMessage = 'nota.noExiste';
    const failure = createRegistry({ config });
    await expect(failure).rejects.toThrow(new RegExp(`/screens/${at}/fixedFilters/tipoNota: el módulo 'nota' no declara el filtro 'tipoNota'`));
    await expect(failure).rejects.toThrow(new RegExp(`/screens/${at}/rowActions/1/doneMessage: mensaje desconocido 'nota.noExiste'`));
    config.screens[at].rowActions[0].doneLabel = 'Hecho';
    await expect(createRegistry({ config })).rejects.toThrow(/rowActions\/0/);
  });

  it('soloVer: a form may declare paths.view (with :id, not repeated) and a list row may open it; without the path the action fails', async () => {
    const config = shipped();
    const form = config.screens.find((s: { kind: string }) => s.kind === 'form');
    const list = config.screens.find((s: { kind: string; form?: string }) => s.kind === 'list' && s.form === form.id);
    const formAt = config.screens.indexOf(form);
    const listAt = config.screens.indexOf(list);
    list.rowActions = [{ kind: 'open' }, { kind: 'open', target: 'view' }];
    await expect(createRegistry({ config })).rejects.toThrow(
      new RegExp(`/screens/${listAt}/rowActions/1/target: el formulario '${form.id}' no declara paths.view`),
    );
    form.paths.view = '/herramientas/abm/bancos/ver/:id';
    await expect(createRegistry({ config })).resolves.toBeDefined();
    form.paths.view = '/herramientas/abm/bancos/ver';
    await expect(createRegistry({ config })).rejects.toThrow(new RegExp(`/screens/${formAt}/paths/view: la ruta de consulta debe incluir :id`));
    form.paths.view = form.paths.edit;
    await expect(createRegistry({ config })).rejects.toThrow(new RegExp(`/screens/${formAt}/paths/view: la ruta .* está repetida`));
  });

  it('soloVer: only an open action takes a target', async () => {
    const config = shipped();
    const list = config.screens.find((s: { kind: string; form?: string }) => s.kind === 'list' && s.form);
    list.rowActions = [{ kind: 'preview', target: 'view' }];
    await expect(createRegistry({ config })).rejects.toThrow(/rowActions\/0\/kind/);
  });

  it('SHR-OP03 a module may leave out its save texts (the generic SHR-08/09 ones apply), not its list and load errors', async () => {
    const config = shipped();
    delete config.modules.banco.messages.saveSuccess;
    delete config.modules.banco.messages.saveError;
    const { config: loaded } = await createRegistry({ config });
    expect(loaded.modules.banco.messages).toEqual({ listError: 'banco.listError', loadError: 'banco.loadError' });
    delete config.modules.banco.messages.loadError;
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/messages: .*loadError/);
  });

  it('the module messages block refuses a key it does not know', async () => {
    const config = shipped();
    config.modules.banco.messages.requerido = 'form.missing';
    await expect(createRegistry({ config })).rejects.toThrow(/\/modules\/banco\/messages: .*\(requerido\)/);
  });
});
