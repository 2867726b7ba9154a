import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from '../../theme';
import { Dialog } from './Dialog';

function Harness({ children, onClose }: { children?: ReactNode; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider withGlobalStyle={false}>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open score
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Score Vendor"
        description="Vendor A"
        footer={<button type="button">Save Score</button>}
      >
        {children ?? (
          <>
            <label>
              Comments <textarea />
            </label>
            <button type="button">No Vote</button>
          </>
        )}
      </Dialog>
    </ThemeProvider>
  );
}

async function openDialog(ui = <Harness />) {
  const user = userEvent.setup();
  render(ui);
  const trigger = screen.getByRole('button', { name: 'Open score' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: 'Score Vendor' }) };
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Vendor A');
  });

  it('moves focus to the first field of its body when it opens', async () => {
    await openDialog();
    expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab cycling inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save Score' });

    save.focus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.tab({ shift: true });
    expect(save).toHaveFocus();

    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('pulls focus back when something outside tries to take it', async () => {
    const { dialog } = await openDialog();
    screen.getByRole('button', { name: 'Before', hidden: true }).focus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the element that opened it', async () => {
    const onClose = jest.fn();
    const { user, trigger } = await openDialog(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('restores focus after closing with the close button', async () => {
    const { user, trigger } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(<Harness onClose={onClose} />);
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the dialog itself when it holds nothing focusable', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <Dialog open onClose={() => undefined} title="Notice" hideCloseButton>
          <p>Nothing to press here.</p>
        </Dialog>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('closes only the innermost dialog on Escape', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <ThemeProvider withGlobalStyle={false}>
          <Dialog open={outer} onClose={() => setOuter(false)} title="Users">
            <button type="button" onClick={() => setInner(true)}>
              Delete user
            </button>
          </Dialog>
          <Dialog open={inner} onClose={() => setInner(false)} title="Delete User" role="alertdialog">
            <button type="button">Cancel</button>
          </Dialog>
        </ThemeProvider>
      );
    }
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete User' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling while open and releases it afterwards', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
