import { Toaster, toast } from 'sonner';
console.log(Toaster, toast);
