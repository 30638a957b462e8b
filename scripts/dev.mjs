// `npm run dev`: the API (restarts on change) and every front-end dev server with hot reload.
import concurrently from 'concurrently';
import { frontends } from './workspaces.mjs';

const { result } = concurrently(
  [
    { name: 'api', command: 'npm run dev -w api', env: { NODE_ENV: 'development' } },
    ...frontends.map((ws) => ({ name: ws, command: `npm run dev -w ${ws}` })),
  ],
  { prefixColors: 'auto', killOthersOn: ['failure'] },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
