/** The side menu's groups and entries as a user reads them. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '../router/history';
import { Router } from '../router/Router';
import { MainMenu } from './MainMenu';

describe('MainMenu', () => {
  it('20 a top-level entry after a group is set apart by a divider, so it does not read as the group’s last entry', () => {
    const { container } = render(
      <Router history={createMemoryHistory(['/inicio'])}>
        <MainMenu
          entries={[
            { label: 'Inicio', path: '/inicio' },
            { label: 'Herramientas', children: [{ label: 'Bancos', path: '/bancos' }] },
            { label: 'Hoteles', path: '/hoteles' },
          ]}
        />
      </Router>,
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Inicio', 'Bancos', 'Hoteles']);
    const items = [...container.querySelectorAll('.bo-menu > li')];
    const bancos = items.findIndex((li) => li.textContent === 'Bancos');
    const hoteles = items.findIndex((li) => li.textContent === 'Hoteles');
    expect(items.slice(bancos + 1, hoteles).some((li) => li.classList.contains('bp6-menu-divider'))).toBe(true);
    // No divider between Inicio and the group's heading beyond the heading itself.
    expect(container.querySelectorAll('.bo-menu-apart')).toHaveLength(1);
  });
});
