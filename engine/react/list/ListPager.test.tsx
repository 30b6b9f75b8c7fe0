import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListPager } from './ListPager';

describe('ListPager', () => {
  it('SHR-OP05 says "1 resultado" for one row, not "1 resultados"', () => {
    render(<ListPager page={0} pages={1} total={1} onPage={() => {}} />);
    expect(screen.getByText('1 resultado')).toBeInTheDocument();
  });

  it('SHR-OP05 writes a large count with Spanish thousands separators', () => {
    render(<ListPager page={0} pages={494} total={12345} onPage={() => {}} />);
    expect(screen.getByText('12.345 resultados')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 494')).toBeInTheDocument();
  });
});
