import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../engine/core/messages';
import '../../stories/support/portableStories';
import { seriousA11yProblems } from '../../tests/support/axe';
import { receivedUploads } from './FileUploadStoryForm';
import * as stories from './FileUploadWidget.stories';

const { Vacio, ConArchivo, Subiendo, ConError, SoloLectura, Deshabilitado } = composeStories(stories);
const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;
const saved = () => screen.getByTestId('saved').textContent;
const input = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const pdf = () => stories.samplePdf();
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Guardar' }));

beforeEach(() => {
  receivedUploads.length = 0;
});

describe('FileUpload widget', () => {
  it('is picked by x-widget upload and logo, with Spanish labels and the accepted extensions', () => {
    render(<Vacio />);
    expect(input('Contrato').closest('[data-widget]')).toHaveAttribute('data-variant', 'upload');
    expect(input('Logo').closest('[data-widget]')).toHaveAttribute('data-variant', 'logo');
    expect(input('Contrato')).toHaveAttribute('type', 'file');
    expect(input('Contrato')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(input('Logo')).toHaveAttribute('accept', '.jpg,.png,.gif,.jpeg');
    expect(screen.getAllByText('Elegir archivo…')).toHaveLength(2);
    expect(document.querySelector('[bp6-button-text="Examinar"]')).not.toBeNull();
  });

  it('WID-02 uploads and stores the reply\'s file in the target field (its id, decision 33, where the legacy reply gave archivos[0].url), with a download link and "Quitar"', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.upload(input('Contrato'), pdf());
    const link = await screen.findByRole('button', { name: 'Descargar contrato.pdf' });
    expect(link).toHaveTextContent('contrato.pdf');
    expect(screen.queryByRole('progressbar')).toBeNull();
    const id = stored().contrato as string;
    expect(typeof id).toBe('string');
    expect(link).toBeInTheDocument();
    const sent = receivedUploads[0];
    expect(sent).toMatchObject({ method: 'POST', path: '/api/archivos' });
    const body = sent.body as FormData;
    expect((body.get('archivo[]') as File).name).toBe('contrato.pdf');
    expect([body.get('app'), body.get('prefijo'), body.get('carpeta'), body.get('extensiones')]).toEqual(['17', 'contrato', 'contratos', 'pdf,doc,docx']);
    await save(user);
    expect(JSON.parse(saved() ?? '{}')).toEqual({ contrato: id });
  });

  it('the logo goes to prefijo logo, carpeta logos', async () => {
    const user = userEvent.setup();
    render(<Vacio />);
    await user.upload(input('Logo'), new File(['png'], 'marca.png', { type: 'image/png' }));
    await screen.findByRole('button', { name: 'Descargar marca.png' });
    const body = receivedUploads[0].body as FormData;
    expect([body.get('app'), body.get('prefijo'), body.get('carpeta'), body.get('extensiones')]).toEqual(['17', 'logo', 'logos', 'jpg,png,gif,jpeg']);
  });

  it('refuses a wrong extension before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Vacio />);
    await user.upload(input('Logo'), new File(['x'], 'manual.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(t('upload.extension', { name: 'manual.pdf', allowed: 'jpg, png, gif, jpeg' }));
    expect(input('Logo')).toHaveAttribute('aria-invalid', 'true');
    expect(receivedUploads).toHaveLength(0);
    expect(stored().logo).toBeUndefined();
  });

  it('shows the progress bar and blocks saving while an upload is in progress', async () => {
    const user = userEvent.setup();
    render(<Subiendo />);
    await user.upload(input('Contrato'), pdf());
    expect(screen.getByRole('progressbar', { name: 'Subiendo contrato.pdf…' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('contrato.pdf')).toBeInTheDocument();
    await save(user);
    expect(screen.getByRole('alert')).toHaveTextContent(t('upload.inProgress'));
    expect(saved()).toBe('');
  });

  it('WID-03/WID-OP03 a failed upload shows the server message and upload.failed, and blocks saving until removed or retried', async () => {
    const user = userEvent.setup();
    render(<ConError />);
    await user.upload(input('Contrato'), pdf());
    expect(await screen.findByText('El contenido del archivo no corresponde a su extensión.')).toBeInTheDocument();
    expect(screen.getByText(t('upload.failed'))).toBeInTheDocument();
    expect(input('Contrato')).toHaveAttribute('aria-invalid', 'true');
    expect(stored().contrato).toBeUndefined();
    await save(user);
    expect(saved()).toBe('');
    expect(input('Contrato')).toHaveFocus();
  });

  it('shows stored files as links with their uploaded names, asked of the server; "Quitar" clears the value', async () => {
    const user = userEvent.setup();
    render(<ConArchivo />);
    expect(await screen.findByRole('button', { name: 'Descargar contrato-2026.pdf' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Descargar logo-agencia.png' })).toBeInTheDocument();
    expect(screen.queryByText(/^Archivo \d/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Quitar el archivo contrato-2026.pdf' }));
    expect(screen.queryByRole('button', { name: 'Descargar contrato-2026.pdf' })).toBeNull();
    expect(stored().contrato).toBeUndefined();
    expect(stored().logo).toBe('8');
  });

  it("ACC-40 the logo field shows the stored logo's picture (GET /api/logos/{id} as a local blob: URL), the plain upload none", async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:logo-8');
    URL.revokeObjectURL = vi.fn();
    try {
      render(<ConArchivo />);
      const picture = await screen.findByRole('img', { name: 'Logo de la cuenta' });
      expect(picture).toHaveAttribute('src', 'blob:logo-8');
      expect(screen.getAllByRole('img', { name: 'Logo de la cuenta' })).toHaveLength(1);
    } finally {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('read-only and disabled forms show the link only', async () => {
    render(<SoloLectura />);
    expect(await screen.findByRole('button', { name: 'Descargar contrato-2026.pdf' })).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });

  it('disabled forms show the link only', async () => {
    render(<Deshabilitado />);
    expect(await screen.findByRole('button', { name: 'Descargar contrato-2026.pdf' })).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: /Quitar/ })).toBeNull();
  });

  it.each([
    ['Vacio', Vacio, false],
    ['ConArchivo', ConArchivo, false],
    ['Subiendo', Subiendo, true],
    ['ConError', ConError, true],
    ['SoloLectura', SoloLectura, false],
    ['Deshabilitado', Deshabilitado, false],
  ])('story %s has no serious accessibility problem', async (_name, Story, uploads) => {
    const { container } = render(<Story />);
    if (uploads) {
      await userEvent.setup().upload(input('Contrato'), pdf());
      await waitFor(() => expect(screen.getAllByRole(Story === Subiendo ? 'progressbar' : 'alert').length).toBeGreaterThan(0));
    }
    expect(await seriousA11yProblems(container)).toEqual([]);
  });
});
