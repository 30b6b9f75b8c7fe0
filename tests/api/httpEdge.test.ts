/**
 * The HTTP edge (issue 10, defects 1, 2 and 5): text the database cannot store (NUL, other C0
 * controls, lone UTF-16 surrogates) is refused with a Spanish 400 naming the field before anything
 * reaches the database, and every error the server produces — Fastify's and its plugins' included —
 * has the one documented shape (`{ error: { codigo, mensaje, campos? } }`), Spanish, no internal code.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp } from './helpers/fixtureApp';
import { startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(fixtureApp);
});
afterAll(async () => {
  await t?.close();
});

const bancoCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('records')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('module', '=', 'banco')
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The one documented error shape, Spanish, with no Fastify code or English text in it. */
function expectDocumentedError(res: { statusCode: number; json(): any; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.codigo).toBe('string');
  expect(typeof body.error.mensaje).toBe('string');
  expect(res.body).not.toMatch(/FST_|statusCode|Not Found|Bad Request|Error:|Unsupported|Payload Too Large|URI Too Long/);
  return body.error as { codigo: string; mensaje: string; campos?: { path: string; mensaje: string }[] };
}

describe('text the database cannot store is refused at the edge (issue 10, defects 1 and 2)', () => {
  it.each([
    ['NUL in descripcion', { descripcion: 'a\u0000b', pais: 'Argentina' }, 'descripcion', 'Nombre'],
    ['NUL in pais', { descripcion: 'Banco Nulo', pais: 'Arg\u0000' }, 'pais', 'País'],
    ['a C0 control (BEL)', { descripcion: 'a\u0007b', pais: 'Argentina' }, 'descripcion', 'Nombre'],
    ['a line feed in a single-line field', { descripcion: 'dos\nlíneas', pais: 'Argentina' }, 'descripcion', 'Nombre'],
    ['a lone high surrogate', { descripcion: 'x\ud800', pais: 'Argentina' }, 'descripcion', 'Nombre'],
    ['a lone low surrogate', { descripcion: 'x\udc00y', pais: 'Argentina' }, 'descripcion', 'Nombre'],
  ])('create with %s → 400 naming the field by its label, nothing stored', async (_case, datos, path, label) => {
    const before = await bancoCount();
    const res = await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos } });
    const error = expectDocumentedError(res, 400);
    expect(error.mensaje).toBe(`El campo ${label} contiene caracteres no permitidos.`);
    expect(error.campos).toEqual([{ path, mensaje: error.mensaje }]);
    expect(await bancoCount()).toBe(before);
  });

  it('update with NUL or a lone surrogate → 400, the record unchanged', async () => {
    const created = (
      await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: { datos: { descripcion: 'Banco Borde', pais: 'Argentina' } } })
    ).json();
    for (const descripcion of ['a\u0000b', 'x\ud800']) {
      const res = await t.as('admin', {
        method: 'PUT',
        url: `/api/modulos/banco/${created.id}`,
        payload: { version: created.version, datos: { ...created.datos, descripcion } },
      });
      expect(expectDocumentedError(res, 400).mensaje).toBe('El campo Nombre contiene caracteres no permitidos.');
    }
    const stored = (await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${created.id}` })).json();
    expect(stored).toMatchObject({ version: created.version, datos: { descripcion: 'Banco Borde' } });
  });

  it('a multi-line field (ui:widget textarea) keeps tab, CR and LF but refuses NUL', async () => {
    const datos = { nombre: 'Prueba de texto', observaciones: 'línea 1\r\nlínea 2\tcon tab' };
    const ok = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos } });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().datos.observaciones).toBe(datos.observaciones);
    const bad = await t.as('admin', { method: 'POST', url: '/api/modulos/prueba', payload: { datos: { ...datos, observaciones: 'a\u0000b' } } });
    expect(expectDocumentedError(bad, 400).mensaje).toBe('El campo Observaciones contiene caracteres no permitidos.');
  });

  it('a NUL in a JSON key is refused too', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: { datos: { descripcion: 'Banco', pais: 'Argentina', 'x\u0000': 1 } },
    });
    expectDocumentedError(res, 400);
  });

  it.each([
    ['the list search (texto)', '/api/modulos/banco?texto=ab%00c'],
    ['the exists check (valor)', '/api/modulos/banco/existe?campo=descripcion&valor=a%00'],
    ['the CSV export, before the file starts', '/api/modulos/banco/exportar/csv?texto=ab%00c'],
    ['the XLSX export, before the file starts', '/api/modulos/banco/exportar/xlsx?texto=ab%01c'],
    ['a path parameter', '/api/modulos/banco/1/alternar/vig%00ente'],
    ['the address suggestions', '/api/direcciones/sugerencias?texto=calle%00falsa'],
  ])('%s with a control character → Spanish 400, never a 500 or a cut stream', async (_case, url) => {
    const res = await t.as('admin', {
      method: url.includes('alternar') ? 'POST' : 'GET',
      url,
      ...(url.includes('alternar') ? { payload: { version: 1 } } : {}),
    });
    const error = expectDocumentedError(res, 400);
    expect(error.mensaje).toMatch(/^El campo .+ contiene caracteres no permitidos\.$/);
  });

  it('the list search names its filter by the label the list shows', async () => {
    const res = await t.as('admin', { method: 'GET', url: '/api/modulos/banco?texto=ab%00c' });
    expect(res.json().error.campos).toEqual([{ path: 'texto', mensaje: res.json().error.mensaje }]);
    expect(res.json().error.mensaje).not.toContain('texto');
  });
});

describe('every error has the one documented shape, in Spanish (issue 10, defect 5)', () => {
  it('a path parameter over 500 characters → 414 in the documented shape', async () => {
    const res = await t.as('admin', { method: 'GET', url: `/api/modulos/banco/${'9'.repeat(600)}` });
    const error = expectDocumentedError(res, 414);
    expect(error.mensaje).toBe('La dirección solicitada es demasiado larga.');
  });

  it('a malformed percent-encoding in the path → 400 in the documented shape', async () => {
    expectDocumentedError(await t.as('admin', { method: 'GET', url: '/api/modulos/banco/%E0%A4%A' }), 400);
  });

  it('an unknown route and an unknown method → 404 in the documented shape', async () => {
    expect(expectDocumentedError(await t.as('admin', { method: 'GET', url: '/api/no-existe' }), 404).mensaje).toBe('El recurso solicitado no existe.');
    expectDocumentedError(await t.as('admin', { method: 'DELETE', url: '/api/modulos/banco/1' }), 404);
    expectDocumentedError(await t.as('admin', { method: 'PATCH', url: '/api/openapi.json' }), 404);
  });

  it('a body too large → 413, malformed JSON → 400, another content type → 415', async () => {
    const big = JSON.stringify({ datos: { descripcion: 'x'.repeat(300 * 1024), pais: 'Argentina' } });
    expectDocumentedError(
      await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: big, headers: { 'content-type': 'application/json' } }),
      413,
    );
    expectDocumentedError(
      await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: '{"datos":', headers: { 'content-type': 'application/json' } }),
      400,
    );
    expectDocumentedError(await t.as('admin', { method: 'POST', url: '/api/modulos/banco', payload: 'hola', headers: { 'content-type': 'text/plain' } }), 415);
    expectDocumentedError(
      await t.as('admin', {
        method: 'POST',
        url: '/api/modulos/banco',
        payload: '{"__proto__":{"x":1},"datos":{}}',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('a multipart error from the upload plugin is in the documented shape', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/archivos',
      payload: '--x\r\nbroken',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectDocumentedError(res, res.statusCode);
  });

  it('a missing file of the API docs is a 404 in the documented shape', async () => {
    expectDocumentedError(await t.app.inject({ method: 'GET', url: '/api/docs/static/no-existe.js' }), 404);
  });
});

describe('request bodies are decoded as declared (issue 10, weaknesses)', () => {
  const datos = { descripcion: 'Banco Codificado ñandú', pais: 'Argentina' };

  it('a gzip body (Content-Encoding: gzip) is decoded', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: gzipSync(Buffer.from(JSON.stringify({ datos }))),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.descripcion).toBe(datos.descripcion);
  });

  it('a gzip body that expands beyond the size limit → 413', async () => {
    const huge = gzipSync(Buffer.from(JSON.stringify({ datos: { ...datos, descripcion: ' '.repeat(2 * 1024 * 1024) } })));
    expect(huge.length).toBeLessThan(256 * 1024);
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: huge,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectDocumentedError(res, 413);
  });

  it('an unsupported Content-Encoding → 415', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: JSON.stringify({ datos }),
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
    });
    expect(expectDocumentedError(res, 415).mensaje).toBe('La codificación del cuerpo de la solicitud no es compatible.');
  });

  it('a corrupt gzip body → 400', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: Buffer.from('no es gzip'),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expectDocumentedError(res, 400);
  });

  it.each([
    ['utf-16le', (s: string) => Buffer.from(s, 'utf16le')],
    ['utf-16 (with a byte-order mark)', (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')])],
    ['utf-16be', (s: string) => Buffer.from(s, 'utf16le').swap16()],
  ])('a body in %s is decoded', async (charset, encode) => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: encode(JSON.stringify({ datos: { ...datos, descripcion: `${datos.descripcion} ${charset}` } })),
      headers: { 'content-type': `application/json; charset=${charset.split(' ')[0]}` },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().datos.descripcion).toBe(`${datos.descripcion} ${charset}`);
  });

  it('a charset the server does not know → 415; bytes that are not the declared charset → 400', async () => {
    const res = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: JSON.stringify({ datos }),
      headers: { 'content-type': 'application/json; charset=x-klingon' },
    });
    const invalid = Buffer.concat([Buffer.from('{"datos":{"descripcion":"'), Buffer.from([0xc3, 0x28]), Buffer.from('","pais":"Argentina"}}')]);
    const bad = await t.as('admin', {
      method: 'POST',
      url: '/api/modulos/banco',
      payload: invalid,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(expectDocumentedError(bad, 400).mensaje).toBe('El cuerpo de la solicitud no está en la codificación declarada.');
    expect(expectDocumentedError(res, 415).mensaje).toBe('El tipo de contenido de la solicitud no es compatible.');
  });
});

describe('HSTS (issue 10, weaknesses)', () => {
  it('is sent when PUBLIC_URL is https, and not over plain http', async () => {
    const plain = await t.as('admin', { method: 'GET', url: '/api/usuario' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await startTestApp({ appOptions: { publicUrl: 'https://backoffice.example.com' } });
    try {
      for (const url of ['/api/usuario', '/api/public/config', '/api/no-existe']) {
        const res = await secure.as('admin', { method: 'GET', url });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });
});

describe('a request Node cannot parse (issue 10, defect 5)', () => {
  it('is answered in the documented shape, in Spanish', async () => {
    const { connect } = await import('node:net');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('NO ES HTTP\r\n\r\n'));
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ error: { codigo: 'solicitud_invalida', mensaje: 'La solicitud no es válida.' } });
  });
});
