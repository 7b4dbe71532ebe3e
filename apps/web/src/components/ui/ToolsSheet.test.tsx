import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ToolsSheet } from './ToolsSheet.js';

function Sheet() {
  const [open, setOpen] = useState(true);
  return (
    <ToolsSheet open={open} onOpenChange={setOpen}>
      <label>
        Prompt <input />
      </label>
    </ToolsSheet>
  );
}

describe('tools sheet', () => {
  it('folds to its handle and back, keeping what was typed in its tools', async () => {
    render(<Sheet />);
    const tools = screen.getByRole('region', { name: 'Editing tools' });
    await userEvent.type(screen.getByLabelText('Prompt'), 'a fox');
    const handle = screen.getByRole('button', { name: 'Hide tools' });
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    expect(handle).toHaveAttribute('aria-controls', tools.id);

    await userEvent.click(handle);
    expect(handle).toHaveAccessibleName('Show tools');
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(tools).toHaveAttribute('data-state', 'closed');

    await userEvent.click(handle);
    expect(tools).toHaveAttribute('data-state', 'open');
    expect(screen.getByLabelText('Prompt')).toHaveValue('a fox');
  });
});
