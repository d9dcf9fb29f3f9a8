import { QuoteSchema, firstIssue } from '../src/lib/quote';
const r = QuoteSchema.safeParse({}); if (!r.success) console.log(firstIssue(r.error));
