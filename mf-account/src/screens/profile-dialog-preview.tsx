import { useState } from 'react';
import { Button, Page } from '@ciao/ui';
import { ProfileDialog } from './profile-dialog';

/** Standalone page only: a button that opens the dialog the host opens from its menu. */
export function ProfileDialogPreview() {
  const [open, setOpen] = useState(false);
  return (
    <Page>
      <Button onClick={() => setOpen(true)}>Open profile dialog</Button>
      <ProfileDialog open={open} onOpenChange={setOpen} />
    </Page>
  );
}
