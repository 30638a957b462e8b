import styled from 'styled-components';
import { Spinner } from '@ciao/ui';
import { RemoteSlot } from './remote-slot';

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.primary};
`;


export interface RemoteRouteProps {
  remote: string;
  screen: string;
}

/** A route whose screen lives in a remote: loaded at run time, with its own fallback. */
export function RemoteRoute({ remote, screen }: RemoteRouteProps) {
  const id = `${remote}/${screen}`;
  return (
    <RemoteSlot
      id={id}
      testId={`remote-screen-${remote}`}
      loading={
        <Loading>
          <Spinner size="lg" label="Loading section" />
        </Loading>
      }
    />
  );
}
