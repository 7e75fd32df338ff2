import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

function Harness({
  onConfirm,
  canConfirm,
}: {
  onConfirm: (name: string) => void;
  canConfirm?: (name: string) => boolean;
}) {
  const [subject, setSubject] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setSubject('Ada Lovelace')}>
        Disable
      </button>
      <ConfirmDialog
        subject={subject}
        title={(name) => `Disable ${name}?`}
        confirmLabel="Disable"
        onCancel={() => setSubject(null)}
        canConfirm={canConfirm}
        onConfirm={(name) => {
          setSubject(null);
          onConfirm(name);
        }}
      >
        {(name) => `${name} is signed out at once.`}
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('names its subject, keeps focus inside, and gives it back on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Disable' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    expect(dialog).toHaveAccessibleDescription('Ada Lovelace is signed out at once.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Backwards past its first button reaches the page behind, and focus is brought back inside.
    for (let step = 0; step < 3; step += 1) {
      await user.tab({ shift: true });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    }
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its subject once the dialog has closed, never while it is still shown', async () => {
    const user = userEvent.setup();
    // On the click the dialog is still shown; by the confirmation it must have faded out.
    const dialogShownAtConfirm: boolean[] = [];
    const onConfirm = jest.fn(() => {
      const dialog = document.querySelector('[role="dialog"]');
      dialogShownAtConfirm.push(dialog?.classList.contains('show') ?? false);
    });
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('Ada Lovelace'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(dialogShownAtConfirm).toEqual([false]);
  });

  it('stays open, confirming nothing, while canConfirm refuses', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} canConfirm={() => false} />);
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Ada Lovelace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog', { name: 'Disable Ada Lovelace?' })).toBeVisible();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
