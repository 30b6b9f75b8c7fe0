import { describe, expect, it } from 'vitest';
import { addRow } from './addRow';
import { commitLinkList, commitLinkLists } from './commitLinkList';
import { editRow } from './editRow';
import { linkRecords } from './linkRecords';
import type { LinkListPolicy } from './linkListPolicy';
import type { LinkRow } from './linkRow';
import { makePrincipal } from './makePrincipal';
import { newRowDefaults } from './newRowDefaults';
import { removeRow, restoreRow } from './removeRow';

const addresses: LinkListPolicy = { principal: true, legalDefault: { field: 'tipo', value: 'legal' } };
const files: LinkListPolicy = { principalPerType: 'tipo' };
const zero = () => 0;
let n = 0;
const counter = () => ((n++ % 62) + 0.5) / 62;

const saved = (id: number, fields: Record<string, unknown> = {}): LinkRow => ({ id, ...fields });

describe('link list operations', () => {
  it('LNK-29 / LNK-31 a new row gets the nuevo flag and a 5-character temporary id', () => {
    const rows = addRow([], { direccion: 'Calle 1' }, {}, zero);
    expect(rows).toEqual([{ direccion: 'Calle 1', id: 'AAAAA', nuevo: true }]);
  });

  it('LNK-31 two new rows never share a temporary id', () => {
    const rows = addRow(addRow([], { a: 1 }, {}, zero), { a: 2 }, {}, counter);
    expect(rows[0].id).not.toBe(rows[1].id);
  });

  it('LNK-36 the first row added to a principal list is principal by itself; the second is not', () => {
    const one = addRow([], { direccion: 'Calle 1' }, addresses, counter);
    const two = addRow(one, { direccion: 'Calle 2' }, addresses, counter);
    expect(two.map((r) => r.principal)).toEqual([true, undefined]);
  });

  it('LNK-36 a list whose only principal is marked for deletion makes the next row principal', () => {
    const rows = addRow([saved(1, { principal: true, eliminar: true })], { direccion: 'Calle 2' }, addresses, counter);
    expect(rows[1].principal).toBe(true);
  });

  it('LNK-37 a new row defaults to type legal while no live row is legal', () => {
    expect(newRowDefaults([], addresses)).toEqual({ tipo: 'legal', principal: true });
    expect(newRowDefaults([saved(1, { tipo: 'legal', principal: true })], addresses)).toEqual({});
    expect(newRowDefaults([saved(1, { tipo: 'legal', eliminar: true }), saved(2, { tipo: 'comercial', principal: true })], addresses)).toEqual({
      tipo: 'legal',
    });
    expect(newRowDefaults([], {})).toEqual({});
  });

  it('LNK-35 making a row principal clears the others and flags the saved ones editar', () => {
    const rows = [saved(1, { principal: true }), saved(2), { id: 'AbCdE', nuevo: true }];
    expect(makePrincipal(rows, 1, addresses)).toEqual([
      { id: 1, principal: false, editar: true },
      { id: 2, principal: true, editar: true },
      { id: 'AbCdE', nuevo: true },
    ]);
  });

  it('LNK-35 a principal added or edited in clears the previous principal', () => {
    const rows = [saved(1, { principal: true }), saved(2)];
    expect(addRow(rows, { principal: true }, addresses, zero).map((r) => r.principal)).toEqual([false, undefined, true]);
    expect(editRow(rows, 1, { principal: true }, addresses).map((r) => r.principal)).toEqual([false, true]);
  });

  it('LNK-41 one principal file per type: a new one clears only the previous one of its type', () => {
    const rows = [saved(1, { tipo: 'DNI', principal: true }), saved(2, { tipo: 'Pasaporte', principal: true }), saved(3, { tipo: 'DNI' })];
    expect(makePrincipal(rows, 2, files).map((r) => [r.principal, r.editar])).toEqual([
      [false, true],
      [true, undefined],
      [true, true],
    ]);
  });

  it('LNK-41 without a principal policy making a row principal touches no other row', () => {
    const rows = [saved(1, { principal: true }), saved(2)];
    expect(makePrincipal(rows, 1, {})[0]).toEqual(rows[0]);
  });

  it('a row marked for deletion cannot be made principal', () => {
    const rows = [saved(1, { principal: true }), saved(2, { eliminar: true })];
    expect(makePrincipal(rows, 1, addresses)).toEqual(rows);
  });

  it('editing a saved row flags it editar and keeps its id; editing a new row keeps it new', () => {
    const rows = [saved(7, { direccion: 'A' }), { id: 'xY12z', nuevo: true, direccion: 'B' }];
    const edited = editRow(editRow(rows, 0, { direccion: 'A2', id: 99, eliminar: true }, {}), 1, { direccion: 'B2' }, {});
    expect(edited).toEqual([
      { id: 7, direccion: 'A2', editar: true },
      { id: 'xY12z', nuevo: true, direccion: 'B2' },
    ]);
  });

  it('editing a stored row that has no id (committed rows lose temporary ids) adds none', () => {
    expect(Object.keys(editRow([{ direccion: 'A' }], 0, { direccion: 'B' }, {})[0]).sort()).toEqual(['direccion', 'editar']);
  });

  it('LNK-29 removing a saved row marks it eliminar; removing an unsaved row deletes it at once', () => {
    const rows = [saved(1), { id: 'AAAAA', nuevo: true }];
    expect(removeRow(rows, 0)).toEqual([
      { id: 1, eliminar: true },
      { id: 'AAAAA', nuevo: true },
    ]);
    expect(removeRow(rows, 1)).toEqual([{ id: 1 }]);
  });

  it('LNK-30 a row marked for deletion can be un-marked', () => {
    const rows = removeRow([saved(1, { direccion: 'A' })], 0);
    expect(restoreRow(rows, 0, addresses)).toEqual([{ id: 1, direccion: 'A' }]);
  });

  it('LNK-30 / LNK-35 a restored principal whose place was taken comes back as not principal', () => {
    const marked = removeRow([saved(1, { principal: true }), saved(2)], 0);
    const taken = makePrincipal(marked, 1, addresses);
    expect(restoreRow(taken, 0, addresses)[0]).toEqual({ id: 1, principal: false, editar: true });
  });

  it('LNK-29 commit drops rows marked eliminar, strips the flags and the temporary ids', () => {
    const rows: LinkRow[] = [
      { id: 1, editar: true, principal: true },
      { id: 2, eliminar: true },
      { id: 'AbCdE', nuevo: true, direccion: 'Nueva' },
    ];
    expect(commitLinkList(rows)).toEqual([{ id: 1, principal: true }, { direccion: 'Nueva' }]);
  });

  it('LNK-07 rows of a search list keep the linked record id when committed', () => {
    expect(commitLinkList([{ id: 42, nuevo: true, nombre: 'Ana' }], { search: 'contacto' })).toEqual([{ id: 42, nombre: 'Ana' }]);
  });

  it('LNK-07 / LNK-27 linking picked records adds one new row per record not yet listed, with the declared columns', () => {
    const policy: LinkListPolicy = { search: 'contacto', principal: true, columns: ['nombre', 'email'] };
    const rows = linkRecords(
      [{ id: 7, nombre: 'Ya está' }],
      [
        { id: 7, datos: { nombre: 'Ya está' } },
        { id: 9, datos: { nombre: 'Beto', email: 'b@x.com', telefono: '1' } },
      ],
      policy,
    );
    expect(rows).toEqual([
      { id: 7, nombre: 'Ya está' },
      { id: 9, nombre: 'Beto', email: 'b@x.com', principal: true, nuevo: true },
    ]);
  });

  it('commits every x-link-list field of a schema and leaves other fields alone', () => {
    const schema = {
      properties: {
        direcciones: { type: 'array', 'x-link-list': addresses },
        etiquetas: { type: 'array' },
      },
    };
    const data = {
      nombre: 'X',
      direcciones: [
        { id: 1, eliminar: true },
        { id: 'AAAAA', nuevo: true, a: 1 },
      ],
      etiquetas: [{ nuevo: true }],
    };
    expect(commitLinkLists(schema, data)).toEqual({ nombre: 'X', direcciones: [{ a: 1 }], etiquetas: [{ nuevo: true }] });
    expect(commitLinkLists(schema, { nombre: 'Y' })).toEqual({ nombre: 'Y' });
  });
});
