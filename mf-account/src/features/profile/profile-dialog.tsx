import styled from 'styled-components';
import { Avatar, Button, Dialog, DialogClose } from '@ciao/ui';
import { avatarProps, displayName, useSession, type ProfileDialogProps } from '@ciao/shell';

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Opened from the side menu. The form (image URL, nickname, danger zone) comes with the profile issue. */
export function ProfileDialog({ open, onOpenChange }: ProfileDialogProps) {
  const { user } = useSession();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Profile"
      footer={
        <DialogClose>
          <Button variant="outline">Close</Button>
        </DialogClose>
      }
    >
      <Who>
        <Avatar {...avatarProps(user)} size="lg" />
        <div>
          <strong>{displayName(user)}</strong>
          {user?.email ? <Muted>{user.email}</Muted> : null}
        </div>
      </Who>
      <p>Profile editing — coming in the profile issue.</p>
    </Dialog>
  );
}
