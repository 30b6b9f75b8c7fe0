import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '../../engine/react/router/Router';
import { describe, expect, it } from 'vitest';
import { TokenModeGate } from './TokenModeGate';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(url: string, tokenMode: boolean) {
  const element = (
    <TokenModeGate tokenMode={tokenMode} home="/inicio">
      <Where />
    </TokenModeGate>
  );
  render(<MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>);
  return screen.findByTestId('where');
}

describe('TokenModeGate (SES-OP04)', () => {
  it('sends a token-mode user from a module route to Home, keeping the token', async () => {
    expect(await renderAt('/herramientas/abm/bancos?token=demo-vigente', true)).toHaveTextContent(/^\/inicio\?token=demo-vigente$/);
  });

  it('lets token mode open Home and the contact-opportunity screen', async () => {
    expect(await renderAt('/contactoOportunidad/7/9?token=demo-vigente', true)).toHaveTextContent(/^\/contactoOportunidad\/7\/9\?token=demo-vigente$/);
  });

  it('does nothing outside token mode', async () => {
    expect(await renderAt('/herramientas/abm/bancos', false)).toHaveTextContent(/^\/herramientas\/abm\/bancos$/);
  });
});
