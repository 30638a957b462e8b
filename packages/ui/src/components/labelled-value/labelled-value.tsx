import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** The look of label / value pairs inside a <dl>: a small muted label (dt), a semibold value (dd). */
export const labelledValueStyles = css`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  padding: ${({ theme }) => theme.space[2]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }

  ${labelledValueStyles}

  /* A figure moves to its own line rather than breaking inside a number. */
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

/** A list of label / value pairs (a <dl>), one pair a row: the label left, the value right. */
export const ValueList = styled.dl`
  margin: 0;
`;

/** One label / value pair inside a ValueList. */
export function LabelledValue({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Row>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Row>
  );
}
