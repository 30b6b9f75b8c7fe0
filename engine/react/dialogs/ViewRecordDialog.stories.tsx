/** A linked record read-only in a dialog (LNK-21), and a load whose answer is not a record (SHR-OP04). */
import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { demoBanks } from '../../../stories/support/demoBanks';
import { withEngine } from '../../../stories/support/withEngine';
import type { ApiRequest } from '../api/ApiClient';
import { ViewRecordDialog } from './ViewRecordDialog';

const [bank] = demoBanks(1);

/** A button opens bank 1 in the dialog. */
function ViewRecordDialogStory() {
  const [id, setId] = useState<number | undefined>(undefined);
  return (
    <div className="bo-page" style={{ padding: 24 }}>
      <Button text="Ver banco" onClick={() => setId(bank.id)} />
      <ViewRecordDialog module="banco" id={id} onClose={() => setId(undefined)} />
    </div>
  );
}

const meta = {
  title: 'Engine/ViewRecordDialog',
  component: ViewRecordDialogStory,
  decorators: [withEngine],
  parameters: { engine: { user: 'admin', route: '/', server: { records: { banco: [bank] } } } },
} satisfies Meta<typeof ViewRecordDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank, read-only. */
export const Ver: Story = {};

/** The answer is not a record: the module's load error with `error #ATGF01`, and no dialog. */
export const RespuestaInesperada: Story = {
  parameters: {
    engine: {
      user: 'admin',
      route: '/',
      server: { records: { banco: [bank] } },
      answer: (r: ApiRequest) => (r.method === 'GET' && r.path === '/api/modulos/banco/1' ? { status: 200, body: { ok: true } } : undefined),
    },
  },
};
