import { acceptedLanguages, languageOf } from '@ciao/contracts';
import type { Language } from '@ciao/contracts';
import type { Request } from 'express';

/** The language a request's browser prefers (`Accept-Language`) that the product speaks; English when none is. */
export const requestLanguage = (req: Request): Language => languageOf(acceptedLanguages(req.get('accept-language')));
