import { ACCOUNT, PRIVACY, TERMS_LAST_UPDATED } from '@ciao/contracts/web';
import type { LegalText } from './legal-text';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const { accountAndAge, transactions, logs } = PRIVACY.retentionYears;

/** /privacy and the registration form's 'privacy policy' dialog. */
export const privacyPolicy: LegalText = {
  title: 'Privacy & Policy',
  // Revised together with the terms, when age verification and the one-account rule arrived.
  lastUpdated: TERMS_LAST_UPDATED,
  intro: [
    'This policy explains which personal data $CIAO MINING collects, why we collect it, how long we keep it and what your rights are. We collect only what we need to run the simulation, keep it fair and meet our legal obligations.',
  ],
  sections: [
    {
      heading: '1. What we collect',
      blocks: [
        {
          list: [
            'Account details: your e-mail address and your name, and your password, which we store only in a hashed form that cannot be turned back into the password.',
            'Profile details you choose to add: your nickname and the URL of your profile image. We store the address of the image, not the image itself.',
            'Age verification: your date of birth, the country you select, and when you verified your age.',
            'Technical data: your IP address, used for fraud prevention and security, and the country it belongs to. We keep the IP address your account was registered from.',
            'Your activity in the app: mining contracts, credits, discount codes, your referral code and the referrals made with it, and your notification settings.',
          ],
        },
      ],
    },
    {
      heading: '2. Why we use it',
      blocks: [
        {
          list: [
            'To create your account, keep it secure and keep you signed in.',
            'To check that you have reached the minimum age for your country.',
            'To prevent fraud and abuse: one account per user and per IP address, fair referral rewards, and limits on repeated sign-in and registration attempts.',
            'To run the simulation: contracts, credits, discount codes and referral rewards.',
            'To answer your questions and requests.',
            'To meet our legal obligations, such as keeping records of transactions.',
          ],
        },
        'We rely on the contract between us (to provide the app you signed up for), on our legal obligations, and on our legitimate interest in keeping the app safe and fair. We do not sell your personal data and we do not use it for advertising.',
      ],
    },
    {
      heading: '3. How we detect your country',
      blocks: [
        'When you verify your age, we look up the country of your IP address in a database that runs on our own servers: no one else is asked, and we never locate you more precisely than your country. We use it only to apply the right minimum age.',
        [
          'This site or product includes IP2Location LITE data available from ',
          { text: 'https://lite.ip2location.com', href: 'https://lite.ip2location.com' },
          '.',
        ],
      ],
    },
    {
      heading: '4. Cookies and your browser',
      blocks: [
        'We use one cookie to keep you signed in and, while you register, a short-lived cookie that shows your age has been verified. Both are strictly necessary, and neither can be read by scripts on the page. Your browser also remembers, on your device only, whether you closed the educational notice today. We use no advertising or tracking cookies.',
      ],
    },
    {
      heading: '5. Who we share it with',
      blocks: [
        'Only with the providers that host and run the app for us, who may use your data solely to do so and must protect it, and with authorities when the law requires it.',
      ],
    },
    {
      heading: '6. How long we keep it',
      blocks: [
        {
          list: [
            `Account and age verification data: ${years(accountAndAge)}.`,
            `Transactions (mining contracts, credits, discount codes and their use): ${years(transactions)}.`,
            `Logs: ${years(logs)}.`,
          ],
        },
        'When you delete your account, we erase your e-mail address, name, nickname, profile image URL, password and date of birth straight away. The records we keep for the periods above no longer contain them; they keep only what fraud prevention and the law need, such as your country, when your age was verified and the IP address the account was registered from.',
      ],
    },
    {
      heading: '7. Your rights',
      blocks: [
        'You may ask us for a copy of your personal data, to correct it, to erase it, to restrict or object to its use, or to receive it in a portable format, and you may withdraw any consent you have given. You can change your nickname and profile image yourself in your profile, and delete your account there at any time.',
        `We respond to privacy requests within ${PRIVACY.responseHours} hours. Complex requests may take up to ${PRIVACY.complexRequestDays} days; if yours does, we will tell you so within those first ${PRIVACY.responseHours} hours.`,
        'To make a request, use the Contact page in the app menu. You also have the right to complain to the data protection authority of your country.',
      ],
    },
    {
      heading: '8. Security',
      blocks: [
        'Passwords are stored hashed, connections to the app are encrypted, sign-in cookies cannot be read by scripts, repeated sign-in attempts are limited, and only the people who run the service can access personal data.',
      ],
    },
    {
      heading: '9. Minimum age',
      blocks: [
        `The app is only for people aged ${ACCOUNT.minimumAge} or over, or older where their country requires it. We do not knowingly collect data about anyone younger; if we learn that we have, we delete the account.`,
      ],
    },
    {
      heading: '10. Changes and more information',
      blocks: [
        'We update this policy when what we collect, or why, changes. The date at the top shows the current version, and we will tell you in the app about important changes.',
        [
          'The rules of the app are set out in our ',
          { text: 'Terms and Conditions', href: '/terms' },
          '. Answers to common questions are in the ',
          { text: 'FAQs', href: '/faq' },
          '.',
        ],
      ],
    },
  ],
};
