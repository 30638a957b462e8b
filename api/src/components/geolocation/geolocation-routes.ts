import { Router } from 'express';
import type { GeolocationResponse } from '@ciao/contracts';
import { clientIp } from '../../http/client-ip';
import { detectLocation } from './geolocation';

export function geolocationRoutes(): Router {
  const router = Router();

  router.get('/detect', (req, res) => {
    // The answer depends on the caller's address: no shared cache may keep it.
    res.set('Cache-Control', 'private, no-store');
    res.json(detectLocation(clientIp(req)) satisfies GeolocationResponse);
  });

  return router;
}
