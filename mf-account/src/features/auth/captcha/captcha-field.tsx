import { useId } from 'react';
import styled from 'styled-components';
import { VARIES_PER_VISIT_ATTRIBUTE } from '@ciao/shell';
import { IconButton, RefreshIcon, TextField, VisuallyHidden } from '@ciao/ui';
import { useAccountMessages } from '../../../messages';
import { shownQuestion, spokenQuestionValues } from './captcha';
import type { CaptchaBinding } from './use-captcha';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const QuestionRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

// Digits in the page's font (tabular figures), not the monospace stack: no second typeface to load
// for the sign-in screen (docs/front-end.md).
const Question = styled.p`
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
`;

interface CaptchaFieldProps {
  captcha: CaptchaBinding;
  error?: string;
}

/** The arithmetic question (read aloud in words), a button for a new one, and the answer field. */
export function CaptchaField({ captcha, error }: CaptchaFieldProps) {
  const questionId = useId();
  const t = useAccountMessages();
  return (
    <Group>
      <QuestionRow>
        {/* A new question per visit: the build-time first paint keeps its place but does not show one. */}
        <Question id={questionId} {...{ [VARIES_PER_VISIT_ATTRIBUTE]: '' }}>
          <span aria-hidden="true">{shownQuestion(captcha.challenge)}</span>
          <VisuallyHidden>{t('captcha.spoken', spokenQuestionValues(captcha.challenge))}</VisuallyHidden>
        </Question>
        <IconButton aria-label={t('captcha.newQuestion')} icon={<RefreshIcon />} onClick={captcha.regenerate} />
      </QuestionRow>
      <TextField
        label={t('captcha.answer')}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        value={captcha.answer}
        onChange={(event) => captcha.setAnswer(event.target.value)}
        aria-describedby={questionId}
        error={error}
      />
    </Group>
  );
}
