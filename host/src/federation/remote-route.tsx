import styled from 'styled-components';
import { Spinner } from '@ciao/ui';
import { screenId, type RemoteScreen } from '../app/remote-screens';
import { useDocumentTitle } from '../components/document-title';
import { RemoteSlot } from './remote-slot';
import { useFrameMessages } from '../messages/frame';
import { useScreenTitle } from './shell-texts';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
`;

/** A route whose screen lives in a remote: loaded at run time, with its own fallback; the page titled after it. */
export function RemoteRoute({ screen }: { screen: RemoteScreen & { title: string } }) {
  const t = useFrameMessages();
  useDocumentTitle(useScreenTitle()(screen.title));
  return (
    <RemoteSlot
      id={screenId(screen)}
      props={{}}
      testId={`remote-screen-${screen.remote}`}
      loading={
        <Loading>
          <Spinner size="lg" label={t('frame.loadingSection')} />
        </Loading>
      }
    />
  );
}
