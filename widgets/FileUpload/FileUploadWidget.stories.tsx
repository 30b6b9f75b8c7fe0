/** FileUpload (WID-01…06, WID-OP03): a generic uploader and a logo uploader, picked by `x-widget` alone. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import './index';
import { FileUploadStoryForm, type StorySchema } from './FileUploadStoryForm';

const schema: StorySchema = {
  type: 'object',
  properties: {
    contrato: { type: 'string', title: 'Contrato', 'x-widget': 'upload', 'x-extensions': ['pdf', 'doc', 'docx'] },
    logo: { type: 'string', title: 'Logo', 'x-widget': 'logo' },
  },
};

const uiSchema = { contrato: { 'ui:options': { prefijo: 'contrato', carpeta: 'contratos' } } };

/** A PDF the stories upload into "Contrato". */
export const samplePdf = () => new File(['%PDF-1.4 contrato'], 'contrato.pdf', { type: 'application/pdf' });

const uploadContract = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.upload(within(canvasElement).getByLabelText('Contrato'), samplePdf());
};

const meta = {
  // Data shared with the story tests, not a story.
  excludeStories: ['samplePdf'],
  title: 'Widgets/FileUpload',
  component: FileUploadStoryForm,
  args: { schema, uiSchema },
} satisfies Meta<typeof FileUploadStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: choose one (pdf, doc, docx for the contract; jpg, png, gif, jpeg for the logo). */
export const Vacio: Story = {};

/** Stored files: download links with "Quitar". */
export const ConArchivo: Story = { args: { formData: { contrato: '7', logo: '8' } } };

/** An upload that has not finished: the progress bar shows and saving is blocked. */
export const Subiendo: Story = { args: { upload: 'pending' }, play: uploadContract };

/** The server refused the file: its message and the upload-error flag show, saving is blocked. */
export const ConError: Story = { args: { upload: 'error' }, play: uploadContract };

/** Read-only form: links only. */
export const SoloLectura: Story = { args: { formData: { contrato: '7', logo: '8' }, readonly: true } };

/** Disabled form: links only. */
export const Deshabilitado: Story = { args: { formData: { contrato: '7' }, disabled: true } };
