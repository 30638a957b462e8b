import { useId } from 'react';
import styled from 'styled-components';
import { useSignedInDevicesQuery, useSignOutDeviceMutation } from '@ciao/api-client/account';
import type { SignedInDevice } from '@ciao/contracts';
import { localeTag, useLocale, useToast } from '@ciao/shell';
import { Badge, Button, Notice, Spinner } from '@ciao/ui';
import { SignOutOthersDialog } from './sign-out-others-dialog';
import { useProfileMessages } from '../../messages/profile';

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
function formatTime(iso: string, tag: string): string {
  if (timeFormat?.resolvedOptions().locale !== tag) {
    timeFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  }
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
  const t = useProfileMessages();

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId} tabIndex={-1}>
        {t('devices.title')}
      </Title>
      {devices.isPending ? (
        <Spinner label={t('devices.loading')} />
      ) : devices.isError ? (
        <Notice
          variant="danger"
          title={t('devices.loadFailed')}
          action={
            <Button size="sm" variant="outline" loading={devices.isFetching} onClick={() => void devices.refetch()}>
              {t('devices.tryAgain')}
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
            <Muted>{t('devices.onlyThis')}</Muted>
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
  const t = useProfileMessages();
  const tag = localeTag(useLocale());
  const firstSeen = formatTime(session.firstSeenAt, tag);

  const signOutDevice = async () => {
    try {
      await signOut.mutateAsync(session.id);
    } catch {
      toast({
        title: t('devices.errorTitle'),
        description: t('devices.signOutFailed'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('devices.signedOutTitle'), description: t('devices.signedOut', { device: session.device }) });
  };

  return (
    <Row>
      <Device>
        <Name>
          {session.device}
          {session.current ? <Badge variant="success">{t('devices.thisDevice')}</Badge> : null}
        </Name>
        <Muted>{t('devices.seen', { firstSeen, lastSeen: formatTime(session.lastSeenAt, tag) })}</Muted>
      </Device>
      {session.current ? null : (
        <Button
          size="sm"
          variant="outline"
          loading={signOut.isPending}
          onClick={signOutDevice}
          aria-label={t('devices.signOutLabel', { device: session.device, firstSeen })}
        >
          {signOut.isPending ? t('devices.signingOut') : t('devices.signOut')}
        </Button>
      )}
    </Row>
  );
}
