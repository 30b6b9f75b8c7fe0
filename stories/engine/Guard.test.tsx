import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/portableStories';
import * as stories from './Guard.stories';

const { Permitido, Denegado, CanAccessLector, CanAccessEscritor } = composeStories(stories);

describe('Guard and CanAccess', () => {
  it('BNK-16 lets a bank reader into the bank screen', () => {
    render(<Permitido />);
    expect(screen.getByText('Pantalla protegida')).toBeInTheDocument();
  });

  it('ROL-07 / SHR-16 denied: danger "No tiene permisos para acceder a este módulo" and redirect to /inicio', async () => {
    render(<Denegado />);
    expect(await screen.findByTestId('location')).toHaveTextContent('/inicio');
    expect(screen.queryByText('Pantalla protegida')).not.toBeInTheDocument();
    const message = await screen.findByText('No tiene permisos para acceder a este módulo');
    expect(message.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
    expect(screen.getAllByText('No tiene permisos para acceder a este módulo')).toHaveLength(1);
  });

  it('BNK-17 CanAccess shows write actions only with write permission', () => {
    const { unmount } = render(<CanAccessLector />);
    expect(screen.queryByRole('button', { name: 'Nuevo' })).not.toBeInTheDocument();
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    unmount();
    render(<CanAccessEscritor />);
    expect(screen.getByRole('button', { name: 'Nuevo' })).toBeInTheDocument();
  });
});
