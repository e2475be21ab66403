// Auth's public surface beside api.ts: the frame of the signed-out pages (the contact page uses it
// too), and the notice that a server runs on demo accounts, in every page's header. The shell takes
// the notice from ./DemoBadge itself: it is already in the sign-in page's chunk, which every page
// loads, and through this file the bundler would add a chunk of one line to the signed-in layout.
export { AuthFrame } from './AuthFrame';
export { DemoBadge, DemoStrip } from './DemoBadge';
