// The owner's view of stored quote requests, and the owner's work on them (docs/deploying.md).
// Reads the local store that `npm start` and `npm run preview` write (.netlify/blobs-serve) unless
// told otherwise: --production (NETLIFY_SITE_ID and a token, scripts/quotes/secrets.ts), --deploy <deploy id>
// for a deploy preview's or branch deploy's own store. Exit codes: 0 done, 1 refused or failed, 2 misuse.
import { quotes } from './quotes/cli.ts';

process.exit(await quotes(process.argv.slice(2)));
