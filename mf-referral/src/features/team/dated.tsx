/** Where the day goes in the message (a character no message holds). */
const DAY = '\u2063';

/**
 * A message with a day in it ("Joined {day}"), the day in a `<time>` element: the message's words
 * around it come from the catalog, in the page's language.
 */
export function Dated({ text, iso, day }: { text: (day: string) => string; iso: string; day: string }) {
  const [before = '', after = ''] = text(DAY).split(DAY);
  return (
    <>
      {before}
      <time dateTime={iso}>{day}</time>
      {after}
    </>
  );
}
