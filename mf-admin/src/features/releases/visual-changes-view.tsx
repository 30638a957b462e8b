import styled from 'styled-components';
import type { VisualReview, VisualReviewStory } from '@ciao/contracts';
import { Badge, Button, FailedNotice, Notice, Spinner, Stack } from '@ciao/ui';
import { useReasonConfirmation } from '../../components/reason-confirmation';

export type VisualDecision = 'approved' | 'rejected';
type PictureSide = 'before' | 'after' | 'diff';

export const VISUAL_TEXTS = {
  heading: (version: string) => `Visual changes of ${version}`,
  loading: 'Loading the visual review...',
  failed: 'Failed to load the visual review',
  none: 'This release carries no Storybook: there is nothing to compare.',
  rendering: 'Rendering every story at 390 px and on a desktop, to compare with the live release...',
  reviewFailed: (error: string) => `The stories could not be rendered: ${error}`,
  noChanges: 'Every story looks as it does in the live release.',
  firstRelease: 'Nothing was live to compare with: every story is new.',
  changed: 'changed',
  new: 'new',
  removed: 'removed',
  unchanged: 'unchanged',
  approvalNeeded: 'Needs a designer’s approval before it goes live',
  approved: (by: string) => `Approved by ${by}`,
  rejected: (by: string) => `Rejected by ${by}`,
  approve: 'Approve changes',
  reject: 'Reject changes',
  before: 'Before (live)',
  after: 'After (this release)',
  diff: 'Difference',
  atWidth: (width: number) => (width < 600 ? `Phone, ${width} px` : `Desktop, ${width} px`),
} as const;

const decisionQuestion = (version: string, decision: VisualDecision) =>
  decision === 'approved'
    ? `Approve the visual changes of ${version}? It may then go live.`
    : `Reject the visual changes of ${version}? It cannot go live while approval is required.`;

export type VisualChangesState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'none' }
  | { status: 'ready'; review: VisualReview };

export interface VisualChangesViewProps {
  version: string;
  state: VisualChangesState;
  /** Where a picture of a story is read from. */
  pictureUrl: (review: VisualReview, side: PictureSide, storyId: string, width: number) => string;
  /** Shows approve and reject (a designer). */
  canDecide: boolean;
  onDecide: (decision: VisualDecision, reason: string) => void;
  /** A decision on its way, and the API's refusal of the last one. */
  deciding?: { error: string | null } | undefined;
}

const Counts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Stories = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Before, after and difference side by side, each at most a third of the width (stacked below 360 px). */
const SideBySide = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const OUTCOME_BADGES = { changed: 'warning', new: 'info', removed: 'danger' } as const;

function StoryPictures({
  review,
  story,
  pictureUrl,
}: {
  review: VisualReview;
  story: VisualReviewStory;
  pictureUrl: VisualChangesViewProps['pictureUrl'];
}) {
  const label = `${story.title} · ${story.name}`;
  const widths = story.outcome === 'changed' ? story.changedWidths : review.widths;
  const sides: PictureSide[] =
    story.outcome === 'changed' ? ['before', 'after', 'diff'] : story.outcome === 'new' ? ['after'] : ['before'];
  return (
    <li>
      <Stack gap={2}>
        <Row>
          <strong>{label}</strong>
          {story.outcome === 'unchanged' ? null : (
            <Badge variant={OUTCOME_BADGES[story.outcome]}>{VISUAL_TEXTS[story.outcome]}</Badge>
          )}
        </Row>
        {widths.map((width) => (
          <Stack gap={1} key={width}>
            <Muted>{VISUAL_TEXTS.atWidth(width)}</Muted>
            <SideBySide>
              {sides.map((side) => (
                <Figure key={side}>
                  <img
                    src={pictureUrl(review, side, story.id, width)}
                    alt={`${VISUAL_TEXTS[side]}: ${label}, ${VISUAL_TEXTS.atWidth(width)}`}
                    loading="lazy"
                  />
                  <figcaption>{VISUAL_TEXTS[side]}</figcaption>
                </Figure>
              ))}
            </SideBySide>
          </Stack>
        ))}
      </Stack>
    </li>
  );
}

function Decision({ review }: { review: VisualReview }) {
  const changes = review.counts.changed + review.counts.new + review.counts.removed;
  if (review.decision === 'approved')
    return <Badge variant="success">{VISUAL_TEXTS.approved(review.decidedBy ?? '')}</Badge>;
  if (review.decision === 'rejected')
    return <Badge variant="danger">{VISUAL_TEXTS.rejected(review.decidedBy ?? '')}</Badge>;
  if (review.approvalRequired && (changes > 0 || review.status === 'failed'))
    return <Badge variant="warning">{VISUAL_TEXTS.approvalNeeded}</Badge>;
  return null;
}

/**
 * A release's visual changes on the Releases screen (docs/storybook.md, "Visual review of a
 * release"): the counts, then each changed, new or removed story with its pictures side by side;
 * approve or reject for a designer.
 */
export function VisualChangesView({
  version,
  state,
  pictureUrl,
  canDecide,
  onDecide,
  deciding,
}: VisualChangesViewProps) {
  const { ask, confirmation } = useReasonConfirmation({
    confirmationOf: (decision: VisualDecision) => ({
      question: decisionQuestion(version, decision),
      confirmLabel: decision === 'approved' ? VISUAL_TEXTS.approve : VISUAL_TEXTS.reject,
      destructive: decision === 'rejected',
    }),
    busy: deciding !== undefined && deciding.error === null,
    onConfirm: onDecide,
  });
  let body;
  if (state.status === 'loading') body = <Spinner label={VISUAL_TEXTS.loading} />;
  else if (state.status === 'failed') body = <FailedNotice title={VISUAL_TEXTS.failed} onRetry={state.onRetry} />;
  else if (state.status === 'none') body = <Muted>{VISUAL_TEXTS.none}</Muted>;
  else {
    const { review } = state;
    const finished = review.status === 'done' || review.status === 'failed';
    body = (
      <Stack gap={3}>
        {finished ? null : <Muted>{VISUAL_TEXTS.rendering}</Muted>}
        {review.status === 'failed' ? (
          <Notice variant="danger">{VISUAL_TEXTS.reviewFailed(review.error ?? '')}</Notice>
        ) : null}
        {review.status === 'done' ? (
          <Counts aria-label="Stories by outcome">
            {(['changed', 'new', 'removed', 'unchanged'] as const).map((outcome) => (
              <li key={outcome}>
                <Badge variant={outcome === 'unchanged' ? 'neutral' : OUTCOME_BADGES[outcome]}>
                  {`${review.counts[outcome]} ${VISUAL_TEXTS[outcome]}`}
                </Badge>
              </li>
            ))}
          </Counts>
        ) : null}
        <Decision review={review} />
        {review.status === 'done' && review.stories.length === 0 ? <Muted>{VISUAL_TEXTS.noChanges}</Muted> : null}
        {review.status === 'done' && review.baselineVersion === null ? (
          <Muted>{VISUAL_TEXTS.firstRelease}</Muted>
        ) : null}
        {deciding?.error ? <Notice variant="danger">{deciding.error}</Notice> : null}
        {canDecide && (review.status === 'failed' || (finished && review.stories.length > 0))
          ? (confirmation ?? (
              <Row>
                {review.decision === 'approved' ? null : (
                  <Button onClick={() => ask('approved')}>{VISUAL_TEXTS.approve}</Button>
                )}
                {review.decision === 'rejected' ? null : (
                  <Button variant="outline" onClick={() => ask('rejected')}>
                    {VISUAL_TEXTS.reject}
                  </Button>
                )}
              </Row>
            ))
          : null}
        {review.stories.length > 0 ? (
          <Stories>
            {review.stories.map((story) => (
              <StoryPictures key={story.id} review={review} story={story} pictureUrl={pictureUrl} />
            ))}
          </Stories>
        ) : null}
      </Stack>
    );
  }
  return (
    <section aria-label={VISUAL_TEXTS.heading(version)}>
      <Stack gap={2}>
        <h3>{VISUAL_TEXTS.heading(version)}</h3>
        {body}
      </Stack>
    </section>
  );
}
