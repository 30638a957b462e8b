// The reference point of the benchmark: Express 5 answering a static JSON body, nothing else.
import express from 'express';
import type { AddressInfo } from 'node:net';

const app = express();
app.disable('x-powered-by');
app.get('/static', (_req, res) => {
  res.json({ totalMined: '123.4567890123', miningRate: '0', pendingRewards: '12.5', activeContracts: 1 });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
