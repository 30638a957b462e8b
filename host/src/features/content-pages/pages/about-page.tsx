import { Link } from '@ciao/shell/router';
import { MINING_DURATIONS, REFERRAL, STORE_CREDIT } from '@ciao/contracts/web';
import { ContentPage, ContentSection } from '../content-page';

const shortest = MINING_DURATIONS.reduce((a, b) => (b.hours < a.hours ? b : a));
const longest = MINING_DURATIONS.reduce((a, b) => (b.hours > a.hours ? b : a));

/** /about: who we are and why the app exists. */
export function AboutPage() {
  return (
    <ContentPage title="link.about">
      <ContentSection title="Who we are">
        <p>
          We are the team behind $CIAO and its official store. We built $CIAO MINING so that anyone can learn how crypto
          mining rewards work without spending money, buying hardware or taking any financial risk.
        </p>
      </ContentSection>

      <ContentSection title="What we believe">
        <ul>
          <li>
            <strong>Learning first.</strong> Every figure in the app comes with an explanation, and nothing hides behind
            jargon.
          </li>
          <li>
            <strong>Honesty.</strong> We say plainly that $CIAO credits are virtual and have no real-world value.
          </li>
          <li>
            <strong>Fairness.</strong> One account per person, the same rules for everyone, and rewards for bringing
            friends, never for gaming the system.
          </li>
          <li>
            <strong>Privacy.</strong> We collect only what we need to run the app safely, and we never sell your data.
          </li>
        </ul>
      </ContentSection>

      <ContentSection title="How it works">
        <ol>
          <li>
            Start a simulated mining contract of {shortest.hours} to {longest.hours} hours: the shorter the contract,
            the higher its multiplier ({shortest.multiplier}x for {shortest.hours} hour, {longest.multiplier}x for{' '}
            {longest.hours} hours).
          </li>
          <li>Watch your $CIAO credits build up while the contract runs, even with the app closed.</li>
          <li>
            When your credits are worth at least ${STORE_CREDIT.minUsd} USD, turn them into a discount code for our
            store.
          </li>
          <li>
            Invite friends: you both receive ${REFERRAL.rewardUsd} USD in $CIAO after their first completed mining.
          </li>
        </ol>
      </ContentSection>

      <ContentSection title="Get in touch">
        <p>
          Questions, ideas or feedback? Write to us through the <Link to="/contact">Contact</Link> page, find quick
          answers in the <Link to="/faq">FAQs</Link>, and follow our news on the <Link to="/community">Community</Link>{' '}
          page.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
