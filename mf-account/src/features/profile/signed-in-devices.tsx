import { useId } from 'react';
import styled from 'styled-components';
import { useSignedInDevicesQuery, useSignOutDeviceMutation } from '@ciao/api-client/account';
import type { SignedInDevice } from '@ciao/contracts';
import { useToast } from '@ciao/shell';
import { Badge, Button, Notice, Spinner } from '@ciao/ui';
import { SignOutOthersDialog } from './sign-out-others-dialog';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  min-width: 0;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Device = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

let timeFormat: Intl.DateTimeFormat | undefined;

/** A moment in the reader's own locale and time zone. */
function formatTime(iso: string): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return timeFormat.format(new Date(iso));
}

/**
 * The profile dialog's "Signed-in devices": every session of the account (this one marked), each
 * other one with its own "Sign out", and "Sign out everywhere else" behind a confirmation
 * (docs/account-screens.md, "Signed-in devices").
 */
export function SignedInDevices({ userId, titleId: givenTitleId }: { userId: string; titleId?: string }) {
  const ownTitleId = useId();
  const titleId = givenTitleId ?? ownTitleId;
  const devices = useSignedInDevicesQuery(userId);
  const sessions = devices.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId} tabIndex={-1}>
        Signed-in devices
      </Title>
      {devices.isPending ? (
        <Spinner label="Loading signed-in devices" />
      ) : devices.isError ? (
        <Notice
          variant="danger"
          title="Could not load your signed-in devices."
          action={
            <Button size="sm" variant="outline" loading={devices.isFetching} onClick={() => void devices.refetch()}>
              Try again
            </Button>
          }
        />
      ) : (
        <>
          <List>
            {sessions.map((session) => (
              <DeviceRow key={session.id} userId={userId} session={session} />
            ))}
          </List>
          {others.length === 0 ? (
            <Muted>Only this device is signed in to your account.</Muted>
          ) : (
            <SignOutOthersDialog userId={userId} count={others.length} />
          )}
        </>
      )}
    </Section>
  );
}

function DeviceRow({ userId, session }: { userId: string; session: SignedInDevice }) {
  const signOut = useSignOutDeviceMutation(userId);
  const { toast } = useToast();
  const firstSeen = formatTime(session.firstSeenAt);

  const signOutDevice = async () => {
    try {
      await signOut.mutateAsync(session.id);
    } catch {
      toast({
        title: 'Error',
        description: 'Unable to sign out that device. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Device Signed Out', description: `${session.device} is signed out.` });
  };

  return (
    <Row>
      <Device>
        <Name>
          {session.device}
          {session.current ? <Badge variant="success">This device</Badge> : null}
        </Name>
        <Muted>
          Signed in {firstSeen} · Last active {formatTime(session.lastSeenAt)}
        </Muted>
      </Device>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          loading={signOut.isPending}
          onClick={signOutDevice}
          aria-label={`Sign out ${session.device}, signed in ${firstSeen}`}
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </Button>
      )}
    </Row>
  );
}
