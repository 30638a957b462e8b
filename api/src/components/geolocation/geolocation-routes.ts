import { Router } from 'express';
import type { Request, Response } from 'express';
import { geolocationResponseSchema } from '@ciao/contracts';
import type { GeolocationResponse } from '@ciao/contracts';
import { describeRoutes } from '../../http/api-description';
import { clientIp } from '../../http/client-ip';
import { detectLocation } from './geolocation';

export const geolocationApi = describeRoutes('/api/geolocation', 'Accounts', {
  'GET /detect': {
    summary: "The caller's country and its age rules, from the client address",
    access: 'public',
    answers: {
      200: { description: 'Detected (unknown addresses: the default rules)', schema: geolocationResponseSchema },
    },
  },
});

export function geolocationRoutes(): Router {
  const router = Router();

  function detectCountry(req: Request, res: Response) {
    // The answer depends on the caller's address: no shared cache may keep it.
    res.set('Cache-Control', 'private, no-store');
    res.json(detectLocation(clientIp(req)) satisfies GeolocationResponse);
  }
  router.get('/detect', detectCountry);

  return router;
}
