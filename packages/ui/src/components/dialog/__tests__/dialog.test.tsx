import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../../../testing/render';
import { Button } from '../../button/button';
import { TextField } from '../../text-field/text-field';
import { Dialog, DialogClose } from '../dialog';

function ProfileDialog({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Dialog
      trigger={<Button>Edit profile</Button>}
      title="Edit Profile"
      description="Update your nickname."
      onOpenChange={onOpenChange}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Save</Button>
        </>
      }
    >
      <TextField label="Nickname" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title and described by its description', async () => {
    renderWithUi(<ProfileDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(dialog).toHaveAccessibleDescription('Update your nickname.');
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = jest.fn();
    renderWithUi(<ProfileDialog onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit profile' });
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(trigger).toHaveFocus();
  });

  it('traps focus: Tab cycles through the dialog and never reaches the page behind', async () => {
    renderWithUi(
      <>
        <Button>Behind</Button>
        <ProfileDialog />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('hides the page behind from assistive technology while open', async () => {
    renderWithUi(
      <>
        <Button>Behind</Button>
        <ProfileDialog />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
  });

  it('closes from a DialogClose action and from the X button', async () => {
    renderWithUi(<ProfileDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('works controlled, without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <p>{open ? 'open' : 'closed'}</p>
          <Dialog open={open} onOpenChange={setOpen} title="Delete Account" role="alertdialog" />
        </>
      );
    }
    renderWithUi(<Controlled />);
    expect(screen.getByRole('alertdialog', { name: 'Delete Account' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('when opened from code, then closing gives focus back to what had it when it opened', async () => {
    function OpenedFromCode() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Read the terms</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Terms and Conditions">
            <p>Text</p>
          </Dialog>
        </>
      );
    }
    renderWithUi(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Read the terms' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when the element that opened it has left the page, then focus goes to returnFocusFallback', async () => {
    function ReplacedOpener() {
      const [open, setOpen] = useState(false);
      const [verified, setVerified] = useState(false);
      return (
        <>
          {verified ? (
            <TextField label="Name" />
          ) : (
            <Button onClick={() => setOpen(true)}>Start Age Verification</Button>
          )}
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title="Age verification"
            returnFocusFallback={() => screen.queryByLabelText('Name')}
            footer={
              <Button
                onClick={() => {
                  setVerified(true);
                  setOpen(false);
                }}
              >
                Verify Age
              </Button>
            }
          />
        </>
      );
    }
    renderWithUi(<ReplacedOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Start Age Verification' }));

    await userEvent.click(screen.getByRole('button', { name: 'Verify Age' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('makes a scrollable body focusable so keyboard users can scroll long terms', () => {
    renderWithUi(
      <Dialog defaultOpen title="Terms and Conditions" scrollable>
        <p>Long text</p>
      </Dialog>,
    );
    expect(screen.getByText('Long text').parentElement).toHaveAttribute('tabindex', '0');
  });
});
