import { describe, expect, it } from 'vitest';
import { escapeHtml, placeholdersOf, renderTemplate, textOfHtml } from './renderTemplate';

describe('mail templates', () => {
  it('TOK-04 fills placeholders, escaping every value in the body', () => {
    const mail = renderTemplate(
      't',
      { subject: 'Acceso para {{nombre}}', body: '<p>Hola {{ nombre }}</p><a href="{{enlace}}">Ingresar</a>' },
      { nombre: 'Ana <b>&', enlace: 'http://x/?a=1&b="2"' },
    );
    expect(mail.subject).toBe('Acceso para Ana <b>&');
    expect(mail.html).toBe('<p>Hola Ana &lt;b&gt;&amp;</p><a href="http://x/?a=1&amp;b=&quot;2&quot;">Ingresar</a>');
    expect(mail.text).toBe('Hola Ana <b>&\nIngresar (http://x/?a=1&b="2")');
  });

  it('TOK-04 a value cannot break the subject into headers; null is empty; a missing value throws', () => {
    expect(renderTemplate('t', { subject: '{{a}}', body: '{{b}}' }, { a: 'x\r\nBcc: y', b: null })).toMatchObject({ subject: 'x Bcc: y', html: '' });
    expect(() => renderTemplate('t', { subject: '{{a}}', body: '' }, {})).toThrow("La plantilla de mensaje 't' usa {{a}} y no recibió su valor");
  });

  it('TOK-04 escapes the five HTML characters and lists placeholders once', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
    expect(placeholdersOf('{{a}} {{b}} {{ a }}')).toEqual(['a', 'b']);
    expect(textOfHtml('<p>a</p><p>b<br>c</p>')).toBe('a\nb\nc');
  });
});
