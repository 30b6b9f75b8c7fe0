/** Notifications at the bottom (SHR-04..06): success and warning auto-dismiss, danger stays. */
import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { t } from '../../engine/core/messages';
import { useNotify } from '../../engine/react/notifications/useNotify';
import { withEngine } from '../support/withEngine';

function Demo() {
  const { success, warning, danger } = useNotify();
  return (
    <div style={{ display: 'flex', gap: 8, padding: 24 }}>
      <Button intent="success" text="success" onClick={() => success(t('save.success'))} />
      <Button intent="warning" text="warning" onClick={() => warning(t('search.empty'))} />
      <Button intent="danger" text="danger" onClick={() => danger(t('save.error'))} />
    </div>
  );
}

const meta = { title: 'Engine/Notifications', decorators: [withEngine], render: () => <Demo />, parameters: { engine: { route: '/' } } } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to show each kind. */
export const Tipos: Story = {};
