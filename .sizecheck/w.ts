import { QuoteSchema } from '../src/lib/quote/schema';
console.log(QuoteSchema.safeParse({}));
