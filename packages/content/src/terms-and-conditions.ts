import { ACCOUNT, MINING_HOURS, REFERRAL, STORE_CREDIT, TERMS_LAST_UPDATED } from '@ciao/contracts/web';
import type { LegalText } from './legal-text';

const shortestHours = Math.min(...MINING_HOURS);
const longestHours = Math.max(...MINING_HOURS);

/** /terms and the registration form's 'terms and conditions' dialog. */
export const termsAndConditions: LegalText = {
  title: 'Terms and Conditions',
  lastUpdated: TERMS_LAST_UPDATED,
  intro: [
    'These terms govern your use of the $CIAO MINING app. Please read them carefully: by creating an account or using the app, you accept them. If you do not agree, please do not use the app.',
  ],
  sections: [
    {
      heading: '1. An educational simulation',
      blocks: [
        '$CIAO MINING is an educational simulation. It shows, in a simple and safe way, how timed mining contracts, rates and rewards work. Nothing in the app is financial, investment or tax advice.',
        'No real mining takes place and no real cryptocurrency is earned (see section 5).',
      ],
    },
    {
      heading: '2. $CIAO credits are virtual',
      blocks: [
        'The $CIAO credits you earn in the app are virtual tokens with no real-world value. They are not a cryptocurrency, a security, electronic money or a claim against us, and they cannot be sold, withdrawn, transferred to another account or exchanged for cash or crypto-assets.',
        'Amounts shown in USD or SOL next to your credits are illustrations for learning purposes only. They are not prices at which anyone will buy or sell.',
        'The only thing your credits can become is a discount code for our own store, on the conditions of section 6.',
      ],
    },
    {
      heading: '3. Who may use the app',
      blocks: [
        `You must be at least ${ACCOUNT.minimumAge} years old to use the app. Where the law of your country sets a higher minimum age, you must have reached that age. We check this when you register: you enter your date of birth and your country, and we compare them with the minimum age that applies where you are.`,
        'The information you give us must be true. We may close an account that was created with a false date of birth or false details.',
      ],
    },
    {
      heading: '4. One account per user and per IP address',
      blocks: [
        'Each person may have one account, and each IP address may be used for one account. Creating or using more than one account, for yourself or for someone else, is not allowed.',
        'An account registered from an IP address that already has an account is treated as a duplicate. Duplicate accounts permanently lose the right to referral rewards, both to give them and to receive them, even if the other account is later deleted.',
        'Keep your password to yourself and tell us through the Contact page if you think someone else has used your account. You are responsible for what happens under your account.',
      ],
    },
    {
      heading: '5. Simulated mining, no real mining',
      blocks: [
        `A mining contract is a timer you start for ${shortestHours} to ${longestHours} hours. While it runs, the app shows simulated credits building up; when it ends, they are added to your balance. None of your computing power, hardware or electricity is used, no blockchain is mined and no real cryptocurrency is earned.`,
        'You can run one contract at a time, and a contract cannot be stopped early. Rates, multipliers, fees and the market data shown in the app belong to the simulation: we set them, they may change, and they are not a promise of any return.',
      ],
    },
    {
      heading: '6. Discount codes (store credit)',
      blocks: [
        `Once your credits are worth at least $${STORE_CREDIT.minUsd} USD, you can turn them into a discount code worth up to $${STORE_CREDIT.maxUsd} USD. If your credits are worth more than $${STORE_CREDIT.maxUsd} USD, you need to redeem them before you can start a new contract.`,
        `Each discount code is single-use and can be used only at our own official online store, nowhere else. It is valid for ${STORE_CREDIT.codeTtlDays} days from the moment it is generated; after that it expires and cannot be restored or replaced. Discount codes have no cash value and cannot be exchanged for money.`,
        "The store's own terms of sale apply to anything you buy there.",
      ],
    },
    {
      heading: '7. Referral programme',
      blocks: [
        `When someone registers with your referral code and completes their first mining contract, you and they each receive $${REFERRAL.rewardUsd} USD worth of $CIAO credits. Each account can use one referral code, once, and never its own.`,
        'Referral rewards are never paid to or for duplicate accounts (section 4). We may withhold or remove rewards obtained through fake accounts, automation or any other abuse of the programme.',
      ],
    },
    {
      heading: '8. Fair use',
      blocks: [
        'Do not use bots, scripts or other automated means to access the app, do not try to get around its limits or its security, and do not exploit errors to obtain credits or discount codes. If you find an error, please tell us. We may suspend or close accounts that break these terms and cancel the credits and discount codes obtained in breach of them.',
      ],
    },
    {
      heading: '9. Deleting your account',
      blocks: [
        'You can delete your account at any time from your profile (Danger Zone, Delete Account). Deletion is permanent and irreversible: you lose all rights to your pending rewards and store credits, any active discount codes are cancelled, and the account cannot be restored.',
        [
          'When you delete your account we erase your personal details. Some records are kept, without your name or e-mail address, for the periods set out in our ',
          { text: 'Privacy & Policy', href: '/privacy' },
          '.',
        ],
      ],
    },
    {
      heading: '10. Liability',
      blocks: [
        'The app is provided free of charge, "as is" and "as available", for educational purposes. We do not promise that it will always be available or free of errors, and we may change, suspend or end the simulation, its rates and its features.',
        'To the extent the law allows, we are not liable for any loss arising from your use of the app or from decisions you take because of it, including financial decisions. Because credits have no real-world value, losing them is not a loss of money. Nothing in these terms limits any liability that the law does not allow us to limit, or your statutory rights as a consumer.',
      ],
    },
    {
      heading: '11. Changes to these terms',
      blocks: [
        'We may update these terms, for example when we add features or when the law changes. The date at the top shows the current version. We will tell you in the app about changes that matter to you before they take effect; if you keep using the app afterwards, you accept the new terms. If you do not accept them, you can delete your account.',
      ],
    },
    {
      heading: '12. Questions',
      blocks: [
        [
          'If you have a question about these terms, please reach us through the Contact page in the app menu. How we handle your personal data is explained in our ',
          { text: 'Privacy & Policy', href: '/privacy' },
          ', and common questions are answered in the ',
          { text: 'FAQs', href: '/faq' },
          '.',
        ],
      ],
    },
  ],
};
