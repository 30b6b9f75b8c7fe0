import { describe, expect, it } from 'vitest';
import { t } from '../messages';
import { ValidatorRegistry, type ValidationContext } from '../validators';
import { linkListPrincipalRule } from './principalRule';

const ctx: ValidationContext = { mode: 'edit', module: 'prueba', ports: { exists: async () => false, today: () => new Date(2026, 0, 1) } };
const direcciones = linkListPrincipalRule({ field: 'direcciones', label: 'Direcciones', policy: { principal: true } });
const archivos = linkListPrincipalRule({ field: 'archivos', label: 'Archivos', policy: { principalPerType: 'tipo' } });

describe('linkListPrincipalRule', () => {
  it('LNK-35 refuses two principal rows with a Spanish message naming the list', () => {
    const issues = direcciones.validate({ direcciones: [{ principal: true }, { principal: true }] }, ctx);
    expect(issues).toEqual([{ path: 'direcciones', key: 'linkList.twoPrincipals', args: { list: 'Direcciones' } }]);
    expect(t('linkList.twoPrincipals', { list: 'Direcciones' })).toBe('Solo puede haber un elemento principal en Direcciones.');
  });

  it('LNK-35 accepts one principal, none, and a second principal that is marked eliminar', () => {
    expect(direcciones.validate({ direcciones: [{ principal: true }, { principal: false }] }, ctx)).toEqual([]);
    expect(direcciones.validate({ direcciones: [] }, ctx)).toEqual([]);
    expect(direcciones.validate({}, ctx)).toEqual([]);
    expect(direcciones.validate({ direcciones: [{ principal: true, eliminar: true }, { principal: true }] }, ctx)).toEqual([]);
  });

  it('LNK-41 refuses two principal files of one type and accepts one per type', () => {
    const two = archivos.validate(
      {
        archivos: [
          { tipo: 'DNI', principal: true },
          { tipo: 'DNI', principal: true },
          { tipo: 'CUIT', principal: true },
        ],
      },
      ctx,
    );
    expect(two).toEqual([{ path: 'archivos', key: 'linkList.twoPrincipalsOfType', args: { list: 'Archivos', type: 'DNI' } }]);
    expect(t('linkList.twoPrincipalsOfType', { list: 'Archivos', type: 'DNI' })).toBe('Solo puede haber un elemento principal de tipo DNI en Archivos.');
    expect(
      archivos.validate(
        {
          archivos: [
            { tipo: 'DNI', principal: true },
            { tipo: 'CUIT', principal: true },
          ],
        },
        ctx,
      ),
    ).toEqual([]);
  });

  it('is named after its field, reads only it, and runs from the validator registry', async () => {
    expect(direcciones.name).toBe('linkList.principal.direcciones');
    expect(direcciones.fields).toEqual(['direcciones']);
    const registry = new ValidatorRegistry();
    registry.register(direcciones);
    expect(
      await registry.run(['linkList.principal.direcciones'], { direcciones: [{ principal: true }, { principal: true }] }, ctx, new Set(['nombre'])),
    ).toEqual([]);
    expect(await registry.run(['linkList.principal.direcciones'], { direcciones: [{ principal: true }, { principal: true }] }, ctx)).toHaveLength(1);
  });

  it('ignores a value that is not a list and rows that are not objects', () => {
    expect(direcciones.validate({ direcciones: 'x' }, ctx)).toEqual([]);
    expect(direcciones.validate({ direcciones: [null, 3, { principal: true }] }, ctx)).toEqual([]);
  });
});
