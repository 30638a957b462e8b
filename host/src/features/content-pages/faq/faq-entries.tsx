import type { ReactNode } from 'react';
import { Link } from '@ciao/shell/router';
import {
  ACCOUNT,
  MINING_DURATIONS,
  POLL_INTERVALS_MS,
  PRIVACY,
  REFERRAL,
  SERVICE_FEE_RATE,
  STORE_CREDIT,
  SUPPORT,
} from '@ciao/contracts/web';

interface FaqEntry {
  question: string;
  answer: ReactNode;
}

export interface FaqTopic {
  title: string;
  entries: FaqEntry[];
}

const feePercent = Math.round(Number(SERVICE_FEE_RATE) * 100);
const hoursLabel = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** The FAQs, by topic, in the product's words; figures come from @ciao/contracts. */
export const FAQ_TOPICS: FaqTopic[] = [
  {
    title: 'The simulation',
    entries: [
      {
        question: 'What is $CIAO MINING?',
        answer: (
          <p>
            An educational simulation of crypto mining. You start timed contracts, watch simulated credits build up, and
            learn how durations, multipliers and fees change the reward. No real mining takes place.
          </p>
        ),
      },
      {
        question: 'Do I earn real cryptocurrency?',
        answer: (
          <p>
            No. The $CIAO credits in the app are virtual tokens with no real-world value. They cannot be withdrawn, sold
            or exchanged for money: they can only become discount codes for our own store.
          </p>
        ),
      },
      {
        question: 'How does a mining contract work?',
        answer: (
          <>
            <p>
              Choose a duration and start. The contract runs on our servers, even with the app closed, and cannot be
              stopped early. You can run one contract at a time. The shorter the contract, the higher its multiplier:
            </p>
            <ul>
              {MINING_DURATIONS.map((d) => (
                <li key={d.hours}>
                  {hoursLabel(d.hours)} ({d.label}): {d.multiplier}x, worth ${d.usdValue} USD
                </li>
              ))}
            </ul>
          </>
        ),
      },
      {
        question: 'Why is a service fee deducted?',
        answer: (
          <p>
            {feePercent}% of a contract&apos;s USD value is deducted as a service fee, and the rest is converted to
            $CIAO at the current price. The fee is part of the simulation: it shows how fees reduce a reward.
          </p>
        ),
      },
      {
        question: 'What is the $CIAO price on this page?',
        answer: (
          <p>
            The market price of $CIAO in USD and its change over the last 24 hours, refreshed every{' '}
            {POLL_INTERVALS_MS.faqPrice / 1000} seconds: green when the price went up or stayed the same, red when it
            went down. In the app it serves as an illustration only.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Credits and discount codes',
    entries: [
      {
        question: 'How do I turn my credits into a discount code?',
        answer: (
          <p>
            When your pending credits are worth at least ${STORE_CREDIT.minUsd} USD, open{' '}
            <Link to="/store-credit">Store Credits</Link> and generate a code worth up to ${STORE_CREDIT.maxUsd} USD.
            The <Link to="/tutorial/store-credits">store credits tutorial</Link> walks you through it.
          </p>
        ),
      },
      {
        question: `What if my credits are worth more than $${STORE_CREDIT.maxUsd}?`,
        answer: (
          <p>
            You have reached the maximum: redeem your credits as a discount code before you start a new mining contract.
          </p>
        ),
      },
      {
        question: 'Where can I use a discount code, and for how long?',
        answer: (
          <p>
            Only at our own official store, and only once. A code is valid for {STORE_CREDIT.codeTtlDays} days; the app
            warns you when fewer than {STORE_CREDIT.expiringSoonDays} days remain. An expired code cannot be restored
            and has no cash value.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Referrals',
    entries: [
      {
        question: 'How does the referral programme work?',
        answer: (
          <p>
            Share your referral link from <Link to="/referral">Referral Link</Link>. When a friend registers with your
            code and completes their first mining, you both receive ${REFERRAL.rewardUsd} USD worth of $CIAO. Each
            account can use one referral code, once, and never its own.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Your account',
    entries: [
      {
        question: 'Who can use the app?',
        answer: (
          <p>
            Adults aged {ACCOUNT.minimumAge} or over, or older where the law of your country sets a higher minimum age.
            We check your age when you register.
          </p>
        ),
      },
      {
        question: 'Can I have more than one account?',
        answer: (
          <p>
            No: one account per person and per IP address. Duplicate accounts permanently lose the right to referral
            rewards. The <Link to="/terms">Terms &amp; Conditions</Link> explain the rule.
          </p>
        ),
      },
      {
        question: 'How do I change my notifications?',
        answer: (
          <p>
            Open <Link to="/notifications">Notifications</Link> from the menu, choose the topics you want and save your
            settings.
          </p>
        ),
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <p>
            Open your profile from the top of the menu, then Delete Account in the Danger Zone. Deletion is
            irreversible: you lose all rights to your pending rewards and store credits.
          </p>
        ),
      },
      {
        question: 'What happens to my personal data?',
        answer: (
          <p>
            We collect only what the app needs and keep it as long as the law requires. We answer privacy requests
            within {PRIVACY.responseHours} hours. Everything is in our <Link to="/privacy">Privacy &amp; Policy</Link>.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Support',
    entries: [
      {
        question: 'How do I contact support?',
        answer: (
          <p>
            Through the <Link to="/contact">Contact</Link> page. Support is available {SUPPORT.hours} and we answer
            within {SUPPORT.responseTime}.
          </p>
        ),
      },
    ],
  },
];
