import styled from 'styled-components';

// A figure's width is known from its characters: in tabular figures a digit is at most about
// 0.7em wide (bold DejaVu Sans, Debian's default, is the widest met), commas and points less. The box measures the width it is given
// (a size container), the text takes the theme's size when it fits and shrinks when it does not.
const EM_PER_CHARACTER = 0.7;

const Box = styled.span`
  display: block;
  min-width: 0;
  container-type: inline-size;
`;

const Text = styled.span<{ $characters: number }>`
  display: block;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  font-size: min(1em, calc(100cqi / ${({ $characters }) => $characters * EM_PER_CHARACTER}));
`;

export interface FittedNumberProps {
  /** The formatted figure, e.g. '12,721,512.52' or '1,470,588.24 $CIAO'. */
  children: string;
  className?: string;
}

/**
 * A figure that never breaks across lines: on one line at the size around it, smaller when the
 * space it is given is too narrow (a stats card on a 320 px phone), always exact. Give it a
 * width: a block, a grid cell or a stretched flex item (not a shrink-to-fit box, which it would
 * leave at zero width).
 */
export function FittedNumber({ children, className }: FittedNumberProps) {
  return (
    <Box className={className}>
      <Text $characters={Math.max(children.length, 1)}>{children}</Text>
    </Box>
  );
}
