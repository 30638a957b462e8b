import logoUrl from '../../assets/favicon.svg';

/** The $CIAO coin mark (decorative: the title next to it names the app). */
export function Logo({ size = 36 }: { size?: number }) {
  return <img src={logoUrl} width={size} height={size} alt="" />;
}
