/**
 * The app's Vite config without one start-up trick (STARTUP_AB_WITHOUT names it; see tricks.ts), for
 * bench/startup-ab.ts. The product's own config keeps no switch: a trick is taken out here, by dropping its
 * plugin, resetting a build option to Vite's default, or building a module of the app from a bench copy that
 * does without the trick.
 */
import type { Plugin, PluginOption } from 'vite';
import config from '../../vite.config.ts';
import { TRICKS } from './tricks.ts';

const name = process.env.STARTUP_AB_WITHOUT;
const trick = TRICKS.find((candidate) => candidate.name === name);
if (name && !trick)
  throw new Error(`STARTUP_AB_WITHOUT=${name}: no such trick (${TRICKS.map((t) => t.name).join(', ')})`);

const flatten = (plugins: PluginOption[]): Plugin[] =>
  plugins.flatMap((plugin) =>
    Array.isArray(plugin) ? flatten(plugin) : plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin] : [],
  );

// The JS budget is the product build's guard; a variant is weighed by the bench, over it or not.
const base = { ...config, plugins: flatten(config.plugins ?? []).filter((plugin) => plugin.name !== 'taas:js-budget') };
export default trick ? trick.without(base) : base;
