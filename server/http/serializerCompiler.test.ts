import { describe, expect, it } from 'vitest';
import { sharedSerializers } from './serializerCompiler';

const record = { $id: 'Cosa', type: 'object', properties: { id: { type: 'integer' } } };

describe('sharedSerializers (issue 20)', () => {
  it('answers equal schemas with one serializer, compiled on its first call, shared references resolved', () => {
    const compile = sharedSerializers()({ Cosa: record }, {});
    const a = compile({ schema: { $ref: 'Cosa#' }, method: 'GET', url: '/a', httpStatus: '200' });
    const b = compile({ schema: { $ref: 'Cosa#' }, method: 'GET', url: '/b', httpStatus: '200' });
    expect(a).toBe(b);
    expect(a({ id: 7, oculto: 1 })).toBe('{"id":7}');
  });

  it('a schema that does not compile fails on its first call, not when the route is registered', () => {
    const compile = sharedSerializers()({}, {});
    const serializer = compile({ schema: { $ref: 'NoExiste#' }, method: 'GET', url: '/c', httpStatus: '200' });
    expect(() => serializer({})).toThrow();
  });
});
