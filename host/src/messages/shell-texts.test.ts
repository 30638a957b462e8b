// /auth's remote frame speaks English without the host's catalog (federation/shell-texts.ts): its
// texts are the catalog's English, word for word.
import { ENGLISH_SHELL_TEXTS } from '../federation/shell-texts';
import en from './en.json';

it("frames /auth's screen with the host catalog's English texts", () => {
  const { loadingSection, failedTitle, failedHint, tryAgain } = ENGLISH_SHELL_TEXTS;
  expect({ loadingSection, failedTitle, failedHint, tryAgain }).toEqual({
    loadingSection: en['shell.loadingSection'],
    failedTitle: en['shell.failedTitle'],
    failedHint: en['shell.failedHint'],
    tryAgain: en['shell.tryAgain'],
  });
});
