import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

// The server's CSP forbids eval; zod's JIT would only be probed, refused and reported as a
// console error. Forms take zod from here, so this runs before any of them parses, and pages
// without forms (the home page) never load zod at all.
z.config({ jitless: true });

export { z, zodResolver };
